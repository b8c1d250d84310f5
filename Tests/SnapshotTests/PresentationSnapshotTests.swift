import Geometry
import Screens
import ScrollLabTesting
import ScrollSession
import ScrollUI
import Testing

/// The `present` demo on an iPhone 14's safe area: the presenter stays drawn under an
/// over-full-screen card dragged halfway down, and above a sheet at rest (taps in a sheet:
/// ScreensTests' PresentationDemoTests).
@Suite struct PresentationSnapshotTests {
    /// The demo pushed on home, with the iPhone 14's status bar and home indicator.
    private func demo() throws -> ScreenDriver {
        let driver = try #require(ScreenDriver(registry: ScreenCatalog.registry, screen: "present"))
        driver.app.safeAreaInsets = DeviceProfile.iPhone14.safeAreaInsets
        try driver.runUntilAtRest()
        return driver
    }

    /// The centre of the demo's button `index`: the list starts at the safe area's top (47 + 44).
    private func button(_ index: Int) -> Point {
        Point(x: 195, y: 91 + 16 + 28 + Double(index) * 68)
    }

    @Test func theGridStaysDrawnUnderACardDraggedDown() throws {
        // given the over-full-screen card presented
        let driver = try demo()
        driver.tap(at: button(1))
        try driver.runUntilAtRest()
        #expect(driver.screen.presentation?.style == .overFullScreen)

        // when its own pan drags it 300 pt down and holds it there
        driver.drag(from: Point(x: 195, y: 300), by: Point(x: 0, y: 310), duration: 0.4, hold: 0.5)
        try driver.run(until: driver.inputEnd - 0.1)

        // then the list shows above and through it
        #expect(abs((driver.screen.presentation?.offset ?? 0) - 300) < 1e-6)
        assertScreenshot(of: driver, named: "over-full-screen-dragged")
    }

    @Test func aSheetShowsThePresenterAboveIt() throws {
        // given the medium sheet presented and at rest
        let driver = try demo()
        driver.tap(at: button(3))
        try driver.runUntilAtRest()

        // then the dimmed list shows above the card, which starts halfway down
        #expect(driver.screen.presentation?.style == .sheet(.medium))
        assertScreenshot(of: driver, named: "medium-sheet")
    }
}
