import Foundation

/// Ends a window that `dev` started once `dev` is gone: a supervisor killed with SIGKILL cannot
/// stop its window, and the window would stay open, still recording, with nobody to restart it.
enum ParentWatch {
    /// Sends this process SIGTERM (which ends the session as closing the window does) as soon as
    /// its parent has changed, checked four times a second on a thread of its own.
    static func endSessionWhenOrphaned() {
        let parent = getppid()
        let watch = Thread {
            while getppid() == parent { Thread.sleep(forTimeInterval: 0.25) }
            kill(getpid(), SIGTERM)
        }
        watch.name = "parent watch"
        watch.start()
    }
}
