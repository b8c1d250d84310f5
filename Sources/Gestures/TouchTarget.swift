import Geometry

/// A view as the gesture layer sees it (UIKit's `UIView` in its `UIResponder` role).
/// ScrollUI's `View` class conforms.
///
/// Touches are delivered to the recognizers of the hit view and of all its ancestors, then
/// to the hit view itself through the four `touches…` methods (unless a recognizer delays or
/// cancels them, see `GestureRecognizer.cancelsTouchesInView`).
public protocol TouchTarget: AnyObject {
    /// The superview, or nil for the root of the window.
    var parentTarget: TouchTarget? { get }
    /// The recognizers attached to this view, in the order they were added.
    var gestureRecognizers: [GestureRecognizer] { get }
    /// Converts a point in window points to this view's bounds coordinates (points).
    /// The gesture layer assumes this is a translation (no scale or rotation).
    func convertFromWindow(_ point: Point) -> Point
    /// A short readable name for descriptions and the arena's explanation, e.g. "list.row.12".
    var debugName: String { get }

    /// Asked before one of this view's or a descendant's recognizers leaves `.possible`
    /// (UIKit's `UIView.gestureRecognizerShouldBegin(_:)`, which `UIScrollView` overrides).
    /// Default: true.
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool

    /// UIResponder `touchesBegan(_:with:)`: new touches on this view; `time` in seconds is
    /// when they are delivered (later than the touches' timestamps when a recognizer delayed them).
    func touchesBegan(_ touches: [Touch], time: Double)
    /// UIResponder `touchesMoved(_:with:)`.
    func touchesMoved(_ touches: [Touch], time: Double)
    /// UIResponder `touchesEnded(_:with:)`.
    func touchesEnded(_ touches: [Touch], time: Double)
    /// UIResponder `touchesCancelled(_:with:)`: the touches were taken by a recognizer, the
    /// window lost focus, the device went away or the view left the screen.
    func touchesCancelled(_ touches: [Touch], time: Double)
}

public extension TouchTarget {
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }
    func touchesBegan(_ touches: [Touch], time: Double) {}
    func touchesMoved(_ touches: [Touch], time: Double) {}
    func touchesEnded(_ touches: [Touch], time: Double) {}
    func touchesCancelled(_ touches: [Touch], time: Double) {}

    /// This view followed by its superviews up to the root.
    var targetAndAncestors: [TouchTarget] {
        var chain: [TouchTarget] = []
        var current: TouchTarget? = self
        while let target = current {
            chain.append(target)
            current = target.parentTarget
        }
        return chain
    }

    /// True when `other` is this view or one of its superviews.
    func isDescendant(of other: TouchTarget) -> Bool {
        targetAndAncestors.contains { $0 === other }
    }
}
