import Foundation

/// The programs a command runs meanwhile (ffmpeg under `replay --video`), which an interruption
/// ends with the process: each gets the signal the process got, as a shell's Ctrl-C reaches its
/// whole foreground group, and one still running `patience` seconds later is killed. So no child
/// goes on writing into a staged file that the interruption removed.
package enum ChildProcesses {
    private static let lock = NSLock()
    /// Each child's process id, negated for one that leads a process group of its own (signalled whole).
    nonisolated(unsafe) private static var running: Set<pid_t> = []
    /// How long an interrupted child may take to end on its own before SIGKILL.
    static let patience = 2.0

    /// Notes `pid`, running now, until `remove`; `asGroup`: it leads a process group of its own,
    /// signalled whole (a build and the compilers it starts).
    package static func insert(_ pid: pid_t, asGroup: Bool = false) {
        _ = lock.withLock { running.insert(asGroup ? -pid : pid) }
    }

    /// Forgets `pid` (it ended and was waited for).
    package static func remove(_ pid: pid_t) {
        lock.withLock {
            running.remove(pid)
            running.remove(-pid)
        }
    }

    /// The children running now.
    package static var all: Set<pid_t> { lock.withLock { running } }

    /// Sends `signal` to every child, waits until each has been waited for (or is gone) for at
    /// most `patience` seconds, then kills the rest.
    package static func end(by signal: Int32) {
        let children = all
        guard !children.isEmpty else { return }
        for pid in children { kill(pid, signal) }
        let deadline = Date().addingTimeInterval(patience)
        var left = children
        while !left.isEmpty, Date() < deadline {
            let running = all
            // a group: until its last member ends
            left = left.filter { kill($0, 0) == 0 && ($0 < 0 || running.contains($0)) }
            if !left.isEmpty { usleep(5_000) }
        }
        for pid in left { kill(pid, SIGKILL) }
    }
}
