import Geometry
import Screens
import ScrollLabTesting
import ScrollUI
import SnapshotTesting
import Testing

/// Goldens of the `text-field` screen: a field being edited (text, a selection, the caret) with
/// the keyboard up, and the last field scrolled above the keyboard, on an iPhone 14's safe area.
@Suite struct TextFieldSnapshotTests {
    private func focused(_ index: Int) throws -> (ScreenDriver, TextFieldScreen) {
        let screen = TextFieldScreen()
        let driver = ScreenDriver(screen)
        driver.app.safeAreaInsets = DeviceProfile.iPhone14.safeAreaInsets
        try driver.runUntilAtRest()
        let field = screen.fields[index]
        driver.tap(at: field.convert(field.bounds, to: nil).center)
        try driver.runUntilAtRest()
        return (driver, screen)
    }

    @Test func testAFocusedFieldWithTheKeyboard() throws {
        let (driver, screen) = try focused(0)
        screen.fields[1].text = "ada@example.com"
        driver.type("Ada Lovelace").press(key: "left", holding: ["shift"]).press(key: "left", holding: ["shift"])
        try driver.runUntilAtRest()

        assertSnapshot(of: driver, as: .screenshot())
    }

    @Test func testTheLastFieldScrolledAboveTheKeyboard() throws {
        let (driver, _) = try focused(4)
        driver.type("Typed under the fold")
        try driver.runUntilAtRest()

        assertSnapshot(of: driver, as: .screenshot())
    }
}
