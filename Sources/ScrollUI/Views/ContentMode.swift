import Geometry

/// How a view lays out content of its own size in its bounds (UIKit `UIView.ContentMode`).
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// Stretched to the bounds, the aspect ratio lost (UIKit `.scaleToFill`).
    case scaleToFill
    /// Scaled to fit whole inside the bounds, centred, the aspect ratio kept (`.scaleAspectFit`).
    case aspectFit
    /// Scaled to cover the bounds, centred, the aspect ratio kept; the excess is cut (`.scaleAspectFill`).
    case aspectFill
    /// At its own size, centred (`.center`).
    case center
    /// At its own size, centred horizontally at the top (`.top`).
    case top
    /// At its own size, centred horizontally at the bottom (`.bottom`).
    case bottom
    /// At its own size, centred vertically at the left (`.left`).
    case left
    /// At its own size, centred vertically at the right (`.right`).
    case right

    /// Where content of `size` goes in `bounds` (points; content of no size fills the bounds).
    public func rect(forImageOf size: Size, in bounds: Rect) -> Rect {
        guard size.width > 0, size.height > 0, self != .scaleToFill else { return bounds }
        var scale = 1.0
        switch self {
        case .aspectFit: scale = min(bounds.width / size.width, bounds.height / size.height)
        case .aspectFill: scale = max(bounds.width / size.width, bounds.height / size.height)
        default: break
        }
        let width = size.width * scale, height = size.height * scale
        var x = bounds.midX - width / 2, y = bounds.midY - height / 2
        switch self {
        case .top: y = bounds.minY
        case .bottom: y = bounds.maxY - height
        case .left: x = bounds.minX
        case .right: x = bounds.maxX - width
        default: break
        }
        return Rect(x: x, y: y, width: width, height: height)
    }
}
