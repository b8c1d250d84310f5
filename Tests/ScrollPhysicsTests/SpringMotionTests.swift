import Foundation
import Testing
import ScrollPhysics

@Suite struct SpringMotionTests {
    /// The motion's velocity agrees with the slope of its position (central difference).
    private func expectVelocityIsTheSlope(_ spring: SpringMotion, until end: Double) {
        for t in stride(from: 0.001, to: min(end, spring.settleTime) - 0.001, by: 0.013) {
            let slope = (spring.position(at: t + 1e-6) - spring.position(at: t - 1e-6)) / 2e-6
            #expect(abs(slope - spring.velocity(at: t)) < 1e-3 * max(1, abs(slope)), "t = \(t)")
        }
    }

    @Test(arguments: [0.3, 1.0, 2.5])
    func startsWhereAndAsFastAsToldAndSettlesExactlyAtRest(dampingRatio: Double) {
        let spring = SpringMotion(from: 400, to: 100, velocity: -1500, response: 0.5, dampingRatio: dampingRatio)

        #expect(spring.position(at: 0) == 400)
        #expect(abs(spring.velocity(at: 0) - -1500) < 1e-9)
        expectVelocityIsTheSlope(spring, until: 3)
        #expect(spring.isDone(at: spring.settleTime))
        #expect(spring.position(at: spring.settleTime) == 100)
        #expect(spring.velocity(at: spring.settleTime + 1) == 0)
        #expect(spring.settleTime < 10)
    }

    @Test func criticalDampingNeverOvershootsAndLowDampingDoes() {
        let critical = SpringMotion(from: 0, to: 300, velocity: 0, response: 0.4, dampingRatio: 1)
        let bouncy = SpringMotion(from: 0, to: 300, velocity: 0, response: 0.4, dampingRatio: 0.3)
        let times = stride(from: 0.0, through: 2, by: 1.0 / 60)

        #expect(times.allSatisfy { critical.position(at: $0) <= 300 + 1e-9 })
        #expect(times.contains { bouncy.position(at: $0) > 320 })
    }

    @Test func theResponseIsTheUndampedPeriod() {
        // With almost no damping the spring crosses its rest a half period after a swing's peak:
        // from rest with a push, it is back at rest after response / 2.
        let spring = SpringMotion(from: 0, to: 0, velocity: 1000, response: 0.8, dampingRatio: 0.001)

        #expect(abs(spring.position(at: 0.4)) < 1)
        #expect(spring.position(at: 0.2) > 100)
    }

    @Test func itIsAMotionLikeTheScrollViewsCurves() {
        let motions: [any Motion] = [
            SpringMotion(from: 0, to: 50, velocity: 0),
            DecayMotion(position: 0, velocity: 1000, rate: .normal),
            BounceMotion(displacement: 40, velocity: 0, rate: .normal),
        ]

        for motion in motions {
            #expect(motion.position(at: 60) == motion.restingPosition)
            #expect(motion.isDone(at: 60))
        }
    }
}
