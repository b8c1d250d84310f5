/// A view's transform: a uniform scale and a translation (UIKit's `CGAffineTransform` limited to
/// `scaledBy` and `translatedBy`, which is all zooming needs; no rotation, no shear).
///
/// Applied as UIKit applies a view's transform with the default `anchorPoint` (0.5, 0.5): a point
/// `p` given relative to the view's centre is drawn at `centre + p · scale + translation`. So a
/// scaled view grows or shrinks about its centre, and its `frame` is the transformed box.
public struct Transform: Hashable, Sendable, CustomStringConvertible {
    /// The uniform scale factor (1: unscaled); must be finite and positive.
    public var scale: Double
    /// The translation after scaling, in the superview's points.
    public var translation: Point

    /// A transform that scales by `scale` then moves by `translation` points.
    public init(scale: Double, translation: Point) {
        self.scale = scale
        self.translation = translation
    }

    /// A scale about the anchor and nothing else (UIKit `CGAffineTransform(scaleX: s, y: s)`).
    public init(scale: Double) {
        self.init(scale: scale, translation: .zero)
    }

    /// A translation only (UIKit `CGAffineTransform(translationX:y:)`).
    public init(translation: Point) {
        self.init(scale: 1, translation: translation)
    }

    /// No scale, no translation (UIKit `.identity`).
    public static let identity = Transform(scale: 1, translation: .zero)

    /// True for `identity`.
    public var isIdentity: Bool { scale == 1 && translation == .zero }

    /// `point` (relative to the anchor) transformed: `point · scale + translation`.
    public func apply(to point: Point) -> Point { point * scale + translation }

    /// `size` scaled.
    public func apply(to size: Size) -> Size { Size(width: size.width * scale, height: size.height * scale) }

    public var description: String { "scale \(scale), translation \(translation)" }
}
