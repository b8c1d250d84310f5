// EventTranslator — SDL events to the session's `SessionEvent`s, on the caller's clock.
// Implements: fingers of direct touch devices (touchscreens), left-button mouse drags (with Alt,
//   two mirrored fingers: `MirroredFingers`, `translateAll`), other buttons' clicks, the wheel (smooth or in ticks, flipped as the system says), keys by name,
//   window resizes, focus loss; the app's place in a larger full-screen window (`Panel`).
// Does not: pen or tablet, gamepad, text input (SDL_TEXTINPUT, IME), key repeats, fingers of
//   indirect devices (trackpads arrive as the wheel), pinch or rotate (SDL_MULTIGESTURE), read XI2
//   smooth scrolling on X11 (SDL 2 gives ticks; `X11Stamps` reads it); give events device times (`InputPump`).

import CSDL2
import Geometry
import Gestures
import ScrollSession
import ScrollTrace
import ScrollUI

/// Translates SDL events into the session's `SessionEvent`s (ScrollUI.docc/InputOnLinux.md):
/// fingers from direct touch devices (normalized × window size), left-button mouse drags,
/// wheel input split into smooth (fractional `preciseX/Y`) and tick sources, keys, resize
/// and focus loss. Timestamps become seconds on the caller's clock. It only translates.
public final class EventTranslator {
    /// Points of content movement per wheel tick (about three lines of text).
    public static let pointsPerWheelTick = 40.0
    /// Wayland reports smooth scrolling as the continuous axis divided by 10 (ScrollPhysics.docc/Physics.md).
    public static let pointsPerPreciseUnit = 10.0
    /// `SDL_TOUCH_MOUSEID`: mouse events SDL synthesizes from touches (Swift cannot import the macro).
    package static let touchMouseID = UInt32.max
    /// A fractional delta marks the wheel stream as smooth for this long, in seconds.
    static let smoothSourceMemory = 0.5

    /// Window size in points, for normalized finger coordinates.
    public var windowSize: Size
    /// Window pixels per point, for mouse coordinates.
    public var scale: Double
    /// Set while the app is shown inside a larger window (full screen on a touch panel): the
    /// window's size in window units, and where the app's top-left is and how many window units
    /// make one of its points. Fingers and the mouse are mapped into the app through it, and a
    /// new window size does not resize the app.
    public var panel: Panel?

    /// The app's place in a window larger than it.
    public struct Panel: Equatable, Sendable {
        public var windowUnits: Size
        public var origin: Point
        public var scale: Double
        /// The renderer's viewport the app is drawn in, as fractions of the window's drawable
        /// pixels: SDL's renderer reports a finger as a fraction of its viewport
        /// (`SDL_RendererEventWatch`), not of the window (`fingerToWindow`).
        public var viewport = Rect(x: 0, y: 0, width: 1, height: 1)

        /// The app of `size` points centred in a window of `windowUnits`, at `preferredScale`
        /// units per point if it fits, else scaled down to fit.
        public init(fitting size: Size, in windowUnits: Size, preferredScale: Double) {
            self.windowUnits = windowUnits
            scale = min(preferredScale, windowUnits.width / size.width, windowUnits.height / size.height)
            origin = Point(
                x: ((windowUnits.width - size.width * scale) / 2).rounded(.down),
                y: ((windowUnits.height - size.height * scale) / 2).rounded(.down))
        }

        /// The app point at window units (x, y).
        func point(x: Double, y: Double) -> Point { Point(x: (x - origin.x) / scale, y: (y - origin.y) / scale) }

        /// A finger's place as a fraction of the window, from SDL's fraction of the viewport (one
        /// outside the viewport, which SDL clamps to its edge, stays on the edge: `placeFinger`).
        func windowFraction(x: Double, y: Double) -> (x: Double, y: Double) {
            (viewport.minX + x * viewport.width, viewport.minY + y * viewport.height)
        }
    }

    /// Undoes what SDL did to a finger's place, so that it is a fraction of the window again, as
    /// the compositor's records (`WaylandStamps`) and `Panel.point` take it: its renderer's mapping
    /// into the full-screen viewport (`Panel.viewport`; without it a full-screen app drawn at a
    /// scale other than 1 had its fingers scaled twice: 12.5 % too far apart at 0.94), and on X11
    /// the stretch of `stretchesTouches`. `windowUnits` is the window's size in window units.
    /// A finger SDL clamped to the viewport's edge stays there: `placeFinger` gives it its place.
    public func fingerToWindow(_ event: inout SDL_Event, windowUnits: Size) {
        guard Self.isFinger(event) else { return }
        var place = (x: Double(event.tfinger.x), y: Double(event.tfinger.y))
        if let panel { place = panel.windowFraction(x: place.x, y: place.y) }
        if stretchesTouches, windowUnits.width > 1, windowUnits.height > 1 {
            place = (
                place.x * (windowUnits.width - 1) / windowUnits.width,
                place.y * (windowUnits.height - 1) / windowUnits.height
            )
        }
        event.tfinger.x = Float(place.x)
        event.tfinger.y = Float(place.y)
    }

