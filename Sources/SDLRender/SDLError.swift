// SDLError — a failure of SDL, SDL_ttf or SDL_image, with SDL's own reason.
// Implements: the message and SDL_GetError's text. Does not: exit statuses (the command's).

import CSDL2

/// A failure of SDL, SDL_ttf or SDL_image, with what to do about it.
public struct SDLError: Error, CustomStringConvertible {
    public let message: String

    public init(_ message: String) { self.message = message }

    /// An error carrying SDL's own last error text after `what`.
    package static func last(_ what: String) -> SDLError {
        SDLError("\(what): \(String(cString: SDL_GetError()))")
    }

    public var description: String { message }
}
