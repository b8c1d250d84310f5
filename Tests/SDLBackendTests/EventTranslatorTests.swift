import CSDL2
import Geometry
import Gestures
import Testing
import SDLRender
import SDLBackend
import ScrollTrace
import ScrollUI

@Suite struct EventTranslatorTests {
    private func translator() -> EventTranslator {
        let translator = EventTranslator(windowSize: Size(width: 400, height: 800), scale: 2)
        translator.isDirectTouchDevice = { $0 == 7 }
        return translator
    }

    private func finger(
        _ type: SDL_EventType, device: SDL_TouchID = 7, finger: SDL_FingerID, x: Float, y: Float, ms: UInt32
    ) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.tfinger.timestamp = ms
        event.tfinger.touchId = device
        event.tfinger.fingerId = finger
        event.tfinger.x = x
        event.tfinger.y = y
        return event
    }

    private func wheel(x: Float, y: Float, ms: UInt32) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.timestamp = ms
        event.wheel.preciseX = x
        event.wheel.preciseY = y
        event.wheel.mouseX = 100
        event.wheel.mouseY = 300
        return event
    }

    /// The touch fields of `event`, its location rounded to 1e-4 pt (SDL's coordinates are floats).
    private func touch(_ event: SessionEvent?) -> SessionEvent.Kind? {
        guard case .touch(let id, let phase, let location)? = event?.pointerKind else { return nil }
        let rounded = Point(x: (location.x * 1e4).rounded() / 1e4, y: (location.y * 1e4).rounded() / 1e4)
        return .touch(id: id, phase: phase, location: rounded)
    }

    @Test func everyKeyNameTheWindowRecordsIsOneATraceAccepts() {
        let codes: [SDL_Keycode] = [
            SDLK_ESCAPE.rawValue, SDLK_RETURN.rawValue, SDLK_SPACE.rawValue, SDLK_BACKSPACE.rawValue,
            SDLK_TAB.rawValue, SDLK_LEFT.rawValue, SDLK_PAGEDOWN.rawValue, SDLK_END.rawValue,
            SDLK_a.rawValue, SDLK_SLASH.rawValue, SDLK_F13.rawValue, SDLK_LSHIFT.rawValue,
        ].map { SDL_Keycode($0) }

        let names = codes.map(EventTranslator.keyName)

        #expect(names.allSatisfy { KeyNames.normalized($0) == $0 }, "\(names)")
    }

    @Test func fingerCoordinatesAreNormalizedTimesTheWindowInPoints() {
        let translator = translator()

        let event = translator.translate(finger(SDL_FINGERDOWN, finger: 99, x: 0.25, y: 0.5, ms: 1500))

        #expect(
            event == SessionEvent(deliveredAt: 1.5, kind: .touch(id: 1, phase: .began, location: Point(x: 100, y: 400)))
        )
    }

    @Test func aFingerKeepsItsIdUntilItLiftsAndASecondFingerGetsAnother() {
        let translator = translator()

        _ = translator.translate(finger(SDL_FINGERDOWN, finger: 500, x: 0.1, y: 0.1, ms: 0))
        let second = translator.translate(finger(SDL_FINGERDOWN, finger: 501, x: 0.2, y: 0.2, ms: 5))
        let moved = translator.translate(finger(SDL_FINGERMOTION, finger: 500, x: 0.1, y: 0.2, ms: 10))
        let lifted = translator.translate(finger(SDL_FINGERUP, finger: 500, x: 0.1, y: 0.2, ms: 20))
        let stray = translator.translate(finger(SDL_FINGERMOTION, finger: 500, x: 0.1, y: 0.3, ms: 30))

        #expect(touch(second) == .touch(id: 2, phase: .began, location: Point(x: 80, y: 160)))
        #expect(touch(moved) == .touch(id: 1, phase: .moved, location: Point(x: 40, y: 160)))
        #expect(touch(lifted) == .touch(id: 1, phase: .ended, location: Point(x: 40, y: 160)))
        #expect(stray == nil)
    }

    @Test func fullScreenFingersAtThePrototypesCornersLandAtItsCorners() {
        // given: a 390x844 prototype full screen on a 1920x1080 panel: scaled to fit (1080/844), centred
        let translator = translator()
        let panel = EventTranslator.Panel(
            fitting: Size(width: 390, height: 844), in: Size(width: 1920, height: 1080), preferredScale: 2)
        translator.panel = panel
        let right = panel.origin.x + 390 * panel.scale, bottom = panel.origin.y + 844 * panel.scale

        // when: fingers at the prototype's four corners, in the panel's normalized coordinates
        var landed: [Point] = []
        for (n, (x, y)) in [
            (panel.origin.x, panel.origin.y), (right, panel.origin.y), (panel.origin.x, bottom), (right, bottom),
        ]
        .enumerated() {
            let event = translator.translate(
                finger(SDL_FINGERDOWN, finger: SDL_FingerID(n), x: Float(x / 1920), y: Float(y / 1080), ms: 10))
            if case .touch(_, _, let location)? = event?.pointerKind { landed.append(location) }
        }

        // then: the prototype's corners, in its points; a new panel size does not resize the app
        #expect(abs(panel.scale - 1080.0 / 844) < 1e-12)
        let corners = [Point(x: 0, y: 0), Point(x: 390, y: 0), Point(x: 0, y: 844), Point(x: 390, y: 844)]
        #expect(landed.count == 4)
        for (point, corner) in zip(landed, corners) {
            #expect(abs(point.x - corner.x) < 0.05 && abs(point.y - corner.y) < 0.05, "\(point)")
        }
        var resize = SDL_Event()
        resize.type = SDL_WINDOWEVENT.rawValue
        resize.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
        resize.window.data1 = 2560
        resize.window.data2 = 1440
        #expect(translator.translate(resize) == nil)
    }

    @Test func fullScreenFingersThatSDLReportsInTheViewportLandUnderTheFinger() {
        // given: a 390x844 prototype full screen at scale 0.8 on a 390x844 panel (X11 without a
        // window manager, or a kiosk), drawn in a viewport; SDL's renderer reports a finger as a
        // fraction of that viewport (SDL_RendererEventWatch), clamped to its edges
        let translator = translator()
        var panel = EventTranslator.Panel(
            fitting: Size(width: 390, height: 844), in: Size(width: 390, height: 844), preferredScale: 0.8)
        let viewport = Rect(
            x: panel.origin.x, y: panel.origin.y, width: (390 * 0.8).rounded(), height: (844 * 0.8).rounded())
        panel.viewport = Rect(
            x: viewport.minX / 390, y: viewport.minY / 844, width: viewport.width / 390, height: viewport.height / 844)
        translator.panel = panel
        func sdlFraction(_ value: Double, from low: Double, size: Double) -> Float {
            Float(min(max((value - low) / size, 0), 1))
        }

        // when: fingers at panel pixels inside the viewport and one in the letterbox, left of it
        let pixels = [Point(x: 60, y: 100), Point(x: 200, y: 500), Point(x: 340, y: 740), Point(x: 10, y: 400)]
        var landed: [Point] = []
        for (n, pixel) in pixels.enumerated() {
            var event = finger(
                SDL_FINGERDOWN, finger: SDL_FingerID(n),
                x: sdlFraction(pixel.x, from: viewport.minX, size: viewport.width),
                y: sdlFraction(pixel.y, from: viewport.minY, size: viewport.height), ms: 10)
            translator.fingerToWindow(&event, windowUnits: Size(width: 390, height: 844))
            // the server's record
            translator.placeFinger(&event, at: pixel, windowUnits: Size(width: 390, height: 844))
            if case .touch(_, _, let location)? = translator.translate(event)?.pointerKind { landed.append(location) }
        }

        // then: each lands at the app point drawn under it, scaled once (not twice, as before the
        // viewport was undone: 25 % too far apart at 0.8); the letterbox's finger outside the app,
        // where it is (SDL clamped it onto the app's edge, and a swipe from the bar popped the screen)
        let expected = pixels.map { Point(x: ($0.x - panel.origin.x) / 0.8, y: ($0.y - panel.origin.y) / 0.8) }
        #expect(landed[3].x < -20)
        #expect(landed.count == 4)
        for (point, wanted) in zip(landed, expected) {
            #expect(abs(point.x - wanted.x) < 0.05 && abs(point.y - wanted.y) < 0.05, "\(point) ≠ \(wanted)")
        }
    }

    /// A 390x844 app letterboxed at 0.8 on a 390x844 panel, as full screen places it.
    private func letterboxed() -> (EventTranslator, EventTranslator.Panel) {
        let translator = translator()
        var panel = EventTranslator.Panel(
            fitting: Size(width: 390, height: 844), in: Size(width: 390, height: 844), preferredScale: 0.8)
        panel.viewport = Rect(x: panel.origin.x / 390, y: panel.origin.y / 844, width: 312 / 390, height: 675 / 844)
        translator.panel = panel
        return (translator, panel)
    }

    @Test func aFlickThatLeavesTheAppKeepsMovingPastItsEdge() {
        // given: a finger going down the letterboxed app at 1,600 pt/s and off its bottom edge
        // onto the bar; SDL's renderer clamps every move past the edge onto it
        let (translator, panel) = letterboxed()
        let units = Size(width: 390, height: 844)
        let ys = stride(from: 600.0, through: 840, by: 21.3)  // window units, every 16.7 ms
        var locations: [Point] = []

        // when: each event as SDL gives it, with the compositor's (or X server's) place; the lift has none (wl_touch.up)
        for (n, y) in ys.enumerated() {
            let type = n == 0 ? SDL_FINGERDOWN : SDL_FINGERMOTION
            let sdlY = Float(min((y - panel.origin.y) / 675, 1))
            var event = finger(type, finger: 4, x: 0.5, y: sdlY, ms: UInt32(10 + n * 17))
            translator.fingerToWindow(&event, windowUnits: units)
            translator.placeFinger(&event, at: Point(x: 195, y: y), windowUnits: units)
            if case .touch(_, _, let location)? = translator.translate(event)?.pointerKind {
                locations.append(location)
            }
        }
        var lift = finger(SDL_FINGERUP, finger: 4, x: 0.5, y: 1, ms: 300)
        translator.fingerToWindow(&lift, windowUnits: units)
        translator.placeFinger(&lift, at: nil, windowUnits: units)
        let lifted = translator.translate(lift)

        // then: every move as far below the last as the finger went (not pinned to the edge, where
        // a flick released at 0 pt/s), past the app's height, and the lift where the finger last was
        let steps = zip(locations.dropFirst(), locations).map { ($0.y - $1.y) * 0.8 }
        #expect(steps.allSatisfy { abs($0 - 21.3) < 0.01 }, "\(steps)")
        #expect(locations.last.map { $0.y > 844 } == true)
        guard case .touch(_, .ended, let end)? = lifted?.pointerKind else { return #expect(Bool(false)) }
        #expect(abs(end.y - locations.last!.y) < 0.01)
    }

    @Test func xorgsStretchOfTouchesIsUndone() {
        // given: a 390x844 window at scale 1 on X11, where SDL divides a touch's pixel by the
        // window's size less one (xinput2_normalize_touch_coordinates), and no server record matched
        let translator = EventTranslator(windowSize: Size(width: 390, height: 844), scale: 1)
        translator.isDirectTouchDevice = { _ in true }
        translator.stretchesTouches = true
        let units = Size(width: 390, height: 844)

        // when: a touch at (195, 422.136) and one on the bottom-right pixel
        var locations: [Point] = []
        for (n, pixel) in [Point(x: 195, y: 422.136), Point(x: 389, y: 843)].enumerated() {
            var event = finger(
                SDL_FINGERDOWN, finger: SDL_FingerID(n), x: Float(pixel.x / 389), y: Float(pixel.y / 843), ms: 5)
            translator.fingerToWindow(&event, windowUnits: units)
            if case .touch(_, _, let location)? = translator.translate(event)?.pointerKind {
                locations.append(location)
            }
        }

        // then: where they were (not 195.498, 422.631; the corner inside the app, not at 390, 844)
        #expect(locations.count == 2)
        #expect(abs(locations[0].x - 195) < 0.001 && abs(locations[0].y - 422.136) < 0.001, "\(locations)")
        #expect(abs(locations[1].x - 389) < 0.001 && abs(locations[1].y - 843) < 0.001, "\(locations)")
    }

    @Test func whereSDLPutsAFingerIsClampedToTheAppsViewport() {
        let (translator, panel) = letterboxed()

        let placed = translator.sdlPlace(of: Point(x: 10, y: 900), windowUnits: Size(width: 390, height: 844))

        #expect(abs(placed.x - panel.origin.x) < 1e-9)
        #expect(abs(placed.y - (panel.origin.y + 675)) < 1e-9)
    }

    @Test func fullScreenKeepsThePrototypeAtItsSizeWhenItFits() {
        let panel = EventTranslator.Panel(
            fitting: Size(width: 390, height: 844), in: Size(width: 1920, height: 1080), preferredScale: 1)

        #expect(panel.scale == 1)
        #expect(panel.origin == Point(x: 765, y: 118))
    }

    @Test func fingersFromIndirectDevicesAndNaNAreDropped() {
        let translator = translator()

        let trackpad = translator.translate(finger(SDL_FINGERDOWN, device: 3, finger: 1, x: 0.5, y: 0.5, ms: 0))
        let garbage = translator.translate(finger(SDL_FINGERDOWN, finger: 2, x: .nan, y: 0.5, ms: 0))

        #expect(trackpad == nil)
        #expect(garbage == nil)
    }

    @Test func wholeWheelTicksAreAWheelAndStepByAFixedAmount() {
        let translator = translator()

        let event = translator.translate(wheel(x: 0, y: 1, ms: 100))

        // y > 0 scrolls up: content moves toward its start, so contentOffset.y shrinks.
        #expect(event?.kind == .scroll(delta: Point(x: 0, y: -40), precise: false, location: Point(x: 50, y: 150)))
    }

    @Test func fractionalPreciseDeltasAreASmoothSourceAndStaySoForAWhile() {
        let translator = translator()

        let smooth = translator.translate(wheel(x: 0, y: -0.3, ms: 100))
        let wholeButRecent = translator.translate(wheel(x: 0, y: -1, ms: 200))
        let wholeAndLate = translator.translate(wheel(x: 0, y: -1, ms: 2000))

        guard case .scroll(let delta, true, _)? = smooth?.pointerKind else {
            Issue.record("expected a smooth scroll"); return
        }
        #expect(abs(delta.y - 3) < 1e-5)
        guard case .scroll(_, true, _)? = wholeButRecent?.pointerKind else { Issue.record("expected smooth"); return }
        guard case .scroll(let tick, false, _)? = wholeAndLate?.pointerKind else {
            Issue.record("expected a wheel tick"); return
        }
        #expect(tick == Point(x: 0, y: 40))
    }

    @Test func theCompositorsWordOnTheSourceOutweighsTheFraction() {
        let translator = translator()

        let fingersInWholeUnits = translator.translate(wheel(x: 0, y: -1, ms: 100), smoothScroll: true)
        let wheelAfterFractions = translator.translate(wheel(x: 0, y: -0.5, ms: 200), smoothScroll: false)

        #expect(
            fingersInWholeUnits?.kind
                == .scroll(delta: Point(x: 0, y: 10), precise: true, location: Point(x: 50, y: 150)))
        guard case .scroll(_, false, _)? = wheelAfterFractions?.pointerKind else {
            Issue.record("expected a wheel"); return
        }
    }

    @Test func leftButtonDragIsAMouseEventInPointsAndHoverIsIgnored() {
        let translator = translator()
        var down = SDL_Event()
        down.type = SDL_MOUSEBUTTONDOWN.rawValue
        down.button.button = UInt8(SDL_BUTTON_LEFT)
        down.button.x = 200
        down.button.y = 100
        down.button.timestamp = 250
        var motion = SDL_Event()
        motion.type = SDL_MOUSEMOTION.rawValue
        motion.motion.x = 210
        motion.motion.y = 90
        motion.motion.timestamp = 260

        let hover = translator.translate(motion)
        let pressed = translator.translate(down)
        let dragged = translator.translate(motion)

        #expect(hover == nil)
        #expect(
            pressed
                == SessionEvent(
                    deliveredAt: 0.25, kind: .mouse(phase: .down, location: Point(x: 100, y: 50), button: 1)))
        #expect(
            dragged
                == SessionEvent(
                    deliveredAt: 0.26, kind: .mouse(phase: .moved, location: Point(x: 105, y: 45), button: 1)))
    }

    @Test func touchEmulatedMouseEventsAreDropped() {
        let translator = translator()
        var down = SDL_Event()
        down.type = SDL_MOUSEBUTTONDOWN.rawValue
        down.button.which = EventTranslator.touchMouseID
        down.button.button = UInt8(SDL_BUTTON_LEFT)

        #expect(translator.translate(down) == nil)
    }

    @Test func keysResizeAndFocusLoss() {
        let translator = translator()
        var key = SDL_Event()
        key.type = SDL_KEYDOWN.rawValue
        key.key.keysym.sym = SDL_Keycode(SDLK_ESCAPE.rawValue)
        var resize = SDL_Event()
        resize.type = SDL_WINDOWEVENT.rawValue
        resize.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
        resize.window.data1 = 1000
        resize.window.data2 = 600
        var focus = SDL_Event()
        focus.type = SDL_WINDOWEVENT.rawValue
        focus.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)

        #expect(translator.translate(key)?.kind == .key(name: "escape", isDown: true))
        #expect(translator.translate(resize)?.kind == .resize(Size(width: 500, height: 300)))
        #expect(translator.windowSize == Size(width: 500, height: 300))
        #expect(translator.translate(focus)?.kind == .focusLost)
    }
}
