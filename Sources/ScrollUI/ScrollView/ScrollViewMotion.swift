import Geometry
import ScrollPhysics

/// What moves a scroll view without a finger: the deceleration (and bounce) after a drag or a
/// trackpad flick, or a timed animation (programmatic scrolling, wheel steps, scroll to top).
enum ScrollViewMotion {
    /// Per-axis motions started at `start` (seconds); nil for an axis that stays put.
    case deceleration(x: ScrollMotion?, y: ScrollMotion?, start: Double, target: Point)
    case animation(TimedAnimation<Point>, start: Double, purpose: AnimationPurpose)

    /// Why an animation runs, which decides the callback at its end.
    enum AnimationPurpose {
        /// `setContentOffset(_:animated:)` / `scrollRectToVisible` → `scrollViewDidEndScrollingAnimation`.
        case programmatic
        /// The navigation-bar tap → `scrollViewDidScrollToTop`.
        case scrollToTop
        /// Wheel ticks: no callback.
        case wheel
    }

    /// The offset at `time` (seconds), given the current one for axes that stay put.
    func offset(at time: Double, current: Point) -> Point {
        switch self {
        case .deceleration(let x, let y, let start, _):
            return Point(x: x?.position(at: time - start) ?? current.x, y: y?.position(at: time - start) ?? current.y)
        case .animation(let animation, let start, _):
            return animation.value(at: time - start)
        }
    }

    /// True once the motion has come to rest at `time` (seconds).
    func isDone(at time: Double) -> Bool {
        switch self {
        case .deceleration(let x, let y, let start, _):
            return (x?.isDone(at: time - start) ?? true) && (y?.isDone(at: time - start) ?? true)
        case .animation(let animation, let start, _):
            return animation.isDone(at: time - start)
        }
    }

    /// Where the motion comes to rest.
    var restingOffset: Point {
        switch self {
        case .deceleration(_, _, _, let target): return target
        case .animation(let animation, _, _): return animation.to
        }
    }
}
