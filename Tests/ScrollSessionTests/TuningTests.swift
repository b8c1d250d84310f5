import Foundation
import Geometry
import Gestures
import Screens
import ScrollLabDriver
import ScrollPhysics
import ScrollSession
import ScrollTrace
import ScrollUI
import Testing

/// Live tuning: a tuned feel moves the content as PHYSICS.md's formulas say, and a change made on
/// the panel (F5) reaches the scroll views in the next frame, as a recorded `physics` event that
/// a replay applies at the same frame — the same log, the same last display list (so the same
/// picture: the renderer draws a display list and nothing else).
@Suite struct TuningTests {
    static let list = ScreenCatalog.registry

    /// A 1,500 pt/s flick on `list` with `decelerationRate` d: where it was released, the release
    /// velocity and the target it announced, and where it came to rest (points, pt/s).
    private func flick(rate: Double) throws -> (release: Double, velocity: Double, target: Double, rest: Double) {
        var settings = PhysicsSettings.uiKit
        settings.decelerationRate = rate
        let driver = try #require(ScreenDriver(registry: Self.list, screen: "list", physics: settings))
        let scrollView = try #require(driver.scrollView("list"))
        var release: (offset: Double, velocity: Double, target: Double)?
        let observation = scrollView.observeEvents { event in
            if case .willEndDragging(let velocity, let target) = event {
                release = (scrollView.contentOffset.y, velocity.y, target.y)
            }
        }

        driver.fling(from: Point(x: 200, y: 700), velocity: Point(x: 0, y: -1500))
        try driver.runUntilAtRest()

        withExtendedLifetime(observation) {}
        let released = try #require(release)
        return (released.offset, released.velocity, released.target, scrollView.contentOffset.y)
    }

