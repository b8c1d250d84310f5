/// Where copied text goes and pasted text comes from (UIKit `UIPasteboard.general`'s string).
/// The window uses SDL's clipboard, shared with the desktop; headless sessions and tests a
/// `MemoryClipboard`.
public protocol Clipboard: AnyObject {
    /// The text on the clipboard, nil when it holds none.
    var text: String? { get set }
}

/// A clipboard of the session's own, in memory.
public final class MemoryClipboard: Clipboard {
    public var text: String?

    public init(text: String? = nil) { self.text = text }
}
