// CompositorEvents — the Wayland compositor's record of input, matched to SDL's events.
// Implements: matching touch down/motion/up (by finger and position), pointer motion, buttons
//   and scroll frames in order, keys by state and order; scroll sources (finger or wheel) and trackpad lifts (`axis_stop`)
//   that SDL 2.26 drops; forgetting records SDL made no event of.
// Does not: read Wayland (`WaylandStamps` and CWaylandEvents do); map times onto SDL's clock;
//   tablets, gestures (zwp_pointer_gestures), relative pointer.

import Geometry

/// The compositor's own record of touch and pointer events (Wayland), matched to the SDL events
/// made from them so that each SDL event can carry the compositor's time. SDL stamps events when
/// it pumps, once a frame, so moves that arrive together share one time; the compositor stamps
/// each when the device reported it. Matching is by kind and order, and by finger and position
/// for moves, because SDL drops moves that change nothing. It also keeps what SDL 2.26 drops:
/// the source of a scroll (finger or wheel) and the fingers leaving the trackpad (`axis_stop`).
struct CompositorEvents {
    /// One event as the compositor sent it: `time` in its milliseconds, `x`/`y` surface units
    /// (touch, motion) or summed axis values (scroll frames).
    struct Record: Equatable {
        enum Kind: Equatable { case touchDown, touchMotion, touchUp, pointerMotion, pointerButton, scroll, key }
        var kind: Kind
        var time: UInt32
        /// The same time to the microsecond, when the compositor sends it (input-timestamps).
        var microseconds: UInt64?
        var id: Int32 = 0
        var x = 0.0, y = 0.0
        /// A scroll frame's `wl_pointer.axis_source` (0 wheel, 1 finger, 2 continuous, 3 wheel tilt), if sent.
        var source: Int32?
        /// A scroll frame held `axis_stop`: the fingers lifted.
        var stopped = false

        /// A scroll frame that only says the fingers lifted (SDL makes no event of it).
        var isLiftOnly: Bool { kind == .scroll && stopped && x == 0 && y == 0 }
    }

    /// A match for an SDL event: the compositor's time, whether a scroll came from fingers, and
    /// the times of lifts that came before it (to deliver first).
    struct Match: Equatable {
        var time: UInt32
        /// The compositor's time to the microsecond, when it sends one (input-timestamps).
        var microseconds: UInt64?
        var isSmoothScroll: Bool?
        /// Where a touch went down or moved to, in surface units as the compositor sent it: past
        /// the window's edges for a finger that left it (SDL's renderer clamps its own).
        var place: Point?
        var liftsBefore: [UInt32] = []
        var liftAfter: UInt32?
    }

    /// Records not yet matched, oldest first.
    private(set) var pending: [Record] = []
    /// The compositor's time of the newest record matched to an SDL event so far.
    private(set) var latestMatched: UInt32?
    /// More unmatched records than this means SDL dropped events: the oldest are forgotten.
    static let capacity = 1024

    mutating func append(_ record: Record) {
        pending.append(record)
        if pending.count > Self.capacity { pending.removeFirst(pending.count - Self.capacity / 2) }
    }

    /// The touch record behind SDL's finger event for compositor touch `id` at surface point
    /// (`x`, `y`), within `tolerance` surface units (moves only); earlier moves of that finger SDL
    /// dropped go too. `asSDLPlaces` is where SDL puts a record's point (its renderer clamps a
    /// finger to the app's viewport): a move past the edge is still matched, and keeps its place.
    mutating func matchTouch(
        _ kind: Record.Kind, id: Int32, x: Double, y: Double, tolerance: Double,
        asSDLPlaces: (Point) -> Point = { $0 }
    ) -> Match? {
        guard
            let index = pending.firstIndex(where: { record in
                guard record.kind == kind, record.id == id else { return false }
                guard kind == .touchMotion else { return true }
                let placed = asSDLPlaces(Point(x: record.x, y: record.y))
                return abs(placed.x - x) <= tolerance && abs(placed.y - y) <= tolerance
            })
        else { return nil }
        let record = take(index) { kind != .touchDown && $0.kind == .touchMotion && $0.id == id }
        var match = matched(record)
        if kind != .touchUp { match.place = Point(x: record.x, y: record.y) }  // wl_touch.up has no position
        return match
    }

