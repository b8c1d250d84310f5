/// A width and height in points (UIKit's CGSize).
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// The extent along `axis`.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    public var description: String { "\(width)x\(height)" }
}

/// Insets from each edge in points: top, left, bottom, right (UIKit's UIEdgeInsets).
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets()

    /// The inset before the content on `axis` (top or left).
    public func leading(_ axis: Axis) -> Double { axis == .horizontal ? left : top }
    /// The inset after the content on `axis` (bottom or right).
    public func trailing(_ axis: Axis) -> Double { axis == .horizontal ? right : bottom }

    public static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}

extension Double {
    /// A side length as people write it: `390`, `50.5`.
    public var formattedSide: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}
