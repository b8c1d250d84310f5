import Geometry
import Gestures

/// An application's text input (UIKit's first-responder chain and `UIKeyboardImpl`, reduced to
/// one field): the text field being edited, where typed text and editing keys go, the
/// clipboard, and the on-screen keyboard that rises while a field is edited. The application
/// owns one, on its `Timeline`, so any view in its windows reaches it.
public final class TextInputCenter {
    /// The field being edited.
    public private(set) weak var firstResponder: TextField?
    /// Copy, cut and paste go here: SDL's clipboard in the window, a memory one headless.
    public var clipboard: Clipboard = MemoryClipboard()
    /// The keyboard a finger types on, in the window while it shows.
    public let keyboard = OnScreenKeyboard()
    /// Whether a focused field raises the on-screen keyboard (a desktop with a physical keyboard
    /// may turn it off).
    public var showsOnScreenKeyboard = true
    /// The window the keyboard rises in (the application's).
    public weak var window: View?
    private let avoidance = KeyboardAvoidance()

    public init() {
        keyboard.inputCenter = self
    }

    /// Makes `field` the one edited (nil: none), moving the keyboard up or down. False when the
    /// field is in no window.
    @discardableResult
    public func focus(_ field: TextField?) -> Bool {
        guard field !== firstResponder else { return true }
        let previous = firstResponder
        firstResponder = field
        previous?.editor.setMarked("", cursor: 0)
        previous?.onEditingChanged?(false)
        if let field {
            field.restartCaretBlink()
            field.onEditingChanged?(true)
        }
        updateKeyboard()
        return true
    }

    /// The keyboard's frame in the window when it has finished moving (zero height when hidden):
    /// UIKit's `keyboardLayoutGuide` at rest.
    public var keyboardTargetFrame: Rect { keyboard.targetFrame }

    /// The keyboard's frame in the window now, while it moves too.
    public var keyboardFrame: Rect { keyboard.isHidden ? .zero : keyboard.frame }

    private func updateKeyboard() {
        guard let window else { return }
        let shows = firstResponder != nil && showsOnScreenKeyboard
        if shows, keyboard.superview !== window { window.addSubview(keyboard) }
        keyboard.move(shown: shows, in: window, at: window.timelineTime ?? 0)
        avoidance.update(for: firstResponder, keyboardTop: shows ? keyboard.targetFrame.minY : nil, in: window)
    }

    /// A finger dragging a list with `.interactive` dismissal is at `fingerY` (window points):
    /// below the keyboard's top at rest, the keyboard's top follows it (and the inset kept for it).
    func dragKeyboard(fingerY: Double) {
        guard let window, firstResponder != nil, showsOnScreenKeyboard, keyboard.isShown,
            !keyboard.isMoving || keyboard.isFollowingFinger
        else { return }
        let restingTop = keyboard.targetFrame.minY
        guard fingerY > restingTop || keyboard.isFollowingFinger else { return }
        keyboard.follow(top: min(max(restingTop, fingerY), window.bounds.maxY))
        avoidance.follow(keyboardTop: keyboard.frame.minY, in: window)
    }

    /// The finger that pulled the keyboard lifted at `fingerVelocity` pt/s (positive down): it
    /// falls and editing ends, or it comes back up (``InteractiveKeyboardDismissal``).
    func releaseKeyboard(fingerVelocity: Double) {
        guard let window, keyboard.isFollowingFinger else { return }
        let moved = keyboard.frame.minY - keyboard.targetFrame.minY
        if InteractiveKeyboardDismissal.dismisses(
            moved: moved, height: keyboard.targetFrame.height, velocity: fingerVelocity)
        {
            focus(nil)
        } else {
            keyboard.move(shown: true, in: window, at: window.timelineTime ?? 0)
            avoidance.follow(keyboardTop: keyboard.targetFrame.minY, in: window)
        }
    }

    /// Text from the window's text input or the on-screen keyboard, for the edited field.
    public func handle(_ input: TextInput) {
        guard let field = firstResponder else { return }
        switch input.phase {
        case .commit: field.insertText(input.text)
        case .editing: field.editor.setMarked(input.text, cursor: input.cursor)
        }
    }

