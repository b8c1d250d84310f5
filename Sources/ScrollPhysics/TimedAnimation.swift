import Geometry

/// A value that can be interpolated by a timed animation: points (`Double`) or offsets (`Point`).
public protocol Interpolatable: Sendable, Equatable {
    static func + (a: Self, b: Self) -> Self
    static func - (a: Self, b: Self) -> Self
    static func * (a: Self, s: Double) -> Self
}

extension Double: Interpolatable {}
extension Point: Interpolatable {}

/// A fixed-duration animation from one value to another along an easing curve: what
/// `setContentOffset(_:animated: true)` and `scrollRectToVisible(_:animated:)` run in UIKit,
/// and ScrollLab's animated step per mouse-wheel tick.
///
/// Values are in points, times in seconds **relative to the start of the animation**
/// (negative → 0), velocities in pt/s. It ends exactly on `to`.
public struct TimedAnimation<Value: Interpolatable>: Sendable, Equatable {
    /// The value at t = 0.
    public let from: Value
    /// The value at and after t = `duration`.
    public let to: Value
    /// Length of the animation in seconds (0 means it is done at once).
    public let duration: Double
    /// The easing from start to end.
    public let curve: TimingCurve

    /// An animation from `from` to `to` over `duration` seconds along `curve`.
    public init(from: Value, to: Value, duration: Double, curve: TimingCurve = .easeInOut) {
        precondition(duration.isFinite, "duration must be finite")
        self.from = from
        self.to = to
        self.duration = max(duration, 0)
        self.curve = curve
    }

    /// The value at `time` seconds after the start; exactly `to` once done.
    public func value(at time: Double) -> Value {
        if isDone(at: time) { return to }
        return from + (to - from) * curve.progress(at: fraction(at: time))
    }

    /// The rate of change of the value at `time` seconds after the start, per second (pt/s); zero once done.
    public func velocity(at time: Double) -> Value {
        if isDone(at: time) { return (to - from) * 0 }
        return (to - from) * (curve.slope(at: fraction(at: time)) / duration)
    }

    /// True from `duration` on (seconds after the start).
    public func isDone(at time: Double) -> Bool {
        max(time, 0) >= duration
    }

    /// The elapsed fraction of the duration at `time` seconds, in 0…1.
    public func fraction(at time: Double) -> Double {
        guard duration > 0 else { return 1 }
        return min(max(time / duration, 0), 1)
    }
}
