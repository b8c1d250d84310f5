import Geometry
import Gestures
import ScrollLabDriver
import Screens
import ScrollUI
import Testing

/// `TextField` on the `text-field` screen: focus, typing from the window's text input and from
/// the on-screen keyboard, the caret and selection, the clipboard, and the keyboard itself.
@Suite struct TextFieldTests {
    let screen = TextFieldScreen()
    var driver: ScreenDriver { ScreenDriver(screen) }

    func center(of view: View) -> Point { view.convert(view.bounds, to: nil).center }

    /// A driver with the first field tapped and the keyboard up.
    func focused() throws -> ScreenDriver {
        let driver = self.driver
        driver.tap(at: center(of: screen.fields[0]))
        try driver.runUntilAtRest()
        return driver
    }

    @Test func aTapFocusesTheFieldAndTextEventsTypeIntoIt() throws {
        let driver = try focused()

        driver.type("Hello").type(", world").compose("ni", cursor: 2)
        try driver.runUntilAtRest()

        #expect(screen.fields[0].isFirstResponder)
        #expect(screen.fields[0].text == "Hello, world")
        #expect(screen.fields[0].editor.marked?.text == "ni", "a composition shows until it is committed")
        driver.type("你")
        try driver.runUntilAtRest()
        #expect(screen.fields[0].text == "Hello, world你")
        #expect(screen.fields[0].editor.marked == nil)
    }

    @Test func textWithoutAFocusedFieldGoesNowhere() throws {
        let driver = self.driver

        driver.type("lost")
        try driver.runUntilAtRest()

        #expect(screen.fields.allSatisfy { $0.text.isEmpty })
    }

    @Test func aFingerTypesOnTheKeyboard() throws {
        let driver = try focused()
        let keyboard = try #require(
            driver.app.displayLink.textInput.keyboard.superview != nil ? driver.app.displayLink.textInput.keyboard : nil
        )
        func tapKey(_ title: String) throws {
            let key = try #require(keyboard.keys.first { keyboard.label(of: $0.key).0.lowercased() == title })
            driver.tap(at: keyboard.convert(key.frame, to: nil).center)
            try driver.runUntilAtRest()
        }

        for key in ["⇧", "h", "i", "space", "t", "x", "⌫", "o", "123", "7", "return"] { try tapKey(key) }

        #expect(screen.fields[0].text == "Hi to7")
        #expect(screen.fields[1].isFirstResponder, "return moves to the next field")
    }

    @Test func shiftArrowsSelectAndTypingReplacesTheSelection() throws {
        let driver = try focused()
        driver.type("scroll view")
        driver.press(key: "left", holding: ["shift"]).press(key: "left", holding: ["shift"]).press(
            key: "left", holding: ["shift"])
        try driver.runUntilAtRest()
        #expect(screen.fields[0].editor.selectedText == "iew")

        driver.type("ector").press(key: "home").press(key: "right", holding: ["shift"])
        try driver.runUntilAtRest()

        #expect(screen.fields[0].text == "scroll vector")
        #expect(screen.fields[0].editor.selection == 0..<1)
    }

    @Test func aDoubleTapSelectsAWordAndADragSelectsToTheFinger() throws {
        let driver = try focused()
        let field = screen.fields[0]
        driver.type("drag select words")
        try driver.runUntilAtRest()
        let wordX = field.offset(ofCharacter: 7) + 4  // inside "select"
        let point = field.convert(Point(x: wordX, y: field.bounds.midY), to: nil)

        driver.tap(at: point).tap(at: point, pause: 0.1)
        try driver.runUntilAtRest()
        #expect(field.editor.selectedText == "select")

        let start = field.convert(Point(x: field.offset(ofCharacter: 0), y: field.bounds.midY), to: nil)
        let end = field.convert(Point(x: field.offset(ofCharacter: 4), y: field.bounds.midY), to: nil)
        driver.drag(from: start, by: end - start, pause: 0.5)
        try driver.runUntilAtRest()
        #expect(field.editor.selectedText == "drag")
    }

    @Test func copyCutAndPasteGoThroughTheClipboard() throws {
        let driver = try focused()
        let clipboard = MemoryClipboard(text: "pasted")
        driver.app.displayLink.textInput.clipboard = clipboard

        driver.press(key: "v", holding: ["control"]).type(" text")
        driver.press(key: "a", holding: ["control"]).press(key: "x", holding: ["control"])
        try driver.runUntilAtRest()

        #expect(clipboard.text == "pasted text")
        #expect(screen.fields[0].text.isEmpty)
        driver.press(key: "v", holding: ["control"]).press(key: "v", holding: ["control"])
        try driver.runUntilAtRest()
        #expect(screen.fields[0].text == "pasted textpasted text")
    }

    @Test func theClearButtonEmptiesTheField() throws {
        let driver = try focused()
        let field = screen.fields[0]
        driver.type("gone")
        try driver.runUntilAtRest()
        let button = try #require(field.clearButtonFrame)

        driver.tap(at: field.convert(button, to: nil).center)
        try driver.runUntilAtRest()

        #expect(field.text.isEmpty)
        #expect(field.isFirstResponder)
    }

    /// The keyboard rises over UIKit's 0.25 s on its curve, and falls as long.
    @Test func theKeyboardRisesAndFallsInAQuarterSecond() throws {
        let driver = self.driver
        driver.app.safeAreaInsets = DeviceProfile.iPhone14.safeAreaInsets
        let keyboard = driver.app.displayLink.textInput.keyboard
        let bottom = driver.app.size.height
        driver.tap(at: center(of: screen.fields[0]))
        try driver.runUntil { keyboard.isMoving }
        let start = driver.time - 1.0 / 60
        let target = keyboard.targetFrame

        try driver.runUntil { !keyboard.isMoving }
        let rise = driver.time - start
        #expect(keyboard.frame == target)
        #expect(target.maxY == bottom && target.height == 291, "iPhone 14: 291 pt with the home indicator")
        #expect(
            rise >= OnScreenKeyboard.duration && rise <= OnScreenKeyboard.duration + 2.0 / 60, "rise took \(rise) s")

        screen.fields[0].resignFirstResponder()
        let fallStart = driver.time
        try driver.run(for: OnScreenKeyboard.duration / 2)
        #expect(keyboard.frame.minY > target.minY && keyboard.frame.minY < bottom, "half way down")
        try driver.runUntil { keyboard.superview == nil }
        let fall = driver.time - fallStart
        #expect(
            fall >= OnScreenKeyboard.duration && fall <= OnScreenKeyboard.duration + 2.0 / 60, "fall took \(fall) s")
    }

    @Test func aFieldTheKeyboardWouldCoverIsScrolledIntoSight() throws {
        let driver = self.driver
        driver.app.safeAreaInsets = DeviceProfile.iPhone14.safeAreaInsets
        try driver.runUntilAtRest()
        let last = try #require(screen.fields.last)
        #expect(last.convert(last.bounds, to: nil).maxY > driver.app.size.height - 291, "the keyboard would cover it")

        driver.tap(at: center(of: last))
        try driver.runUntilAtRest()

        let keyboardTop = driver.app.displayLink.textInput.keyboardTargetFrame.minY
        #expect(last.convert(last.bounds, to: nil).maxY <= keyboardTop - 8 + 0.001)
        #expect(screen.form.contentOffset.y > 0)
        #expect(screen.form.contentInset.bottom > 0)

        driver.tap(at: Point(x: 200, y: 10))  // outside: editing ends, the inset goes back
        try driver.runUntilAtRest()
        #expect(!last.isFirstResponder)
        #expect(screen.form.contentInset.bottom == 0)
    }
}

