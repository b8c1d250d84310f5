import Dispatch
import Foundation

/// The staged files and temporary folder of one command (`allOrNothing`), so that a command that
/// fails or is interrupted leaves none behind (all-or-nothing, README "Outputs"), and removes
/// only its own: two commands run in one process (tests) never touch each other's files. An
/// output belongs to the scope current where it is made (`current`: the command's, else the
/// process's `shared` one). Creating, renaming into place and removing staged files all happen
/// under one process-wide lock, so an interruption either comes before the renames of a commit
/// (and removes everything) or waits until they have finished.
package final class StagedOutputs: @unchecked Sendable {
    /// The outputs made outside any command.
    package static let shared = StagedOutputs()
    /// The scope new outputs are staged in: the running command's (`allOrNothing`), else `shared`.
    @TaskLocal package static var current: StagedOutputs = shared

    /// A staged file (with the output it is for) or the temporary folder.
    private struct Entry {
        let path: String
        let output: String?
        let isFolder: Bool

        /// How a removal names it: the staged path, and the output it was for.
        var note: String { output.map { "\(path) (staged for \($0))" } ?? path }
    }

    /// Held to stage, commit or remove anything, in any scope.
    private static let lock = NSRecursiveLock()
    /// The scopes an interruption empties: `shared`, and every command's while it runs.
    nonisolated(unsafe) private static var scopes: [StagedOutputs] = [shared]
    /// Staged files and folders, in the order they were made.
    private var entries: [Entry] = []
    private var folder: String?
    /// Staged files deleted by `OutputFile.discard` since the last `removeAll`, to be reported.
    private var discarded: [Entry] = []

    package init() {}

    /// Runs `body` holding the lock: the interruption handler cannot remove files meanwhile.
    static func locked<T, Failure: Error>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// Notes a staged file that `removeAll` must remove, and the output (path as given) it is
    /// for; call holding the lock, right after creating it.
    package func register(_ path: String, for output: String? = nil) {
        Self.locked { entries.append(Entry(path: path, output: output, isFolder: false)) }
    }

    /// Forgets `path` (committed, already removed, or no longer ours).
    func unregister(_ path: String) { Self.locked { entries.removeAll { $0.path == path } } }

    /// Deletes the staged file `path` now, noting it for the report of `removeAll`.
    func removeStaged(_ path: String) {
        Self.locked {
            if unlink(path) == 0, let entry = entries.first(where: { $0.path == path }) { discarded.append(entry) }
            unregister(path)
        }
    }

    /// The paths staged now, oldest first.
    package var staged: [String] { Self.locked { entries.map(\.path) } }

    /// A private temporary folder for this scope's staged files, made on first use.
    func temporaryFolder() throws -> String {
        try Self.locked {
            if let folder { return folder }
            let path = FileManager.default.temporaryDirectory
                .appendingPathComponent("scroll-lab-\(getpid())-\(UUID().uuidString)").path
            entries.insert(Entry(path: path, output: nil, isFolder: true), at: 0)
            guard mkdir(path, 0o700) == 0 else {
                entries.removeFirst()
                throw OutputError.fromErrno(path)
            }
            folder = path
            return path
        }
    }

    /// Removes the temporary folder once nothing staged is left in it.
    func removeFolderIfUnused() {
        Self.locked {
            guard let folder, !entries.contains(where: { $0.path.hasPrefix(folder + "/") }) else { return }
            try? FileManager.default.removeItem(atPath: folder)
            entries.removeAll { $0.path == folder }
            self.folder = nil
        }
    }

    /// Removes every staged file and folder of this scope; returns what was removed (also by
    /// earlier discards), each staged file with the output it was for: `.log.jsonl.Ab12Cd (staged for log.jsonl)`.
    @discardableResult
    package func removeAll() -> [String] {
        Self.locked {
            var info = stat()
            let existing = discarded + entries.filter { lstat($0.path, &info) == 0 }
            // A folder stands for its files, naming the outputs they were for.
            let removed = existing.filter { entry in !existing.contains { entry.path.hasPrefix($0.path + "/") } }.map {
                entry in
                guard entry.isFolder else { return entry.note }
                let outputs = existing.filter { $0.path.hasPrefix(entry.path + "/") }.compactMap(\.output)
                return outputs.isEmpty ? entry.path : "\(entry.path) (staged for \(outputs.joined(separator: ", ")))"
            }
            for entry in entries.reversed() {
                // A staged file is unlinked, never removed as a folder: only the private
                // temporary folder is removed with what is in it.
                if entry.isFolder {
                    try? FileManager.default.removeItem(atPath: entry.path)
                } else {
                    unlink(entry.path)
                }
            }
            entries = []
            discarded = []
            folder = nil
            return removed
        }
    }

    /// Runs `body` all or nothing, as one command: what it stages goes into a scope of its own
    /// (`current`), interrupts (SIGINT, SIGTERM, SIGHUP) are handled, and when `body` fails
    /// every file and temporary folder it staged is removed before the error goes on — as a
    /// `RemovedAfterFailure` naming them when there were any, for the caller to report. With
    /// `firstSignalEndsSession` (`run`), the first interrupt only asks the session to end
    /// (`sessionEndingSignal`), and `body` commits its outputs as when the window closes.
    package static func allOrNothing(firstSignalEndsSession: Bool = false, _ body: () throws -> Void) throws {
        installInterruptHandlers(firstSignalEndsSession: firstSignalEndsSession)
        let scope = StagedOutputs()
        locked { scopes.append(scope) }
        defer { locked { scopes.removeAll { $0 === scope } } }
        do {
            try $current.withValue(scope, operation: body)
        } catch {
            let removed = scope.removeAll()
            throw removed.isEmpty ? error : RemovedAfterFailure(error: error, removed: removed)
        }
    }

    /// A failure after which staged outputs were removed: the failure, then what was removed.
    package struct RemovedAfterFailure: Error, CustomStringConvertible {
        /// What went wrong.
        package let error: any Error
        /// The staged paths removed, each with the outputs it was staged for.
        package let removed: [String]
        /// The line that says what was removed: "scroll-lab: removed A, B".
        package var note: String { "scroll-lab: \(StagedOutputs.removalNote(removed))" }
        package var description: String { "\(error)\n\(note)" }
    }

    /// "removed A, B" for the staged paths a failure or an interruption removed.
    static func removalNote(_ removed: [String]) -> String {
        removed.isEmpty ? "nothing staged to remove" : "removed " + removed.joined(separator: ", ")
    }

    /// The signal's name: SIGINT, SIGTERM, SIGHUP.
    package static func name(of signal: Int32) -> String {
        [SIGINT: "SIGINT", SIGTERM: "SIGTERM", SIGHUP: "SIGHUP"][signal] ?? "signal \(signal)"
    }

    /// The one line an interruption by `signal` prints, given what it removed.
    package static func interruptionMessage(signal: Int32, removed: [String]) -> String {
        "scroll-lab: interrupted by \(name(of: signal)); \(removalNote(removed))"
    }

    /// The exit status after `signal`, as a shell reports a process it killed: 130, 143, 129.
    package static func exitStatus(for signal: Int32) -> Int32 { 128 + signal }

    /// What SIGINT, SIGTERM and SIGHUP do; its own lock, as the signal queue reads it while a
    /// commit holds `lock`.
    private static let policy = Protected(InterruptPolicy(firstSignalEndsSession: false))
    nonisolated(unsafe) private static var signalSources: [DispatchSourceSignal] = []

    /// The signal that asked the session to end (`allOrNothing(firstSignalEndsSession: true)`),
    /// or nil; the window loop polls it and ends as when its window is closed.
    package static var sessionEndingSignal: Int32? { policy.read { $0.endingSignal } }

    /// From now on SIGINT, SIGTERM and SIGHUP remove every staged output, say what was removed
    /// and exit with 128 + the signal, after passing it on to the `ChildProcesses` running — or,
    /// with `firstSignalEndsSession`, the first of them only
    /// sets `sessionEndingSignal` and a second one does that. The work runs on a dispatch queue,
    /// not in a signal handler; it takes the lock and never gives it back, so nothing is staged or
    /// committed after it. SIGPIPE is ignored, so a stream whose reader went away fails with
    /// EPIPE, named.
    package static func installInterruptHandlers(firstSignalEndsSession: Bool = false) {
        signal(SIGPIPE, SIG_IGN)
        policy.write { $0 = InterruptPolicy(firstSignalEndsSession: firstSignalEndsSession) }
        locked {
            guard signalSources.isEmpty else { return }
            let queue = DispatchQueue(label: "scroll-lab.interrupts")  // one signal at a time, in order
            for number in [SIGINT, SIGTERM, SIGHUP] {
                signalSources.append(SignalSource.start(number, on: queue) { received(number) })
            }
        }
    }

    private static func received(_ signal: Int32) {
        switch policy.write({ $0.receive(signal) }) {
        case .endSession: return
        case .abort: interrupt(by: signal)
        }
    }

    private static func interrupt(by signal: Int32) -> Never {
        lock.lock()  // first: a command whose child the signal ends can no longer fail and exit meanwhile
        ChildProcesses.end(by: signal)  // before the removal: no child writes on into a removed file
        let removed = scopes.flatMap { $0.removeAll() }
        FileHandle.standardError.write(Data((interruptionMessage(signal: signal, removed: removed) + "\n").utf8))
        _exit(exitStatus(for: signal))
    }
}

/// A value behind a lock of its own.
private final class Protected<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func read<T>(_ body: (Value) -> T) -> T { lock.withLock { body(value) } }
    func write<T>(_ body: (inout Value) -> T) -> T { lock.withLock { body(&value) } }
}

/// What an interrupt (SIGINT, SIGTERM, SIGHUP) does: abort — remove everything staged and exit
/// with 128 + the signal — or, for a live session (`run`), the first one ends the session as
/// closing its window does (outputs committed) and only a second one aborts.
package struct InterruptPolicy: Equatable, Sendable {
    package enum Action: Equatable, Sendable {
        /// Ask the session to end normally.
        case endSession
        /// Remove everything staged and exit.
        case abort
    }

    package let firstSignalEndsSession: Bool
    /// The signal that asked the session to end, once one has.
    package private(set) var endingSignal: Int32?

    package init(firstSignalEndsSession: Bool) {
        self.firstSignalEndsSession = firstSignalEndsSession
    }

    /// What to do on receiving `signal`.
    package mutating func receive(_ signal: Int32) -> Action {
        guard firstSignalEndsSession, endingSignal == nil else { return .abort }
        endingSignal = signal
        return .endSession
    }
}
