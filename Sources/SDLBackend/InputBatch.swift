// InputBatch — one pump's input, held until SDL's queue is empty, then put on the frame clock together.
// Implements: an event without a device stamp (a key: SDL stamps it when it reads it) kept no later
//   than the stamped input queued after it; the first input after a dropped stall moved past the
//   last frame run by giving back what the clock dropped (its spacing kept, none of it late).
// Does not: read SDL or the clocks (`InputPump` gives it the times and the drop it may give back);
//   deliver events (`InputSchedule`).

import ScrollSession
import ScrollTrace
import ScrollUI

/// The input SDL had queued when the window pumped it, in queue order, before it is scheduled.
///
/// SDL stamps an event without a device time (a key on Wayland and X11) when it reads it, which
/// after a stall is long after the hand made it, while the touches queued behind it keep their
/// compositor's times. Scheduled as it came, such a key would be delivered after them all and pull
/// them to its time (the schedule never delivers an event before the last one): a 0.9 s hold
/// behind a key became 0 ms. Its device saw it before the stamped input queued after it, so it is
/// kept no later than that.
package struct InputBatch {
    /// An event and when its device saw it in SDL ticks; `isStamped` when that is its device's
    /// (or its server's) time, not when SDL read it.
    package struct Entry {
        package var event: SessionEvent
        package var occurredAtTicks: UInt32
        package var isStamped: Bool

        package init(event: SessionEvent, occurredAtTicks: UInt32, isStamped: Bool) {
            self.event = event
            self.occurredAtTicks = occurredAtTicks
            self.isStamped = isStamped
        }
    }

    private var entries: [Entry] = []

    package init() {}

    package var isEmpty: Bool { entries.isEmpty }

    package mutating func append(_ entry: Entry) { entries.append(entry) }

    /// Schedules the batch (`InputSchedule`) in queue order and empties it: each event without a
    /// stamp no later than the stamped ones queued after it; and if it brings the window's first
    /// input (`timeline` does not keep time yet), which the clock's drop of a stall (`droppedTime`,
    /// frame seconds) would make late for the last frame run (`lastFrameTime`, frame `currentFrame`),
    /// every time moved later by as much of that drop as it takes, which the caller gives back to
    /// the clock (`FixedStepClock.restoreDropped`): the first input keeps its spacing too.
    /// Returns the events to queue and the frame seconds restored.
    package mutating func schedule(
        with schedule: inout InputSchedule, timeline: inout DeviceTimeline,
        lastFrameTime: Double, currentFrame: Int, droppedTime: Double
    ) -> (events: [SessionEvent], restored: Double) {
        let entries = take()
        let restored =
            timeline.keepsTime
            ? 0 : Self.restoredDrop(for: entries, lastFrameTime: lastFrameTime, droppable: droppedTime)
        if restored > 0 { timeline.keepTime(restoring: restored) }
        let events = entries.map { entry in
            var event = entry.event
            event.deliveredAt += restored
            if event.kind.isInput { timeline.keepTime() }
            return schedule.schedule(
                event, occurredAtTicks: entry.occurredAtTicks, lastFrameTime: lastFrameTime, currentFrame: currentFrame)
        }
        return (events, restored)
    }

    /// The batch in queue order, each event without a stamp no later than the stamped ones queued
    /// after it, and empties it.
    private mutating func take() -> [Entry] {
        var taken = entries
        entries = []
        var next: (time: Double, ticks: UInt32)?
        for index in taken.indices.reversed() {
            if taken[index].isStamped {
                let entry = taken[index]
                next = (
                    min(entry.event.deliveredAt, next?.time ?? .infinity),
                    min(entry.occurredAtTicks, next?.ticks ?? .max)
                )
            } else if let next {
                taken[index].event.deliveredAt = min(taken[index].event.deliveredAt, next.time)
                taken[index].occurredAtTicks = min(taken[index].occurredAtTicks, next.ticks)
            }
        }
        return taken
    }

    /// How much of the clock's dropped time (`droppable`, frame seconds) to give back so that the
    /// oldest input in `entries` comes after the last frame run (`lastFrameTime`) instead of late.
    private static func restoredDrop(for entries: [Entry], lastFrameTime: Double, droppable: Double) -> Double {
        guard let oldest = entries.filter({ $0.event.kind.isInput }).map(\.event.deliveredAt).min() else { return 0 }
        let late = lastFrameTime + FrameLoop.nextFrameDelay - oldest
        return min(max(late, 0), droppable)
    }
}
