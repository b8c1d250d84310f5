import Foundation
import Geometry
import Gestures

/// A touchpad's two-finger motion as precise scroll events, the way libinput turns it into
/// scrolling (libinput 1.29.0, `src/evdev-mt-touchpad-gestures.c`, `src/filter-touchpad.c`):
///
/// - **Units.** Each frame's motion is the mean of the fingers' moves, in millimetres (device
///   units / the axis resolution; without one, libinput's guess of a 69 × 50 mm pad). libinput
///   normalizes millimetres to 1000 dpi (`TP_MM_TO_DPI_NORMALIZED`: 1000 / 25.4 per mm) and
///   scales scrolling by its touchpad baseline, `0.9 × TP_MAGIC_SLOWDOWN` (0.2968)
///   (`touchpad_constant_filter`, which is the adaptive profile's `filter_scroll`): 1 mm of
///   finger travel is 10.5165 scroll units. A Wayland compositor passes those units on as the
///   axis value, and the window turns an axis unit into one point (SDL's axis / 10 × 10 pt), so
///   1 mm is 10.5165 pt.
/// - **Direction.** Natural: the content follows the fingers. Fingers moving up (toward the top
///   of the pad) scroll toward the end of the content: `dy = −(finger Δy in points)`, likewise `dx`.
/// - **Start.** libinput's decision for two fingers (`tp_gesture_detect_motion_gestures`):
///   nothing until a finger has moved 1 mm from where it landed; a scroll once both fingers
///   have moved 1.5 mm in directions at most one octant apart, or 150 ms after they landed when
///   one has moved 1 mm and they lie within 40 × 7 mm of each other. Fingers that move apart are
///   a pinch: no scrolling until they lift. The frame that decides posts nothing (libinput's
///   `evdev_post_scroll` uses the trigger to start, "otherwise we get a jump"); every later
///   frame with motion posts its delta.
/// - **End.** When the fingers are no longer exactly two (a lift, or a third finger), a scroll
///   ends: `{"type":"scroll","phase":"ended"}`, as libinput's `axis_stop`.
///
/// Not applied: libinput's axis lock (`tp_gesture_apply_scroll_constraints`, since 1.19), which
/// zeroes the minor axis of a mostly straight scroll, so the app's own handling of sideways
/// wobble is what a replay tests; thumb and palm detection, pressure thresholds and device quirks.
struct TouchpadScrolling {
    /// Points of content per millimetre of finger travel (see above).
    static let pointsPerMillimetre = 1000 / 25.4 * 0.9 * 0.2968
    /// libinput's pad size when a touchpad gives no resolution (`tp_init_default_resolution`).
    static let defaultPadSize = (width: 69, height: 50)

    enum State {
        case idle
        case undecided(started: Int64, initial: [Int: Contact])
        case scrolling
        /// A pinch or a swipe: nothing until the fingers are no longer two.
        case ignored
    }

    let pad: PadScale
    private var state = State.idle
    private var previous: [Int: Contact] = [:]
    /// The scrolls started so far.
    private(set) var gestures = 0

    init(xAxis: AxisInfo, yAxis: AxisInfo) { pad = PadScale(xAxis: xAxis, yAxis: yAxis) }

