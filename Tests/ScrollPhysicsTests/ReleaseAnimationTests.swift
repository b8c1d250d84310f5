import Testing
import ScrollPhysics

/// The curve that finishes an interactive transition from the finger's position and speed.
@Suite struct ReleaseAnimationTests {
    @Test(arguments: [(0.3, 1.0, 2.0), (0.6, 1.0, 0.0), (0.4, 0.0, -1.5), (0.2, 0.0, 0.5), (0.1, 1.0, 40.0)])
    func startsAtTheFingerWithItsVelocityAndRestsOnTheTarget(from: Double, to: Double, velocity: Double) {
        let animation = ReleaseAnimation(from: from, to: to, velocity: velocity)

        #expect(animation.value(at: 0) == from)
        #expect(abs(animation.velocity(at: 0) - velocity) < 1e-9)
        #expect(animation.value(at: animation.duration) == to)
        #expect(abs(animation.velocity(at: animation.duration - 1e-9)) < 1e-3)
        #expect(animation.velocity(at: animation.duration) == 0)
    }

    @Test(arguments: [0.0, 0.5, 2.0, 10.0, 100.0])
    func aReleaseTowardTheTargetNeverPassesIt(velocity: Double) {
        let animation = ReleaseAnimation(from: 0.3, to: 1, velocity: velocity)

        let values = stride(from: 0.0, through: animation.duration, by: 1.0 / 600).map(animation.value(at:))

        #expect(values.allSatisfy { $0 <= 1 + 1e-12 })
        #expect(zip(values, values.dropFirst()).allSatisfy { $1 >= $0 - 1e-12 })
    }

    @Test func itsDurationFollowsTheDistanceLikeUIKitsCompletion() {
        let long = ReleaseAnimation(from: 0, to: 1, velocity: 0)
        let short = ReleaseAnimation(from: 0.8, to: 1, velocity: 0)

        #expect(abs(long.duration - 0.35) < 1e-12)
        #expect(abs(short.duration - 0.08) < 1e-12)  // 0.07 s, raised to the minimum
    }
}
