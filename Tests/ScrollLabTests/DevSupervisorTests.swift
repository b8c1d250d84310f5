import Foundation
import Testing
@testable import ScrollLabApp

/// `scroll-lab dev`'s parent: the watcher sees a save, a failed build is shown and keeps the old
/// window, a successful one replaces it by a window resumed from the session's recording
/// (a crash, and a removed screen: `DevCrashTests.swift`).
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
        // not a source
        try "more notes\n".write(toFile: package + "/Sources/Feed/notes.txt", atomically: true, encoding: .utf8)
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
    func buildErrorKeepsOldWindow() throws {
        let package = try Self.temporaryFolder()
        let build = DevBuild(
            command: ["sh", "-c", "echo \(package)/Sources/Feed/Feed.swift:3:5: error: expected expression; exit 1"],
            folder: package)
        let files = DevFiles(folder: package + "/.build/dev")
        var launches: [String?] = []
        let supervisor = DevSupervisor(files: files, build: build, program: try Self.program(in: package)) {
            resumeFrom, _ in
            launches.append(resumeFrom)
            return FakeChild()
        }
        try supervisor.start()
        let first = try #require(supervisor.child as? FakeChild)
        #expect(try supervisor.rebuild() == .buildFailed("Feed.swift:3: expected expression"))
        #expect(
            try String(contentsOfFile: files.status, encoding: .utf8)
                == "Build failed: Feed.swift:3: expected expression")
        #expect(first.isRunning && supervisor.child === first && launches == [nil])
    }

    @Test("a successful build stops the old window and starts the new one on the session's recording")
    func buildSuccessRestartsResumed() throws {
        let package = try Self.temporaryFolder()
        let files = DevFiles(folder: package + "/.build/dev")
        var launches: [String?] = []
        let build = DevBuild(command: ["true"], folder: package)
        let supervisor = DevSupervisor(files: files, build: build, program: try Self.program(in: package)) {
            resumeFrom, _ in
            launches.append(resumeFrom)
            // The window writes its recording as it closes and says when it is back in the state.
            try "{\"screen\":\"feed\"}\n".write(toFile: files.trace, atomically: true, encoding: .utf8)
            try "\(Date().timeIntervalSince1970)\n".write(
                toFile: files.windowState + ".resumed", atomically: true, encoding: .utf8)
            return FakeChild()
        }
        try supervisor.start()
        let first = try #require(supervisor.child as? FakeChild)
        guard case .restarted = try supervisor.rebuild() else { Issue.record("not restarted"); return }
        #expect(!first.isRunning && supervisor.child !== first)
        #expect(launches == [nil, files.previous])
        #expect(FileManager.default.fileExists(atPath: files.previous))
        #expect(try String(contentsOfFile: files.status, encoding: .utf8).isEmpty)
    }
}
