import Geometry

extension View {
    /// Converts a point in window coordinates (the root view's frame space) to bounds coordinates.
    public func convertFromWindow(_ point: Point) -> Point {
        convertFromSuperview(superview?.convertFromWindow(point) ?? point)
    }

    /// Converts a point in bounds coordinates to window coordinates.
    public func convertToWindow(_ point: Point) -> Point {
        let inParent = convertToSuperview(point)
        return superview?.convertToWindow(inParent) ?? inParent
    }

    /// `point` in the superview's bounds coordinates (or the window's, for a root) converted to
    /// this view's bounds coordinates, through `transform`.
    public func convertFromSuperview(_ point: Point) -> Point {
        let scale = transform.scale
        if scale == 1 { return point - frame.origin + bounds.origin }
        return (point - frame.origin) / scale + bounds.origin
    }

    /// `point` in this view's bounds coordinates converted to the superview's (or the window's,
    /// for a root), through `transform`.
    public func convertToSuperview(_ point: Point) -> Point {
        let scale = transform.scale
        if scale == 1 { return point - bounds.origin + frame.origin }
        return (point - bounds.origin) * scale + frame.origin
    }

    /// `point` in this view's bounds coordinates converted to `view`'s (nil: the window's), through
    /// every transform on the way (UIKit `convert(_:to:)`).
    public func convert(_ point: Point, to view: View?) -> Point {
        let window = convertToWindow(point)
        return view?.convertFromWindow(window) ?? window
    }

    /// `point` in `view`'s bounds coordinates (nil: the window's) converted to this view's, through
    /// every transform on the way (UIKit `convert(_:from:)`).
    public func convert(_ point: Point, from view: View?) -> Point {
        convertFromWindow(view?.convertToWindow(point) ?? point)
    }

    /// `rect` in this view's bounds coordinates converted to `view`'s (nil: the window's): the box
    /// of its converted corners (UIKit `convert(_:to:)` for a rectangle).
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        Self.box(convert(rect.origin, to: view), convert(Point(x: rect.maxX, y: rect.maxY), to: view))
    }

    /// `rect` in `view`'s bounds coordinates (nil: the window's) converted to this view's (UIKit
    /// `convert(_:from:)` for a rectangle).
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        Self.box(convert(rect.origin, from: view), convert(Point(x: rect.maxX, y: rect.maxY), from: view))
    }

    private static func box(_ a: Point, _ b: Point) -> Rect {
        Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    /// `rect` in the superview's bounds coordinates converted to this view's, through `transform`.
    func convertFromSuperview(_ rect: Rect) -> Rect {
        let origin = convertFromSuperview(rect.origin)
        return Rect(
            origin: origin, size: Size(width: rect.width / transform.scale, height: rect.height / transform.scale))
    }

    /// True when `point` (bounds coordinates) is inside the view (UIKit `point(inside:with:)`).
    public func pointInside(_ point: Point) -> Bool { bounds.contains(point) }

    /// The nearest ancestor (or self) of the given type.
    public func enclosing<T: View>(_ type: T.Type) -> T? {
        var current: View? = self
        while let candidate = current {
            if let match = candidate as? T { return match }
            current = candidate.superview
        }
        return nil
    }
}
