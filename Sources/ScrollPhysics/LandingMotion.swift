import Foundation

/// The landing of a release on a chosen target — a snap anchor, any `targetContentOffset` a delegate
/// set (a paging scroll view uses UIKit's paging spring, `PagingMotion`) — as the references land
/// (ScrollPhysics.docc/Physics.md, "Landing on a target"): the target is chosen first (the projection
/// with the deceleration rate), then a **critically damped** motion carries the content onto it, starting at
/// the release velocity (WWDC 2018 "Designing Fluid Interfaces"; Flutter `PageScrollPhysics`;
/// Lobanov's ScrollMechanics, a critically damped spring to the target).
///
/// The displacement from the target, y = x − target, follows a critically damped system with a triple
/// pole at −ω that starts at the release position, velocity and acceleration 0:
///
///     y(t) = e^(−ωt) · (A + B t + C t²),   A = y0,  B = v0 + ωA,  C = ω (2 v0 + ωA) / 2
///
/// — a critically damped spring whose anchor itself glides onto the target. Compared with the plain
/// spring (y'' = −ω²y − 2ωy'), which starts with an acceleration of −ω²y0 − 2ωv0 and kicked a 300 pt/s
/// flick with a page to go to 680–770 pt/s over its first frame (measured on `paging` and `pages`), it
/// goes on at the finger's speed and picks up (or loses) speed smoothly.
///
/// - It leaves at exactly the release velocity (and acceleration 0): no jump in speed at the lift.
/// - It does not pass the target: with ω ≥ 2|v0| / |y0| when heading for it, every coefficient of
///   A + Bt + Ct² has the sign of y0, so y keeps its sign and only shrinks; a target on a content edge
///   is reached without entering the rubber band.
/// - It never brakes like a wall: its deceleration stays within `PagingMotion.decelerationBound`
///   of the release (30 s⁻¹ · |v0| + 300 s⁻², UIKit's paging friction and pull at the release, added).
///   A fast release close to its target would need more to stop there (ω ≈ 2|v0| / |y0| peaks at
///   2 v0² / (e |y0|): 2.4·10⁶ pt/s² for 8,000 pt/s with 20 pt to go), so ω is lowered until its
///   peak, y'' = ω e^(−s) (q s² − p s) with s = ωt, p = 3 v0 + ω y0, q = (2 v0 + ω y0) / 2, is within
///   the bound — and then the landing passes the target and comes back, as UIKit's paging does.
/// - It comes to rest exactly on the target once within 0.5 pt, slower than 5 pt/s and approaching
///   (the settle rule of `SpringMotion` and `BounceMotion`).
/// - ω is at least `minimumFrequency`, so on pages up to 390 pt wide any release up to 8,000 pt/s lands
///   within 0.72 s (a 300 pt/s flick with the whole page to go in 0.63 s), and a release at rest half a
///   page away within 0.6 s.
///
/// Positions are content offsets in points, velocities pt/s, times seconds **relative to the release**
/// (negative → 0).
public struct LandingMotion: Motion, Hashable {
    /// The slowest natural frequency a landing uses, in rad/s: a release at rest half a 390 pt page
    /// away lands in 0.59 s, as the critically damped spring at Flutter's page-spring frequency
    /// √(stiffness / mass) = √(100 / 0.5) ≈ 14.1 rad/s does (0.60 s; Flutter `ScrollPhysics.spring`).
    public static let minimumFrequency = 18.0
    /// Distance from the target below which a landing may rest, in points (as `SpringMotion`: 0.5 pt).
    public static let settleDistance = SpringMotion.settleDistance
    /// Speed below which a landing may rest, in pt/s (as `SpringMotion`: 5 pt/s).
    public static let settleSpeed = SpringMotion.settleSpeed

    /// Position at the release, in points.
    public let initialPosition: Double
    /// The release velocity, in pt/s.
    public let initialVelocity: Double
    /// The target, in points; `position(at:)` is exactly this once done.
    public let restingPosition: Double
    /// The natural frequency ω, in rad/s: `minimumFrequency`, or 2|v0| / distance when that is higher
    /// and the release heads for the target (so that it cannot pass it), or higher still when a release
    /// heading away from the target would otherwise leave the range on its way back — but never so
    /// high that the landing decelerates harder than `PagingMotion.decelerationBound` of the release.
    public let frequency: Double
    /// True when the deceleration bound lowered `frequency`: the landing may then pass the target.
    public let isBraked: Bool
    /// Seconds after the release at which the content rests on the target (0 when it is there already).
    public private(set) var stopTime = 0.0

    /// A landing from `position` (points) released at `velocity` (pt/s) onto `target` (points).
    /// A release already on its target rests there at once. With `range` (the allowed offsets, holding
    /// `position` and `target`), a release heading away from its target — a flick past the one page it
    /// may go — also turns back before leaving the range: ω is raised until its farthest point is in it.
    /// `minimumFrequency` (rad/s) tunes the slowest landing (`PhysicsSettings.landingFrequency`).
    public init(
        position: Double, velocity: Double, target: Double, range: ClosedRange<Double>? = nil,
        minimumFrequency: Double = LandingMotion.minimumFrequency
    ) {
        precondition(position.isFinite && velocity.isFinite && target.isFinite, "LandingMotion needs finite values")
        initialPosition = position
        initialVelocity = velocity
        restingPosition = target
        let distance = target - position
        let headsThere = distance != 0 && (distance > 0) == (velocity > 0)
        var frequency = max(minimumFrequency, headsThere ? 2 * abs(velocity / distance) : 0)
        if let range, distance != 0, !headsThere, velocity != 0, range.contains(position), range.contains(target) {
            let room = velocity > 0 ? range.upperBound - target : target - range.lowerBound
            frequency = Self.frequency(
                from: frequency, keepingExcursion: room, displacement: -distance, velocity: velocity)
        }
        let bound = PagingMotion.decelerationBound(velocity: velocity, distance: distance)
        isBraked =
            distance != 0
            && Self.peakAcceleration(frequency: frequency, displacement: -distance, velocity: velocity) > bound
        if isBraked {
            frequency = Self.frequency(
                below: frequency, above: minimumFrequency, keepingAccelerationWithin: bound,
                displacement: -distance, velocity: velocity)
        }
        self.frequency = frequency
        if distance != 0 { stopTime = findStopTime() }
    }

