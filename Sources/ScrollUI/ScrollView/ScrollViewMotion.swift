import Geometry
import ScrollPhysics

/// What moves a scroll view without a finger: the deceleration (and bounce) after a drag or a
/// trackpad flick, or a timed animation (programmatic scrolling, wheel steps, scroll to top).
struct ScrollViewMotion {
    enum Kind {
        /// Per-axis motions after a release — UIKit's (`ScrollMotion`) or a delegate's own
        /// (`ScrollViewDelegate.scrollView(_:motionAfterReleaseOn:from:velocity:)`); nil for an
        /// axis that stays put. With `stopsAtEdges` (`bounces` off) a `ScrollMotion` ends where
        /// its deceleration first reaches an edge.
        case deceleration(x: (any Motion)?, y: (any Motion)?, stopsAtEdges: Bool)
        case animation(TimedAnimation<Point>, purpose: AnimationPurpose)
    }

    /// Why an animation runs, which decides the callback at its end.
    enum AnimationPurpose {
        /// `setContentOffset(_:animated:)` / `scrollRectToVisible` → `scrollViewDidEndScrollingAnimation`.
        case programmatic
        /// The navigation-bar tap → `scrollViewDidScrollToTop`.
        case scrollToTop
        /// Wheel ticks: no callback.
        case wheel
    }

    let kind: Kind
    /// Start time, in seconds.
    let start: Double
    /// Distinguishes this motion from one a delegate starts while it runs.
    let id: Int
    /// Moves made to `contentOffset` from outside while the motion runs, carried along (points).
    var shift = Point.zero
    /// The offset the motion wrote last (at its start: the offset it started from).
    var lastOffset: Point?
    /// When it wrote `lastOffset`, in seconds.
    var lastTime: Double
    /// A free deceleration (no target of its own): an outside move restarts it from the new
    /// offset with the velocity it had, as UIKit's deceleration goes on from wherever
    /// `contentOffset` was set; other motions carry the move along (`shift`).
    var isFree = false
    /// The allowed positions when it started, horizontal then vertical (to notice a resize).
    var ranges: [ClosedRange<Double>] = []

    /// The offset at `time` (seconds), given the current one for axes that stay put.
    func offset(at time: Double, current: Point) -> Point {
        let t = time - start
        switch kind {
        case .deceleration(let x, let y, let stops):
            return Point(
                x: x.map { Self.position($0, at: t, stopsAtEdges: stops) + shift.x } ?? current.x,
                y: y.map { Self.position($0, at: t, stopsAtEdges: stops) + shift.y } ?? current.y)
        case .animation(let animation, _):
            return animation.value(at: t) + shift
        }
    }

    /// True once the motion has come to rest at `time` (seconds).
    func isDone(at time: Double) -> Bool {
        let t = time - start
        switch kind {
        case .deceleration(let x, let y, let stops):
            return [x, y].allSatisfy { axis in
                guard let axis else { return true }
                return axis.isDone(at: t) || (stops && Self.edgeHit(of: axis).map { t >= $0.time } == true)
            }
        case .animation(let animation, _):
            return animation.isDone(at: t)
        }
    }

    /// Where the motion comes to rest on each moving axis (current elsewhere).
    func restingOffset(current: Point) -> Point {
        switch kind {
        case .deceleration(let x, let y, let stops):
            func rest(_ motion: any Motion) -> Double {
                (stops ? Self.edgeHit(of: motion)?.position : nil) ?? motion.restingPosition
            }
            return Point(x: x.map { rest($0) + shift.x } ?? current.x, y: y.map { rest($0) + shift.y } ?? current.y)
        case .animation(let animation, _):
            return animation.to + shift
        }
    }

    /// The velocity on each axis at `time`, in pt/s (to rebuild a deceleration after a resize).
    func velocity(at time: Double) -> Point {
        guard case .deceleration(let x, let y, _) = kind else { return .zero }
        return Point(x: x?.velocity(at: time - start) ?? 0, y: y?.velocity(at: time - start) ?? 0)
    }

    private static func position(_ motion: any Motion, at t: Double, stopsAtEdges: Bool) -> Double {
        if stopsAtEdges, let hit = edgeHit(of: motion), t >= hit.time { return hit.position }
        return motion.position(at: t)
    }

    /// Where UIKit's deceleration first reaches an edge; a delegate's own motion has no such stop.
    private static func edgeHit(of motion: any Motion) -> ScrollMotion.EdgeHit? {
        (motion as? ScrollMotion)?.edgeHit
    }
}
