import Geometry
import Gestures

/// Scripted text input, as the window's text input delivers it (SDL's `SDL_TEXTINPUT` and
/// `SDL_TEXTEDITING`), queued after the input before it like the gestures.
extension ScreenDriver {
    /// `text` typed at once, one commit (as an input method or a paste from the desktop does).
    @discardableResult
    public func type(_ text: String, pause: Double = 0.05) -> Self {
        enqueue(SessionEvent(deliveredAt: max(inputEnd, loop.time) + pause, kind: .text(TextInput(text))))
        return self
    }

    /// An input method's composition, `text` with its cursor at `cursor` characters.
    @discardableResult
    public func compose(_ text: String, cursor: Int, pause: Double = 0.05) -> Self {
        enqueue(
            SessionEvent(
                deliveredAt: max(inputEnd, loop.time) + pause,
                kind: .text(TextInput(text, phase: .editing, cursor: cursor))))
        return self
    }

    /// A key pressed while modifier keys (`"shift"`, `"control"`) are held.
    @discardableResult
    public func press(key name: String, holding modifiers: [String], pause: Double = 0.05) -> Self {
        let t0 = max(inputEnd, loop.time) + pause
        for (index, modifier) in modifiers.enumerated() {
            enqueue(SessionEvent(deliveredAt: t0 + 0.001 * Double(index), kind: .key(name: modifier, isDown: true)))
        }
        enqueue(SessionEvent(deliveredAt: t0 + 0.01, kind: .key(name: name, isDown: true)))
        enqueue(SessionEvent(deliveredAt: t0 + 0.02, kind: .key(name: name, isDown: false)))
        for modifier in modifiers.reversed() {
            enqueue(SessionEvent(deliveredAt: t0 + 0.03, kind: .key(name: modifier, isDown: false)))
        }
        return self
    }
}