/// `ScrollView.keyboardDismissMode`: a drag on the form ends editing only when it says so.
@Suite struct KeyboardDismissModeTests {
    func draggedWhileEditing(_ mode: KeyboardDismissMode) throws -> Bool {
        let screen = TextFieldScreen()
        let driver = ScreenDriver(screen)
        screen.form.keyboardDismissMode = mode
        let field = screen.fields[0]
        driver.tap(at: field.convert(field.bounds, to: nil).center)
        try driver.runUntilAtRest()
        driver.drag(from: Point(x: 200, y: 450), by: Point(x: 0, y: -120))
        try driver.runUntilAtRest()
        return field.isFirstResponder
    }

    /// `.interactive` ends it only when the finger pulls the keyboard down (InteractiveKeyboardDismissalTests).
    @Test func aDragEndsEditingOnlyWithOnDrag() throws {
        #expect(try draggedWhileEditing(.none))
        #expect(try !draggedWhileEditing(.onDrag))
        #expect(try draggedWhileEditing(.interactive))
    }
}

/// `SearchBar`: Cancel shows while editing, every change reaches `onTextChange`, and Cancel
/// empties the field and ends editing.
@Suite struct SearchBarTests {
    final class SearchScreen: ViewController {
        let bar = SearchBar()
        init() {
            super.init(title: "Search", name: "search.screen")
            view.addSubview(bar)
        }
        override func layoutView() { bar.frame = Rect(x: 0, y: 0, width: view.bounds.width, height: 52) }
    }

    @Test func cancelShowsWhileEditingAndEmptiesTheField() throws {
        let screen = SearchScreen()
        let driver = ScreenDriver(screen)
        var seen: [String] = []
        screen.bar.onTextChange = { seen.append($0) }
        try driver.runUntilAtRest()
        #expect(screen.bar.cancelButton.isHidden)

        driver.tap(at: screen.bar.field.convert(screen.bar.field.bounds, to: nil).center).type("ma").type("il")
        try driver.runUntilAtRest()
        #expect(!screen.bar.cancelButton.isHidden)
        #expect(seen == ["ma", "mail"])

        driver.tap(at: screen.bar.cancelButton.convert(screen.bar.cancelButton.bounds, to: nil).center)
        try driver.runUntilAtRest()
        #expect(screen.bar.text.isEmpty && !screen.bar.field.isFirstResponder)
        #expect(screen.bar.cancelButton.isHidden)
    }
}
