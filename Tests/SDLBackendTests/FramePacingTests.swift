import SDLBackend
import ScrollSession
import ScrollUI
import Testing

/// When the window samples its input (`FramePacing`), with times as arguments: the allowance a
/// frame waits for input on its way, measured from how late input arrived, and the sleeps
/// between pumps.
@Suite struct FramePacingTests {
    private let frame = FrameLoop.frameDuration

    /// Pacing after `pumps` pumps 1 ms apart, each taking input that arrived `lag` seconds late.
    private func pacing(lag: Double, pumps: Int = 40) -> FramePacing {
        var pacing = FramePacing()
        for pump in 0..<pumps { pacing.recordPump(atRealTime: 0.001 * Double(pump), arrivalLags: [lag]) }
        return pacing
    }

    @Test func untilInputIsMeasuredAFrameWaitsFourMillisecondsAsBefore() {
        #expect(FramePacing().inputAllowance == 0.004)
        #expect(pacing(lag: 0.0003, pumps: 10).inputAllowance == 0.004)  // 9 lags: too few
    }

    @Test func inputArrivingWithinAMillisecondLetsAFrameRunOneMillisecondAfterItsTime() {
        // given: X server stamps whole milliseconds; events reach the window 0.3 ms after
        let pacing = pacing(lag: 0.0003)
        var clock = FixedStepClock(inputAllowance: 0.004)

        // when
        clock.inputAllowance = pacing.inputAllowance

        // then: 1 ms, the stamps' own resolution, not the 4 ms a frame waited before
        #expect(pacing.inputAllowance == 0.001)
        #expect(clock.framesDue(realTime: frame + 0.0009, lastFrameTime: 0) == 0)
        #expect(clock.framesDue(realTime: frame + 0.0011, lastFrameTime: 0) == 1)
    }

    @Test func aCompositorThatDeliversLateKeepsItsOwnAllowance() {
        // given: most events 2.5 ms on their way, one in ten 3.2 ms
        var pacing = FramePacing()
        for pump in 0..<64 {
            pacing.recordPump(atRealTime: 0.001 * Double(pump), arrivalLags: [pump % 10 == 0 ? 0.0032 : 0.0025])
        }

        // then: the frame waits for the slow tenth too
        #expect(pacing.inputAllowance == 0.0032)
    }

    @Test func aFewSlowEventsDoNotMakeEveryFrameWait() {
        // given: 64 lags of 0.5 ms, then two of 3.9 ms (under 5 %)
        var pacing = pacing(lag: 0.0005, pumps: 65)

        // when
        pacing.recordPump(atRealTime: 0.065, arrivalLags: [0.0039, 0.0039])

        // then
        #expect(pacing.inputAllowance == 0.001)
    }

    @Test func inputPumpedAfterARenderMeasuresNothing() {
        // given: events arrive 0.4 ms after their stamps while the loop waits
        var pacing = pacing(lag: 0.0004)

        // when: a pump 12 ms after the last (a frame was drawn meanwhile) finds input queued for 11 ms
        for pump in 0..<64 {
            pacing.recordPump(atRealTime: 0.1 + 0.012 * Double(pump), arrivalLags: [0.011])
        }

        // then: the queue's wait is not transit
        #expect(pacing.inputAllowance == 0.001)
    }

    @Test func badLagsAreClampedOrDropped() {
        // given: a clock jump (a lag of an hour, one of minus a second), and lags that are not numbers
        var pacing = pacing(lag: 0.0002)

        // when
        for pump in 0..<64 {
            pacing.recordPump(
                atRealTime: 0.05 + 0.001 * Double(pump), arrivalLags: [3600, -1, .nan, .infinity])
        }

        // then: the hour counts as the upper bound, the negative one as none, the rest not at all
        #expect(pacing.inputAllowance == 0.004)
        var recovered = pacing
        for pump in 0..<64 { recovered.recordPump(atRealTime: 0.2 + 0.001 * Double(pump), arrivalLags: [-1]) }
        #expect(recovered.inputAllowance == 0.001)
    }

    @Test func theLoopSleepsUntilTheFrameIsDueAndNoLongerThanAPollInterval() {
        let pacing = FramePacing()

        #expect(abs(pacing.wait(atRealTime: 1.0, nextFrameDueAt: 1.0004) - 0.0004) < 1e-12)  // not a whole millisecond
        #expect(pacing.wait(atRealTime: 1.0, nextFrameDueAt: 1.010) == 0.001)  // input read meanwhile
        #expect(pacing.wait(atRealTime: 1.0, nextFrameDueAt: 0.9) == 0.0001)  // due: no spin, no stall
    }

    @Test func aClockGoneWrongNeverStallsTheLoop() {
        let pacing = FramePacing()

        #expect(pacing.wait(atRealTime: 1.0, nextFrameDueAt: 1e9) == 0.001)  // the clock jumped back
        #expect(pacing.wait(atRealTime: .nan, nextFrameDueAt: 1.0) == 0.001)
        #expect(pacing.wait(atRealTime: 1.0, nextFrameDueAt: .infinity) == 0.001)
    }
}

/// The real instant of a frame time (`FixedStepClock.realTime(ofFrameTime:)`), when the window
/// computes how long to sleep.
@Suite struct FixedStepClockRealTimeTests {
    @Test func undoesTheFrameTimeAcrossDropsAndSlowMotion() {
        // given: a clock that dropped a slow start, then went to quarter speed at 3 s
        var clock = FixedStepClock()
        _ = clock.framesDue(realTime: 2.0, lastFrameTime: 0)
        clock.setTimeScale(0.25, atRealTime: 3.0)

        // then
        for realTime in [3.0, 3.5, 10.25] {
            #expect(abs(clock.realTime(ofFrameTime: clock.frameTime(ofRealTime: realTime)) - realTime) < 1e-12)
        }
        #expect(clock.droppedTime > 0)
    }
}
