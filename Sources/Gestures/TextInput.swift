/// Text typed into the window, as SDL's text input delivers it: characters committed
/// (`SDL_TEXTINPUT`, what a key or an input method produced, already in the keyboard's layout) or
/// an input method's composition in progress (`SDL_TEXTEDITING`: the marked text and where its
/// cursor is), which the next commit replaces. Key presses still arrive as `.key` events.
public struct TextInput: Equatable, Sendable {
    /// Committed text, or the composition shown until it is committed.
    public enum Phase: String, CaseIterable, Sendable { case commit, editing }

    public var text: String
    public var phase: Phase
    /// In a composition, the cursor's position in `text`, in characters (0 in a commit).
    public var cursor: Int

    /// The longest text one event carries, in characters (SDL's text events hold 32 bytes; an
    /// input method may commit more at once through several).
    public static let maximumLength = 1024

    public init(_ text: String, phase: Phase = .commit, cursor: Int = 0) {
        self.text = text
        self.phase = phase
        self.cursor = cursor
    }
}
