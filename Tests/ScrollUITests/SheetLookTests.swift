import Geometry
import ScrollLabDriver
import ScrollUI
import Testing

/// A page sheet pushes the screen under it back (scaled, rounded, moved up) and may show a grabber.
@Suite struct SheetLookTests {
    private func present(_ detent: SheetDetent, grabber: Bool = false) throws -> (ScreenDriver, ViewController) {
        let root = ViewController(title: "Mail", name: "mail")
        let driver = ScreenDriver(root)
        driver.app.safeAreaInsets = DeviceProfile.iPhone14.safeAreaInsets
        let sheet = ViewController(title: "Compose", name: "compose")
        sheet.sheetPrefersGrabberVisible = grabber
        root.present(sheet, style: .sheet(detent), animated: true, at: driver.time)
        try driver.runUntilAtRest()
        return (driver, sheet)
    }

    @Test func aLargeSheetPushesThePresentingScreenBack() throws {
        let (driver, _) = try present(.large)
        let under = driver.app.navigation.view
        #expect(abs(under.transform.scale - (390 - 32) / 390) < 1e-9)
        #expect(abs(under.frame.minY - 47) < 1e-6)
        #expect(under.cornerRadius == 10)
    }

    @Test func aMediumSheetLeavesItAsItIsAndADismissalRestoresIt() throws {
        let (driver, sheet) = try present(.medium)
        let under = driver.app.navigation.view
        #expect(under.transform == .identity && under.cornerRadius == 0)
        sheet.dismiss(animated: true, at: driver.time)
        try driver.runUntilAtRest()
        #expect(under.transform == .identity && under.frame == Rect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func theGrabberShowsWhenTheScreenAsks() throws {
        let (plainDriver, plain) = try present(.large)
        #expect(plain.presentation?.grabber.isHidden == true)
        let (askingDriver, asking) = try present(.large, grabber: true)
        defer { _ = (plainDriver, askingDriver) }
        let grabber = try #require(asking.presentation?.grabber)
        #expect(!grabber.isHidden && grabber.frame.size == GrabberView.size)
    }
}
