import Foundation
import Testing
import ScrollPhysics

@Suite struct ScrollMotionTests {
    /// Largest jump between positions sampled every millisecond over `seconds`.
    private func largestStep(of motion: ScrollMotion, over seconds: Double) -> Double {
        var largest = 0.0, previous = motion.position(at: 0)
        for n in 1...Int(seconds * 1000) {
            let position = motion.position(at: Double(n) / 1000)
            largest = max(largest, abs(position - previous))
            previous = position
        }
        return largest
    }

    /// Largest change between consecutive 1 ms steps over `seconds`, in points (a jump in speed shows here).
    private func largestChangeOfStep(of motion: ScrollMotion, over seconds: Double) -> Double {
        let positions = (0...Int(seconds * 1000)).map { motion.position(at: Double($0) / 1000) }
        let steps = zip(positions.dropFirst(), positions).map { $0 - $1 }
        return zip(steps.dropFirst(), steps).map { abs($0 - $1) }.max() ?? 0
    }

    @Test func decayInsideTheRangeIsAPlainDeceleration() {
        // given
        let motion = ScrollMotion(position: 100, velocity: 1000, range: 0...2000, rate: .normal)

        // when
        let at05 = motion.position(at: 0.5)

        // then: ScrollPhysics.docc/Physics.md row d = 0.998, v0 = 1000: x(0.5) = 315.612
        #expect(abs(at05 - 415.612) < 1e-3)
        #expect(motion.edgeHit == nil)
        #expect(motion.phase(at: 0.5) == .decelerating)
        #expect(abs(motion.stopTime - 2.3003) < 5e-5)
    }

    @Test func decayIntoAnEdgeBouncesAndRestsExactlyOnIt() {
        // given: projection 1497 pt, far past the 500 pt edge
        let motion = ScrollMotion(position: 0, velocity: 3000, range: 0...500, rate: .normal)

        // when
        let hit = motion.edgeHit
        let farthest = stride(from: 0.0, to: 3, by: 0.001).map { motion.position(at: $0) }.max() ?? 0

        // then
        #expect(hit?.position == 500)
        #expect(abs(motion.position(at: hit?.time ?? 0) - 500) < 1e-9)
        #expect(abs((hit?.velocity ?? 0) - 3000 * pow(0.998, 1000 * (hit?.time ?? 0))) < 1e-6)
        #expect(farthest > 500)
        #expect(motion.phase(at: (hit?.time ?? 0) + 0.05) == .bouncing)
        #expect(motion.restingPosition == 500)
        #expect(motion.position(at: motion.stopTime) == 500)
        #expect(motion.position(at: motion.stopTime + 1) == 500)
        #expect(motion.velocity(at: motion.stopTime) == 0)
        #expect(largestStep(of: motion, over: 3) < 3.5)  // no jump: 3000 pt/s is 3 pt per ms
    }

    @Test func decayIntoTheTopEdgeBouncesBackToIt() {
        // given
        let motion = ScrollMotion(position: 300, velocity: -2500, range: 0...5000, rate: .normal)

        // when
        let lowest = stride(from: 0.0, to: 3, by: 0.001).map { motion.position(at: $0) }.min() ?? 0

        // then
        #expect(lowest < 0)
        #expect(motion.restingPosition == 0)
        #expect(motion.position(at: motion.stopTime) == 0)
    }

    @Test func retargetLandsExactlyOnTheTarget() {
        // given: a delegate moved targetContentOffset to 730
        let motion = ScrollMotion(position: 100, velocity: 1234, target: 730, range: 0...2000, rate: .normal)

        // when
        let end = motion.position(at: motion.stopTime)

        // then
        #expect(motion.restingPosition == 730)
        #expect(end == 730)
        #expect(motion.position(at: motion.stopTime + 2) == 730)
        #expect(abs(motion.position(at: 0.001) - 100 - 1.234) < 0.01, "leaves at the release speed, 1.234 pt per ms")
        #expect(
            largestChangeOfStep(of: motion, over: motion.stopTime - 0.001) < 0.1, "no jump in speed: < 100 pt/s per ms")
    }

    @Test func retargetOutsideTheRangeIsClamped() {
        // given
        let motion = ScrollMotion(position: 100, velocity: 1234, target: 2500, range: 0...2000, rate: .fast)

        // when
        let end = motion.position(at: motion.stopTime)

        // then
        #expect(end == 2000)
    }

    @Test func releasedOutOfBoundsReturnsToTheEdge() {
        // given: pulled 80 pt past the top and released at rest
        let motion = ScrollMotion(position: -80, velocity: 0, range: 0...1000, rate: .normal)

        // when
        let samples = stride(from: 0.0, to: 1, by: 0.001).map { motion.position(at: $0) }

        // then
        #expect(motion.phase(at: 0) == .bouncing)
        #expect(samples.allSatisfy { $0 <= 0 })
        #expect(abs(motion.position(at: 0.1) - -80 * pow(0.99, 100)) < 1e-9)
        #expect(motion.restingPosition == 0)
        #expect(motion.position(at: motion.stopTime) == 0)
    }

    @Test func releasedOutOfBoundsMovingOutwardOvershootsThenReturns() {
        // given: 80 pt past the bottom, still moving outward faster than the pull back (≈ 804 pt/s at 80 pt)
        let motion = ScrollMotion(position: 1080, velocity: 2000, range: 0...1000, rate: .normal)

        // when
        let farthest = stride(from: 0.0, to: 1, by: 0.001).map { motion.position(at: $0) }.max() ?? 0

        // then
        #expect(farthest > 1080)
        #expect(motion.position(at: motion.stopTime) == 1000)
    }

    @Test func flungBackIntoTheContentKeepsGoingInside() {
        // given: 50 pt past the top, flung down into the content at 3000 pt/s
        let motion = ScrollMotion(position: -50, velocity: 3000, range: 0...5000, rate: .normal)

        // when
        let end = motion.position(at: motion.stopTime)

        // then
        #expect(motion.restingPosition > 100)
        #expect(end == motion.restingPosition)
        #expect(motion.phase(at: 0.2) == .decelerating)
        #expect(largestStep(of: motion, over: 2) < 3.5)
    }
}
