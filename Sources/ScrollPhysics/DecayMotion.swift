import Foundation

/// One-dimensional deceleration after a fling: UIScrollView's momentum scrolling, in the discrete
/// per-millisecond model of ScrollPhysics.docc/Physics.md (WWDC 2018 "Designing Fluid Interfaces").
///
/// Positions are in points, velocities in pt/s, times in seconds **relative to the start of the
/// motion** (t = 0 is the release); negative times are treated as 0.
///
/// - x(t) = x0 + (v0/1000) · d · (1 − d^(1000 t)) / (1 − d)
/// - v(t) = v0 · d^(1000 t)
/// - the motion stops when |v| drops below 10 pt/s; the position is then frozen at x(stopTime).
///
/// The decay is memoryless: `DecayMotion(position: position(at: t), velocity: velocity(at: t), rate:)`
/// continues exactly along the same curve, which is how a scroll view hands its remaining
/// momentum to another one (ScrollPhysics.docc/Physics.md, "Handoff between scroll views").
public struct DecayMotion: Hashable, Sendable {
    /// Below this speed (pt/s) the motion stops (ScrollPhysics.docc/Physics.md: UIKit flicks stop ≈ 4.9 pt short of the projection).
    public static let stopVelocity = 10.0

    /// Position at t = 0, in points.
    public let initialPosition: Double
    /// Velocity at t = 0, in pt/s.
    public let initialVelocity: Double
    /// Fraction of velocity kept per millisecond.
    public let rate: DecelerationRate
    /// Seconds after the start at which |v| falls below `stopVelocity` (0 when it starts below it).
    public let stopTime: Double
    /// Where the motion actually stops, in points: x(stopTime), or the exact landing target.
    public let restingPosition: Double
    /// The exact landing target of `init(position:landingAt:rate:)`, nil for a free fling.
    public let landingTarget: Double?

    /// A free fling from `position` (points) at `velocity` (pt/s), slowing by `rate` — what
    /// UIScrollView does after `scrollViewWillEndDragging` when the target is not changed.
    public init(position: Double, velocity: Double, rate: DecelerationRate = .normal) {
        self.init(position: position, velocity: velocity, rate: rate, landingTarget: nil)
    }

    /// A deceleration from `position` (points) that comes to rest exactly on `target` (points):
    /// the initial velocity is chosen so that the resting point, with the 10 pt/s cutoff, is the
    /// target, and `position(at:)` returns exactly `target` once done (the speed is chosen, so it
    /// may differ from a release's: see `LandingMotion` for landing a release).
    public init(position: Double, landingAt target: Double, rate: DecelerationRate = .normal) {
        let distance = target - position
        // Resting distance = (|v0| − cutoff) · projectionFactor, solved for v0.
        let speed = distance == 0 ? 0 : abs(distance) / rate.projectionFactor + Self.stopVelocity
        let velocity = distance < 0 ? -speed : speed
        self.init(position: position, velocity: velocity, rate: rate, landingTarget: target)
    }

    private init(position: Double, velocity: Double, rate: DecelerationRate, landingTarget: Double?) {
        precondition(position.isFinite && velocity.isFinite, "DecayMotion needs finite position and velocity")
        initialPosition = position
        initialVelocity = velocity
        self.rate = rate
        self.landingTarget = landingTarget
        let stopTime = rate.time(from: velocity, to: Self.stopVelocity)
        self.stopTime = stopTime
        restingPosition = landingTarget ?? (position + velocity * rate.displacementFactor(after: stopTime))
    }

    /// The resting point without the stopping cutoff, x0 + (v0/1000) · d / (1 − d), in points
    /// (WWDC 2018 `project(initialVelocity:decelerationRate:)`); the free fling stops
    /// 10 · d / (1 − d) / 1000 points short of it (≈ 4.99 pt at 0.998).
    public var projection: Double {
        Self.projection(from: initialPosition, velocity: initialVelocity, rate: rate)
    }

    /// x0 + (v0/1000) · d / (1 − d): where a fling from `position` (points) at `velocity` (pt/s) would
    /// end with no stopping cutoff — the value to pick snap targets from.
    public static func projection(from position: Double, velocity: Double, rate: DecelerationRate = .normal) -> Double {
        position + velocity * rate.projectionFactor
    }

    /// Position in points at `time` seconds after the start; frozen at `restingPosition` once done.
    public func position(at time: Double) -> Double {
        if isDone(at: time) { return restingPosition }
        return initialPosition + initialVelocity * rate.displacementFactor(after: max(time, 0))
    }

    /// Velocity in pt/s at `time` seconds after the start: v0 · d^(1000 t), zero once done.
    public func velocity(at time: Double) -> Double {
        if isDone(at: time) { return 0 }
        return initialVelocity * rate.factor(after: max(time, 0))
    }

    /// True from `stopTime` on (seconds after the start).
    public func isDone(at time: Double) -> Bool {
        max(time, 0) >= stopTime
    }

    /// The first time (seconds after the start, ≤ `stopTime`) at which the motion is at `target`
    /// (points), or nil if it never gets there. Closed form: d^(1000 t) = 1 − (p − x0) · 1000 · (1 − d) / (v0 · d).
    /// Used to hand over to a bounce exactly when a deceleration reaches an edge.
    public func time(toReach target: Double) -> Double? {
        let distance = target - initialPosition
        if distance == 0 { return 0 }
        if target == restingPosition { return stopTime }
        guard initialVelocity != 0, stopTime > 0 else { return nil }
        let remaining = 1 - distance / (initialVelocity * rate.projectionFactor)
        guard remaining > 0, remaining < 1 else { return nil }
        let time = log(remaining) / rate.logPerSecond
        return time <= stopTime ? time : nil
    }

    /// The same motion restarted at `time` seconds: starts where this one is then, with its velocity
    /// then, and keeps the same rate and landing target. Equal to this motion shifted by `time`.
    public func continued(from time: Double) -> DecayMotion {
        let time = max(time, 0)
        return DecayMotion(
            position: position(at: time), velocity: velocity(at: time), rate: rate,
            landingTarget: landingTarget)
    }
}
