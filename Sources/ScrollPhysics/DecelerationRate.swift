import Foundation

/// How quickly a flung scroll view slows down: the fraction of its velocity kept after each
/// millisecond (UIScrollView's `decelerationRate`, `UIScrollView.DecelerationRate`).
///
/// Velocity after t seconds is v0 · d^(1000 t) (ScrollPhysics.docc/Physics.md, "Deceleration").
public struct DecelerationRate: Hashable, Sendable, CustomStringConvertible {
    /// Fraction of velocity kept per millisecond, in the open interval (0, 1).
    public let rawValue: Double

    /// Creates a rate from the fraction of velocity kept per millisecond, in (0, 1).
    public init(rawValue: Double) {
        precondition(rawValue > 0 && rawValue < 1, "a deceleration rate is a fraction in (0, 1) per millisecond")
        self.rawValue = rawValue
    }

    /// UIKit's default for scroll views: 0.998 per ms (ScrollPhysics.docc/Physics.md, `UIScrollView.DecelerationRate.normal`).
    public static let normal = DecelerationRate(rawValue: 0.998)

    /// UIKit's quick stop, used by paging-like scroll views: 0.99 per ms (ScrollPhysics.docc/Physics.md, `UIScrollView.DecelerationRate.fast`).
    public static let fast = DecelerationRate(rawValue: 0.99)

    /// The factor d^(1000 t) by which velocity shrinks over `seconds` (seconds ≥ 0).
    public func factor(after seconds: Double) -> Double {
        pow(rawValue, 1000 * seconds)
    }

    /// The displacement factor of the discrete per-millisecond model after `seconds`:
    /// d · (1 − d^(1000 t)) / (1 − d) / 1000, so that x(t) = x0 + v0 · `displacementFactor(after: t)`.
    /// It tends to `projectionFactor` as t grows. Units: seconds.
    public func displacementFactor(after seconds: Double) -> Double {
        rawValue * (1 - factor(after: seconds)) / (1 - rawValue) / 1000
    }

    /// d / (1 − d) / 1000 (seconds): the distance travelled per pt/s of initial velocity with no
    /// stopping cutoff (WWDC 2018 "Designing Fluid Interfaces", `project(initialVelocity:decelerationRate:)`).
    public var projectionFactor: Double {
        rawValue / (1 - rawValue) / 1000
    }

    /// 1000 · ln d, the continuous decay constant per second (negative).
    public var logPerSecond: Double {
        1000 * log(rawValue)
    }

    /// The time in seconds at which a velocity of magnitude `speed` decays to `threshold` (both pt/s);
    /// zero when `speed` is not above `threshold`.
    public func time(from speed: Double, to threshold: Double) -> Double {
        let speed = abs(speed)
        guard speed > threshold, threshold > 0 else { return 0 }
        return log(threshold / speed) / logPerSecond
    }

    public var description: String { "DecelerationRate(\(rawValue))" }
}
