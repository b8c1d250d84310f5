import Geometry
import Testing
import Gestures
import ScrollPhysics
import TestSupport

/// Relative error of `measured` against `expected` (vector length).
func relativeError(_ measured: Point, _ expected: Point) -> Double {
    (measured - expected).length / expected.length
}

@Suite struct VelocityTrackerTests {
    @Test func recoversLinearMotionAt60Hz() {
        // given
        let velocity = Point(x: 1200, y: -450)
        var tracker = VelocityTracker()

        // when
        for n in 0..<12 {
            let t = Double(n) / 60
            tracker.addSample(Point(x: 20, y: 300) + velocity * t, at: t)
        }
        let measured = tracker.velocity(at: 11.0 / 60)

        // then
        #expect(relativeError(measured, velocity) < 0.005)
    }

    @Test func followsConstantAcceleration() {
        // given: x = 800 t − 3000 t² (a finger slowing down), y = 0
        var tracker = VelocityTracker()
        let last = 10.0 / 60

        // when
        for n in 0...10 {
            let t = Double(n) / 60
            tracker.addSample(Point(x: 800 * t - 3000 * t * t, y: 0), at: t)
        }
        let measured = tracker.velocity(at: last)

        // then: dx/dt = 800 − 6000 t at the newest sample
        #expect(abs(measured.x - (800 - 6000 * last)) < 1e-6 * 800)
        #expect(abs(measured.y) < 1e-9)
    }

    /// Relative errors of `fit` on a 1500 / −600 pt/s finger sampled every 16.7 ms, which SDL stamps in
    /// whole milliseconds with ±4 ms of pump jitter; every fourth frame delivers two events in the same ms.
    private func jitteryErrors(fit: VelocityTracker.Fit) -> (mean: Double, p95: Double, worst: Double) {
        let velocity = Point(x: 1500, y: -600)
        var generator = SplitMix64(state: 2024)
        var errors: [Double] = []
        for _ in 0..<500 {
            var tracker = VelocityTracker(horizon: 0.1, fit: fit)
            var lastOccurredAt = 0.0
            for frame in 0..<20 {
                let trueTime = 1.0 + Double(frame) * 0.0167
                let stamp = ((trueTime + Double.random(in: -0.004...0.004, using: &generator)) * 1000).rounded() / 1000
                lastOccurredAt = max(lastOccurredAt, stamp)
                tracker.addSample(velocity * trueTime, at: stamp)
                if frame % 4 == 3 {
                    tracker.addSample(velocity * (trueTime + 0.004), at: stamp)
                }
            }
            errors.append(relativeError(tracker.velocity(at: lastOccurredAt + 0.008), velocity))
        }
        let sorted = errors.sorted()
        return (errors.reduce(0, +) / Double(errors.count), sorted[sorted.count * 95 / 100], sorted.last ?? 0)
    }

    @Test func quadraticFitOnJitteryWholeMillisecondTimestamps() {
        // given / when
        let errors = jitteryErrors(fit: .quadratic)
        print(
            "VelocityTracker quadratic fit, jittery SDL-like stamps: mean \(errors.mean), p95 \(errors.p95), worst \(errors.worst)"
        )

        // then: the endpoint slope of a parabola amplifies ±4 ms stamp jitter (≈ 9 % mean, measured)
        #expect(errors.mean < 0.12)
        #expect(errors.p95 < 0.30)
    }

    @Test func linearFitOnJitteryWholeMillisecondTimestamps() {
        // given / when
        let errors = jitteryErrors(fit: .linear)
        print(
            "VelocityTracker linear fit, jittery SDL-like stamps: mean \(errors.mean), p95 \(errors.p95), worst \(errors.worst)"
        )

        // then
        #expect(errors.mean < 0.04)
        #expect(errors.p95 < 0.08)
    }

    /// A hand at x = v₀t + a t² (a = 0: constant speed) reported every 4 ms, stamped in whole
    /// milliseconds ±1.5 ms late or early (the X server stamps a mouse event when it is sent).
    /// Returns the relative error of `fit` against dx/dt at the newest sample, over 300 drags.
    private func deliveryJitterErrors(fit: VelocityTracker.Fit, acceleration: Double) -> (mean: Double, worst: Double) {
        var generator = SplitMix64(state: 77)
        var errors: [Double] = []
        for _ in 0..<300 {
            let v0 = Double.random(in: 500...5000, using: &generator)
            var tracker = VelocityTracker(horizon: 0.1, fit: fit)
            var t = 0.0
            for n in 0..<40 {
                t = Double(n) * 0.004
                let stamp = ((t + Double.random(in: -0.0015...0.0015, using: &generator)) * 1000).rounded() / 1000
                tracker.addSample(Point(x: v0 * t + acceleration * t * t, y: 0), at: 1 + stamp)
            }
            errors.append(abs(tracker.velocity(at: 1 + t + 0.004).x / (v0 + 2 * acceleration * t) - 1))
        }
        return (errors.reduce(0, +) / Double(errors.count), errors.max() ?? 0)
    }

