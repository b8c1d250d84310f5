import Geometry
import Gestures
import ScrollPhysics

/// The release velocity of a two-finger trackpad gesture, measured the way a touch pan measures
/// a finger's: the same `VelocityTracker` fit (`PanGestureRecognizer.velocityFit`, LSQ2 over
/// `PanGestureRecognizer.velocityHorizon`) on the events' own stamps (`PointerEvent.occurredAt`).
///
/// What a scroll event adds to a touch's rules:
/// - **The first event's travel counts.** A scroll event carries the movement since the device's
///   previous report, so the first one moved over one report interval before it. Its start (a zero
///   sample) is placed one interval before it, the interval being the one to the second event;
///   a gesture of one event has no velocity.
/// - **Events without motion are samples.** An event whose movement on the gesture's axis is zero
///   (sideways wobble only) adds a sample of zero motion, so fingers slowing to rest bring the fit down.
/// - **A resting pause releases at 0.** When nothing moved on the axis for more than
///   `restingPause` before the lift (or the last event), the fingers were at rest: velocity zero, as
///   the touch estimator gives for a finger paused 40 ms before it lifts.
/// - **Rounded stamps are said.** The fit is told the source's `stampResolution`, as a touch's is.
struct TrackpadVelocity {
    /// No motion for longer than this before the lift: the fingers rested, in seconds
    /// (`VelocityTracker`'s pause, Flutter's `_assumePointerMoveStoppedMilliseconds` = 40).
    static let restingPause = 0.040

    /// How the events' source reports: lifts or silence, stamps exact or rounded.
    let source: TrackpadSource
    private var tracker: VelocityTracker
    /// The first event, held until the second tells how far apart the device reports.
    private var first: (travel: Point, stamp: Double)?
    private var eventCount = 0
    /// Movement added so far, in points.
    private(set) var travel = Point.zero
    /// When the newest event happened, in seconds.
    private(set) var lastOccurredAt = -Double.infinity
    /// When the newest event with motion happened, in seconds.
    private(set) var lastMotionStamp = -Double.infinity
    /// The latest intervals between the events' stamps, oldest first, in seconds (at most
    /// `ScrollView.trackpadRecentIntervals`; events sharing a stamp count as one report).
    private(set) var recentIntervals: [Double] = []

    init(source: TrackpadSource) {
        self.source = source
        tracker = VelocityTracker(
            horizon: PanGestureRecognizer.velocityHorizon, fit: PanGestureRecognizer.velocityFit(isMouse: false),
            stampResolution: source.stampResolution)
    }

    /// Adds one event's `movement` (points, zero for an event without motion) that happened at `stamp` seconds.
    mutating func add(_ movement: Point, at stamp: Double) {
        guard movement.isFinite, stamp.isFinite else { return }
        travel += movement
        if eventCount > 0, stamp > lastOccurredAt { recordInterval(stamp - lastOccurredAt) }
        lastOccurredAt = max(lastOccurredAt, stamp)
        if movement != .zero { lastMotionStamp = lastOccurredAt }
        eventCount += 1
        switch eventCount {
        case 1:
            first = (travel, stamp)
        case 2:
            if let first {
                let interval = stamp - first.stamp
                if interval > 0 { tracker.addSample(.zero, at: first.stamp - interval) }
                tracker.addSample(first.travel, at: first.stamp)
            }
            first = nil
            tracker.addSample(travel, at: stamp)
        default:
            tracker.addSample(travel, at: stamp)
        }
    }

    /// The velocity in pt/s when the fingers lift at `stamp` seconds (the lift adds no sample, as
    /// a touch's does not): zero after a resting pause.
    func velocity(atLift stamp: Double) -> Point {
        guard eventCount > 1, stamp - lastMotionStamp <= Self.restingPause else { return .zero }
        return tracker.velocity(at: stamp)
    }

    /// The velocity in pt/s at the newest event, for a gesture whose end is only known from the
    /// silence after it (a source that reports no lift).
    var velocityAtLastEvent: Point { velocity(atLift: lastOccurredAt) }

    /// True when `silence` seconds without an event end the gesture: never where the source
    /// reports lifts; else `flickGap` after a last event still moving at
    /// `ScrollView.trackpadFlickSpeed` or faster (a flick: momentum soon after the last motion),
    /// and `ScrollView.trackpadIdleGap` after a slower one (the fingers may be resting mid-gesture).
    func endsAfter(silence: Double) -> Bool {
        guard source.endsAfterIdleGap else { return false }
        let isFlick = velocityAtLastEvent.length >= ScrollView.trackpadFlickSpeed
        return silence >= (isFlick ? flickGap : ScrollView.trackpadIdleGap)
    }

    /// The silence that ends a flick, in seconds: `ScrollView.trackpadFlickGap`, or
    /// `ScrollView.trackpadFlickGapPerReportInterval` times the median of the recent report
    /// intervals when that is longer, so a slow pad's late report (a 40 Hz pad's 25 ms ± 30 %)
    /// does not split its gesture.
    var flickGap: Double {
        let sorted = recentIntervals.sorted()
        guard !sorted.isEmpty else { return ScrollView.trackpadFlickGap }
        let median = (sorted[(sorted.count - 1) / 2] + sorted[sorted.count / 2]) / 2
        return max(ScrollView.trackpadFlickGap, ScrollView.trackpadFlickGapPerReportInterval * median)
    }

    private mutating func recordInterval(_ interval: Double) {
        recentIntervals.append(interval)
        if recentIntervals.count > ScrollView.trackpadRecentIntervals { recentIntervals.removeFirst() }
    }
}

/// How a trackpad's events come: whether the fingers' lift is reported, and how finely the
/// events are stamped.
package struct TrackpadSource: Equatable {
    /// A source that reports no lift, with exact stamps (a scroll view's own `handleScroll`).
    static let liftless = TrackpadSource(endsAfterIdleGap: true, stampResolution: 0)

    /// True when the source never reports the fingers lifting (SDL on X11): silence ends a
    /// gesture; false: only the lift does.
    package var endsAfterIdleGap: Bool
    /// Seconds the events' stamps are rounded to, 0 when exact (`VelocityTracker.stampResolution`,
    /// `Application.stampResolution`).
    package var stampResolution: Double

    package init(endsAfterIdleGap: Bool, stampResolution: Double) {
        self.endsAfterIdleGap = endsAfterIdleGap
        self.stampResolution = stampResolution
    }
}
