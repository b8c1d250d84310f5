import Geometry
import Gestures

/// A touchscreen's frames as trace touches: a finger that lands is `began` with the next id
/// (1, 2, …, as the window numbers them), `moved` when its point changes, `ended` where it was
/// last when it lifts (or starts to hover). A frame's moves come first, then its lifts, then its
/// landings, the order the gestures take one instant in (`TouchInstant`).
struct TouchscreenConversion {
    let mapping: PanelMapping
    private var ids: [Int: Int] = [:], last: [Int: Point] = [:]
    private var nextID = 1
    /// Touches that landed outside the window (beside the prototype on the panel).
    private(set) var outside = 0
    var touches: Int { nextID - 1 }
    /// Touches down now (at the end: left down in the trace).
    var stillDown: Int { ids.count }

    init(mapping: PanelMapping) { self.mapping = mapping }

    /// The trace events of one frame, at `t`.
    mutating func events(for frame: ContactFrame, at t: Double) -> [PointerEvent] {
        var events: [PointerEvent] = []
        let present = Set(frame.contacts.map(\.key))
        for contact in frame.contacts {
            let point = mapping.point(x: contact.x, y: contact.y)
            guard let id = ids[contact.key], point != last[contact.key] else { continue }
            events.append(PointerEvent(deliveredAt: t, kind: .touch(id: id, phase: .moved, location: point)))
            last[contact.key] = point
        }
        for key in ids.keys.filter({ !present.contains($0) }).sorted(by: { ids[$0]! < ids[$1]! }) {
            events.append(
                PointerEvent(deliveredAt: t, kind: .touch(id: ids[key]!, phase: .ended, location: last[key]!)))
            ids[key] = nil
            last[key] = nil
        }
        for contact in frame.contacts where ids[contact.key] == nil {
            let point = mapping.point(x: contact.x, y: contact.y)
            ids[contact.key] = nextID
            if !(0...mapping.window.width).contains(point.x) || !(0...mapping.window.height).contains(point.y) {
                outside += 1
            }
            events.append(PointerEvent(deliveredAt: t, kind: .touch(id: nextID, phase: .began, location: point)))
            last[contact.key] = point
            nextID += 1
        }
        return events
    }
}
