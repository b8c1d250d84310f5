import ScrollUI

/// Maps real time onto the frame loop's fixed 60 Hz steps ("Fix Your Timestep!", Fiedler):
/// frames catch up with real time, but never by more than `maximumCatchUp` at once. Until input
/// comes (`keepTime()`) the time beyond that clamp is dropped and remembered in `droppedTime`, so
/// a slow start (a first frame that took minutes under emulation) is not replayed frame by frame;
/// events stamped on the real clock are moved onto the frame clock (`frameTime(ofRealTime:)`).
/// Once input has come nothing more is dropped: a stall is caught up `maximumCatchUp` at a time,
/// so the interval between two input events is their devices' interval on the frame clock too
/// (a hold across a stall stays a hold). Catching up may skip drawing frames, never time.
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
    /// Whether the time frames cannot catch up with is dropped: only until `keepTime()`.
    package private(set) var dropsStalls = true
    /// Where the current time scale took over: a real time and the frame time it maps to.
    private var anchor = (realTime: 0.0, frameTime: 0.0)
    /// Real seconds a frame waits after its time before it runs, so that input which happened
    /// before the frame but is still on its way (device → compositor → app) is delivered in it,
    /// with its own time, instead of being moved to the next frame. The window measures it as it
    /// goes (`FramePacing`).
    package var inputAllowance: Double

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

    /// The real-clock instant of a frame-clock time, in seconds (`frameTime(ofRealTime:)` undone):
    /// when the frame of that time is due, before the input allowance.
    package func realTime(ofFrameTime frameTime: Double) -> Double {
        anchor.realTime + (frameTime + droppedTime - anchor.frameTime) / timeScale
    }

    /// Changes the speed from `realTime` on; frame time stays continuous.
    package mutating func setTimeScale(_ scale: Double, atRealTime realTime: Double) {
        guard scale > 0, scale.isFinite else { return }
        anchor = (realTime, frameTime(ofRealTime: realTime) + droppedTime)
        timeScale = scale
    }

    /// Drops nothing from now on (input has come, whose spacing the frame clock keeps).
    package mutating func keepTime() { dropsStalls = false }

    /// Gives back `seconds` of the dropped time (at most all of it), while it still drops stalls:
    /// the first input was queued in a stall it dropped, and its time is kept, not made late.
    package mutating func restoreDropped(_ seconds: Double) {
        guard dropsStalls else { return }
        droppedTime -= min(max(seconds, 0), droppedTime)
    }

    /// How far the frames at `lastFrameTime` are behind `realTime` (frame seconds).
    package func backlog(realTime: Double, lastFrameTime: Double) -> Double {
        frameTime(ofRealTime: realTime - inputAllowance) - lastFrameTime
    }

    /// Drops the time that frames at `lastFrameTime` are behind `realTime` beyond
    /// `maximumCatchUp`, while the clock drops stalls (before input has come).
    package mutating func dropStall(realTime: Double, lastFrameTime: Double) {
        let behind = backlog(realTime: realTime, lastFrameTime: lastFrameTime)
        if dropsStalls, behind > Self.maximumCatchUp { droppedTime += behind - Self.maximumCatchUp }
    }

    /// How many frames to run now, given the real time and the time of the last frame run: at
    /// most `maximumCatchUp`'s worth; what is left is dropped before input has come, else run later.
    package mutating func framesDue(realTime: Double, lastFrameTime: Double) -> Int {
        dropStall(realTime: realTime, lastFrameTime: lastFrameTime)
        let due =
            min(backlog(realTime: realTime, lastFrameTime: lastFrameTime), Self.maximumCatchUp)
            / FrameLoop.frameDuration
        return max(0, Int((due + 1e-9).rounded(.down)))
    }
}
