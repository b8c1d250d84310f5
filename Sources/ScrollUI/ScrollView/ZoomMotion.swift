import Geometry
import ScrollPhysics

/// What changes a scroll view's zoom without fingers: the bounce back into the zoom limits (and
/// the offset range) after a pinch, or an animated `setZoomScale(_:animated:)` / `zoom(to:animated:)`.
/// Scale and offset move together, both linear in one progress 0 → 1, so the picture grows or
/// shrinks about one fixed point of the screen (a homothety) and lands exactly on the target.
struct ZoomMotion {
    /// How the progress runs.
    enum Timing {
        /// The scroll view's bounce (`BounceMotion`, released at rest): the largest distance a
        /// corner of the zoomed view travels on screen, `distance` points, returns to 0 as an
        /// offset past an edge does — 0.99 per ms, settled within 0.5 pt.
        case bounce(BounceMotion, distance: Double)
        /// A programmatic zoom: `scrollAnimationDuration` with ease-in-out, as `setContentOffset(_:animated:)`.
        case timed(TimedAnimation<Double>)
    }

    let timing: Timing
    let fromScale: Double
    let toScale: Double
    let fromOffset: Point
    let toOffset: Point
    /// Start time, in seconds.
    let start: Double
    /// Moves made to the offset from outside while it runs (a finger still dragging), carried along.
    var shift = Point.zero
    /// The offset it wrote last.
    var lastOffset: Point

    /// True for the bounce after a pinch (UIKit `isZoomBouncing`), false for a programmatic zoom.
    var isBounce: Bool {
        if case .bounce = timing { return true }
        return false
    }

    /// The fraction of the way done at `time` seconds, 0…1.
    func progress(at time: Double) -> Double {
        let t = time - start
        switch timing {
        case .bounce(let bounce, let distance):
            guard distance > 0, !bounce.isDone(at: t) else { return 1 }
            return 1 - bounce.position(at: t) / distance
        case .timed(let animation):
            return animation.value(at: t)
        }
    }

    /// True once it has landed at `time` seconds.
    func isDone(at time: Double) -> Bool {
        let t = time - start
        switch timing {
        case .bounce(let bounce, let distance): return distance <= 0 || bounce.isDone(at: t)
        case .timed(let animation): return animation.isDone(at: t)
        }
    }

    /// Scale and offset at `time` seconds: exactly the target once done.
    func state(at time: Double) -> (scale: Double, offset: Point) {
        if isDone(at: time) { return (toScale, toOffset + shift) }
        let p = progress(at: time)
        return (fromScale + (toScale - fromScale) * p, fromOffset + (toOffset - fromOffset) * p + shift)
    }

    /// A bounce from (`fromScale`, `fromOffset`) to (`toScale`, `toOffset`) of a zoomed view whose
    /// unscaled size is `size`, starting at `time` seconds.
    static func bounce(
        from fromScale: Double, _ fromOffset: Point, to toScale: Double, _ toOffset: Point,
        size: Size, at time: Double, rate: DecelerationRate
    ) -> ZoomMotion {
        // The farthest a corner of the view moves on screen: a corner at local point a is at
        // a·s − offset (plus the view's origin, which stays).
        var distance = 0.0
        for corner in [
            Point.zero, Point(x: size.width, y: 0), Point(x: 0, y: size.height), Point(x: size.width, y: size.height),
        ] {
            let move = corner * (toScale - fromScale) - (toOffset - fromOffset)
            distance = max(distance, abs(move.x), abs(move.y))
        }
        return ZoomMotion(
            timing: .bounce(BounceMotion(displacement: distance, velocity: 0, rate: rate), distance: distance),
            fromScale: fromScale, toScale: toScale, fromOffset: fromOffset, toOffset: toOffset,
            start: time, lastOffset: fromOffset)
    }

    /// An animation over `duration` seconds along `curve`, starting at `time` seconds.
    static func animation(
        from fromScale: Double, _ fromOffset: Point, to toScale: Double, _ toOffset: Point,
        duration: Double, curve: TimingCurve, at time: Double
    ) -> ZoomMotion {
        ZoomMotion(
            timing: .timed(TimedAnimation(from: 0, to: 1, duration: duration, curve: curve)),
            fromScale: fromScale, toScale: toScale, fromOffset: fromOffset, toOffset: toOffset,
            start: time, lastOffset: fromOffset)
    }
}

/// A scroll view's zooming: its limits and scale, the pinch in progress, the motion after it.
struct ZoomState {
    var scale = 1.0
    var minimum = 1.0
    var maximum = 1.0
    var bounces = true
    var centersContent = false
    /// The scroll view's pinch, made when zooming first becomes possible.
    var pinch: ScrollViewPinchGestureRecognizer?
    /// The pinch in progress: where it started.
    var gesture: PinchStart?
    /// The latest pinch centroid, relative to the visible top-left corner, in points.
    var lastCentroid: Point?
    /// The bounce or animation running, if any.
    var motion: ZoomMotion?
    /// A `scrollViewDidEndZooming` is owed for a `scrollViewWillBeginZooming` already sent.
    var owesDidEnd = false
    /// True while the zoom sets the transform, content size and offset (nothing else reacts).
    var isApplying = false
}

/// The state a pinch started from: scale, offset, centroid (relative to the visible top-left
/// corner) and the zoomed view's frame origin, in points.
struct PinchStart {
    var scale: Double
    var offset: Point
    var centroid: Point
    var origin: Point
}
