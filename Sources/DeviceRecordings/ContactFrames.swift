import ScrollTrace

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

/// Turns a device's events into frames of touching fingers, one event at a time, the way the
/// kernel's multitouch protocols define them (kernel documentation, `input/multi-touch-protocol.rst`).
/// A finger that hovers (`ABS_MT_DISTANCE` or `ABS_DISTANCE` above 0) is not touching. After
/// `SYN_DROPPED` events are skipped up to the next `SYN_REPORT`, as the kernel asks.
///
/// A frame holds at most `ImportLimits.maximumContacts` fingers (the touches a trace follows), so
/// memory and the work per frame stay bounded whatever the recording; past that the recording is
/// refused at the line of the contact that is one too many.
struct ContactFrames {
    let kind: ContactProtocol
    /// The device's `ABS_MT_SLOT` range (protocol B).
    private let slotRange: ClosedRange<Int>
    private var slots: [Int: Slot] = [:]
    /// The slots holding a tracking id: the only ones a frame looks at.
    private var activeSlots: Set<Int> = []
    private var currentSlot = 0
    private var pending = Pending(), listed: [Pending] = []
    private var previous: [Contact] = [], keysByTrackingID: [Int: Int] = [:]
    private var single = SingleTouch()
    private var nextKey = 1, dropping = false

    init(device: RecordedDevice) {
        kind = ContactProtocol(for: device)
        let slotAxis = device.axes[EvdevCode.slot]
        slotRange = slotAxis.map { $0.minimum...max($0.minimum, $0.maximum) } ?? 0...0
    }

    /// Reads `event`; returns the frame it ends (a `SYN_REPORT`), if any.
    mutating func consume(_ event: EvdevEvent, error: (String) -> TraceError) throws -> ContactFrame? {
        switch kind {
        case .slots: try slotEvent(event, error: error)
        case .contactList: try contactListEvent(event, error: error)
        case .singleTouch: singleTouchEvent(event)
        }
    }

    private struct Slot {
        var trackingID = -1
        var x: Int?
        var y: Int?
        var distance = 0
        var key: Int?
    }

    private mutating func slotEvent(_ event: EvdevEvent, error: (String) -> TraceError) throws -> ContactFrame? {
        if event.type == EvdevCode.synchronization {
            if event.code == EvdevCode.dropped { dropping = true }
            guard event.code == EvdevCode.report else { return nil }
            if dropping { dropping = false; return nil }
            return ContactFrame(microseconds: event.microseconds, line: event.line, contacts: slotContacts())
        }
        guard !dropping, event.type == EvdevCode.absolute else { return nil }
        switch event.code {
        case EvdevCode.slot:
            guard slotRange.contains(event.value) else {
                throw error(
                    "ABS_MT_SLOT \(event.value) is outside the device's slots \(slotRange.lowerBound)…\(slotRange.upperBound)"
                )
            }
            currentSlot = event.value
        case EvdevCode.trackingID:
            if event.value >= 0 {
                guard activeSlots.contains(currentSlot) || activeSlots.count < ImportLimits.maximumContacts else {
                    throw error(ImportLimits.tooManyContacts)
                }
                activeSlots.insert(currentSlot)
            } else {
                activeSlots.remove(currentSlot)
            }
            slots[currentSlot, default: Slot()].trackingID = event.value
            slots[currentSlot]!.key = nil  // a new tracking id is a new touch, even in the same frame
            if event.value < 0 { slots[currentSlot]!.distance = 0 }
        case EvdevCode.positionX: slots[currentSlot, default: Slot()].x = event.value
        case EvdevCode.positionY: slots[currentSlot, default: Slot()].y = event.value
        case EvdevCode.multitouchDistance: slots[currentSlot, default: Slot()].distance = event.value
        default: break
        }
        return nil
    }