    /// A key pressed while a field is edited; true when the field used it (the app then leaves it
    /// alone: backspace deletes rather than going back).
    public func handleKey(_ name: String, modifiers: Set<String>, at time: Double) -> Bool {
        guard let field = firstResponder else { return false }
        let shift = modifiers.contains("shift"), command = modifiers.contains("control")
        if command { return handleShortcut(name, field: field) }
        switch name {
        case "left": field.editor.move(by: -1, extending: shift)
        case "right": field.editor.move(by: 1, extending: shift)
        case "home", "up": field.editor.move(by: Int.min, extending: shift)
        case "end", "down": field.editor.move(by: Int.max, extending: shift)
        case "backspace": field.deleteBackward()
        case "delete": field.editor.move(by: 1, extending: true); field.deleteBackward()
        case "return": field.onReturn?(field)
        case "escape": focus(nil)
        case "tab", "space": break  // typed as text
        default: return name.count == 1  // a printable key types through the text input
        }
        field.restartCaretBlink()
        return true
    }

    /// Control+A, C, X and V: select all, copy, cut, paste.
    private func handleShortcut(_ name: String, field: TextField) -> Bool {
        switch name {
        case "a": field.editor.select(from: 0, to: field.editor.characters.count)
        case "c": if !field.editor.selection.isEmpty { clipboard.text = field.editor.selectedText }
        case "x":
            guard !field.editor.selection.isEmpty else { return true }
            clipboard.text = field.editor.selectedText
            field.deleteBackward()
        case "v": if let text = clipboard.text { field.insertText(text) }
        default: return false
        }
        return true
    }

    /// Touches that landed outside the edited field and the keyboard, where they landed.
    private var outsideContacts: [Int: Point] = [:]

    /// A finger or the left button, for the tap outside the edited field that ends editing when
    /// the field says so (UIKit leaves this to the app; most end editing on such a tap). A drag
    /// is not a tap: it scrolls, and ends editing only by a scroll view's `keyboardDismissMode`.
    public func noteContact(_ event: PointerEvent) {
        guard let (id, phase, location) = event.contact else { return }
        switch phase {
        case .began:
            guard let field = firstResponder, field.endsEditingOnTapOutside, isOutside(location, field) else { return }
            outsideContacts[id] = location
        case .ended:
            guard let start = outsideContacts.removeValue(forKey: id) else { return }
            if (location - start).length <= Self.tapSlop { focus(nil) }
        case .moved:
            break
        case .cancelled:
            outsideContacts[id] = nil
        }
    }

    /// How far a tap may move and still be one (`TapGestureRecognizer.allowableMovement`).
    static let tapSlop = 10.0

    private func isOutside(_ location: Point, _ field: TextField) -> Bool {
        if !keyboard.isHidden, keyboard.frame.contains(location) { return false }
        return !field.bounds.contains(field.convertFromWindow(location))
    }
}

extension View {
    /// The text input of the application this view is in.
    var timelineCenter: TextInputCenter? { timelineOwner?.textInput }

    /// The keyboard's frame in this view's coordinates once it has finished moving (UIKit's
    /// `keyboardLayoutGuide`), nil outside a window or while no keyboard shows.
    public var keyboardLayoutFrame: Rect? {
        guard let center = timelineCenter, center.firstResponder != nil, center.showsOnScreenKeyboard else {
            return nil
        }
        return convert(center.keyboardTargetFrame, from: center.window)
    }
}

extension PointerEvent {
    /// A finger's or the left button's id, phase and place (the mouse as touch −1).
    var contact: (id: Int, phase: TouchPhase, location: Point)? {
        switch kind {
        case .touch(let id, let phase, let location): (id, phase, location)
        case .mouse(.down, let location, 1): (-1, .began, location)
        case .mouse(.moved, let location, 1): (-1, .moved, location)
        case .mouse(.up, let location, 1): (-1, .ended, location)
        default: nil
        }
    }
}
