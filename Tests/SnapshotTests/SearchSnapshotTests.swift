import Geometry
import Screens
import ScrollLabTesting
import ScrollUI
import Testing

/// `large-title-search` on an iPhone 14 with the status bar drawn: the search bar tucked away,
/// half revealed, shown; search active with text and the keyboard; the keyboard pulled half down.
@Suite struct SearchSnapshotTests {
    private func mailboxes() throws -> (ScreenDriver, LargeTitleSearchScreen) {
        let driver = try #require(ScreenDriver(registry: ScreenCatalog.registry, screen: "large-title-search"))
        driver.app.safeAreaInsets = DeviceProfile.iPhone14.safeAreaInsets
        driver.app.navigation.showsStatusBar = true
        try driver.runUntilAtRest()
        return (driver, try #require(driver.screen as? LargeTitleSearchScreen))
    }

    @Test func theSearchBarTuckedHalfRevealedAndShown() throws {
        let (driver, screen) = try mailboxes()
        assertScreenshot(of: driver, named: "search-tucked")
        for (name, collapse) in [("half", 26.0), ("shown", 0)] {
            screen.table.contentOffset = Point(x: 0, y: collapse - screen.table.adjustedContentInset.top)
            try driver.runFrame()
            assertScreenshot(of: driver, named: "search-\(name)")
        }
    }

    @Test func searchActiveWithTextAndTheKeyboardPulledHalfDown() throws {
        let (driver, screen) = try mailboxes()
        screen.table.contentOffset = Point(x: 0, y: -screen.table.adjustedContentInset.top)
        try driver.runFrame()
        let field = screen.search.searchBar.field
        driver.tap(at: field.convert(field.bounds, to: nil).center).type("in")
        try driver.runUntilAtRest()
        assertScreenshot(of: driver, named: "search-active")

        driver.drag(from: Point(x: 200, y: 300), by: Point(x: 0, y: 400), duration: 0.5, hold: 10)
        try driver.run(for: 0.7)
        #expect(driver.app.displayLink.textInput.keyboard.isFollowingFinger)
        assertScreenshot(of: driver, named: "search-keyboard-pulled")
    }
}
