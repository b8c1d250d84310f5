import Dispatch
import Foundation
import OutputFiles
import Testing

/// A signal taken on a dispatch queue leaves programs started afterwards able to handle it.
@Suite struct SignalSourceTests {
    /// Started right after the source, as `dev` starts its window: the child's shell traps the
    /// signal (it could not, had it started with the signal ignored) and exits with 7 on it.
    @Test func aProgramStartedAfterTheSourceCanTrapTheSignal() throws {
        let queue = DispatchQueue(label: "signal-source-test")
        let source = SignalSource.start(SIGUSR2, on: queue) {}
        defer { source.cancel() }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/sh")
        child.arguments = ["-c", "trap 'exit 7' USR2; kill -USR2 $$; sleep 1; exit 0"]
        try child.run()
        child.waitUntilExit()
        #expect(child.terminationStatus == 7)
    }
}
