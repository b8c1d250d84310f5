import Geometry

/// A blurred picture of what lies behind an overlay (UIKit's `UIVisualEffectView` with a blur,
/// as a context menu's background), made affordable for a software renderer: `content` — the
/// screen as it was when the overlay opened — is drawn once, shrunk to a pixel every 2 points,
/// box-blurred, tinted and kept; each frame only scales that picture up over `rect` at `opacity`. The same `content` always
/// gives the same pixels, however often or seldom frames are drawn.
public struct Backdrop: Hashable, Sendable {
    /// The screen to blur, in the coordinates of the item that draws it.
    public var content: DisplayList
    /// Where the blurred picture goes (and what part of `content` it shows), in points.
    public var rect: Rect
    /// The blur's radius in points (UIKit's `UIBlurEffect` radius; about a Gaussian's sigma).
    public var blurRadius: Double
    /// A colour laid over the blurred picture (a dim), part of the picture: no second blend a frame.
    public var tint: Color
    /// 0…1: the blurred picture is blended over what is drawn before it; at 1 it hides it.
    public var opacity: Double

    public init(content: DisplayList, rect: Rect, blurRadius: Double, tint: Color = .clear, opacity: Double) {
        self.content = content
        self.rect = rect
        self.blurRadius = blurRadius
        self.tint = tint
        self.opacity = opacity
    }
}