    /// The slots holding a touching finger, each keyed for as long as it stays down (a slot
    /// without a tracking id lost its key when the id went).
    private mutating func slotContacts() -> [Contact] {
        var contacts: [Contact] = []
        for index in activeSlots.sorted() {
            var slot = slots[index]!
            if slot.distance <= 0, let x = slot.x, let y = slot.y {
                if slot.key == nil { slot.key = nextKey; nextKey += 1 }
                contacts.append(Contact(key: slot.key!, x: x, y: y))
            } else {
                slot.key = nil
            }
            slots[index] = slot
        }
        return contacts.sorted { $0.key < $1.key }
    }

    private struct Pending {
        var x: Int?
        var y: Int?
        var trackingID: Int?
        var distance = 0
    }

    private mutating func contactListEvent(_ event: EvdevEvent, error: (String) -> TraceError) throws -> ContactFrame? {
        if event.type == EvdevCode.synchronization {
            switch event.code {
            case EvdevCode.dropped:
                dropping = true
            case EvdevCode.multitouchReport:
                defer { pending = Pending() }
                guard !dropping, pending.x != nil, pending.y != nil, pending.distance <= 0 else { return nil }
                guard listed.count < ImportLimits.maximumContacts else { throw error(ImportLimits.tooManyContacts) }
                listed.append(pending)
            case EvdevCode.report:
                defer { listed = []; pending = Pending() }
                if dropping { dropping = false; return nil }
                previous = keyedContacts(listed).sorted { $0.key < $1.key }
                return ContactFrame(microseconds: event.microseconds, line: event.line, contacts: previous)
            default:
                break
            }
            return nil
        }
        guard !dropping, event.type == EvdevCode.absolute else { return nil }
        switch event.code {
        case EvdevCode.positionX: pending.x = event.value
        case EvdevCode.positionY: pending.y = event.value
        case EvdevCode.trackingID: pending.trackingID = event.value
        case EvdevCode.multitouchDistance: pending.distance = event.value
        default: break
        }
        return nil
    }

    /// The contacts listed in one protocol A frame, each with its touch's key: by tracking id when
    /// every contact has one (`keysByTrackingID` keeps them for the next frame), else by nearness
    /// to the previous frame's contacts.
    private mutating func keyedContacts(_ listed: [Pending]) -> [Contact] {
        guard listed.allSatisfy({ $0.trackingID != nil }) && !listed.isEmpty else {
            keysByTrackingID = [:]
            return matchedToNearest(listed.map { ($0.x!, $0.y!) })
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
    /// previous frame (closest pairs first, as mtdev matches them); the rest are new touches. Both
    /// frames hold at most `ImportLimits.maximumContacts`, so the pairs are a few hundred at most;
    /// distances are in floating point, as two 32-bit positions' squared distance overflows.
    private mutating func matchedToNearest(_ points: [(Int, Int)]) -> [Contact] {
        var pairs: [(distance: Double, point: Int, contact: Int)] = []
        for (i, point) in points.enumerated() {
            for (j, contact) in previous.enumerated() {
                let dx = Double(point.0) - Double(contact.x), dy = Double(point.1) - Double(contact.y)
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

    private struct SingleTouch {
        var x: Int?, y: Int?, touching = false, distance = 0
        var key: Int?
    }

    private mutating func singleTouchEvent(_ event: EvdevEvent) -> ContactFrame? {
        switch (event.type, event.code) {
        case (EvdevCode.synchronization, EvdevCode.dropped):
            dropping = true
        case (EvdevCode.synchronization, EvdevCode.report):
            if dropping { dropping = false; return nil }
            var contacts: [Contact] = []
            if single.touching, single.distance <= 0, let x = single.x, let y = single.y {
                if single.key == nil { single.key = nextKey; nextKey += 1 }
                contacts = [Contact(key: single.key!, x: x, y: y)]
            } else {
                single.key = nil
            }
            return ContactFrame(microseconds: event.microseconds, line: event.line, contacts: contacts)
        case _ where dropping:
            break
        case (EvdevCode.absolute, EvdevCode.x): single.x = event.value
        case (EvdevCode.absolute, EvdevCode.y): single.y = event.value
        case (EvdevCode.absolute, EvdevCode.distance): single.distance = event.value
        case (EvdevCode.key, EvdevCode.touch): single.touching = event.value != 0
        default: break
        }
        return nil
    }
}
