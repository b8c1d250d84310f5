// WaylandStamps — the compositor's times on SDL's events when the window is on Wayland.
// Implements: binding the window's seat (CWaylandEvents), gathering its touch and pointer events,
//   moving their times onto SDL's clock (CLOCK_MONOTONIC when plausible, else `ServerTimeMapper`),
//   to the microsecond where the compositor has input-timestamps, stamping each SDL touch, motion,
//   button, wheel and key event, and the lifts SDL made no event of; what the source's stamps resolve
//   and whether its trackpad reports lifts (wl_pointer version 5).
// Does not: X11 (`InputPump` reads the X server's times); more than 4 seats.

import CSDL2
import CWaylandEvents
import Geometry

/// Gives SDL's touch, pointer and key events the compositor's own times when the window is on
/// Wayland (`CompositorEvents` matches them), moved onto SDL's clock by `ServerTimeMapper`, as
/// the X server's are. Weston stamps input on CLOCK_MONOTONIC (libinput's clock), so when an
/// event's time is a plausible reading of it, the clocks' difference read once at the start maps
/// it: every event then keeps its exact spacing. Otherwise (another clock), the smallest pump −
/// compositor difference does, whose refinements early in a session can shift one stamp by a
/// millisecond or two.
final class WaylandStamps {
    /// True when the window is on Wayland and a seat could be bound.
    let isActive: Bool
    /// The compositor sends microsecond times (`zwp_input_timestamps_v1`), which the stamps keep.
    let hasPreciseTimes: Bool
    /// The bound pointer's version is 5 or more: a trackpad's lifts come as `axis_stop`. It can
    /// turn true after the window opened, once the compositor's seat has a pointer.
    var reportsTrackpadLifts: Bool { isActive && scrolllab_wl_pointer_version() >= Self.pointerVersionWithLifts }
    private var events = CompositorEvents()
    /// The compositor's times onto SDL's clock (CLOCK_MONOTONIC's offset read once).
    private var times = ServerTimeMapper.local(sdlTicks: SDL_GetTicks64())
    /// Records SDL made no event of are forgotten once SDL has delivered events this many
    /// milliseconds newer (`CompositorEvents.forget`).
    static let recordLifetime: Int64 = 2_000
    /// Linux button codes (`BTN_LEFT` …, what `wl_pointer.button` carries) of SDL's buttons.
    static let linuxButtons: [UInt8: Int32] = [1: 0x110, 2: 0x112, 3: 0x111, 4: 0x113, 5: 0x114]

    init(window: OpaquePointer) {
        isActive = scrolllab_wl_start(UnsafeMutableRawPointer(window)) != 0
        hasPreciseTimes = isActive && scrolllab_wl_has_precise_times() != 0
    }

    /// The `wl_pointer` version that brought `axis_stop` (and frames and axis sources).
    static let pointerVersionWithLifts: Int32 = 5

    /// The resolution of the touch and pointer stamps in seconds: 0 with the compositor's
    /// microseconds, 0.001 with its milliseconds (`VelocityTracker.stampResolution`).
    var stampResolution: Double { hasPreciseTimes ? 0 : 0.001 }