    /// Content offset in points at `time` seconds after the release; exactly the target once done.
    public func position(at time: Double) -> Double {
        if isDone(at: time) { return restingPosition }
        let position = restingPosition + displacement(at: max(time, 0)).position
        if isBraked { return position }
        // y never changes sign; rounding must not carry the offset past the target either.
        return initialPosition < restingPosition ? min(position, restingPosition) : max(position, restingPosition)
    }

    /// Velocity in pt/s at `time` seconds after the release (the release velocity at 0); 0 once done.
    public func velocity(at time: Double) -> Double {
        isDone(at: time) ? 0 : displacement(at: max(time, 0)).velocity
    }

    /// True from `stopTime` on (seconds after the release).
    public func isDone(at time: Double) -> Bool {
        max(time, 0) >= stopTime
    }

    /// The farthest |y| of a release at displacement `y0` moving away from the target at `v0` (the
    /// same sign), with frequency ω: at the one positive root of y', −ωC t² + (2C − ωB) t + v0 = 0.
    private static func excursion(frequency omega: Double, displacement y0: Double, velocity v0: Double) -> Double {
        let b = v0 + omega * y0, c = omega * (2 * v0 + omega * y0) / 2
        let linear = 2 * c - omega * b, quadratic = omega * c
        let peak = (linear + (linear * linear + 4 * quadratic * v0).squareRoot()) / (2 * quadratic)
        return abs(exp(-omega * peak) * (y0 + b * peak + c * peak * peak))
    }

    /// The lowest frequency from `omega` up whose excursion stays within `room` points (bisection:
    /// the excursion shrinks toward |y0| as ω grows).
    private static func frequency(
        from omega: Double, keepingExcursion room: Double, displacement y0: Double,
        velocity v0: Double
    ) -> Double {
        guard excursion(frequency: omega, displacement: y0, velocity: v0) > room, abs(y0) < room else { return omega }
        var low = omega, high = omega
        while excursion(frequency: high, displacement: y0, velocity: v0) > room { low = high; high *= 2 }
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if excursion(frequency: middle, displacement: y0, velocity: v0) > room {
                low = middle
            } else {
                high = middle
            }
        }
        return high
    }

    /// The largest |y''| (pt/s²) of a landing with frequency ω from displacement `y0` (points) at
    /// velocity `v0` (pt/s): y'' = ω e^(−s) (q s² − p s), s = ωt, p = 3 v0 + ω y0, q = (2 v0 + ω y0) / 2,
    /// whose extremes are at the roots of q s² − (2q + p) s + p (s = 1 when q = 0).
    public static func peakAcceleration(frequency omega: Double, displacement y0: Double, velocity v0: Double) -> Double
    {
        let p = 3 * v0 + omega * y0, q = (2 * v0 + omega * y0) / 2
        func magnitude(_ s: Double) -> Double { abs(omega * exp(-s) * (q * s * s - p * s)) }
        guard q != 0 else { return magnitude(1) }
        let root = (4 * q * q + p * p).squareRoot()
        return [(2 * q + p + root) / (2 * q), (2 * q + p - root) / (2 * q)].filter { $0 > 0 }.map(magnitude).max() ?? 0
    }

    /// The highest frequency from `lowest` (`minimumFrequency`) up to `omega` whose peak acceleration is within
    /// `bound` (bisection; `minimumFrequency` always is: its peak is at most 14.4 s⁻¹ · |v0| + 75 s⁻² · |y0|).
    private static func frequency(
        below omega: Double, above lowest: Double, keepingAccelerationWithin bound: Double,
        displacement y0: Double, velocity v0: Double
    ) -> Double {
        var low = lowest, high = omega
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if peakAcceleration(frequency: middle, displacement: y0, velocity: v0) > bound {
                high = middle
            } else {
                low = middle
            }
        }
        return low
    }

    /// y(t) and y'(t) at `t` seconds, before settling.
    private func displacement(at t: Double) -> (position: Double, velocity: Double) {
        let omega = frequency, a = initialPosition - restingPosition, v0 = initialVelocity
        let b = v0 + omega * a, c = omega * (2 * v0 + omega * a) / 2
        let envelope = exp(-omega * t), polynomial = a + b * t + c * t * t
        return (envelope * polynomial, envelope * (b + 2 * c * t - omega * polynomial))
    }

    /// The first frame-sized step at which the landing is near the target, slow and approaching it;
    /// from there on it only approaches (y' has the sign of −y once it has turned).
    private func findStopTime() -> Double {
        let step = 1.0 / 240, limit = 30.0
        var t = 0.0
        while t < limit {
            let (y, v) = displacement(at: t)
            if abs(y) < Self.settleDistance && abs(v) < Self.settleSpeed && y * v <= 0 { return t }
            t += step
        }
        return limit
    }
}
