// XInputEvents — the X server's XI2 touch and scroll events, matched to the SDL events made of them.
// Implements: server times for SDL's finger and wheel events (by adjacency, kind, device and id);
//   touchpad scroll valuators as precise scrolls (deltas of the absolute values, in increments),
//   in their place among SDL's events; SDL's wheel ticks emulated from them marked to drop;
//   counting SDL events that found no server time.
// Does not: read X (`X11Stamps` and CX11Events do); map times onto SDL's clock (`ServerTimeMapper`);
//   tell a lift (xf86-input-libinput reports none that SDL or XI2 marks), pinch, tablets.

import Geometry

/// The X server's own record of touches and scroll-valuator motion (XI2), in the order SDL saw
/// it, matched to SDL's events. SDL 2.26 stamps its finger events when it pumps; the server
/// stamps each XI2 event when its input thread read it from the device. SDL makes at most one
/// finger event of an XI2 touch event and queues the event's SYSWM message right after it, so a
/// touch record that directly follows SDL's finger event of the same kind, device and touch id
/// is that event's. A move SDL dropped (nothing changed) has a record but no SDL event; a record
/// that follows anything else is never taken, so a stamp is never another event's: the SDL event
/// keeps SDL's time and is counted in `unmatched`. Wheel ticks: SDL reads the core button press,
/// whose message comes first. Scroll valuators SDL 2.26 ignores: a touchpad's become precise
/// scrolls here, and the ticks the server emulates from them (same server time) are dropped.
struct XInputEvents {
    /// A touch as SDL and XI2 name it: SDL's touchId is the XI2 source device, its fingerId the touch id.
    struct Touch: Equatable {
        enum Phase: Equatable { case down, motion, up }
        var phase: Phase
        var device: Int64
        var id: Int64
    }

    /// One of SDL's finger events: its touch and normalized position (SDL never queues two moves
    /// of a finger to one position in a row, so this tells its events apart).
    struct Finger: Equatable {
        var touch: Touch
        var x: Double, y: Double
    }

    /// An XI2 motion on the window that moved scroll valuators: their absolute values (nil: not
    /// in this event) and increments (one wheel click's worth), the pointer at window pixels (`x`, `y`).
    struct Scroll: Equatable {
        var time: UInt32
        var device: Int64
        var x = 0.0, y = 0.0
        var vertical: Double?, horizontal: Double?
        var verticalIncrement = 0.0, horizontalIncrement = 0.0
        var isTouchpad = true
    }

    /// One record, in the order SDL saw it.
    enum Record: Equatable {
        /// SDL queued a finger event.
        case sdlFinger(Finger)
        /// SDL queued a wheel event.
        case sdlWheel
        /// An XI2 touch event at server time `time`, at `place` in window pixels (fractions of a
        /// pixel, outside the window for a touch that left it; SDL clamps its own to the window).
        case touch(Touch, time: UInt32, place: Point? = nil)
        case scroll(Scroll)
        /// A core wheel button press (a wheel's click, or emulated from scroll valuators).
        case wheelButton(time: UInt32)
        /// The pointer entered or left the window (valuators moved unseen meanwhile).
        case crossing
    }

    /// A touchpad's scroll SDL made no event of: `delta` in increments (x > 0 right, y > 0 down,
    /// toward the content's end), the pointer at window pixels (`x`, `y`).
    struct PreciseScroll: Equatable {
        var time: UInt32
        var deltaX: Double, deltaY: Double
        var x: Double, y: Double
    }

    /// What SDL's events get, in SDL's order, with the precise scrolls between them.
    enum Item: Equatable {
        case finger(Finger, time: UInt32?, place: Point? = nil)
        case wheel(time: UInt32?, emulated: Bool)
        case preciseScroll(PreciseScroll)
    }

    /// A match for one SDL event: its server time (nil: none matched), the server's place of a
    /// touch in window pixels, whether it is a wheel tick the server emulated from a touchpad's
    /// valuators, and the precise scrolls to deliver before it.
    struct Match: Equatable {
        var time: UInt32?
        var place: Point?
        var isEmulatedTick = false
        var scrollsBefore: [PreciseScroll] = []
    }

