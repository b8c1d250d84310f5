import ScrollSession
import ScrollUI

/// `replay --check`: `InvariantChecker` after every frame, so a trace that breaks one of the
/// app's rules (content past its rubber band, an unbalanced delegate callback, a tracking scroll
/// view without a finger) says so. Opt-in: a replay's log and pictures are what a user asked
/// for, and a checked replay costs a check per frame; the fuzz and `ScreenDriver` check always.
extension ReplayCommand {
    /// Exit status of a replay whose app broke an invariant (the replay ran; the app failed it).
    static let invariantBroken: Int32 = 1

    /// The per-frame check for `app`, failing with `TRACE: frame N (t = S s): rule`.
    func invariantCheck(of app: Application) -> (FrameLoop) throws -> Void {
        let checker = InvariantChecker(app: app)
        let trace = self.trace == "-" ? "<standard input>" : self.trace
        return { loop in
            do {
                try checker.check()
            } catch let violation as InvariantViolation {
                let time = String(format: "%.3f", loop.time)
                throw CommandFailure(
                    message: "\(trace): frame \(loop.currentFrame) (t = \(time) s): invariant broken: \(violation)",
                    exitStatus: Self.invariantBroken)
            }
        }
    }
}
