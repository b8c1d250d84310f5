import Foundation
import Geometry
import Screens
import SDLRender
import ScrollLabTesting
import ScrollSession
import ScrollTrace
import ScrollUI
import Testing

/// `ScreenDriver` runs a screen exactly as `scroll-lab replay` does: both run one
/// `AppSession`, so every trace in the repository gives the same state log, callbacks
/// included, through either.
@Suite struct SessionEquivalenceTests {
    static let traceFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("BehaviourTests/Traces")

    static var traces: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: traceFolder.path)) ?? [])
            .filter { $0.hasSuffix(".jsonl") }.sorted()
    }

    /// The replay's log and the driver's, frame by frame, for the trace `name`.
    private func logs(of name: String) throws -> (replay: [String], driver: [String]) {
        let path = Self.traceFolder.appendingPathComponent(name).path
        let header = try TraceStream(path: path).header
        let screen = header.screen ?? ScreenCatalog.registry.root
        let size = header.size ?? ScreenDriver.phoneSize
        let options = ScreenOptions(rows: header.rows, imageLatency: header.imageLatency)

        let app = try #require(ScreenCatalog.registry.makeApplication(screen: screen, size: size, options: options))
        let replay = try Replayer(source: TraceStream(path: path), renderer: SoftwareRenderer()).run(app: app)

        let driver = try #require(
            ScreenDriver(registry: ScreenCatalog.registry, screen: screen, size: size, options: options))
        driver.app.recordsCallbacks = true
        try driver.play(traceFile: path)
        var lines: [String] = []
        driver.session.run(until: Double(replay.frames) / 60) {
            lines += StateLog.lines(forFrameOf: driver.loop)
        }
        return (replay.logLines, lines)
    }

    @Test(arguments: SessionEquivalenceTests.traces)
    func theDriverLogsEveryTraceAsTheReplayDoes(name: String) throws {
        let (replay, driver) = try logs(of: name)

        #expect(!replay.isEmpty)
        #expect(driver.count == replay.count)
        let firstDifference = zip(replay, driver).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        #expect(
            firstDifference == nil,
            "first different line: \(firstDifference.map { "\(replay[$0])\n\(driver[$0])" } ?? "")")
    }

    @Test func aRecordingWithLateEventsReleasesAtTheFingersSpeedThroughBoth() throws {
        // a 3,000 pt/s flick, every third move delivered a frame late with its device stamp
        let (replay, driver) = try logs(of: "list-late-events.jsonl")

        for log in [replay, driver] {
            let release = try #require(log.first { $0.contains("scrollViewWillEndDragging") })
            let velocity = try #require(try StateLog.entry(release).callback?.velocity?.y)
            #expect(abs(velocity - 3000) / 3000 < 0.001, "released at \(velocity) pt/s")
        }
    }
}

/// `runUntilAtRest` is at rest only when no recognizer is still deciding.
@Suite struct AtRestTests {
    @Test func aSingleTapWaitingForADoubleTapIsNotAtRest() throws {
        let screen = ManyGesturesScreen()
        let driver = ScreenDriver(screen, pushedOn: ViewController(title: "Root", name: "root"))
        try driver.run(until: 0.1)

        driver.tap(at: Point(x: 195, y: 400))
        try driver.run(until: driver.inputEnd + FrameLoop.frameDuration)
        let waitingAtTheLift = !driver.isAtRest && screen.recognized.isEmpty
        let frames = try driver.runUntilAtRest()

        #expect(waitingAtTheLift, "the tap waits for the double tap to fail")
        #expect(screen.recognized == ["tap"], "at rest, the single tap has been recognized")
        #expect(frames >= 18, "it ran through the 0.35 s double-tap delay (ran \(frames) frames)")
    }
}
