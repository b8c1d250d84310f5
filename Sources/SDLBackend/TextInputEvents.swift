import CSDL2
import Gestures
import ScrollTrace
import ScrollUI

extension EventTranslator {
    /// SDL's text input as a core event: characters committed (`SDL_TEXTINPUT`) or an input
    /// method's composition with its cursor (`SDL_TEXTEDITING`); nil for an empty commit or
    /// bytes that are not UTF-8.
    static func translateText(_ event: SDL_Event, time: Double) -> SessionEvent? {
        if event.type == SDL_TEXTINPUT.rawValue {
            guard let text = utf8(event.text.text), !text.isEmpty else { return nil }
            return SessionEvent(deliveredAt: time, kind: .text(TextInput(text)))
        }
        guard let text = utf8(event.edit.text) else { return nil }
        let cursor = min(max(Int(event.edit.start), 0), text.count)
        return SessionEvent(deliveredAt: time, kind: .text(TextInput(text, phase: .editing, cursor: cursor)))
    }

    /// The NUL-terminated UTF-8 of one of SDL's fixed 32-byte text buffers.
    private static func utf8<Buffer>(_ buffer: Buffer) -> String? {
        withUnsafeBytes(of: buffer) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return String(validating: bytes, as: UTF8.self)
        }
    }
}

/// The desktop's clipboard through SDL (`SDL_GetClipboardText`, `SDL_SetClipboardText`), so a
/// text field's copy and paste reach other applications.
public final class SDLClipboard: Clipboard {
    public init() {}

    public var text: String? {
        get {
            guard SDL_HasClipboardText() == SDL_TRUE, let pointer = SDL_GetClipboardText() else { return nil }
            defer { SDL_free(pointer) }
            return String(cString: pointer)
        }
        set { SDL_SetClipboardText(newValue ?? "") }
    }
}
