import Foundation
import Geometry
import ScrollTrace
import ScrollUI
import TestSupport
import Testing
@testable import ScrollLabApp

/// `scroll-lab dev`'s parent: the watcher sees a save, a failed build is shown and keeps the old
/// window, a successful one replaces it by a window resumed from the session's recording, a
/// crash is shown in a window of the last build that worked.
@Suite struct DevSupervisorTests {
    /// A window that is only bookkeeping: stopped or not.
    final class FakeChild: DevChild {
        var isRunning = true
        var crash: String?
        func stop() { isRunning = false }

        /// Ends as a crash does.
        static func crashed(_ crash: String) -> FakeChild {
            let child = FakeChild()
            child.isRunning = false
            child.crash = crash
            return child
        }
    }

    /// A "binary" in `package`: a file whose bytes the last-good copy must equal.
    static func program(in package: String) throws -> String {
        let path = package + "/.build/debug/feed"
        try FileManager.default.createDirectory(atPath: package + "/.build/debug", withIntermediateDirectories: true)
        try "build \(UUID().uuidString)".write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func temporaryFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dev-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/Sources/Feed", withIntermediateDirectories: true)
        return folder
    }

    @Test("the watcher sees a save, a new file and a removed one, and nothing else")
    func watcherSeesChanges() throws {
        let package = try Self.temporaryFolder()
        let file = package + "/Sources/Feed/Feed.swift"
        try "let a = 1\n".write(toFile: file, atomically: true, encoding: .utf8)
        try "notes\n".write(toFile: package + "/Sources/Feed/notes.txt", atomically: true, encoding: .utf8)
        var watcher = SourceWatcher(package: package)
        #expect(watcher.changes().isEmpty)
        try "let a = 2\n".write(toFile: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: file)
        #expect(watcher.changes() == [file])
        #expect(watcher.changes().isEmpty)
        try "more notes\n".write(toFile: package + "/Sources/Feed/notes.txt", atomically: true, encoding: .utf8)  // not a source
        let added = package + "/Sources/Feed/Row.swift"
        try "let b = 1\n".write(toFile: added, atomically: true, encoding: .utf8)
        #expect(watcher.changes() == [added])
        try FileManager.default.removeItem(atPath: file)
        #expect(watcher.changes() == [file])
    }

    @Test("a compiler error is read as FILE:LINE: message")
    func firstErrorOfOutput() {
        let output = """
            Building for debugging...
            /tmp/p/Sources/Feed/FeedScreen.swift:12:9: error: cannot find 'lsit' in scope
            /tmp/p/Sources/Feed/FeedScreen.swift:20:1: error: expected '}'
            """
        #expect(DevBuild.firstError(in: output) == "FeedScreen.swift:12: cannot find 'lsit' in scope")
        #expect(DevBuild.firstError(in: "linker failed\n\n") == "linker failed")
    }

    @Test("a failed build is shown in the window and the old window keeps running")
    func buildErrorKeepsOldWindow() async throws {
        let package = try Self.temporaryFolder()
        let build = DevBuild(
            command: ["sh", "-c", "echo \(package)/Sources/Feed/Feed.swift:3:5: error: expected expression; exit 1"], folder: package)
        let files = DevFiles(folder: package + "/.build/dev")
        var launches: [String?] = []
        let supervisor = DevSupervisor(files: files, build: build, program: try Self.program(in: package)) { resumeFrom, _ in
            launches.append(resumeFrom)
            return FakeChild()
        }
        try supervisor.start()
        let first = try #require(supervisor.child as? FakeChild)
        #expect(try await supervisor.rebuild() == .buildFailed("Feed.swift:3: expected expression"))
        #expect(try String(contentsOfFile: files.status, encoding: .utf8) == "Build failed: Feed.swift:3: expected expression")
        #expect(first.isRunning && supervisor.child === first && launches == [nil])
    }

    @Test("a successful build stops the old window and starts the new one on the session's recording")
    func buildSuccessRestartsResumed() async throws {
        let package = try Self.temporaryFolder()
        let files = DevFiles(folder: package + "/.build/dev")
        var launches: [String?] = []
        let build = DevBuild(command: ["true"], folder: package)
        let supervisor = DevSupervisor(files: files, build: build, program: try Self.program(in: package)) { resumeFrom, _ in
            launches.append(resumeFrom)
            // The window writes its recording as it closes and says when it is back in the state.
            try "{\"screen\":\"feed\"}\n".write(toFile: files.trace, atomically: true, encoding: .utf8)
            try "\(Date().timeIntervalSince1970)\n".write(toFile: files.windowState + ".resumed", atomically: true, encoding: .utf8)
            return FakeChild()
        }
        try supervisor.start()
        let first = try #require(supervisor.child as? FakeChild)
        guard case .restarted = try await supervisor.rebuild() else { Issue.record("not restarted"); return }
        #expect(!first.isRunning && supervisor.child !== first)
        #expect(launches == [nil, files.previous])
        #expect(FileManager.default.fileExists(atPath: files.previous))
        #expect(try String(contentsOfFile: files.status, encoding: .utf8).isEmpty)
    }
}

/// A new binary that crashes does not end `dev`: the last build that worked comes back with the crash shown.
@Suite struct DevSupervisorCrashTests {
    typealias FakeChild = DevSupervisorTests.FakeChild

    /// A supervisor on a fresh package whose windows are made by `child(executable)`, each launch noted.
    final class Session {
        let files: DevFiles
        let program: String
        let supervisor: DevSupervisor
        var launches: [(resumeFrom: String?, executable: String)] = []

