/// A finger on the surface in one frame: a key that stays the same from the frame it lands to
/// the frame it lifts (a new key for every new touch), and its position in device units.
struct Contact: Equatable {
    var key: Int
    var x: Int
    var y: Int
}

/// The fingers touching in one frame (`SYN_REPORT`), in key order, with the frame's kernel time.
struct ContactFrame: Equatable {
    var microseconds: Int64
    var line: Int
    var contacts: [Contact]
}

/// How a device reports its fingers.
enum ContactProtocol: String {
    /// Multitouch protocol B: slots (`ABS_MT_SLOT`) whose `ABS_MT_TRACKING_ID` says which touch
    /// they hold (−1: none).
    case slots = "multitouch protocol B (slots)"
    /// Multitouch protocol A: every frame lists its contacts, each ended by `SYN_MT_REPORT`.
    case contactList = "multitouch protocol A (contact lists)"
    /// One finger: `ABS_X` / `ABS_Y` while `BTN_TOUCH` is down.
    case singleTouch = "single touch (ABS_X/ABS_Y and BTN_TOUCH)"

    init(for device: RecordedDevice) {
        if device.axes[EvdevCode.slot] != nil {
            self = .slots
        } else if device.axes[EvdevCode.positionX] != nil && device.axes[EvdevCode.positionY] != nil {
            self = .contactList
        } else {
            self = .singleTouch
        }
    }

    /// The position axes this protocol reads.
    var axisCodes: (x: Int, y: Int) {
        self == .singleTouch ? (EvdevCode.x, EvdevCode.y) : (EvdevCode.positionX, EvdevCode.positionY)
    }
}

/// Turns a device's events into frames of touching fingers, the way the kernel's multitouch
/// protocols define them (kernel documentation, `input/multi-touch-protocol.rst`). A finger that
/// hovers (`ABS_MT_DISTANCE` or `ABS_DISTANCE` above 0) is not touching. After `SYN_DROPPED`
/// events are skipped up to the next `SYN_REPORT`, as the kernel asks.
enum ContactFrames {
    static func frames(of device: RecordedDevice) -> (ContactProtocol, [ContactFrame]) {
        let kind = ContactProtocol(for: device)
        switch kind {
        case .slots: return (kind, slotFrames(device.events))
        case .contactList: return (kind, contactListFrames(device.events))
        case .singleTouch: return (kind, singleTouchFrames(device.events))
        }
    }

    private struct Slot {
        var trackingID = -1
        var x: Int?
        var y: Int?
        var distance = 0
        var key: Int?
    }

    private static func slotFrames(_ events: [EvdevEvent]) -> [ContactFrame] {
        var slots: [Int: Slot] = [:]
        var current = 0, nextKey = 1, dropping = false
        var frames: [ContactFrame] = []
        for event in events {
            if event.type == EvdevCode.synchronization {
                if event.code == EvdevCode.dropped { dropping = true }
                guard event.code == EvdevCode.report else { continue }
                if dropping { dropping = false; continue }
                var contacts: [Contact] = []
                for index in slots.keys.sorted() {
                    var slot = slots[index]!
                    if slot.trackingID >= 0, slot.distance <= 0, let x = slot.x, let y = slot.y {
                        if slot.key == nil { slot.key = nextKey; nextKey += 1 }
                        contacts.append(Contact(key: slot.key!, x: x, y: y))
                    } else {
                        slot.key = nil
                    }
                    slots[index] = slot
                }
                frames.append(
                    ContactFrame(microseconds: event.microseconds, line: event.line, contacts: contacts.sorted { $0.key < $1.key }))
                continue
            }
            guard !dropping, event.type == EvdevCode.absolute else { continue }
            switch event.code {
            case EvdevCode.slot: current = event.value
            case EvdevCode.trackingID:
                slots[current, default: Slot()].trackingID = event.value
                slots[current]!.key = nil  // a new tracking id is a new touch, even in the same frame
                if event.value < 0 { slots[current]!.distance = 0 }
            case EvdevCode.positionX: slots[current, default: Slot()].x = event.value
            case EvdevCode.positionY: slots[current, default: Slot()].y = event.value
            case EvdevCode.multitouchDistance: slots[current, default: Slot()].distance = event.value
            default: break
            }
        }
        return frames
    }

    private struct Pending {
        var x: Int?
        var y: Int?
        var trackingID: Int?
        var distance = 0
    }

