import Foundation
import Testing
import ScrollPhysics

@Suite struct BounceMotionTests {
    @Test func releasedAtRestReturnsAsPrinted() {
        // given: ScrollPhysics.docc/Physics.md, "Bounce back": released at rest 100 pt past the edge
        let bounce = BounceMotion(displacement: 100, velocity: 0, rate: .normal)

        // when
        let samples = [0.1, 0.2, 0.5].map { bounce.position(at: $0) }

        // then
        #expect(abs(samples[0] - 36.603) < 1e-3)
        #expect(abs(samples[1] - 13.398) < 1e-3)
        #expect(abs(samples[2] - 0.657) < 1e-3)
    }

    @Test func settlesExactlyOnTheEdgeOnceWithinHalfAPoint() {
        // given
        let bounce = BounceMotion(displacement: 100, velocity: 0, rate: .normal)
        // 100 · 0.99^n = 0.5  ⇒  n = ln 0.005 / ln 0.99 milliseconds
        let expected = log(0.005) / log(0.99) / 1000

        // when
        let justBefore = bounce.position(at: expected - 1e-6)

        // then
        #expect(abs(bounce.settleTime - expected) < 1e-9)
        #expect(justBefore >= 0.5)
        #expect(bounce.isDone(at: expected + 1e-6))
        #expect(bounce.position(at: expected + 1e-6) == 0)
        #expect(bounce.velocity(at: expected + 1e-6) == 0)
    }

    @Test(arguments: [1.0, -1.0])
    func hittingAnEdgeOvershootsAndPeaksAsPrinted(_ sign: Double) {
        // given: ScrollPhysics.docc/Physics.md: at 1000 pt/s with d = 0.998, ≈ 33.3 pt, peak ≈ 91 ms later
        let bounce = BounceMotion(displacement: 0, velocity: 1000 * sign, rate: .normal)

        // when: scan every 0.1 ms for the farthest point
        var peak = (time: 0.0, size: 0.0)
        for step in 0...3000 {
            let t = Double(step) / 10_000
            let size = abs(bounce.position(at: t))
            if size > peak.size { peak = (t, size) }
        }

        // then
        #expect(abs(peak.size - 33.3) < 0.05)
        #expect(abs(peak.time - 0.091) < 0.001)
        #expect(abs(bounce.peakTime - peak.time) < 1e-4)
        #expect(abs(bounce.velocity(at: bounce.peakTime)) < 1e-6)
        #expect(bounce.position(at: 0.1).sign == sign.sign)
    }

    @Test func doesNotSettleAtTheStartWhenLeavingTheEdge() {
        // given
        let bounce = BounceMotion(displacement: 0, velocity: 300, rate: .normal)

        // when
        let early = bounce.position(at: 0.0005)

        // then
        #expect(!bounce.isDone(at: 0))
        #expect(early > 0 && early < 0.5)
        #expect(bounce.settleTime > bounce.peakTime)
        #expect(bounce.position(at: bounce.settleTime) == 0)
    }

    @Test func velocityIsTheDerivativeOfThePosition() {
        // given
        let bounce = BounceMotion(displacement: -40, velocity: -900, rate: .normal)
        let h = 1e-6

        // when
        let times = [0.0005, 0.03, 0.12, 0.3]

        // then
        for t in times {
            let numeric = (bounce.position(at: t + h) - bounce.position(at: t - h)) / (2 * h)
            #expect(abs(bounce.velocity(at: t) - numeric) < 1e-3)
        }
    }

    @Test func matchesMillisecondStepping() {
        // given: y(n) = k^n · (y0 + Σ_{i=1..n} (v0/1000) · d^i)
        let y0 = 30.0, v0 = 800.0, d = 0.998, k = 0.99
        let bounce = BounceMotion(displacement: y0, velocity: v0, rate: .normal)

        // when
        var sum = 0.0, velocity = v0
        var reference: [Int: Double] = [:]
        for n in 1...400 {
            velocity *= d
            sum += velocity / 1000
            reference[n] = pow(k, Double(n)) * (y0 + sum)
        }

        // then
        for n in [1, 50, 91, 200, 400] {
            #expect(abs(bounce.unsettledPosition(at: Double(n) / 1000) - reference[n]!) < 1e-6)
        }
    }

    @Test func reportsWhereAFastReturnCrossesTheEdge() {
        // given: released 50 pt past the bottom edge, flung back hard
        let bounce = BounceMotion(displacement: 50, velocity: -3000, rate: .normal)

        // when
        let crossing = bounce.edgeCrossingTime

        // then
        #expect(crossing != nil)
        #expect(abs(bounce.unsettledPosition(at: crossing ?? 0)) < 1e-9)
        #expect(bounce.unsettledVelocity(at: crossing ?? 0) < 0)
        #expect(bounce.settleTime < crossing ?? 0)
        #expect(BounceMotion(displacement: 50, velocity: -50, rate: .normal).edgeCrossingTime == nil)
    }
}
