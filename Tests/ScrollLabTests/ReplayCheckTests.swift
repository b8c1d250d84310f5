import Foundation
import Geometry
import Screens
import ScrollSession
import ScrollUI
import Testing

@testable import ScrollLabApp

/// `replay --check`: the app's invariants after every frame; the first broken one ends the replay
/// with exit 1 and names the frame and time. Without it, replay runs as it always did.
@Suite struct ReplayCheckTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("check-\(UUID().uuidString)")

    private func run(_ arguments: [String]) throws -> (status: Int32, errors: String) {
        let process = Process(), errors = Pipe()
        process.executableURL = URL(fileURLWithPath: ProcessTests.binary)
        process.arguments = arguments
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    @Test func aCheckedReplayOfAFastFeelPassesAndLogsAsAnUncheckedOne() throws {
        // given: the trace, a 37,692.8 pt/s maximum fling and a flick past home's top
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = Self.repositoryTrace("feel-fastest-fling")
        let checked = folder.appendingPathComponent("checked.jsonl").path,
            plain = folder.appendingPathComponent("plain.jsonl").path

        // when
        let result = try run(["replay", trace, "--check", "--log", checked])
        let unchecked = try run(["replay", trace, "--log", plain])

        // then
        #expect(result.status == 0, "\(result.errors)")
        #expect(unchecked.status == 0)
        #expect(try String(contentsOfFile: checked, encoding: .utf8) == String(contentsOfFile: plain, encoding: .utf8))
    }

    @Test func aBrokenInvariantEndsTheReplayNamingTheFrameAndTime() throws {
        // given: a checked replay's per-frame check, on an app whose list was put far past its edge
        let command = try ReplayCommand.parse(["some.jsonl", "--check"])
        let app = try #require(ScreenCatalog.makeApplication(screen: "list", size: Size(width: 390, height: 844)))
        let check = command.invariantCheck(of: app)
        let session = AppSession(app: app, imageDecoder: nil)
        let list = try #require(app.topViewController.loggedScrollViews.first { $0.id == "list" }?.scrollView)
        while session.loop.currentFrame < 30 { session.runFrame() }
        try check(session.loop)

        // when
        list.contentOffset = Point(x: 0, y: -5_000)
        session.runFrame()

        // then
        #expect {
            try check(session.loop)
        } throws: { error in
            guard let failure = error as? CommandFailure else { return false }
            return failure.exitStatus == 1
                && failure.message.hasPrefix(
                    "some.jsonl: frame 31 (t = 0.517 s): invariant broken: list offset (0.0, -5000.0)")
        }
    }

    /// A trace of BehaviourTests' `Traces/`, found from this source file.
    static func repositoryTrace(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("BehaviourTests/Traces/\(name).jsonl").path
    }
}
