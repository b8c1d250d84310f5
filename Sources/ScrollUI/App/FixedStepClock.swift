/// Maps real time onto the frame loop's fixed 60 Hz steps ("Fix Your Timestep!", Fiedler):
/// frames catch up with real time, but never by more than `maximumCatchUp` at once. The time
/// skipped by that clamp is remembered in `droppedTime`, so events stamped on the real clock
/// can be moved onto the frame clock (`frameTime(ofRealTime:)`).
public struct FixedStepClock: Sendable {
    /// The longest stretch of simulated time one update may run, in seconds (15 frames).
    public static let maximumCatchUp = 0.25
    /// Real time not simulated because of the clamp, in seconds.
    public private(set) var droppedTime = 0.0

    public init() {}

    /// The frame-clock time of a real-clock instant, in seconds.
    public func frameTime(ofRealTime realTime: Double) -> Double { realTime - droppedTime }

    /// How many frames to run now, given the real time and the time of the last frame run.
    public mutating func framesDue(realTime: Double, lastFrameTime: Double) -> Int {
        let behind = frameTime(ofRealTime: realTime) - lastFrameTime
        if behind > Self.maximumCatchUp { droppedTime += behind - Self.maximumCatchUp }
        let due = (frameTime(ofRealTime: realTime) - lastFrameTime) / FrameLoop.frameDuration
        return max(0, Int((due + 1e-9).rounded(.down)))
    }
}
