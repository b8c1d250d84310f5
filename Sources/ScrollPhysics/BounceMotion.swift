import Foundation

/// One-dimensional return to an edge: UIScrollView's bounce after a release out of bounds, or
/// after a deceleration runs into an edge (ScrollPhysics.docc/Physics.md, "Bounce back").
///
/// The value is the **displacement past the edge** in points (the edge is 0; displacement and
/// velocity share the axis' sign, so past the bottom edge is positive, past the top edge negative).
/// Velocities are pt/s, times seconds **relative to the start of the motion** (negative → 0).
///
/// y(t) = k^(1000 t) · [y0 + (v0/1000) · d · (1 − d^(1000 t)) / (1 − d)], k = 0.99: the deceleration
/// of `rate` damped by k per millisecond. The motion settles (snaps to exactly 0) when |y| < 0.5 pt
/// while heading back toward the edge or stopped — so one that starts at the edge moving outward
/// first overshoots (≈ 33.3 pt per 1000 pt/s at d = 0.998, peaking ≈ 91 ms later).
public struct BounceMotion: Hashable, Sendable {
    /// Per-millisecond pull back toward the edge, k (ScrollPhysics.docc/Physics.md, "Bounce back": k = 0.99).
    public static let edgePull = 0.99
    /// Displacement below which a returning bounce snaps to the edge, in points (ScrollPhysics.docc/Physics.md: 0.5 pt).
    public static let settleDistance = 0.5

    /// Displacement past the edge at t = 0, in points.
    public let initialDisplacement: Double
    /// Velocity at t = 0, in pt/s (same sign convention as the displacement).
    public let initialVelocity: Double
    /// Deceleration rate of the motion being damped (the scroll view's `decelerationRate`).
    public let rate: DecelerationRate
    /// Seconds after the start at which the displacement is farthest from the edge (0 when it heads back at once).
    public let peakTime: Double
    /// Seconds after the start at which the bounce settles on the edge.
    public let settleTime: Double
    /// The pull back toward the edge, k per millisecond (`edgePull` unless tuned).
    public let pull: Double
    /// The displacement below which a returning bounce snaps to the edge, in points (`settleDistance` unless tuned).
    public let settleWithin: Double

    /// A bounce from `displacement` past the edge (points) with `velocity` (pt/s); `pull` (k per ms,
    /// below 1) and `settleWithin` (points) tune it (`PhysicsSettings.bounceRate`, `bounceSettleDistance`).
    public init(
        displacement: Double, velocity: Double, rate: DecelerationRate = .normal,
        pull: Double = BounceMotion.edgePull, settleWithin: Double = BounceMotion.settleDistance
    ) {
        precondition(displacement.isFinite && velocity.isFinite, "BounceMotion needs finite displacement and velocity")
        precondition(
            pull > 0 && pull < 1 && settleWithin > 0,
            "BounceMotion needs a pull in (0, 1) and a positive settle distance")
        initialDisplacement = displacement
        initialVelocity = velocity
        self.rate = rate
        self.pull = pull
        self.settleWithin = settleWithin
        let shape = Shape(y0: displacement, v0: velocity, rate: rate, pull: pull)
        peakTime = shape.peakTime()
        settleTime = shape.settleTime(within: settleWithin, peakTime: peakTime)
    }

    /// The start and the constants of a bounce, for the formulas that find its times.
    fileprivate struct Shape {
        var y0: Double, v0: Double, rate: DecelerationRate, pull: Double
    }

    /// Displacement past the edge in points at `time` seconds; exactly 0 once settled.
    public func position(at time: Double) -> Double {
        isDone(at: time) ? 0 : unsettledPosition(at: time)
    }

    /// Velocity in pt/s at `time` seconds (the derivative of the displacement); 0 once settled.
    public func velocity(at time: Double) -> Double {
        isDone(at: time) ? 0 : unsettledVelocity(at: time)
    }

    /// True from `settleTime` on (seconds after the start).
    public func isDone(at time: Double) -> Bool {
        max(time, 0) >= settleTime
    }

    /// The formula y(t) without settling, in points; for continuing past the settle point (see `edgeCrossingTime`).
    public func unsettledPosition(at time: Double) -> Double {
        Shape(y0: initialDisplacement, v0: initialVelocity, rate: rate, pull: pull).displacement(at: time)
    }

    /// The derivative of `unsettledPosition`, in pt/s:
    /// k^(1000t) · [1000 · ln k · (bracket) − v0 · d · ln d · d^(1000t) / (1 − d)].
    public func unsettledVelocity(at time: Double) -> Double {
        let time = max(time, 0)
        let d = rate.rawValue
        let bracketRate = -initialVelocity * d * log(d) * rate.factor(after: time) / (1 - d)
        return pow(pull, 1000 * time) * (1000 * log(pull) * bracket(at: time) + bracketRate)
    }