    /// Gives a finger event the place the display server recorded, `place` in window units
    /// (the X server's XI2 event, the compositor's `wl_touch` event), where SDL's renderer
    /// clamped it to the app's viewport: a touch on a letterbox bar lands outside the app (and
    /// belongs to nothing, as beside a phone's screen), and one that leaves the app keeps moving
    /// past its edge at its own speed. A lift without a place (`wl_touch.up`) is where the finger
    /// last was. `windowUnits` is the window's size in window units.
    public func placeFinger(_ event: inout SDL_Event, at place: Point?, windowUnits: Size) {
        guard Self.isFinger(event) else { return }
        let finger = event.tfinger.fingerId, isUp = event.type == SDL_FINGERUP.rawValue
        var fraction = (x: Double(event.tfinger.x), y: Double(event.tfinger.y))
        if let place, place.isFinite, windowUnits.width > 0, windowUnits.height > 0 {
            fraction = (place.x / windowUnits.width, place.y / windowUnits.height)
        } else if isUp, let last = lastPlaces[finger] {
            fraction = last
        }
        lastPlaces[finger] = isUp ? nil : fraction
        event.tfinger.x = Float(fraction.x)
        event.tfinger.y = Float(fraction.y)
    }

    /// Where SDL puts a finger at window units `place` (after `fingerToWindow`): its renderer
    /// clamps a finger to the viewport the app is drawn in, the whole window when not full screen.
    public func sdlPlace(of place: Point, windowUnits: Size) -> Point {
        let viewport = panel?.viewport ?? Rect(x: 0, y: 0, width: 1, height: 1)
        let minimum = Point(x: viewport.minX * windowUnits.width, y: viewport.minY * windowUnits.height)
        let maximum = Point(x: viewport.maxX * windowUnits.width, y: viewport.maxY * windowUnits.height)
        return Point(x: min(max(place.x, minimum.x), maximum.x), y: min(max(place.y, minimum.y), maximum.y))
    }

    private static func isFinger(_ event: SDL_Event) -> Bool {
        switch SDL_EventType(event.type) {
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP: true
        default: false
        }
    }

    /// SDL normalizes a touch by the window's size less one unit (SDL 2.26 on X11:
    /// `xinput2_normalize_touch_coordinates` divides by `window->w - 1`): a touch at pixel x is
    /// x / (w − 1) of the window, so it lands w/(w−1) too far out (the bottom-right pixel on the
    /// edge, outside the app). Set on X11; `fingerToWindow` undoes it.
    public var stretchesTouches = false
    /// Each finger's last place as a fraction of the window (`placeFinger`).
    private var lastPlaces: [SDL_FingerID: (x: Double, y: Double)] = [:]

    /// Decides whether an SDL touch device is a touchscreen (direct); trackpads are not.
    public var isDirectTouchDevice: (SDL_TouchID) -> Bool = { SDL_GetTouchDeviceType($0) == SDL_TOUCH_DEVICE_DIRECT }
    /// Maps SDL milliseconds to the caller's seconds.
    public var secondsFromTimestamp: (UInt32) -> Double = { Double($0) / 1000 }

    private var fingerIDs: [SDL_FingerID: Int] = [:]
    private var nextFingerID = 1
    private var lastFractionalScroll = -Double.infinity
    private var isLeftButtonDown = false
    /// Modifier keys held ("alt", "shift", "control"), from the key events translated.
    public private(set) var heldModifiers: Set<String> = []
    /// The Alt-drag's two fingers (`translateAll`).
    private(set) var mirroredFingers = MirroredFingers()

    public init(windowSize: Size, scale: Double) {
        self.windowSize = windowSize
        self.scale = scale
    }

