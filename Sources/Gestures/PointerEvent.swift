import Geometry

/// One pointer event from the platform — a finger, the mouse or a scroll — as the SDL backend or
/// a trace delivers it: what the gestures and scroll views consume. The session's other events
/// (keys, text, resize, focus, device removal, physics changes) are ScrollTrace's `SessionEvent`.
///
/// Times are seconds on the frame clock (any fixed origin, e.g. seconds since the trace
/// started), in one vocabulary with `Touch`: an event *occurred* when its device saw it
/// (`occurredAt`, the clock velocities are fitted on) and is *delivered* at `deliveredAt`.
/// Coordinates are window points, origin top-left, y down (ScrollTrace.docc/TraceFormat.md).
public struct PointerEvent: Equatable, Sendable {
    /// When the event is delivered, in seconds (the trace's `t`): the frame loop delivers it in
    /// the first frame at or after it.
    public var deliveredAt: Double
    /// What happened.
    public var kind: Kind
    /// When the event occurred, in seconds, if earlier than `deliveredAt` (the trace's `stamp`):
    /// the window moves an event that arrived after its frame had run to the next frame and keeps
    /// when it occurred here, so velocities are measured on when the finger was there. Nil:
    /// `deliveredAt`.
    public var stamp: Double?

    /// Creates an event of `kind` delivered at `deliveredAt` seconds (that occurred at `stamp`, if given).
    public init(deliveredAt: Double, kind: Kind, stamp: Double? = nil) {
        self.deliveredAt = deliveredAt
        self.kind = kind
        self.stamp = stamp
    }

    /// When the event occurred on its device, in seconds: `stamp`, or `deliveredAt`.
    public var occurredAt: Double { min(stamp ?? deliveredAt, deliveredAt) }

    /// The kinds of pointer input.
    public enum Kind: Equatable, Sendable {
        /// A finger on a touchscreen (`SDL_FINGER*`); `id` is stable from `began` to `ended`/`cancelled`.
        case touch(id: Int, phase: TouchPhase, location: Point)
        /// A mouse button or motion; `button` 1 is the left button, the one emulating a touch.
        case mouse(phase: MousePhase, location: Point, button: Int)
        /// A wheel or trackpad scroll in points of content movement; `delta > 0` moves toward
        /// the end of the content; `precise` is true for smooth (finger) sources.
        case scroll(delta: Point, precise: Bool, location: Point)
        /// The fingers left the trackpad (Wayland's `wl_pointer.axis_stop`): a smooth-scroll
        /// gesture ends now and its momentum starts, instead of after the idle gap.
        case scrollEnded(location: Point)
    }
}

/// Where a touch is in its life (UIKit's `UITouch.Phase`, without `stationary`).
/// Raw values are the trace strings.
public enum TouchPhase: String, CaseIterable, Sendable {
    case began, moved, ended, cancelled
}

/// What a mouse event reports. Raw values are the trace strings.
public enum MousePhase: String, CaseIterable, Sendable {
    case down, moved, up
}

public extension PointerEvent {
    /// A finger event at `time` seconds, `location` in window points.
    static func touch(_ id: Int, _ phase: TouchPhase, at location: Point, time: Double) -> PointerEvent {
        PointerEvent(deliveredAt: time, kind: .touch(id: id, phase: phase, location: location))
    }

    /// A mouse event at `time` seconds, `location` in window points (`button` 1 = left).
    static func mouse(_ phase: MousePhase, at location: Point, button: Int = 1, time: Double) -> PointerEvent {
        PointerEvent(deliveredAt: time, kind: .mouse(phase: phase, location: location, button: button))
    }
}

extension PointerEvent: TimedInput {
    public var pointerKind: PointerEvent.Kind? { kind }
}