    /// The pointer motion behind SDL's motion to (`x`, `y`) window units (SDL rounds to whole units).
    mutating func matchPointerMotion(x: Double, y: Double) -> Match? {
        guard
            let index = pending.firstIndex(where: {
                $0.kind == .pointerMotion && abs($0.x - x) < 1 && abs($0.y - y) < 1
            })
        else { return nil }
        let record = take(index) { $0.kind == .pointerMotion }
        return matched(record)
    }

    /// The next record of Linux button `code` (`BTN_LEFT` …) going down (`pressed`) or up, for
    /// SDL's button event (a click on something SDL does not report leaves a record unmatched).
    mutating func matchButton(code: Int32, pressed: Bool) -> Match? {
        guard
            let index = pending.firstIndex(where: {
                $0.kind == .pointerButton && $0.id == code && ($0.x != 0) == pressed
            })
        else { return nil }
        return matched(pending.remove(at: index))
    }

    /// The next record of a key going down (`pressed`) or up, for SDL's key event (not a repeat,
    /// which SDL makes itself). By order and state: SDL 2 keeps no Linux key code to match by.
    mutating func matchKey(pressed: Bool) -> Match? {
        guard let index = pending.firstIndex(where: { $0.kind == .key && ($0.x != 0) == pressed }) else { return nil }
        return matched(pending.remove(at: index))
    }

    /// Takes the record at `index`, and the records before it that `dropped` says SDL made no
    /// event of. By order, not by time: two moves can share a millisecond, and the second is
    /// still to come from SDL (a lost match would leave it SDL's pump time, later than the next).
    private mutating func take(_ index: Int, dropping dropped: (Record) -> Bool) -> Record {
        let record = pending[index]
        let earlier = pending[..<index].filter { !dropped($0) }
        pending = earlier + pending[(index + 1)...]
        return record
    }

    /// The match for `record`, the newest matched so far.
    private mutating func matched(_ record: Record) -> Match {
        if latestMatched.map({ Int32(bitPattern: record.time &- $0) > 0 }) ?? true { latestMatched = record.time }
        return Match(time: record.time, microseconds: record.microseconds)
    }

    /// Forgets records SDL made no event of: those more than `maximumAge` milliseconds older than
    /// the newest record SDL has delivered an event of, so they are never matched to a later
    /// event. Counted from SDL's progress, not the clock: a window that runs seconds behind (an
    /// emulated CPU, a stall) still matches every event it has yet to pump.
    mutating func forget(olderThan maximumAge: Int64) {
        guard let latest = latestMatched else { return }
        pending.removeAll { Int64(Int32(bitPattern: latest &- $0.time)) > maximumAge }
    }

    /// The next scroll frame that moved, for SDL's wheel event, with the lifts before it.
    mutating func matchScroll() -> Match? {
        guard let index = pending.firstIndex(where: { $0.kind == .scroll && !$0.isLiftOnly }) else { return nil }
        let lifts = pending[..<index].filter(\.isLiftOnly).map(\.time)
        let record = pending[index]
        pending = pending.enumerated().filter { $0.offset > index || ($0.offset < index && !$0.element.isLiftOnly) }
            .map(\.element)
        var match = matched(record)
        match.isSmoothScroll = record.source.map { $0 == 1 || $0 == 2 }
        match.liftsBefore = lifts
        match.liftAfter = record.stopped ? record.time : nil
        return match
    }

    /// The lifts SDL made no event of, once every SDL event of what was read has been delivered.
    mutating func takeLifts() -> [UInt32] {
        let lifts = pending.filter(\.isLiftOnly).map(\.time)
        pending.removeAll(where: \.isLiftOnly)
        return lifts
    }
}
