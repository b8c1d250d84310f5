import Geometry
import Screens
import ScrollLabTesting
import ScrollUI
import Testing

/// The `tabs` demo on an iPhone 14's safe area: the tab bar over the home indicator with its
/// badges, and the spring tab's card sent down (its colour fading to orange on the way).
@Suite struct TabsSnapshotTests {
    @Test func theSpringTabWithItsCardSentDown() throws {
        // given the demo on an iPhone 14, the Spring tab selected
        let driver = try #require(ScreenDriver(registry: ScreenCatalog.registry, screen: "tabs"))
        driver.app.safeAreaInsets = DeviceProfile.iPhone14.safeAreaInsets
        try driver.runUntilAtRest()
        driver.tap(at: Point(x: 195, y: 844 - 34 - 24))
        try driver.runUntilAtRest()
        let tabs = try #require(driver.screen as? TabsScreen)
        #expect(tabs.selectedIndex == 1)

        // when its button springs the card down, caught past its rest at the first overshoot
        driver.tap(at: Point(x: 60, y: 47 + 44 + 38))
        try driver.run(until: driver.inputEnd + 0.3)

        // then the orange card is drawn below where it comes to rest, above the bar
        assertScreenshot(of: driver, named: "spring-overshoot")
        try driver.runUntilAtRest()
        assertScreenshot(of: driver, named: "spring-at-rest")
    }
}
