import Foundation
import Geometry
import SDLBackend
import Screens
import ScrollUI
import XCTest

/// Replays traces through the same code path as `scroll-lab replay`.
final class ReplayTests: XCTestCase {
    private func trace(_ name: String) throws -> Trace {
        let url = try XCTUnwrap(Bundle.module.url(forResource: name, withExtension: "jsonl", subdirectory: "Traces"))
        return try TraceReader.read(path: url.path)
    }

    /// Runs `trace` on its header's screen; returns the log and the PNG bytes of each screenshot.
    private func replay(_ trace: Trace, screenshots: [Double], until: Double? = nil) throws -> (log: String, pngs: [Data]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let shots = screenshots.enumerated().map { Replayer.Screenshot(time: $0.element, path: folder.appendingPathComponent("\($0.offset).png").path) }
        let app = try XCTUnwrap(ScreenCatalog.makeApplication(screen: trace.header.screen ?? "home", size: trace.header.size ?? Size(width: 390, height: 844)))
        let output = try Replayer(trace: trace, until: until, screenshots: shots).run(app: app)
        let logPath = folder.appendingPathComponent("log.jsonl").path
        try output.commit(logPath: logPath)
        let pngs = try shots.map { try Data(contentsOf: URL(fileURLWithPath: $0.path)) }
        return (try String(contentsOfFile: logPath, encoding: .utf8), pngs)
    }

    func testATwoSecondTraceWritesOneFrameLinePerSixtiethOfASecond() throws {
        let trace = try trace("list-wheel")

        let (log, pngs) = try replay(trace, screenshots: [2])

        let lines = log.split(separator: "\n").filter { !$0.contains(#""callback""#) }
        XCTAssertEqual(lines.count, 120)
        XCTAssertTrue(lines[0].hasPrefix(#"{"frame":1,"t":0.016666666666666666,"#))
        XCTAssertTrue(lines[119].hasPrefix(#"{"frame":120,"t":2,"#))
        XCTAssertEqual(pngs.count, 1)
    }

    func testTheSameTraceTwiceGivesByteIdenticalLogsAndScreenshots() throws {
        let trace = try trace("list-wheel")

        let first = try replay(trace, screenshots: [0.5, 2])
        let second = try replay(trace, screenshots: [0.5, 2])

        XCTAssertEqual(first.log, second.log)
        XCTAssertEqual(first.pngs, second.pngs)
        XCTAssertNotEqual(first.pngs[0], first.pngs[1], "the list scrolled between the two screenshots")
    }

    func testScreenshotsAppearOnlyWhenTheReplayIsCommitted() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let shot = folder.appendingPathComponent("x.png").path
        let app = Application(root: HomeScreen(), size: Size(width: 390, height: 844))

        let output = try Replayer(trace: Trace(header: Trace.Header(), events: []), until: 0.1,
                                  screenshots: [Replayer.Screenshot(time: 0.1, path: shot)]).run(app: app)
        let existedBeforeCommit = FileManager.default.fileExists(atPath: shot)
        output.discard()

        XCTAssertFalse(existedBeforeCommit)
        XCTAssertFalse(FileManager.default.fileExists(atPath: shot))
    }
}
