/// The animation that finishes (or cancels) an interactive transition after the finger lifts:
/// it starts where the finger left the value, at the finger's velocity, and comes to rest
/// exactly on the target — a cubic Hermite curve with the release velocity as its initial
/// slope and zero final slope (UIKit's `UIPercentDrivenInteractiveTransition` finishing with
/// the gesture's speed, without a jump in speed).
///
/// Values are in any unit (points, or a 0…1 progress), velocities in units per second, times
/// in seconds relative to the release (negative → 0).
public struct ReleaseAnimation: Sendable, Equatable {
    /// The value at release.
    public let from: Double
    /// The value at rest.
    public let to: Double
    /// The velocity at release, in units per second.
    public let velocity: Double
    /// Seconds from release to rest.
    public let duration: Double

    /// Seconds the curve takes for a whole unit of distance at rest-to-rest speed; shorter
    /// distances take proportionally less (UIKit: a pop takes 0.35 s for the whole width).
    public static let durationPerUnit = 0.35
    /// The shortest duration, in seconds, so a finish from very close still shows.
    public static let minimumDuration = 0.08

    /// From `from` at `velocity` (units/s) to rest at `to`. `scale` is the size of a whole unit
    /// of distance (1 for progress); the duration follows the distance, and is shortened when the
    /// release is fast so that the curve never passes the target.
    public init(from: Double, to: Double, velocity: Double, scale: Double = 1) {
        precondition(from.isFinite && to.isFinite, "ReleaseAnimation needs finite values")
        let velocity = velocity.isFinite ? velocity : 0
        self.from = from
        self.to = to
        self.velocity = velocity
        let distance = to - from
        var duration = max(Self.minimumDuration, Self.durationPerUnit * abs(distance) / max(scale, 1e-9))
        // A Hermite curve with zero end slope stays between its ends while the start slope is at
        // most 3 × distance / duration along the distance.
        if distance * velocity > 0 { duration = min(duration, 3 * abs(distance / velocity)) }
        self.duration = distance == 0 && velocity == 0 ? 0 : duration
    }

    /// The value at `time` seconds after release; exactly `to` once done.
    public func value(at time: Double) -> Double {
        guard !isDone(at: time) else { return to }
        let s = max(time, 0) / duration
        let s2 = s * s, s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2
        return h00 * from + h10 * duration * velocity + h01 * to
    }

    /// The velocity at `time` seconds after release, units per second; 0 once done.
    public func velocity(at time: Double) -> Double {
        guard !isDone(at: time) else { return 0 }
        let s = max(time, 0) / duration
        let s2 = s * s
        let d00 = 6 * s2 - 6 * s, d10 = 3 * s2 - 4 * s + 1, d01 = -6 * s2 + 6 * s
        return (d00 * from + d01 * to) / duration + d10 * velocity
    }

    /// True from `duration` on.
    public func isDone(at time: Double) -> Bool { time >= duration }
}