    @Test func steadyTimesRemoveDeliveryJitterThatBendsTheParabola() {
        // given / when: constant speed
        let steady = deliveryJitterErrors(fit: .quadraticOnSteadyTimes, acceleration: 0)
        let plain = deliveryJitterErrors(fit: .quadratic, acceleration: 0)
        print(
            "VelocityTracker on 4 ms samples with ±1.5 ms stamps: steadied mean \(steady.mean) worst \(steady.worst); parabola mean \(plain.mean) worst \(plain.worst)"
        )

        // then: what is left is the error of the cadence estimated from 20 stamps (≈ 0.8 %)
        #expect(steady.mean < 0.01 && steady.worst < 0.03)
        #expect(plain.worst > 0.05)
    }

    @Test func steadyTimesStillFollowAnAcceleratingHand() {
        // given / when: speeding up by 20,000 pt/s² (from v₀ to v₀ + 3,120 pt/s over the drag)
        let steady = deliveryJitterErrors(fit: .quadraticOnSteadyTimes, acceleration: 10_000)
        let line = deliveryJitterErrors(fit: .linear, acceleration: 10_000)

        // then: the parabola on steadied times keeps up; a line lags by half its horizon
        #expect(steady.mean < 0.01)
        #expect(line.mean > 0.1)
    }

    @Test func linearFitLagsAnAcceleratingFinger() {
        // given: x = 800 t + 6000 t², sampled at 60 Hz
        var quadratic = VelocityTracker(horizon: 0.1, fit: .quadratic)
        var linear = VelocityTracker(horizon: 0.1, fit: .linear)
        for n in 0...6 {
            let t = Double(n) / 60, p = Point(x: 800 * t + 6000 * t * t, y: 0)
            quadratic.addSample(p, at: t)
            linear.addSample(p, at: t)
        }

        // when
        let truth = 800 + 12000 * 0.1

        // then
        #expect(abs(quadratic.velocity(at: 0.1).x - truth) < 1e-6 * truth)
        // the line's slope is the velocity at the middle of the samples (t = 0.05 s), 30 % short here
        #expect(abs(linear.velocity(at: 0.1).x - (800 + 12000 * 0.05)) < 1e-6 * truth)
    }

    @Test func pauseOfMoreThan40MillisecondsMeansZero() {
        // given
        var tracker = VelocityTracker()
        for n in 0..<8 { tracker.addSample(Point(x: 1000 * Double(n) / 60, y: 0), at: Double(n) / 60) }
        let lastMove = 7.0 / 60

        // when
        let paused = tracker.velocity(at: lastMove + 0.041)
        let notYet = tracker.velocity(at: lastMove + 0.039)

        // then
        #expect(paused == .zero)
        #expect(abs(notYet.x - 1000) < 5)
    }

    @Test func liftFifteenMillisecondsLaterKeepsFullVelocity() {
        // given: moves only; the lift event itself adds no sample
        var tracker = VelocityTracker()
        for n in 0..<8 { tracker.addSample(Point(x: 0, y: -2000 * Double(n) / 60), at: Double(n) / 60) }

        // when
        let atLift = tracker.velocity(at: 7.0 / 60 + 0.015)

        // then
        #expect(relativeError(atLift, Point(x: 0, y: -2000)) < 0.005)
    }

    @Test func horizonDropsOlderSamples() {
        // given: 0.5 s slow (100 pt/s), then 150 ms fast (2000 pt/s), at 60 Hz
        var tracker = VelocityTracker(horizon: 0.1)
        var x = 0.0, t = 0.0
        for _ in 0..<30 { tracker.addSample(Point(x: x, y: 0), at: t); x += 100.0 / 60; t += 1.0 / 60 }
        for _ in 0..<10 { tracker.addSample(Point(x: x, y: 0), at: t); x += 2000.0 / 60; t += 1.0 / 60 }
        let lastTime = t - 1.0 / 60

        // when
        let measured = tracker.velocity(at: lastTime)

        // then
        #expect(abs(measured.x - 2000) < 2000 * 0.005)
    }