    @Test(arguments: [0.998, 0.994, 0.99])
    func aHeavierDecelerationRestsWherePhysicsSays(rate: Double) throws {
        let (release, velocity, target, rest) = try flick(rate: rate)

        // PHYSICS.md, "Deceleration": it stops at 10 pt/s, (|v0| − 10) · d / (1 − d) / 1000 past the release.
        let predicted = (abs(velocity) - 10) * rate / (1 - rate) / 1000
        #expect(
            abs((rest - release) - predicted) < 1e-6,
            "rested \(rest - release) pt past the release, predicted \(predicted)")
        #expect(rest == target)
    }

    @Test func theHeavierTheRateTheShorterTheFlick() throws {
        let uiKit = try flick(rate: 0.998), heavier = try flick(rate: 0.99)

        #expect(abs(heavier.velocity - uiKit.velocity) < 1e-9, "the same finger")
        #expect(heavier.rest - heavier.release < (uiKit.rest - uiKit.release) / 4)
    }

    private func µs(_ time: Double) -> Double { TraceWriter.recordedTime(time) }

    /// One session driven as the window runs it: F5, a drag on the deceleration slider, a flick;
    /// the panel's changes queued for the next frame. Its delivered events (the recording), log,
    /// the deceleration rate after each frame, and the last display list.
    private func tuneLive() throws -> (
        trace: Trace, log: [String], rates: [(frame: Int, rate: Double, delivered: [SessionEvent])],
        picture: DisplayList
    ) {
        let driver = try #require(ScreenDriver(registry: Self.list, screen: "list"))
        driver.session.queuePanelChanges()
        driver.app.recordsCallbacks = true
        driver.enqueue(SessionEvent(deliveredAt: 0.05, kind: .key(name: "f5", isDown: true)))
        driver.enqueue(SessionEvent(deliveredAt: 0.06, kind: .key(name: "f5", isDown: false)))
        var events: [SessionEvent] = [], log: [String] = [], rates: [(Int, Double, [SessionEvent])] = []
        func run(until end: Double) {
            while driver.time < end {
                let delivered = driver.session.runFrame()
                events += delivered
                log += StateLog.lines(forFrameOf: driver.loop)
                rates.append(
                    (driver.loop.currentFrame, driver.scrollView("list")?.physics.decelerationRate ?? 0, delivered))
            }
        }
        run(until: 0.1)
        let panel = try #require(driver.app.window.subviews.first { $0.name == "tuningPanel" }, "F5 opens the panel")
        // The first row's slider, from its middle to its left quarter, in ten moves.
        let y = panel.frame.minY + 36 + 13, start = panel.frame.minX + panel.frame.width * 0.6
        driver.enqueue(.mouse(.down, at: Point(x: start, y: y), time: 0.2))
        for step in 1...10 {
            driver.enqueue(
                .mouse(.moved, at: Point(x: start - Double(step) * 4, y: y), time: µs(0.2 + Double(step) / 60)))
        }
        driver.enqueue(.mouse(.up, at: Point(x: start - 40, y: y), time: 0.4))
        // A 1,500 pt/s flick above the panel, a move every 8 ms. Times are whole µs, as the window
        // delivers and records them (`InputSchedule`), so the replay reads back the same numbers.
        driver.enqueue(.touch(1, .began, at: Point(x: 200, y: 350), time: 0.5))
        for step in 1...12 {
            driver.enqueue(
                .touch(1, .moved, at: Point(x: 200, y: 350 - Double(step) * 12), time: µs(0.5 + Double(step) * 0.008)))
        }
        driver.enqueue(.touch(1, .ended, at: Point(x: 200, y: 206), time: 0.6))
        run(until: 3)
        let trace = Trace(
            header: Trace.Header(screen: "list", size: ScreenDriver.phoneSize), events: events, end: driver.time)
        return (trace, log, rates, driver.app.displayList())
    }

    @Test func aPanelChangeReachesTheScrollViewsInTheNextFrame() throws {
        let (trace, log, rates, _) = try tuneLive()

        let changes = trace.events.filter { if case .physics = $0.kind { true } else { false } }
        let first = try #require(rates.firstIndex { $0.rate != PhysicsSettings.uiKit.decelerationRate })
        #expect(!changes.isEmpty && changes.count <= 11, "\(changes.count) changes for a press and 10 moves")
        #expect(
            rates[first].delivered.contains { if case .physics = $0.kind { true } else { false } },
            "applied by the frame that delivered it"
        )
        #expect(
            rates[first - 1].delivered.contains { if case .mouse = $0.pointerKind { true } else { false } },
            "made by the frame before, from the mouse")
        #expect(rates.last!.rate < 0.998, "dragged left: heavier (\(rates.last!.rate))")
        #expect(
            !log.contains { $0.contains(#""tracking":true"#) && $0.contains(#""t":0.3,"#) },
            "the drag on the panel scrolls nothing")
    }

    @Test func theTargetSwitchTunesOnlyTheScrollViewUnderThePointer() throws {
        let driver = try #require(ScreenDriver(registry: Self.list, screen: "list"))
        driver.session.queuePanelChanges()
        let keys = ["f5", "t", "right"]

        driver.enqueue(.mouse(.moved, at: Point(x: 200, y: 200), time: 0.02))  // hovering the list
        for (index, key) in keys.enumerated() {
            driver.enqueue(SessionEvent(deliveredAt: 0.05 * Double(index + 1), kind: .key(name: key, isDown: true)))
        }
        try driver.run(until: 0.3)

        #expect(driver.app.tuning.settings == .uiKit)
        #expect(driver.app.tuning.overrides["list"]?.decelerationRate == 0.9981)
        #expect(driver.scrollView("list")?.physics.decelerationRate == 0.9981)
    }

    @Test func aStepThenSaveInOneFrameSavesTheSteppedValue() throws {
        // given: the panel open on list, saves collected
        let driver = try #require(ScreenDriver(registry: Self.list, screen: "list"))
        driver.session.queuePanelChanges()
        var saved: [PhysicsSettings] = []
        driver.app.tuning.onSave = { saved.append($0) }
        driver.enqueue(SessionEvent(deliveredAt: 0.05, kind: .key(name: "f5", isDown: true)))
        try driver.run(until: 0.1)

        // when: Right, then S in the same frame, before the step is applied
        driver.enqueue(SessionEvent(deliveredAt: 0.2, kind: .key(name: "right", isDown: true)))
        driver.enqueue(SessionEvent(deliveredAt: 0.2, kind: .key(name: "s", isDown: true)))
        try driver.run(until: 0.3)

        // then: the file holds what the scroll views were given, not the value before the step
        #expect(driver.app.tuning.settings.decelerationRate == 0.9981)
        #expect(saved.map(\.decelerationRate) == [0.9981])
    }

    @Test func twoStepsInOneFrameStepTwice() throws {
        // given
        let driver = try #require(ScreenDriver(registry: Self.list, screen: "list"))
        driver.session.queuePanelChanges()
        driver.enqueue(SessionEvent(deliveredAt: 0.05, kind: .key(name: "f5", isDown: true)))
        try driver.run(until: 0.1)

        // when: Right twice before the first step is applied
        driver.enqueue(SessionEvent(deliveredAt: 0.2, kind: .key(name: "right", isDown: true)))
        driver.enqueue(SessionEvent(deliveredAt: 0.2, kind: .key(name: "right", isDown: true)))
        try driver.run(until: 0.3)

        // then
        #expect(driver.app.tuning.settings.decelerationRate == 0.9982)
    }

    @Test func theHUDListsATunedFeelAndNothingForUIKits() throws {
        var tuned = PhysicsSettings.uiKit
        tuned.rubberBand = 0.7
        func texts(_ physics: PhysicsSettings) throws -> [String] {
            let driver = try #require(ScreenDriver(registry: Self.list, screen: "list", physics: physics))
            driver.app.instruments.showsHUD = true
            try driver.run(until: 0.1)
            return driver.app.displayList().items.compactMap {
                if case .text(let text, _, _, _, _) = $0 { text } else { nil }
            }
        }

        #expect(try texts(tuned).contains("  rubberBand 0.70"))
        #expect(try !texts(.uiKit).contains { $0.contains("physics") || $0.contains("rubberBand") })
    }

    @Test func aRecordingMadeWhileTuningReplaysTheSameLogAndPicture() throws {
        let (trace, log, rates, picture) = try tuneLive()
        let text =
            ([TraceWriter.headerLine(trace.header)] + trace.events.map(TraceWriter.line(for:))
            + [TraceWriter.endLine(at: trace.end!)]).joined(separator: "\n")

        let app = try #require(Self.list.makeApplication(screen: "list", size: ScreenDriver.phoneSize))
        let replay = try Replayer(trace: TraceReader.parse(text, file: "tuned.jsonl"), renderer: NoPixels()).run(
            app: app)

        #expect(text.contains(#""type":"physics","settings":{"decelerationRate":"#))
        #expect(replay.logLines.count == log.count)
        #expect(
            replay.logLines == log,
            "first different line: \(zip(replay.logLines, log).first { $0 != $1 }.map { "\($0)\n\($1)" } ?? "")")
        #expect(app.tuning.settings.decelerationRate == rates.last!.rate)
        #expect(app.displayList() == picture)
    }
}

/// A replay's renderer for a run with no screenshot: it decodes nothing and draws nothing.
private struct NoPixels: OffscreenRendering {
    struct NoCanvas: Error {}
    let imageDecoder: ImageDecoding = ImageFileCheck()
    func makeCanvas(size: Size, scale: Double) throws -> any OffscreenCanvas { throw NoCanvas() }
}