    /// The core events for `event`: as `translate`, except that a left-button drag begun with Alt
    /// held is two fingers, mirrored about the window's centre (`MirroredFingers`; Shift + Alt
    /// moves both), so a pinch or a rotation can be made, and recorded, with a mouse.
    public func translateAll(_ event: SDL_Event, smoothScroll: Bool? = nil) -> [SessionEvent] {
        let type = SDL_EventType(event.type), time = secondsFromTimestamp(event.common.timestamp)
        switch type {
        case SDL_MOUSEBUTTONDOWN
        where event.button.button == UInt8(SDL_BUTTON_LEFT) && event.button.which != Self.touchMouseID
            && heldModifiers.contains("alt") && !isLeftButtonDown:
            let ids = (pointer: nextFingerID, mirrored: nextFingerID + 1)
            nextFingerID += 2
            return mirroredFingers.begin(
                at: mousePoint(event.button.x, event.button.y), centre: windowCentre, ids: ids, time: time)
        case SDL_MOUSEMOTION where mirroredFingers.isDown && event.motion.which != Self.touchMouseID:
            return mirroredFingers.move(
                to: mousePoint(event.motion.x, event.motion.y), together: heldModifiers.contains("shift"), time: time)
        case SDL_MOUSEBUTTONUP where mirroredFingers.isDown && event.button.button == UInt8(SDL_BUTTON_LEFT):
            return mirroredFingers.end(time: time)
        default:
            return translate(event, smoothScroll: smoothScroll).map { [$0] } ?? []
        }
    }

    /// The centre of the app's window, in points: what Alt's second finger mirrors about.
    var windowCentre: Point { Point(x: windowSize.width / 2, y: windowSize.height / 2) }

    /// The point of a mouse position in window units (SDL's mouse state), in the app's points.
    func point(ofMouseAt x: Int32, _ y: Int32) -> Point { mousePoint(x, y) }

    /// The core event for `event`, or nil for events the core does not use. `smoothScroll` is
    /// what the compositor said of a wheel event's source (fingers or a wheel), when it said;
    /// without it, fractional deltas mark a smooth source.
    public func translate(_ event: SDL_Event, smoothScroll: Bool? = nil) -> SessionEvent? {
        let time = secondsFromTimestamp(event.common.timestamp)
        switch SDL_EventType(event.type) {
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            return translateFinger(event.tfinger, type: SDL_EventType(event.type), time: time)
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let button = event.button
            guard button.which != Self.touchMouseID else { return nil }
            let isDown = event.type == SDL_MOUSEBUTTONDOWN.rawValue
            if button.button == UInt8(SDL_BUTTON_LEFT) { isLeftButtonDown = isDown }
            return SessionEvent(
                deliveredAt: time,
                kind: .mouse(
                    phase: isDown ? .down : .up,
                    location: mousePoint(button.x, button.y), button: Int(button.button)))
        case SDL_MOUSEMOTION:
            let motion = event.motion
            guard motion.which != Self.touchMouseID, isLeftButtonDown else { return nil }
            return SessionEvent(
                deliveredAt: time, kind: .mouse(phase: .moved, location: mousePoint(motion.x, motion.y), button: 1))
        case SDL_MOUSEWHEEL:
            return translateWheel(event.wheel, time: time, smoothScroll: smoothScroll)
        case SDL_KEYDOWN, SDL_KEYUP:
            guard event.key.`repeat` == 0 else { return nil }
            let name = Self.keyName(event.key.keysym.sym), isDown = event.type == SDL_KEYDOWN.rawValue
            if KeyHelp.modifiers.contains(name) {
                if isDown { heldModifiers.insert(name) } else { heldModifiers.remove(name) }
            }
            return SessionEvent(deliveredAt: time, kind: .key(name: name, isDown: isDown))
        case SDL_WINDOWEVENT:
            return translateWindow(event.window, time: time)
        case SDL_TEXTINPUT, SDL_TEXTEDITING:
            return Self.translateText(event, time: time)
        default:
            return nil
        }
    }

    private func translateFinger(_ finger: SDL_TouchFingerEvent, type: SDL_EventType, time: Double) -> SessionEvent? {
        guard isDirectTouchDevice(finger.touchId), finger.x.isFinite, finger.y.isFinite else { return nil }
        let location =
            panel.map {
                $0.point(x: Double(finger.x) * $0.windowUnits.width, y: Double(finger.y) * $0.windowUnits.height)
            }
            ?? Point(x: Double(finger.x) * windowSize.width, y: Double(finger.y) * windowSize.height)
        let phase: TouchPhase
        let id: Int
        switch type {
        case SDL_FINGERDOWN:
            phase = .began
            id = nextFingerID
            nextFingerID += 1
            fingerIDs[finger.fingerId] = id
        case SDL_FINGERMOTION:
            guard let known = fingerIDs[finger.fingerId] else { return nil }
            phase = .moved
            id = known
        default:
            guard let known = fingerIDs.removeValue(forKey: finger.fingerId) else { return nil }
            phase = .ended
            id = known
        }
        return SessionEvent(deliveredAt: time, kind: .touch(id: id, phase: phase, location: location))
    }