    @Test func gapLongerThan40MillisecondsCutsTheHistory() {
        // given: moving at −500 pt/s, a 60 ms stop, then three moves at +900 pt/s
        var tracker = VelocityTracker()
        for n in 0..<4 { tracker.addSample(Point(x: -500 * Double(n) * 0.01, y: 0), at: Double(n) * 0.01) }
        for n in 0..<3 { tracker.addSample(Point(x: -15 + 900 * Double(n) * 0.01, y: 0), at: 0.09 + Double(n) * 0.01) }

        // when
        let measured = tracker.velocity(at: 0.11)

        // then
        #expect(abs(measured.x - 900) < 1e-6)
    }

    @Test func ignoresNonFiniteInput() {
        // given
        var clean = VelocityTracker()
        var dirty = VelocityTracker()
        for n in 0..<6 {
            let t = Double(n) / 60, p = Point(x: 700 * t, y: 100)
            clean.addSample(p, at: t)
            dirty.addSample(p, at: t)
            dirty.addSample(Point(x: .nan, y: 0), at: t + 0.005)
            dirty.addSample(p, at: .infinity)
        }

        // when
        let cleanVelocity = clean.velocity(at: 5.0 / 60)
        let dirtyVelocity = dirty.velocity(at: 5.0 / 60)

        // then
        #expect(dirtyVelocity == cleanVelocity)
        #expect(abs(dirtyVelocity.x - 700) < 1e-6)
    }

    @Test func samplesLessThanAMillisecondApartAreAllKept() {
        // given: the third sample only 0.5 ms after the second (Flutter and Android keep both)
        var tracker = VelocityTracker()
        tracker.addSample(Point(x: 0, y: 0), at: 0)
        tracker.addSample(Point(x: 10, y: 0), at: 0.010)
        tracker.addSample(Point(x: 11, y: 0), at: 0.0105)

        // when
        let measured = tracker.velocity(at: 0.0105)

        // then: the parabola through all three, slope at the newest: 2000 + 1000/21 pt/s
        // (a 1 ms merge would have left 11 pt / 10.5 ms ≈ 1048 pt/s)
        #expect(abs(measured.x - 43_000.0 / 21) < 1e-6)
    }

    @Test func sampleAtTheNewestSamplesTimeReplacesIt() {
        // given: two events of one instant (Android's rule), then one stamped earlier than the newest
        var same = VelocityTracker()
        same.addSample(Point(x: 0, y: 0), at: 0)
        same.addSample(Point(x: 10, y: 0), at: 0.010)
        same.addSample(Point(x: 12, y: 0), at: 0.010)
        var earlier = VelocityTracker()
        earlier.addSample(Point(x: 0, y: 0), at: 0)
        earlier.addSample(Point(x: 10, y: 0), at: 0.010)
        earlier.addSample(Point(x: 13, y: 0), at: 0.009)

        // then: one interval is left, to the newest position at the newest time
        #expect(abs(same.velocity(at: 0.010).x - 1200) < 1e-9)
        #expect(abs(earlier.velocity(at: 0.010).x - 1300) < 1e-9)
    }

    @Test func fewSamplesFallBackToLinearThenZero() {
        // given
        var tracker = VelocityTracker()
        tracker.addSample(Point(x: 5, y: 5), at: 1.0)
        let single = tracker.velocity(at: 1.0)

        // when
        tracker.addSample(Point(x: 15, y: 0), at: 1.02)
        let pair = tracker.velocity(at: 1.02)
        tracker.reset()

        // then
        #expect(single == .zero)
        #expect(abs(pair.x - 500) < 1e-9 && abs(pair.y - -250) < 1e-9)
        #expect(tracker.velocity(at: 1.02) == .zero)
    }

    @Test func steadyTimesWithSamplesAtOneTimeGiveAFiniteVelocity() {
        // given: late events clamped to the time of the one before them (steadied times keep both)
        var two = VelocityTracker(horizon: 0.1, fit: .quadraticOnSteadyTimes)
        two.addSample(Point(x: 0, y: 0), at: 1.0)
        two.addSample(Point(x: 30, y: 0), at: 1.0)
        var three = VelocityTracker(horizon: 0.1, fit: .quadraticOnSteadyTimes)
        for x in [0.0, 10, 30] { three.addSample(Point(x: x, y: 0), at: 1.0) }

        // then: no division by zero: nothing is known of the speed
        #expect(two.velocity(at: 1.0) == .zero)
        #expect(three.velocity(at: 1.0) == .zero)
    }
}

@Test func physicsSettingsPauseIsTheTrackers() {
    // The settings (ScrollPhysics) cannot name the tracker (Gestures), so they write its 40 ms again.
    #expect(PhysicsSettings().velocityPause == VelocityTracker.defaultPause)
}
