import CSDL2
import Geometry
import Gestures
import ScrollSession
import Testing
import SDLBackend
import ScrollTrace
import ScrollUI

/// Alt-drag in the window (the iOS Simulator's Option-drag): SDL's mouse and keys in, two
/// touches out, into a recording a replay plays as two fingers.
@Suite struct MirroredFingersTests {
    /// A 400 × 800 pt window at 2 pixels per point: its centre is (200, 400).
    private let translator = EventTranslator(windowSize: Size(width: 400, height: 800), scale: 2)

    private func key(_ code: SDL_KeyCode, down: Bool, ms: UInt32) -> SDL_Event {
        var event = SDL_Event()
        event.type = (down ? SDL_KEYDOWN : SDL_KEYUP).rawValue
        event.key.timestamp = ms
        event.key.keysym.sym = SDL_Keycode(code.rawValue)
        return event
    }

    /// The left button's down, motion or up at window pixels (x, y).
    private func mouse(_ type: SDL_EventType, x: Int32, y: Int32, ms: UInt32) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        if type == SDL_MOUSEMOTION {
            event.motion.timestamp = ms
            (event.motion.x, event.motion.y) = (x, y)
        } else {
            event.button.timestamp = ms
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            (event.button.x, event.button.y) = (x, y)
        }
        return event
    }

    private func touches(_ events: [SessionEvent]) -> [(id: Int, phase: TouchPhase, at: Point)] {
        events.compactMap {
            if case .touch(let id, let phase, let location) = $0.pointerKind { (id, phase, location) } else { nil }
        }
    }

    @Test func altDragMovesOneFingerUnderThePointerAndItsMirrorAboutTheCentre() throws {
        _ = translator.translateAll(key(SDLK_LALT, down: true, ms: 0))

        let down = touches(translator.translateAll(mouse(SDL_MOUSEBUTTONDOWN, x: 500, y: 1000, ms: 100)))
        let moved = touches(translator.translateAll(mouse(SDL_MOUSEMOTION, x: 600, y: 1100, ms: 116)))
        let up = touches(translator.translateAll(mouse(SDL_MOUSEBUTTONUP, x: 600, y: 1100, ms: 132)))

        #expect(down.map(\.at) == [Point(x: 250, y: 500), Point(x: 150, y: 300)])
        #expect(down.map(\.phase) == [.began, .began] && down[0].id != down[1].id)
        #expect(
            moved.map(\.at) == [Point(x: 300, y: 550), Point(x: 100, y: 250)], "a pinch out and a turn about (200, 400)"
        )
        #expect(up.map(\.phase) == [.ended, .ended] && up.map(\.id) == down.map(\.id))
        #expect(up.map(\.at) == moved.map(\.at))
    }

    @Test func shiftAltMovesBothFingersTogetherAndTheyMirrorAboutTheirNewMidpointAfter() throws {
        _ = translator.translateAll(key(SDLK_LALT, down: true, ms: 0))
        _ = translator.translateAll(mouse(SDL_MOUSEBUTTONDOWN, x: 500, y: 1000, ms: 100))  // (250, 500) and (150, 300)

        _ = translator.translateAll(key(SDLK_LSHIFT, down: true, ms: 110))
        let panned = touches(translator.translateAll(mouse(SDL_MOUSEMOTION, x: 540, y: 1020, ms: 116)))
        _ = translator.translateAll(key(SDLK_LSHIFT, down: false, ms: 120))
        let pinched = touches(translator.translateAll(mouse(SDL_MOUSEMOTION, x: 560, y: 1020, ms: 132)))

        #expect(panned.map(\.at) == [Point(x: 270, y: 510), Point(x: 170, y: 310)], "both moved by (20, 10)")
        #expect(pinched.map(\.at) == [Point(x: 280, y: 510), Point(x: 160, y: 310)], "mirrored about (220, 410)")
    }

    @Test func withoutAltTheLeftButtonIsStillTheMouse() throws {
        _ = translator.translateAll(key(SDLK_LALT, down: true, ms: 0))
        _ = translator.translateAll(key(SDLK_LALT, down: false, ms: 50))

        let down = translator.translateAll(mouse(SDL_MOUSEBUTTONDOWN, x: 500, y: 1000, ms: 100))

        #expect(down.count == 1)
        #expect(touches(down).isEmpty)
        guard case .mouse(.down, let location, 1)? = down.first?.pointerKind else {
            Issue.record("not a mouse press: \(down)"); return
        }
        #expect(location == Point(x: 250, y: 500))
    }

    @Test func losingFocusForgetsAltAndTheFingers() throws {
        _ = translator.translateAll(key(SDLK_RALT, down: true, ms: 0))
        _ = translator.translateAll(mouse(SDL_MOUSEBUTTONDOWN, x: 500, y: 1000, ms: 100))
        var focus = SDL_Event()
        focus.type = SDL_WINDOWEVENT.rawValue
        focus.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)

        let lost = translator.translateAll(focus)
        let later = translator.translateAll(mouse(SDL_MOUSEMOTION, x: 600, y: 1100, ms: 200))

        #expect(lost.map(\.kind) == [.focusLost], "the app cancels every touch itself")
        #expect(later.isEmpty && translator.heldModifiers.isEmpty)
    }

    @Test func anAltDragRecordedAndReplayedPinchesAZoomingScrollViewWithTwoFingers() throws {
        // given: an Alt-drag away from the centre, written as the window's recording writes it
        var events = [key(SDLK_LALT, down: true, ms: 0), mouse(SDL_MOUSEBUTTONDOWN, x: 480, y: 880, ms: 100)]
        events += (1...20).map {
            mouse(SDL_MOUSEMOTION, x: 480 + Int32($0) * 8, y: 880 + Int32($0) * 8, ms: 100 + UInt32($0) * 16)
        }
        events += [mouse(SDL_MOUSEBUTTONUP, x: 640, y: 1040, ms: 440), key(SDLK_LALT, down: false, ms: 500)]
        let header = TraceWriter.headerLine(Trace.Header(screen: "zoom", size: Size(width: 400, height: 800)))
        let lines = [header] + events.flatMap { translator.translateAll($0) }.map(TraceWriter.line(for:))
        let trace = try TraceReader.parse(lines.joined(separator: "\n") + "\n", file: "alt-drag.jsonl")

        // when: it is replayed
        let screen = ZoomingScreen()
        let session = AppSession(app: Application(root: screen, size: Size(width: 400, height: 800)), imageDecoder: nil)
        var fingersDown = 0
        trace.events.forEach(session.enqueue)
        while session.time < 1 {
            _ = session.runFrame()
            fingersDown = max(fingersDown, session.app.dispatcher.activeTouches.count)
        }

        // then: two fingers, no mouse, and the pinch out zoomed in (their spread went 113 → 339 pt)
        #expect(!lines.contains { $0.contains("\"mouse\"") })
        #expect(fingersDown == 2)
        #expect(screen.scrollView.zoomScale > 2.5)
    }
}

/// A window-sized scroll view zooming its content, 1× to 3×.
private final class ZoomingScreen: ViewController, ScrollViewDelegate {
    let scrollView = ScrollView(name: "zoom")
    let content = View(name: "zoom.content")

    init() {
        super.init(title: "Zoom", name: "zoom.screen")
        content.frame = Rect(x: 0, y: 0, width: 400, height: 800)
        scrollView.addSubview(content)
        scrollView.contentSize = content.frame.size
        scrollView.maximumZoomScale = 3
        scrollView.delegate = self
        view.addSubview(scrollView)
    }

    override func layoutView() { scrollView.frame = view.bounds }

    func viewForZooming(in scrollView: ScrollView) -> View? { content }
}
