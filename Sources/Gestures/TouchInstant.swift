/// The touches of one instant, in the one order the gestures take them.
///
/// A device reports all its fingers at once (the kernel's `SYN_REPORT` frame, one UIKit `UIEvent`),
/// but libinput, Wayland and SDL hand the frame's touches over one by one, slot by slot, so a lift
/// can come before a move of the same instant. A pan follows the centroid of its touches and
/// re-bases it when one lifts or lands; taken lift first, it would count the other fingers' motion
/// as the whole centroid's. UIKit delivers an event's `touchesMoved` before its `touchesEnded`, so a
/// frame's touches are taken in this order, whatever order they came in:
///
/// 1. moves (the centroid moves with every finger still down),
/// 2. lifts and cancellations (the centroid is re-based without the lifted fingers),
/// 3. landings (re-based with the new ones),
///
/// each step by touch id, and a touch's own events in the order they came (a touch that lands and
/// moves at one instant lands first). Events of one instant are consecutive touch events with one
/// `deliveredAt` and one `occurredAt`; any other event between them ends the instant. The events
/// are pointer events or anything else that may carry one (`TimedInput`: the session's queue).
public enum TouchInstant {
    /// True when `event` belongs to the instant of `other`: both touches, with one time and stamp.
    public static func shareInstant<Event: TimedInput>(_ event: Event, _ other: Event) -> Bool {
        guard case .touch = event.pointerKind, case .touch = other.pointerKind else { return false }
        return event.deliveredAt == other.deliveredAt && event.occurredAt == other.occurredAt
    }

    /// `events` (in time order) with the touches of each instant in the order above; every other
    /// event stays where it is.
    public static func ordered<Events: Collection>(_ events: Events) -> [Events.Element]
    where Events.Element: TimedInput {
        var result: [Events.Element] = []
        result.reserveCapacity(events.count)
        var run: [Events.Element] = []
        for event in events {
            if let first = run.first, !shareInstant(event, first) {
                result += orderedInstant(run)
                run.removeAll(keepingCapacity: true)
            }
            if case .touch = event.pointerKind { run.append(event) } else { result.append(event) }
        }
        return result + orderedInstant(run)
    }

    /// The events of one instant (touches with one time and stamp) in the order above.
    public static func orderedInstant<Event: TimedInput>(_ instant: [Event]) -> [Event] {
        guard instant.count > 1 else { return instant }
        // Each touch's events, in the order they came; then the first of each queue by rank and id.
        var queues: [Int: ArraySlice<Event>] = [:]
        for event in instant {
            guard case .touch(let id, _, _) = event.pointerKind else { continue }
            queues[id, default: []].append(event)
        }
        var result: [Event] = []
        while let (id, _) = queues.min(by: { key($0.value.first!, id: $0.key) < key($1.value.first!, id: $1.key) }) {
            result.append(queues[id]!.removeFirst())
            if queues[id]!.isEmpty { queues[id] = nil }
        }
        return result
    }

    /// Sort key of a touch event within its instant: moves, then lifts, then landings; then by id.
    private static func key(_ event: some TimedInput, id: Int) -> (Int, Int) {
        guard case .touch(_, let phase, _) = event.pointerKind else { return (3, id) }
        switch phase {
        case .moved: return (0, id)
        case .ended, .cancelled: return (1, id)
        case .began: return (2, id)
        }
    }
}
