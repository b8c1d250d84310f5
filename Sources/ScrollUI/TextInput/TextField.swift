import Geometry
import Gestures

/// A single line of editable text (UIKit `UITextField`): a placeholder while empty, a blinking
/// caret and a selection while it is the first responder, a clear button, and a return key
/// action. A tap in the field focuses it and places the caret, a drag selects, a double tap
/// selects a word; typing arrives from the window's text input (SDL's `SDL_TEXTINPUT`, an input
/// method's `SDL_TEXTEDITING`) or the on-screen keyboard, which rises while the field is focused.
/// Keys: arrows, shift+arrows, home, end, backspace, return, and control+A/C/X/V.
public final class TextField: View {
    /// When the clear button shows (UIKit `UITextField.ViewMode`).
    public enum ClearButtonMode: Sendable { case never, whileEditing, unlessEditing, always }

    public var editor = TextEditor() {
        didSet { if editor.characters != oldValue.characters { onChange?(text) } }
    }
    public var text: String {
        get { editor.text }
        set { editor.text = newValue }
    }
    public var placeholder: String
    public var font: Font
    public var textColor: Color = .label
    /// The caret's and the selection's colour (UIKit `tintColor`).
    public var tintColor: Color = .tint
    public var clearButtonMode: ClearButtonMode = .whileEditing
    /// Padding inside the field's bounds before the text, in points.
    public var textInset = EdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
    /// Whether a touch outside the field (and outside the keyboard) ends editing.
    public var endsEditingOnTapOutside = true
    /// Called when return is pressed (UIKit's `textFieldShouldReturn`); the field stays focused
    /// unless the action resigns it.
    public var onReturn: ((TextField) -> Void)?
    /// Called with the new text after every change.
    public var onChange: ((String) -> Void)?
    /// Called when the field becomes or stops being the first responder.
    public var onEditingChanged: ((Bool) -> Void)?

    /// The time of the latest edit or caret move, in seconds: the caret shows solid from then for
    /// one blink period.
    var caretResetTime = 0.0
    /// The touch placing the caret or dragging a selection, and the last tap (for double taps).
    var trackedTouch: (id: Int, start: Int)?
    var lastTap: (time: Double, location: Point)?

    public init(text: String = "", placeholder: String = "", font: Font = .body, name: String = "textField") {
        self.placeholder = placeholder
        self.font = font
        super.init(name: name)
        editor = TextEditor(text)
        backgroundColor = Color(hex: 0xEFEFF0)
        cornerRadius = 10
    }

    /// Whether the field is being edited.
    public var isFirstResponder: Bool { textInput?.firstResponder === self }

    /// Makes the field the one being edited (UIKit `becomeFirstResponder()`): the caret shows and
    /// the keyboard rises. False when the field is in no window.
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        guard let center = textInput else { return false }
        return center.focus(self)
    }

    /// Ends editing (UIKit `resignFirstResponder()`): the keyboard falls.
    @discardableResult
    public func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return false }
        textInput?.focus(nil)
        return true
    }

    /// The application's text input this field is in (nil outside a window).
    var textInput: TextInputCenter? { timelineCenter }

    /// Replaces the selection with `string`, as typing does.
    public func insertText(_ string: String) {
        editor.insert(string)
        restartCaretBlink()
    }

    /// Deletes the selection or the character before the caret.
    public func deleteBackward() {
        editor.deleteBackward()
        restartCaretBlink()
    }

    func restartCaretBlink() { caretResetTime = timelineTime ?? 0 }

    public override func draw(in list: inout DisplayList) {
        super.draw(in: &list)
        drawContent(in: &list)
    }

    public override func touchesBegan(_ touches: [Touch], time: Double) { trackBegan(touches, time: time) }
    public override func touchesMoved(_ touches: [Touch], time: Double) { trackMoved(touches, time: time) }
    public override func touchesEnded(_ touches: [Touch], time: Double) { trackEnded(touches) }
    public override func touchesCancelled(_ touches: [Touch], time: Double) { trackEnded(touches) }

    /// The clear button's frame, in the field's coordinates, when it shows.
    package var clearButtonFrame: Rect? {
        let shows: Bool
        switch clearButtonMode {
        case .never: shows = false
        case .whileEditing: shows = isFirstResponder
        case .unlessEditing: shows = !isFirstResponder
        case .always: shows = true
        }
        guard shows, !editor.characters.isEmpty else { return nil }
        let side = Self.clearButtonSize
        return Rect(x: bounds.maxX - textInset.right - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    /// UIKit's clear button: a 19 pt grey circle with a cross (`UITextField`'s
    /// `_clearButtonImage`, SF Symbol `xmark.circle.fill` at the field's text size).
    static let clearButtonSize = 19.0
}
