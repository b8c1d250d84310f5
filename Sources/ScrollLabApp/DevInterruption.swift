// DevInterruption — how `scroll-lab dev` ends on SIGINT, SIGTERM or SIGHUP, and its hold on the
// package (`DevLock`).
// Implements: the signal noted on a dispatch queue (not in a handler, and never waiting for the
//   loop, which may be in a build that never ends), the build's process group sent the same
//   signal at once (`ChildProcesses`), the loop then ending and stopping the window as closing
//   it does, the command ending with 128 + the signal and its name.

import Dispatch
import Foundation
import OutputFiles
import ScrollTrace

/// The signal that asked `dev` to end, once one has.
enum DevInterruption {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var received: Int32?
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    /// The first of SIGINT, SIGTERM, SIGHUP received, or nil.
    static var signal: Int32? { lock.withLock { received } }

    /// From now on SIGINT, SIGTERM and SIGHUP are noted and passed on to the running build.
    static func install() {
        let queue = DispatchQueue(label: "scroll-lab.dev.interrupts")
        lock.withLock {
            guard sources.isEmpty else { return }
            for number in [SIGINT, SIGTERM, SIGHUP] {
                sources.append(SignalSource.start(number, on: queue) { receive(number) })
            }
        }
    }

    private static func receive(_ number: Int32) {
        lock.withLock { received = received ?? number }
        ChildProcesses.end(by: number)  // the build: the loop waits for it
    }

    /// Throws the end of the command with 128 + the signal once one was received, naming it and
    /// `recording` (the session's, put in place when the window was stopped).
    static func endIfAsked(recording: String?) throws {
        guard let signal else { return }
        let kept = recording.map { "; the session's recording is \($0)" } ?? ""
        throw CommandFailure(
            message: "\(ScrollLabApp.name): dev: interrupted by \(StagedOutputs.name(of: signal))\(kept)",
            exitStatus: StagedOutputs.exitStatus(for: signal))
    }
}

/// One `dev` per package: an exclusive `flock` on `.build/dev/lock`, which holds the holder's
/// process id. The kernel frees it when the process ends, however it ends (a crash, SIGKILL), so
/// a stale file never blocks the next `dev`; a second `dev` refuses, naming the first.
final class DevLock {
    private let descriptor: Int32

    init(files: DevFiles) throws {
        try? FileManager.default.createDirectory(atPath: files.folder, withIntermediateDirectories: true)
        let path = files.folder + "/lock"
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw CommandFailure(
                message: "\(ScrollLabApp.name): cannot write \(path): \(String(cString: strerror(errno)))",
                exitStatus: ExitStatus.cannotCreate)
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let holder =
                (try? String(contentsOfFile: path, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
                ?? ""
            close(descriptor)
            throw CommandFailure(
                message:
                    "\(ScrollLabApp.name): dev: another dev\(holder.isEmpty ? "" : " (process \(holder))") is running on this package (it holds \(path)); end it first",
                exitStatus: ExitStatus.cannotCreate)
        }
        let text = Array("\(getpid())\n".utf8)
        ftruncate(descriptor, 0)
        _ = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }

    /// Lets the next `dev` in (the process's end does too).
    func release() { close(descriptor) }
}
