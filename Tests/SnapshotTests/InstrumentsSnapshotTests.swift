import Geometry
import Gestures
import Screens
import ScrollLabTesting
import ScrollSession
import ScrollTrace
import ScrollUI
import SnapshotTesting
import Testing

/// The gesture overlay on scripted conflicts, as drawn (its lines: BehaviourTests' InstrumentsReplayTests).
@Suite struct InstrumentsSnapshotTests {
    /// `screen` with the overlay on, after `frames` frames of the trace `name`.
    private func replayed(_ name: String, screen: String, frames: Int) throws -> Application {
        let trace = try TraceReader.read(path: traceURL(name).path)
        let app = try #require(ScreenCatalog.makeApplication(screen: screen, size: Size(width: 390, height: 844)))
        app.instruments.showsOverlay = true
        let driver = ScreenDriver(app: app)
        trace.events.forEach(driver.enqueue)
        try driver.run(until: FrameLoop.time(ofFrame: frames))
        return app
    }

    @Test func testTheOverlayShowsTheBackGestureLosingToThePagerOnNested() throws {
        // a fullscreen back swipe over `nested` on its second page, mid-drag (t = 0.95 s)
        let app = try replayed("back-fullscreen-page1", screen: "back-fullscreen", frames: 57)
        assertSnapshot(of: app, as: .screenshot())
    }

    @Test func testTheOverlayShowsAListDragWinningOverTheRowsTouch() throws {
        // a flick that starts on a row, mid-drag (the finger is at y = 560, t = 0.1 s)
        let app = try replayed("list-fling", screen: "list", frames: 6)
        assertSnapshot(of: app, as: .screenshot())
    }

    @Test func testTheTouchTestShowsEachFingersPathLatencyAndVelocityAtTheLift() throws {
        // given: on `list`, finger 1 flicks up 8 ms apart and lifts at 0.1 s; finger 2 landed at
        // 0.05 s and is still moving right at 0.2 s
        let app = try #require(ScreenCatalog.makeApplication(screen: "list", size: Size(width: 390, height: 844)))
        app.instruments.showsTouchTest = true
        app.instruments.touchDeviceName = "ELAN Touchscreen"
        let driver = ScreenDriver(app: app)
        var events: [SessionEvent] = []
        func touch(_ id: Int, _ phase: TouchPhase, _ x: Double, _ y: Double, at time: Double) {
            events.append(
                SessionEvent(deliveredAt: time, kind: .touch(id: id, phase: phase, location: Point(x: x, y: y))))
        }
        touch(1, .began, 120, 700, at: 0.003)
        for step in 1...12 {
            touch(1, step == 12 ? .ended : .moved, 120, 700 - 16 * Double(step), at: 0.003 + 0.008 * Double(step))
        }
        touch(2, .began, 250, 300, at: 0.05)
        for step in 1...18 { touch(2, .moved, 250 + 5 * Double(step), 300, at: 0.05 + 0.0083 * Double(step)) }
        events.sorted { $0.deliveredAt < $1.deliveredAt }.forEach(driver.enqueue)

        // when
        try driver.run(until: FrameLoop.time(ofFrame: 12))

        // then: finger 1's path and velocity at the lift, finger 2's path, crosshairs and latency
        assertSnapshot(of: app, as: .screenshot())
    }

    @Test func testTheTouchTestScreenShowsTheTestWithoutTheOption() throws {
        // given: the catalog's `touch-test` screen, the option off; two fingers, one lifted after a flick
        let app = try #require(ScreenCatalog.makeApplication(screen: "touch-test", size: Size(width: 390, height: 844)))
        #expect(!app.instruments.showsTouchTest)
        let driver = ScreenDriver(app: app)
        var events: [SessionEvent] = []
        func touch(_ id: Int, _ phase: TouchPhase, _ x: Double, _ y: Double, at time: Double) {
            events.append(
                SessionEvent(deliveredAt: time, kind: .touch(id: id, phase: phase, location: Point(x: x, y: y))))
        }
        touch(1, .began, 200, 650, at: 0.003)
        for step in 1...12 {
            touch(
                1, step == 12 ? .ended : .moved, 200 - 6 * Double(step), 650 - 14 * Double(step),
                at: 0.003 + 0.008 * Double(step))
        }
        touch(2, .began, 300, 400, at: 0.05)
        for step in 1...10 { touch(2, .moved, 300, 400 + 6 * Double(step), at: 0.05 + 0.0083 * Double(step)) }
        events.sorted { $0.deliveredAt < $1.deliveredAt }.forEach(driver.enqueue)

        // when
        try driver.run(until: FrameLoop.time(ofFrame: 12))

        // then: the screen draws the touch test itself: each finger's path, the lifted one's velocity
        assertSnapshot(of: app, as: .screenshot())
    }

    @Test func testTheOverlayShowsEachNestedTechniquesSeam() throws {
        // a flick up on the header, at rest (t = 4.4 s), on each article's technique
        for screen in ["nested-kvo", "nested-handover", "nested-pinning"] {
            let app = try replayed("technique-header-flick-up", screen: screen, frames: 264)
            assertSnapshot(of: app, as: .screenshot(), named: screen)
        }
    }
}
