// DeviceTimeline — when input happened, on the frame clock, without ever reordering it.
// Implements: moving device times (real seconds) onto the frame clock, and taking the time the
//   clock dropped after a stall only at a pause in the input, so that a gesture going on across
//   the stall keeps its events' order and spacing.
// Does not: read SDL or a clock (`InputPump` gives it the times); deliver events (`InputSchedule`).

import ScrollUI

/// Moves the times at which devices saw input onto the frame clock.
///
/// After a stall (the window blocked, the compositor frozen) `FixedStepClock` catches up at most
/// `FixedStepClock.maximumCatchUp` and drops the rest: real time later than the stall maps to
/// frame times that much earlier. Input that happened during the stall was already mapped
/// without the drop; if the input that follows were mapped with it, it would land before them,
/// and every event of the rest of the gesture would be pinned to one time (a +31 % release
/// through a frozen Weston, issue 30). So within a gesture the input keeps the offset it had,
/// and is delivered that much later on the frame clock, its spacing exact. At a pause of at least
/// `settlingPause` (no velocity fit spans it) the input takes as much of the drop as keeps the
/// next event a settling pause after the one before: never going back, and never left behind a
/// window that runs slower than real time (a guest under emulation: its first input, a pause
/// after the window started, would otherwise wait minutes for the frame clock to reach it).
package struct DeviceTimeline {
    /// The frame clock's dropped time (frame seconds) that the input's times include.
    package private(set) var adoptedDrop = 0.0
    /// The latest real time (seconds) mapped so far, and the frame time it was mapped to.
    private var latest: (realTime: Double, frameTime: Double)?
    /// The quiet time a pause needs for the drop to be taken, and the least a pause is kept on
    /// the frame clock: a velocity fit's horizon (`PanGestureRecognizer.velocityHorizon`, 0.1 s),
    /// so that no fit holds events from both sides of it.
    package static let settlingPause = 0.1

    package init() {}

    /// The frame-clock time of the input that happened at `realTime` (seconds), given the clock's
    /// mapping (`frameTime`, which includes all the time it dropped) and `droppedTime` (frame seconds).
    package mutating func frameTime(
        ofRealTime realTime: Double, clock frameTime: (Double) -> Double,
        droppedTime: Double
    ) -> Double {
        let adopting = frameTime(realTime)  // with the whole drop
        guard let latest else {
            adoptedDrop = droppedTime
            self.latest = (realTime, adopting)
            return adopting
        }
        var mapped = adopting + (droppedTime - adoptedDrop)  // on the input's own offset
        if adopting - frameTime(latest.realTime) >= Self.settlingPause {
            let settled = max(adopting, latest.frameTime + Self.settlingPause)
            if settled < mapped {
                mapped = settled
                adoptedDrop = droppedTime - (settled - adopting)
            }
        }
        if realTime >= latest.realTime { self.latest = (realTime, mapped) }
        return mapped
    }
}
