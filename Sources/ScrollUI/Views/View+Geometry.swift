import Geometry

extension View {
    /// Converts a point in window coordinates (the root view's frame space) to bounds coordinates.
    public func convertFromWindow(_ point: Point) -> Point {
        let inParent = superview?.convertFromWindow(point) ?? point
        return inParent - frame.origin + bounds.origin
    }

    /// True when `point` (bounds coordinates) is inside the view (UIKit `point(inside:with:)`).
    public func pointInside(_ point: Point) -> Bool { bounds.contains(point) }

    /// The deepest visible, interactive descendant containing `point` (bounds coordinates),
    /// front-most first, like UIKit's `hitTest(_:with:)`; nil when the point is outside.
    public func hitTest(_ point: Point) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, pointInside(point) else { return nil }
        for subview in subviews.reversed() {
            let inSubview = point - subview.frame.origin + subview.bounds.origin
            if let hit = subview.hitTest(inSubview) { return hit }
        }
        return self
    }

    /// The nearest ancestor (or self) of the given type.
    public func enclosing<T: View>(_ type: T.Type) -> T? {
        var current: View? = self
        while let view = current {
            if let match = view as? T { return match }
            current = view.superview
        }
        return nil
    }
}
