import Geometry
import Gestures
import ScrollSession
import ScrollTrace
import ScrollUI
import Testing

/// `scroll-lab dev`'s resume: a session replayed up to a moment and then continued live is the
/// session that never restarted; input that no longer fits falls back to the last moment at rest.
@Suite struct SessionResumeTests {
    /// A list; `breaksPast`: an edit that breaks it (the offset thrown far past the end) once scrolled past that far.
    final class ListScreen: ViewController, ScrollViewDelegate {
        let list = ListView(name: "list", rowCount: 60, height: { _ in 64 }) { ListView.Row(title: "Row \($0)") }
        let breaksPast: Double?

        init(breaksPast: Double? = nil) {
            self.breaksPast = breaksPast
            super.init(title: "List", name: "list.screen")
            list.delegate = self
            view.addSubview(list)
        }

        override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("list", list)] }
        override func layoutView() { list.frame = view.bounds }

        func scrollViewDidScroll(_ scrollView: ScrollView) {
            if let breaksPast, scrollView.contentOffset.y > breaksPast, scrollView.contentOffset.y < 50_000 {
                scrollView.contentOffset.y = 100_000
            }
        }
    }

    static let size = Size(width: 390, height: 844)

    /// A drag from `from` to `to` (y) over `seconds`, starting at `start`, held still for `hold` before the lift.
    static func drag(at start: Double, from: Double, to: Double, seconds: Double, hold: Double = 0) -> [SessionEvent] {
        let steps = 8
        var events = [
            SessionEvent(deliveredAt: start, kind: .touch(id: 1, phase: .began, location: Point(x: 200, y: from)))
        ]
        for step in 1...steps {
            let y = from + (to - from) * Double(step) / Double(steps)
            events.append(
                SessionEvent(
                    deliveredAt: start + seconds * Double(step) / Double(steps),
                    kind: .touch(id: 1, phase: .moved, location: Point(x: 200, y: y)))
            )
        }
        events.append(
            SessionEvent(
                deliveredAt: start + seconds + hold, kind: .touch(id: 1, phase: .ended, location: Point(x: 200, y: to)))
        )
        return events
    }

    /// A slow drag that ends still (at rest after it), then a flick.
    static let events =
        drag(at: 0.1, from: 600, to: 500, seconds: 0.2, hold: 0.2) + drag(at: 1.2, from: 700, to: 350, seconds: 0.1)

    static func app(breaksPast: Double? = nil) -> Application {
        let app = Application(root: ListScreen(breaksPast: breaksPast), size: size)
        app.recordsCallbacks = true
        return app
    }

    /// Runs `session` until `end`, appending every frame's state log lines to `log`.
    static func run(_ session: AppSession, until end: Double, into log: inout [String]) {
        session.run(until: end) { log += StateLog.lines(forFrameOf: session.loop) }
    }

    @Test(
        "resumed at a save mid-flick, then live: the same log lines as never restarting", arguments: [0.25, 1.25, 1.5])
    func resumeMatchesNeverRestarting(saveAt save: Double) throws {
        let end = 3.0
        var expected: [String] = []
        let reference = AppSession(app: Self.app(), imageDecoder: nil)
        Self.events.forEach(reference.enqueue)
        Self.run(reference, until: end, into: &expected)

        let recorded = Trace(
            header: Trace.Header(screen: "list", size: Self.size),
            events: Self.events.filter { $0.deliveredAt <= save }, end: save)
        let point = SessionResume.point(of: recorded, app: Self.app(), imageDecoder: nil)
        #expect(point.fallback == nil)
        #expect(point.eventCount == recorded.events.count)
        var log: [String] = []
        let resumed = AppSession(app: Self.app(), imageDecoder: nil)
        SessionResume.replay(recorded, upTo: point, into: resumed) { log += StateLog.lines(forFrameOf: resumed.loop) }
        #expect(abs(resumed.time - point.time) < 1e-9 && point.time >= save)
        Self.events.filter { $0.deliveredAt > point.time }.forEach(resumed.enqueue)  // the live input after the restart
        Self.run(resumed, until: end, into: &log)
        #expect(!expected.isEmpty)
        #expect(log == expected)
    }

    @Test("input that breaks the edited screen restores to the last moment at rest before it")
    func fallsBackToLastRest() throws {
        let trace = Trace(header: Trace.Header(screen: "list", size: Self.size), events: Self.events, end: 3)
        let whole = SessionResume.point(of: trace, app: Self.app(), imageDecoder: nil)
        #expect(whole.fallback == nil && whole.eventCount == Self.events.count)

        let point = SessionResume.point(of: trace, app: Self.app(breaksPast: 300), imageDecoder: nil)
        let firstDrag = Self.events.prefix { $0.deliveredAt < 1.2 }
        #expect(point.fallback?.contains("last moment at rest") == true)
        #expect(point.eventCount == firstDrag.count)
        #expect(point.time > firstDrag.last!.deliveredAt && point.time < 1.2)

        // The restored session is the first drag's, at rest, and nothing breaks going on from it.
        let session = AppSession(app: Self.app(breaksPast: 300), imageDecoder: nil)
        SessionResume.replay(trace, upTo: point, into: session) {}
        #expect(session.isAtRest)
        let list = try #require(session.app.topViewController.loggedScrollViews.first?.scrollView)
        #expect(list.contentOffset.y.isFinite && list.contentOffset.y > 50)
    }

    @Test("a session that never came to rest before the break restores to the screen's start")
    func fallsBackToStart() {
        let flick = Self.drag(at: 0.1, from: 700, to: 300, seconds: 0.1)
        let trace = Trace(header: Trace.Header(screen: "list", size: Self.size), events: flick, end: 1)
        let point = SessionResume.point(of: trace, app: Self.app(breaksPast: 200), imageDecoder: nil)
        // the frames before the first touch: the screen as it opened
        #expect(point.eventCount == 0 && point.time < 0.1)
        #expect(point.fallback != nil)
    }
}
