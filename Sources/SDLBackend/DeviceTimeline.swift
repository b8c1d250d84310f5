// DeviceTimeline — when input happened, on the frame clock, its spacing exactly the devices'.
// Implements: moving device times (real seconds) onto the frame clock with one offset, fixed when
//   the first input comes, so that the interval between any two input events is their stamps'.
// Does not: read SDL or a clock (`InputPump` gives it the times); deliver events (`InputSchedule`);
//   catch the frames up after a stall (`FixedStepClock`, told by the window to keep time).

import ScrollSession
import ScrollUI

/// Moves the times at which devices saw input onto the frame clock, keeping their spacing.
///
/// A hand's timing is the input: a finger held 0.9 s is a long press, taps 450 ms apart are two
/// taps. So once input has come (`keepTime()`), every event keeps the offset between the real
/// clock and the frame clock that the first one had, however far behind the frames run: after a
/// stall the frame clock catches up (`FixedStepClock.keepTime()`), drawing fewer frames, and the
/// input is delivered at its own times. (Taking the clock's dropped time at each pause in the
/// input, as before, made a 1.2 s hold across a 1 s stop 0.46 s, and 450 ms taps a double tap.)
/// Until then the offset follows what the clock drops: a window whose first frame took minutes
/// (a guest under emulation) gets its first input at once.
package struct DeviceTimeline {
    /// The frame clock's dropped time (frame seconds) that the input's times include.
    package private(set) var adoptedDrop = 0.0
    /// Whether the offset is fixed: input has come.
    package private(set) var keepsTime = false

    package init() {}

    /// Fixes the offset: every later time keeps its interval to this one's. `restoring` is the
    /// dropped time the clock gave back for the first input (`InputBatch.schedule`), whose
    /// times were moved later by as much.
    package mutating func keepTime(restoring restored: Double = 0) {
        if !keepsTime { adoptedDrop -= restored }
        keepsTime = true
    }

    /// The frame-clock time of the input that happened at `realTime` (seconds), given the clock's
    /// mapping (`frameTime`, which includes all the time it dropped) and `droppedTime` (frame seconds).
    package mutating func frameTime(
        ofRealTime realTime: Double, clock frameTime: (Double) -> Double,
        droppedTime: Double
    ) -> Double {
        if !keepsTime { adoptedDrop = droppedTime }
        return frameTime(realTime) + (droppedTime - adoptedDrop)
    }
}