    /// When a bounce released past the edge heads back fast enough to cross it, the time in seconds at which
    /// the unsettled formula reaches the edge (y = 0); nil otherwise. The bounce itself settles just before;
    /// a scroll view continues from here with a deceleration inside its range (iOS: a fling back into content).
    public var edgeCrossingTime: Double? {
        Shape(y0: initialDisplacement, v0: initialVelocity, rate: rate, pull: pull).edgeCrossingTime()
    }

    /// The farthest the bounce goes from the edge, in points (|y| at `peakTime`).
    public var peakDisplacement: Double {
        abs(unsettledPosition(at: peakTime))
    }

    /// This bounce, or the same one entered with less velocity if it would go further than `reach`
    /// points past the edge: the largest velocity whose peak is within `reach` (its start, if that
    /// is further already). UIKit's bounce (`-[UIScrollView _getBouncingDecelerationOffset:…]`,
    /// 0.99 per ms) has no bound of its own: its excursion grows with the velocity (33.3 pt per
    /// 1,000 pt/s), and UIKit's releases never come fast enough to reach the view's extent. Feels
    /// tuned past UIKit's (`PhysicsSettings`: 50,000 pt/s, a 0.999 pull) would; this keeps them
    /// within the rubber band's own limit, the extent it never reaches (ScrollPhysics.docc/Physics.md,
    /// "Bounce back").
    public func limited(toReach reach: Double) -> BounceMotion {
        guard peakTime > 0, peakDisplacement > reach else { return self }
        func peak(_ scale: Double) -> Double {
            let shape = Shape(y0: initialDisplacement, v0: initialVelocity * scale, rate: rate, pull: pull)
            return abs(shape.displacement(at: shape.peakTime()))
        }
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if peak(middle) > reach { high = middle } else { low = middle }
        }
        return BounceMotion(
            displacement: initialDisplacement, velocity: initialVelocity * low, rate: rate, pull: pull,
            settleWithin: settleWithin)
    }

    /// y0 + (v0/1000) · d · (1 − d^(1000 t)) / (1 − d), the undamped deceleration, in points.
    private func bracket(at time: Double) -> Double {
        initialDisplacement + initialVelocity * rate.displacementFactor(after: time)
    }
}

extension BounceMotion.Shape {
    /// y(t) in points; t in seconds (negative → 0).
    func displacement(at time: Double) -> Double {
        let time = max(time, 0)
        return pow(pull, 1000 * time) * (y0 + v0 * rate.displacementFactor(after: time))
    }

    func edgeCrossingTime() -> Double? {
        guard y0 != 0, v0 != 0 else { return nil }
        // bracket = 0 ⇔ d^(1000t) = 1 + y0 / (v0 · projectionFactor)
        let remaining = 1 + y0 / (v0 * rate.projectionFactor)
        guard remaining > 0, remaining < 1 else { return nil }
        return log(remaining) / rate.logPerSecond
    }

    /// Time of the extreme displacement: where the derivative vanishes,
    /// d^(1000 t) = ln k · (y0 + B) / (B · (ln k + ln d)) with B = v0 · projectionFactor; 0 if it heads back at once.
    func peakTime() -> Double {
        let movingOutward = y0 == 0 || (v0 > 0) == (y0 > 0)
        guard v0 != 0, movingOutward else { return 0 }
        let travel = v0 * rate.projectionFactor
        let logK = log(pull), logD = log(rate.rawValue)
        let ratio = logK * (y0 + travel) / (travel * (logK + logD))
        guard ratio > 0, ratio < 1 else { return 0 }
        return log(ratio) / rate.logPerSecond
    }

    /// From the peak on, |y| only shrinks until the edge (or forever), so the settle time is where
    /// |y| = `settleDistance` on that stretch, found by bisection; the peak itself if it is already closer.
    func settleTime(within settleDistance: Double, peakTime: Double) -> Double {
        func size(at time: Double) -> Double { abs(displacement(at: time)) }
        if size(at: peakTime) < settleDistance { return peakTime }
        var low = peakTime
        var high: Double
        if let crossing = edgeCrossingTime() {
            high = crossing
        } else {
            // |y| ≤ k^(1000t) · max|bracket|, and the bracket lies between y0 and the projection.
            let largest = max(abs(y0), abs(y0 + v0 * rate.projectionFactor))
            high = max(log(settleDistance / largest) / (1000 * log(pull)), low)
            while size(at: high) >= settleDistance { high = high * 2 + 0.001 }
        }
        for _ in 0..<200 where high - low > 1e-12 {
            let middle = (low + high) / 2
            if size(at: middle) < settleDistance { high = middle } else { low = middle }
        }
        return high
    }
}
