// X11Stamps — the X server's times on SDL's touch and wheel events, and precise trackpad
// scrolling, when the window is on X11 with XInput 2.2.
// Implements: gathering CX11Events' records (an SDL event watcher reading XI2 events SDL holds),
//   matching them (`XInputEvents`), stamping SDL's finger and wheel events with server times,
//   the precise scrolls of a touchpad's smooth-scroll valuators, dropping the ticks emulated from them.
// Does not: map server times onto SDL's clock (`InputPump`'s `ServerTimeMapper`, shared with the
//   mouse); Wayland (`WaylandStamps`); a trackpad's lift (none reaches a client, so the idle gap ends
//   its gestures); touchpads under other drivers than libinput or synaptics (their scrolls stay ticks).

import CSDL2
import CX11Events
import Geometry

/// Gives SDL's finger and wheel events the X server's own times when the window is on X11, and
/// turns a touchpad's XI2 smooth-scroll valuators, which SDL 2.26 reads no further than the
/// whole wheel ticks the server emulates from them, into precise scrolls (ScrollUI.docc/InputOnLinux.md).
final class X11Stamps {
    /// Points per increment of a scroll valuator (one wheel click's worth): xf86-input-libinput's
    /// increment is 15 of libinput's scroll units (its `ScrollPixelDistance`), and Wayland scrolls
    /// 1 pt per unit (`EventTranslator.pointsPerPreciseUnit` per tenth), so both scroll alike.
    static let pointsPerIncrement = 15.0
    /// True when the window is on an X server with XInput 2.2.
    let isActive: Bool
    private var events = XInputEvents()

    /// SDL events that found no server time (they keep SDL's), and those that did.
    var unmatched: Int { events.unmatched }
    var matched: Int { events.matched }

    init(window: OpaquePointer) {
        isActive = scrolllab_x11_start(UnsafeMutableRawPointer(window)) != 0
    }

    deinit { if isActive { scrolllab_x11_stop() } }

    /// The match for `event` (SDL's finger or wheel event), or nil for other events and off X11.
    func match(_ event: SDL_Event) -> XInputEvents.Match? {
        guard isActive else { return nil }
        gather()
        switch SDL_EventType(event.type) {
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let finger = event.tfinger
            let phase: XInputEvents.Touch.Phase =
                event.type == SDL_FINGERDOWN.rawValue
                ? .down
                : event.type == SDL_FINGERUP.rawValue ? .up : .motion
            return events.matchFinger(
                .init(
                    touch: .init(phase: phase, device: finger.touchId, id: finger.fingerId),
                    x: Double(finger.x), y: Double(finger.y)))
        case SDL_MOUSEWHEEL where event.wheel.which != EventTranslator.touchMouseID:
            return events.matchWheel()
        default:
            return nil
        }
    }

    /// Precise scrolls not yet delivered, once SDL's queue is empty.
    func takeScrolls() -> [XInputEvents.PreciseScroll] {
        guard isActive else { return [] }
        gather()
        return events.takeScrolls()
    }

    private func gather() {
        var raw = scrolllab_x11_record()
        while scrolllab_x11_next(&raw) != 0 { events.append(Self.record(raw)) }
    }

    /// CX11Events' record as `XInputEvents` takes it.
    private static func record(_ raw: scrolllab_x11_record) -> XInputEvents.Record {
        let phase: XInputEvents.Touch.Phase = raw.phase == 0 ? .down : raw.phase == 1 ? .motion : .up
        let touch = XInputEvents.Touch(phase: phase, device: raw.device, id: raw.id)
        switch raw.kind {
        case SCROLLLAB_X11_SDL_FINGER: return .sdlFinger(.init(touch: touch, x: raw.x, y: raw.y))
        case SCROLLLAB_X11_SDL_WHEEL: return .sdlWheel
        case SCROLLLAB_X11_TOUCH: return .touch(touch, time: raw.time, place: Point(x: raw.x, y: raw.y))
        case SCROLLLAB_X11_WHEEL_BUTTON: return .wheelButton(time: raw.time)
        case SCROLLLAB_X11_SCROLL:
            return .scroll(
                .init(
                    time: raw.time, device: raw.device, x: raw.x, y: raw.y,
                    vertical: raw.has_vertical != 0 ? raw.vertical : nil,
                    horizontal: raw.has_horizontal != 0 ? raw.horizontal : nil,
                    verticalIncrement: raw.vertical_increment, horizontalIncrement: raw.horizontal_increment,
                    isTouchpad: raw.is_touchpad != 0))
        default: return .crossing
        }
    }
}
