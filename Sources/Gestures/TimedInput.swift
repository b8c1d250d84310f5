/// An event delivered at a time that may be a pointer event: a `PointerEvent`, or a session's
/// event that carries one (ScrollTrace's `SessionEvent`). `TouchInstant` orders a frame's queue
/// of either by these three.
public protocol TimedInput {
    /// When the event is delivered, in seconds.
    var deliveredAt: Double { get }
    /// When its device saw it, in seconds (at most `deliveredAt`).
    var occurredAt: Double { get }
    /// The pointer event's kind, or nil for an event that is not one (a key, a resize).
    var pointerKind: PointerEvent.Kind? { get }
}
