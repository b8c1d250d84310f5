import Geometry
import Testing
import ScrollPhysics

@Suite struct TimedAnimationTests {
    @Test func runsFromStartToExactEnd() {
        // given
        let animation = TimedAnimation(from: 100.0, to: 460.0, duration: 0.3, curve: .easeOut)

        // when
        let start = animation.value(at: 0), end = animation.value(at: 0.3)

        // then
        #expect(start == 100)
        #expect(end == 460)
        #expect(animation.value(at: 5) == 460)
        #expect(animation.isDone(at: 0.3) && !animation.isDone(at: 0.2999))
        #expect(animation.velocity(at: 0.3) == 0)
    }

    @Test func easeOutMatchesTheBezierParametrically() {
        // given: CAMediaTimingFunction easeOut (0, 0), (0.58, 1); at s = 0.5,
        // x = 3·0.5·0.25·0.58 + 0.125 = 0.3425 and y = 3·0.5·0.25 + 0.125 = 0.5
        let curve = TimingCurve.easeOut

        // when
        let progress = curve.progress(at: 0.3425)

        // then
        #expect(abs(progress - 0.5) < 1e-9)
        #expect(abs(TimingCurve.easeInOut.progress(at: 0.5) - 0.5) < 1e-9)
        #expect(TimingCurve.easeInOut.progress(at: 0.2) < 0.2)
        #expect(curve.progress(at: 0.2) > 0.2)
    }

    @Test func velocityIsTheDerivativeOfTheValue() {
        // given
        let animation = TimedAnimation(
            from: Point(x: 0, y: 50), to: Point(x: 300, y: -250),
            duration: 0.25, curve: .easeInOut)
        let h = 1e-6

        // when
        let times = [0.01, 0.08, 0.125, 0.2, 0.24]

        // then
        for t in times {
            let numeric = (animation.value(at: t + h) - animation.value(at: t - h)) / (2 * h)
            #expect((animation.velocity(at: t) - numeric).length < 1e-2)
        }
    }

    @Test func valuesNeverOvershootAndAlwaysAdvance() {
        // given
        let animation = TimedAnimation(from: 0.0, to: 1.0, duration: 0.2, curve: .easeOut)

        // when
        let samples = (0...200).map { animation.value(at: Double($0) / 1000) }

        // then
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(samples.allSatisfy { $0 >= 0 && $0 <= 1 })
    }

    @Test func zeroDurationIsDoneAtOnce() {
        // given
        let animation = TimedAnimation(from: 3.0, to: 9.0, duration: 0)

        // when
        let value = animation.value(at: 0)

        // then
        #expect(value == 9)
        #expect(animation.velocity(at: -1) == 0)
    }

    @Test func anEaseOutCanStartAtAGivenSpeedWithoutOvershooting() {
        for slope in [0.5, 1, 2.9, 6, 40] {
            let curve = TimingCurve.easeOut(startingAtSlope: slope)
            let progress = stride(from: 0.0, through: 1, by: 0.01).map { curve.progress(at: $0) }

            #expect(abs(curve.slope(at: 0) - slope) < 1e-4 * slope, "slope \(slope)")
            #expect(progress.allSatisfy { $0 <= 1 + 1e-12 }, "slope \(slope)")
            #expect(abs(curve.progress(at: 1) - 1) < 1e-12)
            #expect(abs(curve.slope(at: 1)) < 1e-5, "comes to rest")
        }
        #expect(TimingCurve.easeOut(startingAtSlope: 0) == .easeOut)
        #expect(TimingCurve.easeOut(startingAtSlope: -3) == .easeOut)
    }
}
