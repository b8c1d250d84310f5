import Geometry
import Screens
import ScrollLabDriver
import ScrollSession
import ScrollUI
import Testing

/// The `present` demo on an iPhone 14's safe area, tapped through (drawn: SnapshotTests'
/// PresentationSnapshotTests).
@Suite struct PresentationDemoTests {
    @Test func aButtonInASheetStillTapsAndAStackInASheetPushes() throws {
        // given the navigation stack presented in a large sheet (its top 57 pt down: 47 + 10)
        let driver = try #require(ScreenDriver(registry: ScreenCatalog.registry, screen: "present"))
        driver.app.safeAreaInsets = DeviceProfile.iPhone14.safeAreaInsets
        try driver.runUntilAtRest()
        driver.tap(at: Point(x: 195, y: 91 + 16 + 28 + 5 * 68))  // the sixth button: the list starts at 47 + 44
        try driver.runUntilAtRest()
        let container = try #require(
            driver.app.presentations.presentations.last?.presented as? NavigationContainerController)

        // when its Push button is tapped (under the sheet's swipe down, which a tap fails)
        driver.tap(at: Point(x: 330, y: 57 + 44 + 12 + 18))
        try driver.runUntilAtRest()

        // then the stack in the sheet has two cards, and the second one's Close dismisses the whole stack
        #expect(container.navigation.depth == 2)
        driver.tap(at: Point(x: 60, y: 57 + 44 + 12 + 18))
        try driver.runUntilAtRest()
        #expect(driver.app.presentations.presentations.isEmpty)
        #expect(driver.screen is PresentationScreen)
    }
}