    /// SDL milliseconds for compositor time `time`, read when SDL's tick was `pumped`.
    private func sdlTicks(of time: UInt32, pumped: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: times.sdlTicks(ofServerTime: time, pumpedAt: pumped))
    }

    /// SDL's clock in microseconds for compositor time `time` given to the microsecond, when the
    /// compositor's clock is CLOCK_MONOTONIC (moved by the same offset as the milliseconds).
    private func sdlMicroseconds(of microseconds: UInt64?, time: UInt32) -> UInt64? {
        guard let microseconds, let offset = times.monotonicOffset, times.monotonicTicks(ofServerTime: time) != nil
        else { return nil }
        return UInt64(truncatingIfNeeded: Int64(bitPattern: microseconds) + offset * 1000)
    }

    deinit { if isActive { scrolllab_wl_stop() } }

    /// Stamps `event` with the compositor's time (SDL milliseconds) of the event behind it, and
    /// says whether a wheel event came from fingers and which lifts (SDL milliseconds) go before
    /// and after it. The match's `microseconds` is the time on SDL's clock to the microsecond,
    /// when the compositor sent one, and a touch's `place` in window units. `windowUnits` is the
    /// window's size, for SDL's normalized finger positions; `asSDLPlaces` where SDL puts a touch's
    /// place (`EventTranslator.sdlPlace`).
    func stamp(
        _ event: inout SDL_Event, windowUnits: Size, asSDLPlaces: @escaping (Point) -> Point = { $0 }
    ) -> CompositorEvents.Match? {
        guard isActive else { return nil }
        gather()
        guard case .some(var match) = matchRecord(for: event, windowUnits: windowUnits, asSDLPlaces: asSDLPlaces) else {
            return nil
        }
        // Its record can be in the part of the socket SDL has not read yet (`scrolllab_wl_read_arrived`).
        if match == nil, scrolllab_wl_read_arrived() != 0 {
            gather()
            match = matchRecord(for: event, windowUnits: windowUnits, asSDLPlaces: asSDLPlaces) ?? nil
        }
        guard var found = match else { return nil }
        let pumped = SDL_GetTicks64()
        func ticks(_ time: UInt32) -> UInt32 { sdlTicks(of: time, pumped: pumped) }
        found.microseconds = sdlMicroseconds(of: found.microseconds, time: found.time)
        found.time = ticks(found.time)
        event.common.timestamp = found.time
        found.liftsBefore = found.liftsBefore.map(ticks)
        found.liftAfter = found.liftAfter.map(ticks)
        return found
    }

    /// The record behind `event`: nil when the event is not of a kind the compositor records,
    /// `.some(nil)` when its record has not been read.
    private func matchRecord(
        for event: SDL_Event, windowUnits: Size, asSDLPlaces: (Point) -> Point
    ) -> CompositorEvents.Match?? {
        switch SDL_EventType(event.type) {
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let finger = event.tfinger
            let kind: CompositorEvents.Record.Kind =
                event.type == SDL_FINGERDOWN.rawValue
                ? .touchDown
                : event.type == SDL_FINGERUP.rawValue ? .touchUp : .touchMotion
            return events.matchTouch(
                kind, id: Int32(truncatingIfNeeded: finger.fingerId),
                x: Double(finger.x) * windowUnits.width, y: Double(finger.y) * windowUnits.height,
                tolerance: 0.5, asSDLPlaces: asSDLPlaces)
        case SDL_MOUSEMOTION where event.motion.which != EventTranslator.touchMouseID:
            return events.matchPointerMotion(x: Double(event.motion.x), y: Double(event.motion.y))
        case SDL_MOUSEBUTTONDOWN where event.button.which != EventTranslator.touchMouseID,
            SDL_MOUSEBUTTONUP where event.button.which != EventTranslator.touchMouseID:
            guard let code = Self.linuxButtons[event.button.button] else { return .some(nil) }
            return events.matchButton(code: code, pressed: event.type == SDL_MOUSEBUTTONDOWN.rawValue)
        case SDL_MOUSEWHEEL where event.wheel.which != EventTranslator.touchMouseID:
            return events.matchScroll()
        case SDL_KEYDOWN where event.key.repeat == 0, SDL_KEYUP:
            // SDL 2 stamps a key when it reads it: after a stall, long after the touches behind it.
            return events.matchKey(pressed: event.type == SDL_KEYDOWN.rawValue)
        default:
            return nil
        }
    }

    /// Asks when the frame about to be presented is shown (`wp_presentation`); false when the
    /// compositor cannot tell.
    func requestPresentationTime() -> Bool {
        isActive && scrolllab_wl_request_presentation() != 0
    }

    /// When the frames asked about were shown, oldest first, in SDL ticks (milliseconds, with
    /// fractions); nil for a frame the compositor did not show.
    func takePresentationTimes() -> [Double?] {
        guard isActive else { return [] }
        var shown: [Double?] = [], nanoseconds: UInt64 = 0
        let offset = Double(times.monotonicOffset ?? 0)
        while scrolllab_wl_next_presentation(&nanoseconds) != 0 {
            shown.append(nanoseconds == 0 ? nil : Double(nanoseconds) / 1e6 + offset)
        }
        return shown
    }

    /// Lifts SDL made no event of (SDL milliseconds), to deliver once SDL's queue is empty.
    func takeLifts() -> [UInt32] {
        guard isActive else { return [] }
        gather()
        let pumped = SDL_GetTicks64()
        return events.takeLifts().map { sdlTicks(of: $0, pumped: pumped) }
    }

    private func gather() {
        events.forget(olderThan: Self.recordLifetime)
        var raw = scrolllab_wl_event()
        while scrolllab_wl_next(&raw) != 0 {
            let kind: CompositorEvents.Record.Kind
            switch raw.kind {
            case SCROLLLAB_WL_TOUCH_DOWN: kind = .touchDown
            case SCROLLLAB_WL_TOUCH_MOTION: kind = .touchMotion
            case SCROLLLAB_WL_TOUCH_UP: kind = .touchUp
            case SCROLLLAB_WL_POINTER_MOTION: kind = .pointerMotion
            case SCROLLLAB_WL_POINTER_BUTTON: kind = .pointerButton
            case SCROLLLAB_WL_KEY: kind = .key
            default: kind = .scroll
            }
            events.append(
                .init(
                    kind: kind, time: raw.time, microseconds: raw.nanoseconds > 0 ? raw.nanoseconds / 1000 : nil,
                    id: raw.id, x: raw.x, y: raw.y,
                    source: raw.source >= 0 ? raw.source : nil, stopped: raw.stopped != 0))
        }
    }
}
