/// Maps real time onto the frame loop's fixed 60 Hz steps ("Fix Your Timestep!", Fiedler):
/// frames catch up with real time, but never by more than `maximumCatchUp` at once. The time
/// skipped by that clamp is remembered in `droppedTime`, so events stamped on the real clock
/// can be moved onto the frame clock (`frameTime(ofRealTime:)`).
///
/// A `timeScale` below 1 is slow motion, as the iOS Simulator's slow animations: the frame
/// clock runs slower than real time, and input stamps are scaled with it, so a flick stays
/// physical and a recording made in slow motion replays at real speed with the same result.
/// (Package access: only the window, `WindowHost`, runs on real time.)
package struct FixedStepClock: Sendable {
    /// The longest stretch of simulated time one update may run, in seconds (15 frames).
    package static let maximumCatchUp = 0.25
    /// The slow-motion speeds the window cycles through, fastest first.
    package static let timeScales = [1.0, 0.5, 0.25, 0.1]

    /// Frame-clock seconds per real second (1: real time; 0.25: four times slower).
    package private(set) var timeScale = 1.0
    /// Real time not simulated because of the clamp, in seconds of frame time.
    package private(set) var droppedTime = 0.0
    /// Where the current time scale took over: a real time and the frame time it maps to.
    private var anchor = (realTime: 0.0, frameTime: 0.0)
    /// Real seconds a frame waits after its time before it runs, so that input which happened
    /// before the frame but is still on its way (device → compositor → app) is delivered in it,
    /// with its own time, instead of being moved to the next frame.
    package let inputAllowance: Double

    /// A clock whose real time 0 is frame time `startTime` (a restarted window goes on from the
    /// frame its replay reached, `SessionResume`).
    package init(timeScale: Double = 1, inputAllowance: Double = 0, startTime: Double = 0) {
        self.timeScale = timeScale
        self.inputAllowance = inputAllowance
        anchor = (0, startTime)
    }

    /// The frame-clock time of a real-clock instant, in seconds.
    package func frameTime(ofRealTime realTime: Double) -> Double {
        anchor.frameTime + (realTime - anchor.realTime) * timeScale - droppedTime
    }

    /// Changes the speed from `realTime` on; frame time stays continuous.
    package mutating func setTimeScale(_ scale: Double, atRealTime realTime: Double) {
        guard scale > 0, scale.isFinite else { return }
        anchor = (realTime, frameTime(ofRealTime: realTime) + droppedTime)
        timeScale = scale
    }

    /// How many frames to run now, given the real time and the time of the last frame run.
    package mutating func framesDue(realTime: Double, lastFrameTime: Double) -> Int {
        let realTime = realTime - inputAllowance
        let behind = frameTime(ofRealTime: realTime) - lastFrameTime
        if behind > Self.maximumCatchUp { droppedTime += behind - Self.maximumCatchUp }
        let due = (frameTime(ofRealTime: realTime) - lastFrameTime) / FrameLoop.frameDuration
        return max(0, Int((due + 1e-9).rounded(.down)))
    }
}
