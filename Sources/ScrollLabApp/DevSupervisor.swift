// DevSupervisor — `scroll-lab dev`'s parent process: on a save it rebuilds, and on success
// replaces the window by the new binary's, resumed where the old one was; a failed build is
// shown in the old window, which keeps running; a new binary that crashes is shown in a window of
// the last build that worked, resumed from the last restart's recording, until the next save.
// Does not: watch (`SourceWatcher`), parse options (`DevCommand`), replay (`run --resume-from`).

import Foundation

/// A running window (`run` as a child process), as the supervisor sees it.
protocol DevChild: AnyObject {
    var isRunning: Bool { get }
    /// Why it ended, when it ended otherwise than by its window closing (a signal, an exit status
    /// other than 0); nil while it runs.
    var crash: String? { get }
    /// Ends the session as closing the window does (its recording put in place) and waits for it.
    func stop()
}

/// The files one `dev` session keeps in `.build/dev/` of the package.
struct DevFiles {
    let folder: String
    /// The session's recording, growing across restarts.
    var trace: String { folder + "/session.trace" }
    /// The recording the next window resumes from (the last window's, moved aside).
    var previous: String { folder + "/previous.trace" }
    /// The window's position, kept between windows (and its `.resumed` sibling: the wall time it was back).
    var windowState: String { folder + "/window" }
    /// Text the window shows over the app while not empty (a build error).
    var status: String { folder + "/status" }

    func writeStatus(_ text: String) { try? text.write(toFile: status, atomically: true, encoding: .utf8) }
}

/// Rebuilds and restarts on each save; `launch(resumeFrom)` starts a window.
// used from one thread at a time: the loop's, or `blocking`'s task while the loop waits
final class DevSupervisor: @unchecked Sendable {
    /// What one save came to.
    enum Outcome: Equatable {
        /// The build failed: its first error, shown in the old window.
        case buildFailed(String)
        /// A new window is back in the session's state: seconds for the build, and from its end to that state.
        case restarted(build: Double, restart: Double)
        /// The new binary crashed before its window was back: why, shown in the last good build's window.
        case crashed(String)
    }

    let files: DevFiles
    let build: DevBuild
    /// The binary each build makes.
    let program: String
    /// A copy of the last binary whose window came up, run again when a new one crashes: beside
    /// `program`, where its resources are found.
    var lastGood: String { program + ".last-good" }
    /// Starts `executable`'s window, resumed from the recording `resumeFrom` if any.
    let launch: (_ resumeFrom: String?, _ executable: String) throws -> DevChild
    private(set) var child: DevChild?
    /// Whether `child` runs `lastGood` after a crash (if it crashes too, no other is started).
    private var childIsLastGood = false
    /// Whether the session is being ended (a signal): no new window is started or waited for.
    var isEnding: () -> Bool = { false }

    init(files: DevFiles, build: DevBuild, program: String, launch: @escaping (String?, String) throws -> DevChild) {
        self.files = files
        self.build = build
        self.program = program
        self.launch = launch
        try? FileManager.default.createDirectory(atPath: files.folder, withIntermediateDirectories: true)
    }

    /// Opens the first window, fresh.
    func start() throws {
        files.writeStatus("")
        child = try launch(nil, program)
        keepAsLastGood()
    }

    /// Whether the session goes on: its window runs, or it crashed (then a window of the last good
    /// build shows the crash, once) and the next save is awaited; false once the window was closed.
    func sessionGoesOn() throws -> Bool {
        guard let child, !child.isRunning else { return true }
        guard let crash = child.crash else { return false }
        try showCrash(crash)
        return true
    }

    /// Rebuilds after a save; on success stops the window (its recording is put in place) and
    /// starts the new binary on that recording.
    func rebuild() throws -> Outcome {
        files.writeStatus("Building…")
        let started = Date()
        let outcome = try build.run()
        let built = Date()
        guard outcome.succeeded, !isEnding() else {
            let message = outcome.error ?? "the build was interrupted"
            files.writeStatus("Build failed: \(message)")
            return .buildFailed(message)
        }
        files.writeStatus("")
        child?.stop()
        let hasTrace = moveRecordingAside()
        try? FileManager.default.removeItem(atPath: files.windowState + ".resumed")
        child = try launch(hasTrace ? files.previous : nil, program)
        childIsLastGood = false
        let resumed = waitForResume(limit: 120)
        if resumed == nil, let crash = child?.crash {
            try showCrash(crash)
            return .crashed(crash)
        }
        keepAsLastGood()
        return .restarted(
            build: built.timeIntervalSince(started), restart: (resumed ?? Date()).timeIntervalSince(built))
    }

    /// Moves the session's recording to `previous`; false when there is none to resume from
    /// (a window that crashed wrote none: then the one before it is kept).
    private func moveRecordingAside() -> Bool {
        let manager = FileManager.default
        guard manager.fileExists(atPath: files.trace) else { return manager.fileExists(atPath: files.previous) }
        try? manager.removeItem(atPath: files.previous)
        return (try? manager.moveItem(atPath: files.trace, toPath: files.previous)) != nil
    }

    /// Says the window crashed, over a window of the last good build resumed from the last restart's
    /// recording; when that one crashed too, only on standard error, until the next save.
    private func showCrash(_ crash: String) throws {
        let manager = FileManager.default
        let message = "The new build crashed (\(crash)): the last build that worked is shown; save to try again"
        files.writeStatus(message)
        guard !childIsLastGood, manager.fileExists(atPath: lastGood) else {
            printError("\(ScrollLabApp.name): dev: the window crashed (\(crash)); waiting for the next save")
            child = nil
            return
        }
        printError("\(ScrollLabApp.name): dev: \(message)")
        let resumeFrom = manager.fileExists(atPath: files.previous) ? files.previous : nil
        child = try launch(resumeFrom, lastGood)
        childIsLastGood = true
    }

    /// Copies the binary whose window came up, to run again if the next one crashes.
    private func keepAsLastGood() {
        let manager = FileManager.default
        try? manager.removeItem(atPath: lastGood)
        try? manager.copyItem(atPath: program, toPath: lastGood)
    }

    /// When the new window said it was back in the session's state (nil: it did not say in `limit` seconds).
    private func waitForResume(limit: Double) -> Date? {
        let end = Date().addingTimeInterval(limit)
        while Date() < end, child?.isRunning == true, !isEnding() {
            if let text = try? String(contentsOfFile: files.windowState + ".resumed", encoding: .utf8),
                let seconds = Double(text.trimmingCharacters(in: .whitespacesAndNewlines))
            {
                return Date(timeIntervalSince1970: seconds)
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return nil
    }
}

/// A window run as a child process (Foundation's `Process`: it lives as long as the session).
final class ProcessChild: DevChild {
    let process = Process()

    init(executable: String, arguments: [String]) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        try process.run()
    }

    var isRunning: Bool { process.isRunning }

    var crash: String? {
        guard !process.isRunning else { return nil }
        switch process.terminationReason {
        case .uncaughtSignal: return "signal \(process.terminationStatus)"
        case .exit: return process.terminationStatus == 0 ? nil : "exit status \(process.terminationStatus)"
        @unknown default: return "ended"
        }
    }

    func stop() {
        guard process.isRunning else { return }
        process.terminate()  // SIGTERM: `run` ends its session as closing the window does
        process.waitUntilExit()
    }
}