    /// The scroll events, and lifts, of one contact frame, at `t`.
    mutating func events(for frame: ContactFrame, at t: Double) -> [PointerEvent] {
        let contacts = Dictionary(frame.contacts.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        defer { previous = contacts }
        let pair = frame.contacts.count == 2
        guard pair && Set(contacts.keys) == Set(previous.keys) && previous.count == 2 else {
            defer { state = pair ? .undecided(started: frame.microseconds, initial: contacts) : .idle }
            if case .scrolling = state {
                return [PointerEvent(deliveredAt: t, kind: .scrollEnded(location: Point(x: .nan, y: .nan)))]
            }
            return []
        }
        switch state {
        case .idle, .ignored:
            return []
        case .undecided(let started, let initial):
            state = Self.decision(for: frame, started: started, initial: initial, pad: pad)
            if case .scrolling = state { gestures += 1 }
            return []
        case .scrolling:
            guard let delta = Self.scrollDelta(of: frame, previous: previous, pad: pad) else { return [] }
            return [
                PointerEvent(
                    deliveredAt: t, kind: .scroll(delta: delta, precise: true, location: Point(x: .nan, y: .nan)))
            ]
        }
    }

    /// A touchpad's units per millimetre (x, y), its own or libinput's guess.
    struct PadScale {
        let x: Double, y: Double, guessed: Bool

        init(xAxis: AxisInfo, yAxis: AxisInfo) {
            guessed = xAxis.resolution <= 0 || yAxis.resolution <= 0
            // At least 1 unit per mm: a pad of fewer than 69 × 50 units would divide by zero.
            x =
                guessed
                ? Double(max((xAxis.maximum - xAxis.minimum + 1) / defaultPadSize.width, 1)) : Double(xAxis.resolution)
            y =
                guessed
                ? Double(max((yAxis.maximum - yAxis.minimum + 1) / defaultPadSize.height, 1)) : Double(yAxis.resolution)
        }

        /// A move of (`dx`, `dy`) device units, in millimetres.
        func millimetres(_ dx: Double, _ dy: Double) -> (x: Double, y: Double) { (dx / x, dy / y) }
    }

    /// libinput's decision for two fingers that landed at `initial` at `started` µs, at `frame`:
    /// still undecided, a scroll, or ignored (a pinch or a swipe).
    private static func decision(
        for frame: ContactFrame, started: Int64, initial: [Int: Contact], pad: PadScale
    ) -> State {
        let undecided = State.undecided(started: started, initial: initial)
        let first = frame.contacts[0], second = frame.contacts[1]
        let moved1 = pad.millimetres(Double(first.x - initial[first.key]!.x), Double(first.y - initial[first.key]!.y))
        let moved2 = pad.millimetres(
            Double(second.x - initial[second.key]!.x), Double(second.y - initial[second.key]!.y))
        let mm1 = hypot(moved1.x, moved1.y), mm2 = hypot(moved2.x, moved2.y)
        guard mm1 >= 1 || mm2 >= 1 else { return undecided }
        let apart = pad.millimetres(Double(abs(first.x - second.x)), Double(abs(first.y - second.y)))
        if apart.x < 40, apart.y < 7, frame.microseconds > started + 150_000 { return .scrolling }
        guard mm1 >= 1.5, mm2 >= 1.5 else { return undecided }
        return sameDirections(direction(moved1), direction(moved2)) ? .scrolling : .ignored
    }

    /// The content's move for a scrolling frame: the fingers' mean move, in points, natural
    /// direction; nil when they did not move.
    private static func scrollDelta(of frame: ContactFrame, previous: [Int: Contact], pad: PadScale) -> Point? {
        var sum = (x: 0.0, y: 0.0)
        for contact in frame.contacts {
            sum.x += Double(contact.x - previous[contact.key]!.x)
            sum.y += Double(contact.y - previous[contact.key]!.y)
        }
        let moved = pad.millimetres(sum.x / 2, sum.y / 2)
        guard moved.x != 0 || moved.y != 0 else { return nil }
        return Point(x: -moved.x * pointsPerMillimetre, y: -moved.y * pointsPerMillimetre)
    }

    /// libinput's `xy_get_direction`: the one or two octants (bit 0 = north, clockwise) a move of
    /// (`x`, `y`) mm lies in; moves under 2 mm get three neighbouring octants.
    static func direction(_ move: (x: Double, y: Double)) -> Int {
        let (x, y) = move
        let north = 1, northEast = 2, east = 4, southEast = 8, south = 16, southWest = 32, west = 64, northWest = 128
        if abs(x) < 2, abs(y) < 2 {
            if x > 0 && y > 0 { return south | southEast | east }
            if x > 0 && y < 0 { return north | northEast | east }
            if x < 0 && y > 0 { return south | southWest | west }
            if x < 0 && y < 0 { return north | northWest | west }
            if x > 0 { return northEast | east | southEast }
            if x < 0 { return northWest | west | southWest }
            if y > 0 { return southEast | south | southWest }
            if y < 0 { return northEast | north | northWest }
            return 0xff
        }
        var r = atan2(y, x)
        r = fmod(r + 2.5 * Double.pi, 2 * Double.pi)
        r *= 4 / Double.pi
        let d1 = Int(r + 0.9) % 8, d2 = Int(r + 0.1) % 8
        return (1 << d1) | (1 << d2)
    }

    /// libinput's `tp_gesture_same_directions`: overlapping or neighbouring octants.
    static func sameDirections(_ a: Int, _ b: Int) -> Bool {
        ((a | (a >> 1)) & b) != 0 || ((b | (b >> 1)) & a) != 0 || ((a & 0x80) != 0 && (b & 0x01) != 0)
            || ((b & 0x80) != 0 && (a & 0x01) != 0)
    }
}
