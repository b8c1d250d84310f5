/// A location or a displacement in points; x grows to the right, y grows down (UIKit's CGPoint).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    /// The component along `axis`.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    /// Euclidean length when the point is used as a vector.
    public var length: Double { (x * x + y * y).squareRoot() }

    /// True when both components are finite (not NaN, not infinite).
    public var isFinite: Bool { x.isFinite && y.isFinite }

    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }
    public static func / (a: Point, s: Double) -> Point { Point(x: a.x / s, y: a.y / s) }
    public static prefix func - (a: Point) -> Point { Point(x: -a.x, y: -a.y) }
    public static func += (a: inout Point, b: Point) { a = a + b }
    public static func -= (a: inout Point, b: Point) { a = a - b }

    public var description: String { "(\(x), \(y))" }
}

/// One of the two scrolling axes.
public enum Axis: CaseIterable, Sendable {
    case horizontal, vertical
}
