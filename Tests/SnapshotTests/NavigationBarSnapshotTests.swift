import Geometry
import Screens
import ScrollLabTesting
import ScrollUI
import Testing

/// The `large-title` screen on an iPhone 14 with the status bar drawn: the large title at rest,
/// stretched, half collapsed and collapsed; and a large sheet with a grabber pushing it back.
@Suite struct NavigationBarSnapshotTests {
    private func mailboxes() throws -> (ScreenDriver, LargeTitleScreen) {
        let driver = try #require(ScreenDriver(registry: ScreenCatalog.registry, screen: "large-title"))
        driver.app.safeAreaInsets = DeviceProfile.iPhone14.safeAreaInsets
        driver.app.navigation.showsStatusBar = true
        try driver.runUntilAtRest()
        return (driver, try #require(driver.screen as? LargeTitleScreen))
    }

    /// Scrolls the mailboxes `collapse` points from their top.
    private func scroll(_ screen: LargeTitleScreen, to collapse: Double, in driver: ScreenDriver) throws {
        screen.list.contentOffset = Point(x: 0, y: collapse - screen.list.adjustedContentInset.top)
        try driver.runFrame()
    }

    @Test func theLargeTitleAtRestStretchedHalfCollapsedAndCollapsed() throws {
        let (driver, screen) = try mailboxes()
        #expect(driver.app.navigation.bar.largeTitle?.height == 52)
        assertScreenshot(of: driver, named: "large-title-expanded")
        for (name, collapse) in [("stretched", -80.0), ("half-collapsed", 26), ("collapsed", 120)] {
            try scroll(screen, to: collapse, in: driver)
            assertScreenshot(of: driver, named: "large-title-\(name)")
        }
    }

    @Test func aLargeSheetPushesTheScreenBack() throws {
        let (driver, screen) = try mailboxes()
        let sheet = ViewController(title: "New Message", name: "compose")
        sheet.sheetPrefersGrabberVisible = true
        screen.present(sheet, style: .sheet(.large), animated: true, at: driver.time)
        try driver.runUntilAtRest()
        #expect(driver.app.navigation.view.transform.scale < 1)
        assertScreenshot(of: driver, named: "large-sheet-pushed-back")
    }
}
