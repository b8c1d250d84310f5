// FramePacing — when the window's loop samples input and runs its frames, apart from SDL so that
//   tests can drive it with times as arguments.
// Implements: the input allowance (how long after its time a frame waits for input still on its
//   way), measured from how late recent input arrived, clamped; how long the loop sleeps before it
//   pumps again: exactly until the next frame is due, never more than a poll interval.
// Does not: read a clock or SDL (`WindowHost` and `InputPump` give it the times); count the frames
//   due (`FixedStepClock`); decide which frame an event goes to (`InputSchedule`).

/// When the window samples its input: as soon after a frame's time as the input of that time can
/// have arrived, the way Android's Choreographer batches input at the frame and iOS coalesces the
/// touches of a frame. The loop presents as soon as the frame is drawn (without vsync there is no
/// later deadline to aim at), so the only wait between a frame's time and its present that can be
/// cut is the allowance; the loop no longer polls on whole milliseconds either. TheFrameLoop
/// (ScrollSession's article) gives the figures and why the render cost is not predicted here.
///
/// The allowance is the 95th percentile of the last `lagSampleCount` arrival lags (a pump's time
/// minus a stamped event's device time), between `allowanceRange`'s bounds: a frame waits for
/// what nearly all input needs to reach the window and no longer. Only pumps that follow the one
/// before within `measuringGap` measure lags: input pumped after a render waited in SDL's queue,
/// which says nothing of its transit.
package struct FramePacing: Sendable {
    /// The allowance's bounds, in real seconds. At least 1 ms: SDL and the display servers stamp
    /// whole milliseconds, so an event stamped at a frame's time can happen up to 1 ms after it.
    /// At most 4 ms, the fixed allowance before, which covers a compositor's 1–3 ms delivery
    /// (ScrollPhysics' Physics article): a bad measurement never makes frames wait longer.
    package static let allowanceRange = 0.001...0.004
    /// How many arrival lags the allowance is taken from (about half a second of a drag).
    package static let lagSampleCount = 64
    /// Fewer lags than this keep the upper bound: a window without input measured waits as before.
    package static let minimumLagSamples = 16
    /// Which of the lags the allowance covers.
    package static let lagPercentile = 0.95
    /// The longest the loop sleeps between two pumps (real seconds): input keeps being read, and
    /// the lags measured, while the loop waits.
    package static let pollInterval = 0.001
    /// The shortest sleep (real seconds), so that a frame due now by a rounding never spins.
    package static let minimumWait = 0.000_1
    /// A pump measures lags only this soon after the one before (real seconds).
    package static let measuringGap = 0.002

    /// The last arrival lags, oldest overwritten first (real seconds, clamped to the allowance's bounds).
    private var lags: [Double] = []
    private var nextLag = 0
    /// When the loop last pumped (real seconds).
    private var lastPump: Double?
    /// How long after its time a frame waits for input (real seconds).
    package private(set) var inputAllowance = allowanceRange.upperBound

    package init() {}

    /// A pump at real time `now` took stamped input that arrived `arrivalLags` seconds after its
    /// device saw it. A lag that is not finite is dropped; one beyond the bounds counts as the bound.
    package mutating func recordPump(atRealTime now: Double, arrivalLags: [Double]) {
        defer { if now.isFinite { lastPump = now } }
        guard let lastPump, now - lastPump >= 0, now - lastPump <= Self.measuringGap else { return }
        for lag in arrivalLags where lag.isFinite {
            record(min(max(lag, 0), Self.allowanceRange.upperBound))
        }
        inputAllowance = allowance()
    }

    /// How long to sleep (real seconds) at `now` before pumping again, the next frame being due at
    /// `due` (its time on the real clock plus `inputAllowance`): until it is due, at most
    /// `pollInterval`, at least `minimumWait`. A time that is not finite (a clock gone wrong)
    /// waits one poll interval.
    package func wait(atRealTime now: Double, nextFrameDueAt due: Double) -> Double {
        guard now.isFinite, due.isFinite else { return Self.pollInterval }
        return min(max(due - now, Self.minimumWait), Self.pollInterval)
    }

    private mutating func record(_ lag: Double) {
        if lags.count < Self.lagSampleCount {
            lags.append(lag)
        } else {
            lags[nextLag] = lag
        }
        nextLag = (nextLag + 1) % Self.lagSampleCount
    }

    /// The lags' percentile within the bounds, or the upper bound while too few were measured.
    private func allowance() -> Double {
        guard lags.count >= Self.minimumLagSamples else { return Self.allowanceRange.upperBound }
        let sorted = lags.sorted()
        let index = Int((Self.lagPercentile * Double(sorted.count - 1)).rounded(.up))
        return min(max(sorted[index], Self.allowanceRange.lowerBound), Self.allowanceRange.upperBound)
    }
}
