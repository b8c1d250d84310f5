import Geometry

/// The edges of the window a `ScreenEdgePanGestureRecognizer` listens to (UIKit's `UIRectEdge`).
public struct RectEdge: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let top = RectEdge(rawValue: 1 << 0)
    public static let left = RectEdge(rawValue: 1 << 1)
    public static let bottom = RectEdge(rawValue: 1 << 2)
    public static let right = RectEdge(rawValue: 1 << 3)
    public static let all: RectEdge = [.top, .left, .bottom, .right]
}

/// A pan that starts at an edge of the window and moves inward (UIKit's
/// `UIScreenEdgePanGestureRecognizer`, the navigation stack's back swipe).
///
/// The first touch must go down within `edgeRegion` (20 pt, ScrollPhysics.docc/Physics.md) of one of `edges`,
/// or the recognizer fails at once. It begins like a pan (10 pt) when the movement is mostly
/// inward (away from that edge), and fails when it is mostly along the edge or outward.
///
/// Window size: `windowSize` if set, else the dispatcher's (`TouchDispatcher.windowSize`,
/// set by the app as the window resizes) — views do not report their size to the gesture layer.
/// The left and top edges need no size.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// Width of the edge band, in points (ScrollPhysics.docc/Physics.md: iOS 13 pt, Flutter 20; ScrollLab uses 20).
    public static let defaultEdgeRegion = 20.0

    /// The edges that start the gesture (UIKit `edges`); default left, as the back swipe.
    public var edges: RectEdge = .left
    /// Width of the band along each edge, in points.
    public var edgeRegion = ScreenEdgePanGestureRecognizer.defaultEdgeRegion
    /// The window size in points; nil → the dispatcher's.
    public var windowSize: Size?

    /// The edge the current gesture started from.
    public private(set) var startEdge: RectEdge?

    /// Creates an edge pan for `edges`, with an optional name and action.
    public init(edges: RectEdge = .left, name: String? = nil, action: ((GestureRecognizer) -> Void)? = nil) {
        self.edges = edges
        super.init(name: name, action: action)
        maximumNumberOfTouches = 1
    }

    open override func touchesBegan(_ touches: [Touch], time: Double) {
        if self.touches.count == touches.count, state == .possible {
            startEdge = edge(at: touches[0].location)
            guard startEdge != nil else {
                transition(to: .failed, reason: "began outside the \(edgeRegion.formatted1) pt edge region")
                return
            }
        }
        super.touchesBegan(touches, time: time)
    }

    /// Inward movement must dominate: e.g. from the left edge, x > 0 and |x| > |y|.
    open override func shouldBegin(translation: Point) -> Bool {
        guard let startEdge else { return false }
        let inward: Double, along: Double
        switch startEdge {
        case .left: (inward, along) = (translation.x, translation.y)
        case .right: (inward, along) = (-translation.x, translation.y)
        case .top: (inward, along) = (translation.y, translation.x)
        default: (inward, along) = (-translation.y, translation.x)
        }
        return inward > 0 && inward > abs(along)
    }

    open override func reset() {
        super.reset()
        startEdge = nil
    }

    /// The first of `edges` whose band contains `point` (window points), or nil.
    func edge(at point: Point) -> RectEdge? {
        let size = windowSize ?? arena?.windowSize
        if edges.contains(.left), point.x < edgeRegion { return .left }
        if edges.contains(.top), point.y < edgeRegion { return .top }
        if let size, edges.contains(.right), point.x >= size.width - edgeRegion { return .right }
        if let size, edges.contains(.bottom), point.y >= size.height - edgeRegion { return .bottom }
        return nil
    }
}
