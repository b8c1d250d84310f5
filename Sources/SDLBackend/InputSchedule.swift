// InputSchedule — when the window's input is delivered, apart from SDL so that tests can drive it.
// Implements: the late-event rule (an event that occurred before the last frame run but arrived
//   after it goes to the next frame, keeping when it occurred), time order, the recording's
//   microsecond times, and the input latencies of a presented frame (each input it delivered).
// Does not: read SDL, map device clocks onto the frame clock (`InputPump`, `EventTranslator`),
//   queue or record events (the pump does, with what this returns).

import ScrollSession
import ScrollTrace
import ScrollUI

/// The window's input on the frame clock: when each event is delivered and, for the input
/// latency, when the device saw the input each frame delivered.
///
/// Two times per event, as everywhere: when the device saw it (occurred at) and when the frame
/// loop gets it (delivered at, the event's `time`; the trace's `t`). They differ only for a late
/// event, whose occurrence is kept in `stamp` (the trace's `stamp`) so velocities use it.
package struct InputSchedule {
    /// When the last event scheduled is delivered, in frame-clock seconds: none goes before it.
    package private(set) var lastDeliveredAt = 0.0
    /// Events that arrived after the frame they occurred in had run, so were moved to the next
    /// (frame 0's excepted: input before the first frame is not late).
    package private(set) var lateEvents = 0
    /// Input not yet delivered by a frame: when the frame loop gets it, and when the device saw
    /// it in SDL ticks (milliseconds), for the input latency of the frame that delivers it.
    private var undelivered: [(deliveredAt: Double, occurredAtTicks: UInt32)] = []

    package init() {}

    /// `event` as the frame loop and the recording get it: at its time to the microsecond (what
    /// the trace keeps, so a replay sees the same), never before the last event scheduled. An
    /// event that occurred at or before the last frame run (`lastFrameTime`, frame `currentFrame`)
    /// arrived too late for it: it is delivered in the next frame. Every event delivered later
    /// than it occurred (late, or behind the last one scheduled: a burst) keeps when it occurred
    /// in `stamp`, and is recorded so: velocities see each event of a burst at its own time, and
    /// a replay delivers it in the same frame.
    /// `occurredAtTicks` is when the device saw it, in SDL ticks.
    package mutating func schedule(
        _ event: SessionEvent, occurredAtTicks: UInt32,
        lastFrameTime: Double, currentFrame: Int
    ) -> SessionEvent {
        var event = event
        let occurred = TraceWriter.recordedTime(max(event.occurredAt, 0))
        event.deliveredAt = TraceWriter.recordedTime(max(event.deliveredAt, lastDeliveredAt))
        if occurred <= lastFrameTime + FrameLoop.timeTolerance {
            if currentFrame > 0 { lateEvents += 1 }
            event.deliveredAt = TraceWriter.recordedTime(
                max(event.deliveredAt, lastFrameTime + FrameLoop.nextFrameDelay))
        }
        event.stamp = occurred < event.deliveredAt ? occurred : nil
        lastDeliveredAt = event.deliveredAt
        undelivered.append((event.deliveredAt, occurredAtTicks))
        return event
    }

    /// `event`, made by the app during the frame at `lastFrameTime` (the tuning panel's change),
    /// as the frame loop and the recording get it: at the start of the next frame, before input
    /// already queued for it or later ones (the frame loop inserts it there); input scheduled
    /// after it never goes before it.
    package mutating func scheduleForNextFrame(_ event: SessionEvent, lastFrameTime: Double) -> SessionEvent {
        var event = event
        event.deliveredAt = TraceWriter.recordedTime(lastFrameTime + FrameLoop.nextFrameDelay)
        lastDeliveredAt = max(lastDeliveredAt, event.deliveredAt)
        return event
    }

    /// When the device saw each input delivered by the frames run up to `frameTime`, in SDL ticks,
    /// oldest first (empty when they delivered none); forgets that input.
    package mutating func takeDelivered(upTo frameTime: Double) -> [UInt32] {
        let delivered = undelivered.prefix { $0.deliveredAt <= frameTime + FrameLoop.timeTolerance }
        undelivered.removeFirst(delivered.count)
        return delivered.map(\.occurredAtTicks).sorted()
    }
}
