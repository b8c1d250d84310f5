import Geometry

/// A view whose bounds origin is its `contentOffset` (UIKit's `UIScrollView`).
/// Dragging, deceleration and the delegate come in `ScrollView+*.swift`.
open class ScrollView: View {
    /// The size of the scrollable content, in points.
    public var contentSize: Size = .zero
    /// Extra scrollable space around the content (top, left, bottom, right), in points.
    public var contentInset: EdgeInsets = .zero

    /// True while a finger is down on the scroll view and it may scroll (UIKit `isTracking`).
    public internal(set) var isTracking = false
    /// True from the start of a drag until the deceleration after it ends (UIKit `isDragging`).
    public internal(set) var isDragging = false
    /// True while moving without a finger after a drag (UIKit `isDecelerating`).
    public internal(set) var isDecelerating = false
    /// Receives every delegate callback except `scrollViewDidScroll` (name, extra log fields);
    /// the application uses it to write the state log.
    public var callbackObserver: ((String, [(String, JSONValue)]) -> Void)?

    public override init(name: String = "scrollView", frame: Rect = .zero) {
        super.init(name: name, frame: frame)
        clipsToBounds = true
    }

    /// The point of the content shown at the top-left corner, in points (UIKit `contentOffset`).
    public var contentOffset: Point {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin, newValue.isFinite else { return }
            bounds.origin = newValue
        }
    }

    /// The inset actually applied (UIKit `adjustedContentInset`; no safe area on the desktop).
    public var adjustedContentInset: EdgeInsets { contentInset }

    /// Smallest allowed offset on each axis: −(leading inset).
    public var minimumContentOffset: Point {
        Point(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
    }

    /// Largest allowed offset on each axis; never below the minimum.
    public var maximumContentOffset: Point {
        let inset = adjustedContentInset
        let minimum = minimumContentOffset
        return Point(x: max(minimum.x, contentSize.width + inset.right - bounds.width),
                     y: max(minimum.y, contentSize.height + inset.bottom - bounds.height))
    }

    /// Scrolls by a wheel or trackpad delta in points (`delta > 0` moves toward the end).
    open func handleScroll(delta: Point, precise: Bool, at time: Double) {
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        contentOffset = Point(x: min(max(contentOffset.x + delta.x, minimum.x), maximum.x),
                              y: min(max(contentOffset.y + delta.y, minimum.y), maximum.y))
    }
}
