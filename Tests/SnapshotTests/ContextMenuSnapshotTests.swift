import Geometry
import Screens
import ScrollLabTesting
import ScrollUI
import Testing

/// `context-menu` on an iPhone 14's safe area, a message held until its menu has lifted: the
/// screen behind frozen, blurred (`Backdrop`) and dimmed, the preview over it and the menu below.
@Suite struct ContextMenuSnapshotTests {
    /// The screen with message `index` held until the menu is at rest (the finger then lifts in place).
    private func heldMessage(_ index: Int) throws -> ScreenDriver {
        let driver = try #require(ScreenDriver(registry: ScreenCatalog.registry, screen: "context-menu"))
        driver.app.safeAreaInsets = DeviceProfile.iPhone14.safeAreaInsets
        try driver.runUntilAtRest()
        let screen = try #require(driver.screen as? ContextMenuScreen)
        let card = screen.cards[index]
        driver.longPress(at: card.convert(card.bounds, to: nil).center, duration: 0.7)
        try driver.runUntilAtRest()
        #expect(card.contextMenuInteractions.first?.presentation?.phase == .shown)
        return driver
    }

    @Test func aMessageLiftsItselfAboveItsMenu() throws {
        let driver = try heldMessage(1)
        assertScreenshot(of: driver, named: "lifted-message", scale: 2)
    }

    @Test func aMessageWithAPreviewScreenShowsItAboveItsMenu() throws {
        let driver = try heldMessage(2)
        assertScreenshot(of: driver, named: "preview-screen", scale: 2)
    }
}
