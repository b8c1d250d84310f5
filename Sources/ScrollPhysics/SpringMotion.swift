import Foundation

/// A damped spring from `initialPosition` toward `restingPosition`, started with `initialVelocity`,
/// described as SwiftUI and UIKit's springs are: a `response` (the period, in seconds, of the
/// undamped spring) and a `dampingRatio` (1: critically damped, no overshoot; below 1: it overshoots
/// and oscillates; above 1: it creeps). Closed form, so any time can be asked directly:
///
///     ω0 = 2π / response,  ζ = dampingRatio,  x(t) = displacement from rest
///     ζ < 1:  x(t) = e^(−ζω0 t) (x0 cos ωd t + (v0 + ζω0 x0) / ωd · sin ωd t),   ωd = ω0 √(1 − ζ²)
///     ζ = 1:  x(t) = e^(−ω0 t) (x0 + (v0 + ω0 x0) t)
///     ζ > 1:  x(t) = c1 e^(r1 t) + c2 e^(r2 t),   r = −ω0 (ζ ∓ √(ζ² − 1))
///
/// It is done once it stays within `settleDistance` of rest with less than `settleSpeed` of speed
/// (found by stepping the decaying envelope, so it never stops during an overshoot), and is then
/// exactly at rest, as UIKit's scroll views settle.
public struct SpringMotion: Motion, Hashable {
    public let initialPosition: Double
    public let initialVelocity: Double
    public let restingPosition: Double
    /// The undamped spring's period, in seconds.
    public let response: Double
    public let dampingRatio: Double
    /// When the spring has settled, seconds after the start.
    public private(set) var settleTime: Double

    /// Distance from rest below which a settling spring may stop, in points (as a bounce: 0.5 pt).
    public static let settleDistance = 0.5
    /// Speed below which a settling spring may stop, in points per second.
    public static let settleSpeed = 5.0

    public init(
        from position: Double, to rest: Double, velocity: Double, response: Double = 0.4, dampingRatio: Double = 1
    ) {
        initialPosition = position
        initialVelocity = velocity
        restingPosition = rest
        self.response = max(response, 0.001)
        self.dampingRatio = max(dampingRatio, 0.001)
        settleTime = 0
        settleTime = findSettleTime()
    }

    public func position(at time: Double) -> Double {
        isDone(at: time) ? restingPosition : restingPosition + displacement(at: max(time, 0)).position
    }

    public func velocity(at time: Double) -> Double {
        isDone(at: time) ? 0 : displacement(at: max(time, 0)).velocity
    }

    public func isDone(at time: Double) -> Bool { max(time, 0) >= settleTime }

    /// Displacement from rest and its velocity at `t`, before settling.
    private func displacement(at t: Double) -> (position: Double, velocity: Double) {
        let omega = 2 * Double.pi / response, zeta = dampingRatio
        let x0 = initialPosition - restingPosition, v0 = initialVelocity
        if abs(zeta - 1) < 1e-9 {
            let envelope = exp(-omega * t), b = v0 + omega * x0
            return (envelope * (x0 + b * t), envelope * (b - omega * (x0 + b * t)))
        }
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot(), decay = zeta * omega
            let a = x0, b = (v0 + decay * x0) / damped
            let envelope = exp(-decay * t), c = cos(damped * t), s = sin(damped * t)
            let position = envelope * (a * c + b * s)
            return (position, envelope * (-decay * (a * c + b * s) + damped * (b * c - a * s)))
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
        return (c1 * exp(r1 * t) + c2 * exp(r2 * t), c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t))
    }

    /// The first frame-sized step after which the spring stays settled: near rest and slow, and
    /// (for an oscillating spring) with its envelope small enough that it cannot leave again.
    private func findSettleTime() -> Double {
        let step = 1.0 / 240, limit = 60.0
        var t = 0.0
        while t < limit {
            let (x, v) = displacement(at: t)
            if abs(x) < Self.settleDistance && abs(v) < Self.settleSpeed && envelope(at: t) < Self.settleDistance {
                return t
            }
            t += step
        }
        return limit
    }

    /// A bound on the displacement from `t` on: for an oscillating spring its decaying amplitude,
    /// otherwise the displacement itself (which only shrinks once it is near rest).
    private func envelope(at t: Double) -> Double {
        guard dampingRatio < 1 else { return abs(displacement(at: t).position) }
        let omega = 2 * Double.pi / response, decay = dampingRatio * omega
        let damped = omega * (1 - dampingRatio * dampingRatio).squareRoot()
        let x0 = initialPosition - restingPosition, b = (initialVelocity + decay * x0) / damped
        return exp(-decay * t) * (x0 * x0 + b * b).squareRoot()
    }
}
