import Geometry

extension View {
    /// Converts a point in window coordinates (the root view's frame space) to bounds coordinates.
    public func convertFromWindow(_ point: Point) -> Point {
        let inParent = superview?.convertFromWindow(point) ?? point
        return inParent - frame.origin + bounds.origin
    }

    /// Converts a point in bounds coordinates to window coordinates.
    public func convertToWindow(_ point: Point) -> Point {
        let inParent = point - bounds.origin + frame.origin
        return superview?.convertToWindow(inParent) ?? inParent
    }

    /// True when `point` (bounds coordinates) is inside the view (UIKit `point(inside:with:)`).
    public func pointInside(_ point: Point) -> Bool { bounds.contains(point) }

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
