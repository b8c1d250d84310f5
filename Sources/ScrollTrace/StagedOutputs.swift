import Dispatch
import Foundation

/// Every staged file and temporary folder of the process, so that a command that fails or is
/// interrupted leaves none behind (all-or-nothing, README "Outputs"). Creating, committing and
/// removing staged files all happen under one lock, so an interruption either comes before a
/// commit (and removes everything) or waits until the commit has finished.
public final class StagedOutputs: @unchecked Sendable {
    /// The process's staged outputs.
    public static let shared = StagedOutputs()

    private let lock = NSRecursiveLock()
    /// Staged files and folders, in the order they were made.
    private var paths: [String] = []
    private var folder: String?
    /// Staged files deleted by `OutputFile.discard` since the last `removeAll`, to be reported.
    private var discarded: [String] = []
    private var signalSources: [DispatchSourceSignal] = []

    package init() {}

    /// Runs `body` holding the lock: the interruption handler cannot remove files meanwhile.
    func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// Notes a staged file or folder that `removeAll` must remove (call holding the lock,
    /// before creating it).
    package func register(_ path: String) { locked { paths.append(path) } }

    /// Forgets `path` (committed or already removed).
    func unregister(_ path: String) { locked { paths.removeAll { $0 == path } } }

    /// Deletes the staged file `path` now, noting it for the report of `removeAll`.
    func removeStaged(_ path: String) {
        locked {
            if unlink(path) == 0 { discarded.append(path) }
            unregister(path)
        }
    }

    /// The paths staged now, oldest first.
    public var staged: [String] { locked { paths } }

    /// A private temporary folder for this process's staged files, made on first use.
    func temporaryFolder() throws -> String {
        try locked {
            if let folder { return folder }
            let path = FileManager.default.temporaryDirectory
                .appendingPathComponent("scroll-lab-\(getpid())-\(UUID().uuidString)").path
            paths.insert(path, at: 0)
            guard mkdir(path, 0o700) == 0 else {
                paths.removeFirst()
                throw OutputError.fromErrno(path)
            }
            folder = path
            return path
        }
    }

    /// Removes the temporary folder once nothing staged is left in it.
    func removeFolderIfUnused() {
        locked {
            guard let folder, !paths.contains(where: { $0.hasPrefix(folder + "/") }) else { return }
            try? FileManager.default.removeItem(atPath: folder)
            paths.removeAll { $0 == folder }
            self.folder = nil
        }
    }

    /// Removes every staged file and folder; returns what was removed (also by earlier discards).
    @discardableResult
    public func removeAll() -> [String] {
        locked {
            let existing = discarded + paths.filter { FileManager.default.fileExists(atPath: $0) }
            let removed = existing.filter { path in !existing.contains { path.hasPrefix($0 + "/") } }  // a folder names its files
            for path in paths.reversed() { try? FileManager.default.removeItem(atPath: path) }
            paths = []
            discarded = []
            folder = nil
            return removed
        }
    }

    /// Runs `body` all or nothing: interrupts (SIGINT, SIGTERM, SIGHUP) are handled, and when
    /// `body` fails every staged file and temporary folder is removed (and named) before the error
    /// goes on.
    public func allOrNothing(_ body: () throws -> Void) throws {
        installInterruptHandlers()
        do {
            try body()
        } catch {
            removeAllReporting()
            throw error
        }
    }

    /// Removes everything staged and says so on stderr (one line), when a command has failed.
    public func removeAllReporting() {
        let removed = removeAll()
        if !removed.isEmpty { FileHandle.standardError.write(Data("scroll-lab: \(Self.removalNote(removed))\n".utf8)) }
    }

    /// "removed A, B" for the staged paths a failure or an interruption removed.
    static func removalNote(_ removed: [String]) -> String {
        removed.isEmpty ? "nothing staged to remove" : "removed " + removed.joined(separator: ", ")
    }

    /// The one line an interruption by `signal` prints, given what it removed.
    package static func interruptionMessage(signal: Int32, removed: [String]) -> String {
        let name = [SIGINT: "SIGINT", SIGTERM: "SIGTERM", SIGHUP: "SIGHUP"][signal] ?? "signal \(signal)"
        return "scroll-lab: interrupted by \(name); \(removalNote(removed))"
    }

    /// The exit status after `signal`, as a shell reports a process it killed: 130, 143, 129.
    public static func exitStatus(for signal: Int32) -> Int32 { 128 + signal }

    /// From now on SIGINT, SIGTERM and SIGHUP remove every staged output, say what was removed
    /// and exit with 128 + the signal. The work runs on a dispatch queue, not in a signal handler;
    /// it takes the lock and never gives it back, so nothing is staged or committed after it.
    /// SIGPIPE is ignored, so a stream whose reader went away fails with EPIPE, named.
    public func installInterruptHandlers() {
        signal(SIGPIPE, SIG_IGN)
        locked {
            guard signalSources.isEmpty else { return }
            for number in [SIGINT, SIGTERM, SIGHUP] {
                signal(number, SIG_IGN)  // delivered to the source instead (and SDL leaves it alone)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler { [unowned self] in interrupt(by: number) }
                source.resume()
                signalSources.append(source)
            }
        }
    }

    private func interrupt(by signal: Int32) -> Never {
        lock.lock()
        let removed = removeAll()
        FileHandle.standardError.write(Data((Self.interruptionMessage(signal: signal, removed: removed) + "\n").utf8))
        _exit(Self.exitStatus(for: signal))
    }
}
