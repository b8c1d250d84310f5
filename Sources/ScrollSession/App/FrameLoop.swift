import Gestures
import ScrollTrace
import ScrollUI

/// The fixed-step frame loop (ScrollSession.docc/TheFrameLoop.md): frame n runs at exactly n/60 s. Each frame delivers
/// the queued events with timestamps at or before its time, in order, the touches of one instant
/// moves first (`TouchInstant`) (step 1), then advances
/// time-driven activities and lays out (steps 2–3). Rendering and logging (step 4) belong to
/// the caller, which reads `app` after `runFrame()`.
public final class FrameLoop {
    /// Frames a second: every time in a session is a frame index over this rate.
    public static let rate = 60.0
    /// Seconds per frame.
    public static let frameDuration = 1 / rate
    /// Events closer than this to a frame time count as on time (float noise in n/60).
    public static let timeTolerance = 1e-9
    /// How long after a frame's time an event made during that frame is stamped, in seconds (2 µs):
    /// the next frame delivers it, and it stays after the frame's time when a trace rounds it to the µs.
    public static let nextFrameDelay = 0.000_002

    public let app: Application
    /// The last frame run (`Application.currentFrame` once it has run); 0 before the first.
    public private(set) var currentFrame = 0
    private var pending: [SessionEvent] = []
    private var nextPending = 0

    public init(app: Application) {
        self.app = app
    }

    /// Time of the last frame run, in seconds.
    public var time: Double { Self.time(ofFrame: currentFrame) }

    /// The time of frame `index`: exactly `index / rate` seconds.
    public static func time(ofFrame index: Int) -> Double { Double(index) / rate }

    /// Queues an event; events must arrive in time order (later events may share a time).
    public func enqueue(_ event: SessionEvent) {
        pending.append(event)
    }

    /// Queues `event` in time order among the events not yet delivered (after those at its time):
    /// for an event made while frames run, such as the tuning panel's change for the next frame.
    public func insert(_ event: SessionEvent) {
        var index = pending.count
        while index > nextPending, pending[index - 1].deliveredAt > event.deliveredAt { index -= 1 }
        pending.insert(event, at: index)
    }

    /// Delivers `event` now, as the next `runFrame()` would deliver it from the queue: for a
    /// caller that reads events in time order (the replay), so that the events of one frame are
    /// never held together, however many there are. The event must be due by the next frame,
    /// and nothing may be queued before it.
    /// Touches of one instant are held until the instant is complete (`TouchInstant`).
    public func deliverForNextFrame(_ event: SessionEvent) {
        precondition(nextPending == pending.count, "deliverForNextFrame with events still queued")
        if let first = heldInstant.first, !TouchInstant.shareInstant(event, first) { deliverHeldInstant() }
        if case .touch = event.pointerKind { heldInstant.append(event) } else { deliver(event) }
    }

    /// The touches of one instant given to `deliverForNextFrame`, not yet delivered.
    private var heldInstant: [SessionEvent] = []

    private func deliverHeldInstant() {
        guard !heldInstant.isEmpty else { return }  // every frame: nothing held but in a replay
        TouchInstant.orderedInstant(heldInstant).forEach(deliver)
        heldInstant.removeAll(keepingCapacity: true)
    }

    /// Runs the next frame: delivers due events, advances activities, lays out.
    /// Returns the events delivered during the frame, in order.
    @discardableResult
    public func runFrame() -> [SessionEvent] {
        currentFrame += 1
        let now = time
        deliverHeldInstant()
        let first = nextPending
        while nextPending < pending.count, pending[nextPending].deliveredAt <= now + Self.timeTolerance {
            nextPending += 1
        }
        let delivered = TouchInstant.ordered(pending[first..<nextPending])
        delivered.forEach(deliver)
        if nextPending > 4096 {
            pending.removeFirst(nextPending)
            nextPending = 0
        }
        app.clock.advance(to: now)
        app.advance(to: now)
        return delivered
    }

    /// Moves the clock to `event`'s time and delivers it: the loop is the only writer of "now".
    private func deliver(_ event: SessionEvent) {
        app.clock.advance(to: event.deliveredAt)
        app.handle(event)
    }
}