    private func translateWheel(_ wheel: SDL_MouseWheelEvent, time: Double, smoothScroll: Bool?) -> SessionEvent? {
        guard wheel.which != Self.touchMouseID, wheel.preciseX.isFinite, wheel.preciseY.isFinite else { return nil }
        let flip: Double = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
        let x = Double(wheel.preciseX) * flip, y = Double(wheel.preciseY) * flip
        if x != x.rounded() || y != y.rounded() { lastFractionalScroll = time }
        let precise = smoothScroll ?? (time - lastFractionalScroll < Self.smoothSourceMemory)
        let step = precise ? Self.pointsPerPreciseUnit : Self.pointsPerWheelTick
        // SDL: y > 0 scrolls up (toward the start); x > 0 scrolls right (toward the end).
        let delta = Point(x: x * step, y: -y * step)
        guard delta != .zero else { return nil }
        return SessionEvent(
            deliveredAt: time,
            kind: .scroll(
                delta: delta, precise: precise,
                location: mousePoint(wheel.mouseX, wheel.mouseY)))
    }

    /// A precise scroll SDL made no event of (a touchpad's XI2 valuators on X11): `delta` in points
    /// of content movement, the pointer at window units (`x`, `y`), at SDL millisecond `timestamp`.
    func preciseScroll(by delta: Point, atWindowX x: Double, y: Double, timestamp: UInt32) -> SessionEvent? {
        guard delta.isFinite, delta != .zero, x.isFinite, y.isFinite else { return nil }
        return SessionEvent(
            deliveredAt: secondsFromTimestamp(timestamp),
            kind: .scroll(delta: delta, precise: true, location: mousePoint(x, y)))
    }

    private func translateWindow(_ window: SDL_WindowEvent, time: Double) -> SessionEvent? {
        switch SDL_WindowEventID(UInt32(window.event)) {
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            guard panel == nil else { return nil }  // full screen: the app keeps its size
            let size = Size(width: Double(window.data1) / scale, height: Double(window.data2) / scale)
            guard size.width >= 1, size.height >= 1 else { return nil }
            windowSize = size
            return SessionEvent(deliveredAt: time, kind: .resize(size))
        case SDL_WINDOWEVENT_FOCUS_LOST:
            fingerIDs.removeAll()
            lastPlaces.removeAll()
            isLeftButtonDown = false
            heldModifiers.removeAll()
            mirroredFingers.cancel()
            return SessionEvent(deliveredAt: time, kind: .focusLost)
        default:
            return nil
        }
    }

    private func mousePoint(_ x: Int32, _ y: Int32) -> Point { mousePoint(Double(x), Double(y)) }

    private func mousePoint(_ x: Double, _ y: Double) -> Point {
        if let panel { return panel.point(x: x, y: y) }
        return Point(x: x / scale, y: y / scale)
    }

    /// A stable lower-case key name ("escape", "space", "a", …) independent of SDL's tables.
    package static func keyName(_ key: SDL_Keycode) -> String {
        switch Int(key) {
        case Int(SDLK_ESCAPE.rawValue): return "escape"
        case Int(SDLK_RETURN.rawValue): return "return"
        case Int(SDLK_SPACE.rawValue): return "space"
        case Int(SDLK_BACKSPACE.rawValue): return "backspace"
        case Int(SDLK_TAB.rawValue): return "tab"
        case Int(SDLK_LEFT.rawValue): return "left"
        case Int(SDLK_RIGHT.rawValue): return "right"
        case Int(SDLK_UP.rawValue): return "up"
        case Int(SDLK_DOWN.rawValue): return "down"
        case Int(SDLK_PAGEUP.rawValue): return "pageup"
        case Int(SDLK_PAGEDOWN.rawValue): return "pagedown"
        case Int(SDLK_HOME.rawValue): return "home"
        case Int(SDLK_END.rawValue): return "end"
        case Int(SDLK_LSHIFT.rawValue), Int(SDLK_RSHIFT.rawValue): return "shift"
        case Int(SDLK_LALT.rawValue), Int(SDLK_RALT.rawValue): return "alt"
        case Int(SDLK_LCTRL.rawValue), Int(SDLK_RCTRL.rawValue): return "control"
        case Int(SDLK_F1.rawValue)...Int(SDLK_F12.rawValue): return "f\(Int(key) - Int(SDLK_F1.rawValue) + 1)"
        case 0x20...0x7E: return String(UnicodeScalar(UInt8(key))).lowercased()
        default: return "key\(key)"
        }
    }
}
