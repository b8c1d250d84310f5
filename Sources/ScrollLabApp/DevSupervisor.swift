// DevSupervisor — `scroll-lab dev`'s parent process: on a save it rebuilds, and on success
// replaces the window by the new binary's, resumed where the old one was; a failed build is
// shown in the old window, which keeps running.
// Does not: watch (`SourceWatcher`), parse options (`DevCommand`), replay (`run --resume-from`).

import Foundation

/// A running window (`run` as a child process), as the supervisor sees it.
protocol DevChild: AnyObject {
    var isRunning: Bool { get }
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
final class DevSupervisor: @unchecked Sendable {  // used from one thread at a time: the loop's, or `blocking`'s task while the loop waits
    /// What one save came to.
    enum Outcome: Equatable {
        /// The build failed: its first error, shown in the old window.
        case buildFailed(String)
        /// A new window is back in the session's state: seconds for the build, and from its end to that state.
        case restarted(build: Double, restart: Double)
    }

    let files: DevFiles
    let build: DevBuild
    let launch: (_ resumeFrom: String?) throws -> DevChild
    private(set) var child: DevChild?

    init(files: DevFiles, build: DevBuild, launch: @escaping (String?) throws -> DevChild) {
        self.files = files
        self.build = build
        self.launch = launch
        try? FileManager.default.createDirectory(atPath: files.folder, withIntermediateDirectories: true)
    }

    /// Opens the first window, fresh.
    func start() throws {
        files.writeStatus("")
        child = try launch(nil)
    }

    /// Rebuilds after a save; on success stops the window (its recording is put in place) and
    /// starts the new binary on that recording.
    func rebuild() async throws -> Outcome {
        files.writeStatus("Building…")
        let started = Date()
        let outcome = try await build.run()
        let built = Date()
        guard outcome.succeeded else {
            let message = outcome.error ?? "the build failed"
            files.writeStatus("Build failed: \(message)")
            return .buildFailed(message)
        }
        files.writeStatus("")
        child?.stop()
        let manager = FileManager.default
        try? manager.removeItem(atPath: files.previous)
        let hasTrace = (try? manager.moveItem(atPath: files.trace, toPath: files.previous)) != nil
        try? manager.removeItem(atPath: files.windowState + ".resumed")
        child = try launch(hasTrace ? files.previous : nil)
        let resumed = waitForResume(limit: 120) ?? Date()
        return .restarted(build: built.timeIntervalSince(started), restart: resumed.timeIntervalSince(built))
    }

    /// When the new window said it was back in the session's state (nil: it did not say in `limit` seconds).
    private func waitForResume(limit: Double) -> Date? {
        let end = Date().addingTimeInterval(limit)
        while Date() < end, child?.isRunning == true {
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

    func stop() {
        guard process.isRunning else { return }
        process.terminate()  // SIGTERM: `run` ends its session as closing the window does
        process.waitUntilExit()
    }
}