    private(set) var items: [Item] = []
    /// SDL events that found no server time (they keep SDL's), and those that did.
    private(set) var unmatched = 0, matched = 0
    private var lastRecord: Record?
    /// Each device's last scroll-valuator values (vertical, horizontal).
    private var lastValues: [Int64: (vertical: Double?, horizontal: Double?)] = [:]
    /// Server times of recent touchpad scrolls, to tell the ticks the server emulated from them.
    private var touchpadScrollTimes: [UInt32] = []
    /// More items than this means SDL's events were not taken: the oldest are forgotten.
    static let capacity = 1024

    mutating func append(_ record: Record) {
        defer { lastRecord = record }
        switch record {
        case .sdlFinger(let finger):
            items.append(.finger(finger, time: nil))
        case .touch(let touch, let time, let place):
            guard case .sdlFinger(let finger) = lastRecord, finger.touch == touch,
                case .finger(finger, nil, _) = items.last
            else { return }
            items[items.count - 1] = .finger(finger, time: time, place: place)
        case .sdlWheel:
            guard case .wheelButton(let time) = lastRecord else {
                return items.append(.wheel(time: nil, emulated: false))
            }
            items.append(.wheel(time: time, emulated: touchpadScrollTimes.contains(time)))
        case .scroll(let scroll):
            appendScroll(scroll)
        case .wheelButton:
            break
        case .crossing:
            lastValues.removeAll()
        }
        if items.count > Self.capacity { items.removeFirst(items.count - Self.capacity / 2) }
    }

    /// The match for SDL's finger event `finger`: the first unmatched item of it, and what came before.
    mutating func matchFinger(_ finger: Finger) -> Match {
        take { item in
            guard case .finger(finger, let time, let place) = item else { return nil }
            return Match(time: time, place: place)
        }
    }

    /// The match for SDL's next wheel event.
    mutating func matchWheel() -> Match {
        take { item in
            guard case .wheel(let time, let emulated) = item else { return nil }
            return Match(time: time, isEmulatedTick: emulated)
        }
    }

    /// The precise scrolls left once SDL's queue is empty.
    mutating func takeScrolls() -> [PreciseScroll] {
        let scrolls = items.compactMap { item -> PreciseScroll? in
            guard case .preciseScroll(let scroll) = item else { return nil }
            return scroll
        }
        items.removeAll { if case .preciseScroll = $0 { true } else { false } }
        return scrolls
    }

    /// Takes the first item `matching` accepts, with the precise scrolls before it; items of
    /// SDL events before it were never taken (their events are gone) and go too. None: SDL's time, counted.
    private mutating func take(_ matching: (Item) -> Match?) -> Match {
        guard let index = items.firstIndex(where: { matching($0) != nil }), var match = matching(items[index]) else {
            unmatched += 1
            return Match()
        }
        match.scrollsBefore = items[..<index].compactMap { item in
            if case .preciseScroll(let scroll) = item { scroll } else { nil }
        }
        items.removeFirst(index + 1)
        if match.time == nil { unmatched += 1 } else { matched += 1 }
        return match
    }

    /// A touchpad's valuator motion becomes a precise scroll (the first after a crossing only
    /// sets where the valuators are); a wheel's only marks its time.
    private mutating func appendScroll(_ scroll: Scroll) {
        let last = lastValues[scroll.device]
        lastValues[scroll.device] = (scroll.vertical ?? last?.vertical, scroll.horizontal ?? last?.horizontal)
        guard scroll.isTouchpad else { return }
        touchpadScrollTimes = (touchpadScrollTimes + [scroll.time]).suffix(16)
        // A tick the server emulated and SDL read before this record: marked now.
        for index in items.indices {
            if case .wheel(scroll.time, false) = items[index] {
                items[index] = .wheel(time: scroll.time, emulated: true)
            }
        }
        func increments(_ value: Double?, _ previous: Double?, _ increment: Double) -> Double? {
            guard let value, let previous, increment != 0 else { return value == nil ? 0 : nil }
            return (value - previous) / increment
        }
        guard let dy = increments(scroll.vertical, last?.vertical, scroll.verticalIncrement),
            let dx = increments(scroll.horizontal, last?.horizontal, scroll.horizontalIncrement),
            dx.isFinite, dy.isFinite
        else { return }
        items.append(.preciseScroll(PreciseScroll(time: scroll.time, deltaX: dx, deltaY: dy, x: scroll.x, y: scroll.y)))
    }
}
