/// "Now" for one session, in seconds on the frame loop's clock: the time of the latest frame or
/// event. The frame loop moves it — to each event's time before delivering it, to the frame's
/// time before advancing what moves — and everything else reads it, as swift-nio's
/// `EmbeddedEventLoop` keeps one virtual clock (a lone recognizer or view in a unit test is
/// given one its test moves).
///
/// Time on it never goes back: ``clamped(_:)`` is the one clamp of time in the toolkit.
public final class FrameClock {
    /// The latest frame or event time, in seconds.
    public private(set) var now = 0.0

    public init() {}

    /// `time`, or ``now`` when `time` is earlier (an event stamped before the frame that
    /// delivers it): the time something starts at, on this clock.
    public func clamped(_ time: Double) -> Double { max(time, now) }

    /// Moves ``now`` to `time`; an earlier time leaves it where it is. Called by the frame loop.
    public func advance(to time: Double) { now = clamped(time) }
}