    private static func contactListFrames(_ events: [EvdevEvent]) -> [ContactFrame] {
        var pending = Pending(), listed: [Pending] = []
        var previous: [Contact] = [], keysByTrackingID: [Int: Int] = [:]
        var nextKey = 1, dropping = false
        var frames: [ContactFrame] = []
        for event in events {
            if event.type == EvdevCode.synchronization {
                switch event.code {
                case EvdevCode.dropped:
                    dropping = true
                case EvdevCode.multitouchReport:
                    if !dropping, pending.x != nil, pending.y != nil, pending.distance <= 0 { listed.append(pending) }
                    pending = Pending()
                case EvdevCode.report:
                    defer { listed = []; pending = Pending() }
                    if dropping { dropping = false; continue }
                    let contacts = keyedContacts(listed, previous: previous, keysByTrackingID: &keysByTrackingID, nextKey: &nextKey)
                    previous = contacts.sorted { $0.key < $1.key }
                    frames.append(ContactFrame(microseconds: event.microseconds, line: event.line, contacts: previous))
                default:
                    break
                }
                continue
            }
            guard !dropping, event.type == EvdevCode.absolute else { continue }
            switch event.code {
            case EvdevCode.positionX: pending.x = event.value
            case EvdevCode.positionY: pending.y = event.value
            case EvdevCode.trackingID: pending.trackingID = event.value
            case EvdevCode.multitouchDistance: pending.distance = event.value
            default: break
            }
        }
        return frames
    }

    /// The contacts listed in one protocol A frame, each with its touch's key: by tracking id when
    /// every contact has one (`keysByTrackingID` keeps them for the next frame), else by nearness
    /// to the `previous` frame's contacts.
    private static func keyedContacts(
        _ listed: [Pending], previous: [Contact], keysByTrackingID: inout [Int: Int], nextKey: inout Int
    ) -> [Contact] {
        guard listed.allSatisfy({ $0.trackingID != nil }) && !listed.isEmpty else {
            keysByTrackingID = [:]
            return matchedToNearest(listed.map { ($0.x!, $0.y!) }, previous: previous, nextKey: &nextKey)
        }
        var contacts: [Contact] = [], keys: [Int: Int] = [:]
        for item in listed {
            let key: Int
            if let known = keysByTrackingID[item.trackingID!] {
                key = known
            } else {
                key = nextKey
                nextKey += 1
            }
            keys[item.trackingID!] = key
            contacts.append(Contact(key: key, x: item.x!, y: item.y!))
        }
        keysByTrackingID = keys
        return contacts
    }

    /// Protocol A without tracking ids: each contact keeps the key of the nearest contact of the
    /// previous frame (closest pairs first, as mtdev matches them); the rest are new touches.
    private static func matchedToNearest(_ points: [(Int, Int)], previous: [Contact], nextKey: inout Int) -> [Contact] {
        var pairs: [(distance: Int, point: Int, contact: Int)] = []
        for (i, point) in points.enumerated() {
            for (j, contact) in previous.enumerated() {
                let dx = point.0 - contact.x, dy = point.1 - contact.y
                pairs.append((dx * dx + dy * dy, i, j))
            }
        }
        pairs.sort { ($0.distance, $0.point, $0.contact) < ($1.distance, $1.point, $1.contact) }
        var keyForPoint: [Int: Int] = [:], usedContacts: Set<Int> = []
        for pair in pairs where keyForPoint[pair.point] == nil && !usedContacts.contains(pair.contact) {
            keyForPoint[pair.point] = previous[pair.contact].key
            usedContacts.insert(pair.contact)
        }
        return points.enumerated().map { index, point in
            let key =
                keyForPoint[index]
                ?? {
                    defer { nextKey += 1 }; return nextKey
                }()
            return Contact(key: key, x: point.0, y: point.1)
        }
    }

    private static func singleTouchFrames(_ events: [EvdevEvent]) -> [ContactFrame] {
        var x: Int?, y: Int?, touching = false, distance = 0
        var key: Int?, nextKey = 1, dropping = false
        var frames: [ContactFrame] = []
        for event in events {
            switch (event.type, event.code) {
            case (EvdevCode.synchronization, EvdevCode.dropped):
                dropping = true
            case (EvdevCode.synchronization, EvdevCode.report):
                if dropping { dropping = false; continue }
                var contacts: [Contact] = []
                if touching, distance <= 0, let x, let y {
                    if key == nil { key = nextKey; nextKey += 1 }
                    contacts = [Contact(key: key!, x: x, y: y)]
                } else {
                    key = nil
                }
                frames.append(ContactFrame(microseconds: event.microseconds, line: event.line, contacts: contacts))
            case _ where dropping:
                continue
            case (EvdevCode.absolute, EvdevCode.x): x = event.value
            case (EvdevCode.absolute, EvdevCode.y): y = event.value
            case (EvdevCode.absolute, EvdevCode.distance): distance = event.value
            case (EvdevCode.key, EvdevCode.touch): touching = event.value != 0
            default: break
            }
        }
        return frames
    }
}