        init(build: [String] = ["true"], child: @escaping (String) -> FakeChild) throws {
            let package = try DevSupervisorTests.temporaryFolder()
            files = DevFiles(folder: package + "/.build/dev")
            program = try DevSupervisorTests.program(in: package)
            var launch: ((String?, String) throws -> DevChild)!
            supervisor = DevSupervisor(files: files, build: DevBuild(command: build, folder: package), program: program) {
                try launch($0, $1)
            }
            launch = { [unowned self] resumeFrom, executable in
                launches.append((resumeFrom, executable))
                // A window that comes up records and says it is back; a crashed one writes nothing.
                let window = child(executable)
                if window.isRunning {
                    try "{\"screen\":\"feed\"}\n".write(toFile: files.trace, atomically: true, encoding: .utf8)
                    try "\(Date().timeIntervalSince1970)\n".write(
                        toFile: files.windowState + ".resumed", atomically: true, encoding: .utf8)
                }
                return window
            }
        }

        var status: String { (try? String(contentsOfFile: files.status, encoding: .utf8)) ?? "" }
    }

    @Test("a new binary that crashes before its window is back: the last good build resumes the same recording, the crash shown")
    func crashAtStartShowsLastGoodBuild() async throws {
        var builds = 0
        let session = try Session { _ in
            builds += 1
            return builds == 2 ? FakeChild.crashed("signal 11") : FakeChild()  // the rebuilt binary crashes
        }
        let firstBuild = try String(contentsOfFile: session.program, encoding: .utf8)
        try session.supervisor.start()
        try "new build".write(toFile: session.program, atomically: true, encoding: .utf8)

        #expect(try await session.supervisor.rebuild() == .crashed("signal 11"))

        let files = session.files
        #expect(session.launches.map(\.resumeFrom) == [nil, files.previous, files.previous])
        #expect(session.launches.map(\.executable) == [session.program, session.program, files.lastGood])
        #expect(try String(contentsOfFile: files.lastGood, encoding: .utf8) == firstBuild, "the copy is of the build that worked")
        #expect(session.status.contains("crashed (signal 11)"))
        #expect(session.supervisor.child?.isRunning == true)
        #expect(try session.supervisor.sessionGoesOn())
    }

    @Test("a window that crashes live comes back once as the last good build; a second crash waits for the next save")
    func liveCrashRecoversOnceThenWaits() async throws {
        var next: FakeChild? = nil
        let session = try Session { _ in next ?? FakeChild() }
        try session.supervisor.start()
        let first = try #require(session.supervisor.child as? FakeChild)
        first.isRunning = false
        first.crash = "exit status 134"

        #expect(try session.supervisor.sessionGoesOn())
        #expect(session.launches.last?.executable == session.files.lastGood)
        #expect(session.status.contains("crashed (exit status 134)"))

        let again = try #require(session.supervisor.child as? FakeChild)
        again.isRunning = false
        again.crash = "signal 6"
        #expect(try session.supervisor.sessionGoesOn())
        #expect(session.launches.count == 2 && session.supervisor.child == nil, "no third window without a save")
        #expect(try session.supervisor.sessionGoesOn(), "dev waits for the next save")

        next = FakeChild()
        guard case .restarted = try await session.supervisor.rebuild() else { Issue.record("not restarted"); return }
        #expect(session.launches.last?.executable == session.program)
        #expect(session.status.isEmpty)
    }

    @Test("closing the window ends the session")
    func closedWindowEndsSession() throws {
        let session = try Session { _ in FakeChild() }
        try session.supervisor.start()
        session.supervisor.child?.stop()
        #expect(try !session.supervisor.sessionGoesOn())
        #expect(session.launches.count == 1)
    }
}

/// An edit that removes the screen a `dev` session was on: the new window opens the default
/// screen at its start, and says so over the app.
@Suite(.stagesOutputs) struct DevRemovedScreenTests {
    @Test("a recording of a screen the edit removed resumes nowhere: the default screen, fresh, with a note")
    func removedScreenFallsBackToTheDefault() throws {
        var screens = ScreenRegistry(root: "feed")
        screens.register("feed", summary: "A feed") { _ in ViewController(title: "Feed", name: "feed.screen") }
        let folder = try DevSupervisorTests.temporaryFolder()
        let path = folder + "/previous.trace"
        try """
        {"trace":1,"screen":"detail","width":390,"height":844}
        {"t":0.2,"type":"touch","phase":"began","id":1,"x":200,"y":600}
        {"t":0.3,"type":"touch","phase":"ended","id":1,"x":200,"y":300}
        {"t":1.0,"type":"end"}
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let trace = try TraceReader.read(path: path)

        try ScrollLabApp.bind(screens, name: "my-feed", demoOptions: false) {
            let run = try RunCommand.parse([])
            let screen = run.resumedScreen(trace)
            let point = run.resumePoint(trace, screen: screen, size: Size(width: 390, height: 844), options: ScreenOptions())

            #expect(screen == "feed")
            #expect(point == nil, "nothing of the old screen's input is replayed on another")
            #expect(
                run.resumeNote(trace, point: point, screen: screen) == #"the recorded screen "detail" is gone: started at "feed"'s start"#)
            let kept = try RunCommand.parse(["--screen", "feed"])
            #expect(kept.resumeNote(nil, point: nil, screen: "feed") == nil, "a fresh window says nothing")
        }
    }
}
