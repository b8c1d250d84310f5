import Foundation
import Geometry
import ScrollSession
import ScrollTrace
import ScrollUI
import TestSupport
import Testing
@testable import ScrollLabApp

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
            supervisor = DevSupervisor(files: files, build: DevBuild(command: build, folder: package), program: program)
            {
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

    @Test(
        "a new binary that crashes before its window is back: the last good build resumes the same recording, the crash shown"
    )
    func crashAtStartShowsLastGoodBuild() throws {
        var builds = 0
        let session = try Session { _ in
            builds += 1
            return builds == 2 ? FakeChild.crashed("signal 11") : FakeChild()  // the rebuilt binary crashes
        }
        let firstBuild = try String(contentsOfFile: session.program, encoding: .utf8)
        try session.supervisor.start()
        try "new build".write(toFile: session.program, atomically: true, encoding: .utf8)

        #expect(try session.supervisor.rebuild() == .crashed("signal 11"))

        let files = session.files
        #expect(session.launches.map(\.resumeFrom) == [nil, files.previous, files.previous])
        #expect(session.launches.map(\.executable) == [session.program, session.program, session.supervisor.lastGood])
        #expect(
            try String(contentsOfFile: session.supervisor.lastGood, encoding: .utf8) == firstBuild,
            "the copy is of the build that worked")
        #expect(session.status.contains("crashed (signal 11)"))
        #expect(session.supervisor.child?.isRunning == true)
        #expect(try session.supervisor.sessionGoesOn())
    }

    @Test("a window that crashes live comes back once as the last good build; a second crash waits for the next save")
    func liveCrashRecoversOnceThenWaits() throws {
        var next: FakeChild? = nil
        let session = try Session { _ in next ?? FakeChild() }
        try session.supervisor.start()
        let first = try #require(session.supervisor.child as? FakeChild)
        first.isRunning = false
        first.crash = "exit status 134"

        #expect(try session.supervisor.sessionGoesOn())
        #expect(session.launches.last?.executable == session.supervisor.lastGood)
        #expect(session.status.contains("crashed (exit status 134)"))

        let again = try #require(session.supervisor.child as? FakeChild)
        again.isRunning = false
        again.crash = "signal 6"
        #expect(try session.supervisor.sessionGoesOn())
        #expect(session.launches.count == 2 && session.supervisor.child == nil, "no third window without a save")
        #expect(try session.supervisor.sessionGoesOn(), "dev waits for the next save")

        next = FakeChild()
        guard case .restarted = try session.supervisor.rebuild() else { Issue.record("not restarted"); return }
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
            let point = run.resumePoint(
                trace, screen: screen, size: Size(width: 390, height: 844), options: ScreenOptions())

            #expect(screen == "feed")
            #expect(point == nil, "nothing of the old screen's input is replayed on another")
            #expect(
                run.resumeNote(trace, point: point, screen: screen)
                    == #"the recorded screen "detail" is gone: started at "feed"'s start"#)
            let kept = try RunCommand.parse(["--screen", "feed"])
            #expect(kept.resumeNote(nil, point: nil, screen: "feed") == nil, "a fresh window says nothing")
        }
    }
}
