import Foundation
import Geometry
import Gestures
import Screens
import ScrollSession
import ScrollTrace
import ScrollUI
import SDLBackend
import SDLRender
import Testing
import TestSupport

/// Replays traces through the same code path as `scroll-lab replay`.
@Suite(.stagesOutputs) struct ReplayTests {
    private func trace(_ name: String) throws -> Trace {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "jsonl", subdirectory: "Traces"))
        return try TraceReader.read(path: url.path)
    }

    /// Runs `trace` on its header's screen; returns the log and the PNG bytes of each screenshot.
    private func replay(
        _ trace: Trace, screenshots: [Double], until: Double? = nil
    ) throws -> (log: String, pngs: [Data]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let shots = screenshots.enumerated().map {
            Replayer.Screenshot(time: $0.element, path: folder.appendingPathComponent("\($0.offset).png").path)
        }
        let app = try #require(
            ScreenCatalog.makeApplication(
                screen: trace.header.screen ?? "home", size: trace.header.size ?? Size(width: 390, height: 844)))
        let output = try Replayer(trace: trace, renderer: SoftwareRenderer(), until: until, screenshots: shots).run(
            app: app)
        let logPath = folder.appendingPathComponent("log.jsonl").path
        try output.commit(logPath: logPath)
        let pngs = try shots.map { try Data(contentsOf: URL(fileURLWithPath: $0.path)) }
        return (try String(contentsOfFile: logPath, encoding: .utf8), pngs)
    }

    @Test func aTwoSecondTraceWritesOneFrameLinePerSixtiethOfASecond() throws {
        let trace = try trace("list-wheel")

        let (log, pngs) = try replay(trace, screenshots: [2])

        let lines = log.split(separator: "\n").filter { !$0.contains(#""callback""#) }
        #expect(lines.count == 120)
        #expect(lines[0].hasPrefix(#"{"frame":1,"t":0.016666666666666666,"#))
        #expect(lines[119].hasPrefix(#"{"frame":120,"t":2,"#))
        #expect(pngs.count == 1)
    }

    @Test func screenshotsAreOpaque() throws {
        let trace = try trace("list-wheel")

        let (_, pngs) = try replay(trace, screenshots: [1])
        let image = try RGBAImage(pngData: try #require(pngs.first))

        #expect(image.width == 390)
        #expect(
            stride(from: 3, to: image.pixels.count, by: 4).allSatisfy { image.pixels[$0] == 255 }, "every pixel opaque")
    }

    @Test func theSameTraceTwiceGivesByteIdenticalLogsAndScreenshots() throws {
        let trace = try trace("list-wheel")

        let first = try replay(trace, screenshots: [0.5, 2])
        let second = try replay(trace, screenshots: [0.5, 2])

        #expect(first.log == second.log)
        #expect(first.pngs == second.pngs)
        #expect(first.pngs[0] != first.pngs[1], "the list scrolled between the two screenshots")
    }

    @Test func screenshotsAppearOnlyWhenTheReplayIsCommitted() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let shot = folder.appendingPathComponent("x.png").path
        let app = Application(root: HomeScreen(), size: Size(width: 390, height: 844))

        let output = try Replayer(
            trace: Trace(header: Trace.Header(), events: []), renderer: SoftwareRenderer(), until: 0.1,
            screenshots: [Replayer.Screenshot(time: 0.1, path: shot)]
        ).run(app: app)
        let existedBeforeCommit = FileManager.default.fileExists(atPath: shot)
        output.discard()

        #expect(!existedBeforeCommit)
        #expect(!FileManager.default.fileExists(atPath: shot))
    }

    @Test func aReplayUntilATimeReadsNoEventAfterIt() throws {
        // given: a streamed trace whose events after 1 s are broken
        let text = [
            #"{"trace":1,"screen":"list"}"#, #"{"t":0.5,"type":"key","key":"down","phase":"down"}"#,
            #"{"t":2,"type":"key","key":"down","phase":"up"}"#, "not json",
        ].joined(separator: "\n")
        let app = Application(root: HomeScreen(), size: Size(width: 390, height: 844))

        // when: replayed until 1 s, then to the end
        let early = try Replayer(
            source: TraceStream(text: text, file: "t.jsonl"), renderer: SoftwareRenderer(), until: 1
        ).run(app: app)

        // then: the first replay never reached the broken line; the whole one names it
        #expect(early.frames == 60)
        let error = #expect(throws: (any Error).self) {
            try Replayer(source: TraceStream(text: text, file: "t.jsonl"), renderer: SoftwareRenderer()).run(app: app)
        }
        #expect(error.map { "\($0)" } == "t.jsonl:4: not valid JSON")
    }

    @Test func aReplayThatFailsLeavesNoStagedScreenshots() throws {
        // given: a screenshot at 0.1 s, and a broken line after it
        let text = [#"{"trace":1,"screen":"home"}"#, #"{"t":1,"type":"key","key":"down","phase":"down"}"#, "{broken"]
            .joined(
                separator: "\n")
        let app = Application(root: HomeScreen(), size: Size(width: 390, height: 844))
        let temporary = FileManager.default.temporaryDirectory.path
        let prefix = "scroll-lab-\(ProcessInfo.processInfo.processIdentifier)-"
        func staged() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: temporary).filter { $0.hasPrefix(prefix) }
        }
        let before = try staged()

        // when
        #expect(throws: (any Error).self) {
            try Replayer(
                source: TraceStream(text: text, file: "t.jsonl"), renderer: SoftwareRenderer(),
                screenshots: [Replayer.Screenshot(time: 0.1, path: "/tmp/never.png")]
            ).run(app: app)
        }

        // then
        #expect(try staged() == before)
    }

    @Test func aScreenshotAfterTheTraceEndIsAnError() throws {
        let trace = Trace(
            header: Trace.Header(),
            events: [
                SessionEvent(deliveredAt: 0.5, kind: .touch(id: 1, phase: .began, location: Point(x: 10, y: 10))),
                SessionEvent(deliveredAt: 1, kind: .touch(id: 1, phase: .ended, location: Point(x: 10, y: 10))),
            ])
        let app = Application(root: HomeScreen(), size: Size(width: 390, height: 844))

        let error = #expect(throws: (any Error).self) {
            try Replayer(
                trace: trace, renderer: SoftwareRenderer(),
                screenshots: [Replayer.Screenshot(time: 2, path: "/tmp/late.png")]
            )
            .run(app: app)
        }
        #expect(
            error.map { "\($0)" }
                == "the screenshot at 2.0 s is after the end of the replay (1.0 s, the trace's end); pass --until 2.0 to run that long"
        )
    }

    @Test func screenshotsAreWrittenInTheFormatTheirNameSays() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formats-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let names = ["a.png", "b.jpg", "c.JPEG"]
        let app = Application(root: HomeScreen(), size: Size(width: 390, height: 844))

        let output = try Replayer(
            trace: Trace(header: Trace.Header(), events: []), renderer: SoftwareRenderer(), until: 0.1,
            screenshots: names.map { Replayer.Screenshot(time: 0.1, path: folder.appendingPathComponent($0).path) }
        ).run(app: app)
        try output.commit(logPath: nil)

        let heads = try names.map { try Array(Data(contentsOf: folder.appendingPathComponent($0)).prefix(4)) }
        #expect(heads[0] == [0x89, 0x50, 0x4E, 0x47], "PNG signature")
        #expect(heads[1].prefix(3) == [0xFF, 0xD8, 0xFF], "JPEG start of image")
        #expect(heads[2].prefix(3) == [0xFF, 0xD8, 0xFF], "JPEG start of image")
        #expect(ImageFormat(path: "x.gif") == nil)
        #expect(
            ImageFormat.problem(with: "x.gif")
                == "x.gif: screenshots are PNG or JPEG; name the file .png, .jpg or .jpeg")
    }

    @Test func aReplayedFlingOnTheListFollowsTheDiscreteModelAndLogsSeed002() throws {
        let trace = try trace("list-fling")

        let (log, _) = try replay(trace, screenshots: [])

        let entries = try StateLog.read(log, file: "list-fling's replay log")
        let callbacks = entries.compactMap(\.callback)
        #expect(
            callbacks.map(\.name) == [
                "scrollViewWillBeginDragging", "scrollViewWillEndDragging", "scrollViewDidEndDragging",
                "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating",
            ])
        let willEnd = try #require(callbacks.first { $0.name == "scrollViewWillEndDragging" })
        let v0 = try #require(willEnd.velocity).y
        let target = try #require(willEnd.target).y
        let release = 0.125  // the lift in the trace
        let frames = try entries.compactMap(\.frame).map { frame -> (t: Double, y: Double, decelerating: Bool) in
            let list = try #require(frame["list"])
            return (frame.t, list.offset.y, list.decelerating)
        }
        let after = frames.filter { $0.t > release }
        let first = try #require(after.first)
        // ScrollPhysics.docc/Physics.md: x(t) = x0 + (v0/1000)·d·(1 − d^(1000t))/(1 − d), t since the release.
        func travel(_ t: Double) -> Double {
            let d = 0.998
            return (v0 / 1000) * d * (1 - pow(d, 1000 * t)) / (1 - d)
        }
        let x0 = first.y - travel(first.t - release)
        let moving = after.filter(\.decelerating)
        let deviations: [Double] = moving.map { abs($0.y - x0 - travel($0.t - release)) }
        let worst = deviations.max() ?? .infinity
        #expect(moving.count > 100)
        #expect(worst < 0.5)
        let ratio = (after[2].y - after[1].y) / (after[1].y - after[0].y)
        #expect(abs(ratio - pow(0.998, 1000.0 / 60)) <= 1e-6)  // ≈ 0.9672
        #expect(try (#require(frames.last).y) == target)
    }

    @Test func tappingARowPushesDetailAndBackAndEscapePop() throws {
        let trace = try trace("list-tap-back")

        let (log, pngs) = try replay(trace, screenshots: [0.8])

        let depths = try StateLog.read(log, file: "list-tap-back's replay log").compactMap(\.frame).map(\.depth)
        #expect(depths[30] == 3, "the tap on row 1 pushed detail")  // t = 0.5
        #expect(depths[85] == 2, "the back button (a mouse click) popped it")  // t = 1.43, after the 0.35 s pop
        #expect(depths[119] == 1, "Escape popped the list")  // t = 2.0
        #expect(!log.contains("scrollViewWillBeginDragging"), "a tap is not a drag")
        #expect(pngs.count == 1)
    }
}
