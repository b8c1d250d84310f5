import Geometry
import Gestures

/// One event a session's frame loop delivers and a trace holds (ScrollTrace.docc/TraceFormat.md):
/// a pointer event for the gestures and scroll views, or one for the app — a key, text, the
/// window's size or focus, the touch device going away, a change of the physics.
///
/// Times are seconds on the frame clock, as `PointerEvent`'s: delivered at `deliveredAt` (the
/// trace's `t`), occurred at `occurredAt` (its `stamp`, when earlier).
public struct SessionEvent: Equatable, Sendable, TimedInput {
    /// When the event is delivered, in seconds (the trace's `t`).
    public var deliveredAt: Double
    /// What happened.
    public var kind: Kind
    /// When the event occurred, in seconds, if earlier than `deliveredAt` (the trace's `stamp`;
    /// `PointerEvent.stamp`). Nil: `deliveredAt`.
    public var stamp: Double?

    /// Creates an event of `kind` delivered at `deliveredAt` seconds (that occurred at `stamp`, if given).
    public init(deliveredAt: Double, kind: Kind, stamp: Double? = nil) {
        self.deliveredAt = deliveredAt
        self.kind = kind
        self.stamp = stamp
    }

    /// A pointer event as the session delivers it: its time, kind and stamp kept.
    public init(_ pointer: PointerEvent) {
        self.init(deliveredAt: pointer.deliveredAt, kind: .pointer(pointer.kind), stamp: pointer.stamp)
    }

    /// When the event occurred on its device, in seconds: `stamp`, or `deliveredAt`.
    public var occurredAt: Double { min(stamp ?? deliveredAt, deliveredAt) }

    /// The pointer event this is, or nil for the app's own events.
    public var pointer: PointerEvent? {
        guard case .pointer(let kind) = kind else { return nil }
        return PointerEvent(deliveredAt: deliveredAt, kind: kind, stamp: stamp)
    }

    public var pointerKind: PointerEvent.Kind? {
        guard case .pointer(let kind) = kind else { return nil }
        return kind
    }

    /// The kinds of session event. Each is one `TraceEventType` in a trace.
    public enum Kind: Equatable, Sendable {
        /// A finger, the mouse or a scroll (`touch`, `mouse`, `scroll`).
        case pointer(PointerEvent.Kind)
        /// A key press (`isDown`) or release, by SDL key name in lower case (e.g. "escape").
        case key(name: String, isDown: Bool)
        /// Text typed (`SDL_TEXTINPUT`) or an input method's composition (`SDL_TEXTEDITING`), for
        /// the text field being edited.
        case text(TextInput)
        /// The window's new size in points.
        case resize(Size)
        /// The window lost keyboard/input focus: every touch is cancelled (iOS cancels touches
        /// when an app resigns active).
        case focusLost
        /// The touch device was unplugged: every finger touch is cancelled.
        case touchDeviceRemoved
        /// The tuning panel changed the scroll views' feel (not input, but recorded and replayed
        /// with it, at its time).
        case physics(PhysicsChange)

        /// A finger, as `PointerEvent.Kind.touch`.
        public static func touch(id: Int, phase: TouchPhase, location: Point) -> Kind {
            .pointer(.touch(id: id, phase: phase, location: location))
        }

        /// A mouse button or motion, as `PointerEvent.Kind.mouse`.
        public static func mouse(phase: MousePhase, location: Point, button: Int) -> Kind {
            .pointer(.mouse(phase: phase, location: location, button: button))
        }

        /// A wheel or trackpad scroll, as `PointerEvent.Kind.scroll`.
        public static func scroll(delta: Point, precise: Bool, location: Point) -> Kind {
            .pointer(.scroll(delta: delta, precise: precise, location: location))
        }

        /// The fingers left the trackpad, as `PointerEvent.Kind.scrollEnded`.
        public static func scrollEnded(location: Point) -> Kind { .pointer(.scrollEnded(location: location)) }

        /// The event's `type` in a trace line.
        public var traceType: TraceEventType {
            switch self {
            case .pointer(.touch): .touch
            case .pointer(.mouse): .mouse
            case .pointer(.scroll), .pointer(.scrollEnded): .scroll
            case .key: .key
            case .text: .text
            case .resize: .resize
            case .focusLost: .focus
            case .touchDeviceRemoved: .touchDevice
            case .physics: .physics
            }
        }

        /// True for what a person did (a finger, the mouse, a scroll, a key, text), false for what
        /// happened to the window or the session (resize, focus, the device, the physics).
        public var isInput: Bool {
            switch traceType {
            case .touch, .mouse, .scroll, .key, .text: true
            case .resize, .focus, .touchDevice, .physics, .end: false
            }
        }
    }
}
