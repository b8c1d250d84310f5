import Foundation
import Testing
import ScrollPhysics

/// A release that lands on a chosen target (paging, snapping, a delegate's `targetContentOffset`):
/// ScrollPhysics.docc/Physics.md, "Landing on a target".
@Suite struct TargetLandingTests {
    /// Every flick of 300 pt/s or more lands within this, in seconds (issue 23).
    static let landingBudget = 0.8
    /// The range of `paging`: twelve pages 330 pt apart.
    static let range = 0.0...3630

    /// Positions every millisecond from the release until after the rest.
    private func path(of motion: ScrollMotion) -> [Double] {
        (0...Int((motion.stopTime + 0.1) * 1000)).map { motion.position(at: Double($0) / 1000) }
    }

    @Test(arguments: [(3300.0, 1000.0), (3300, 3000), (3300, 8000), (3500, 3000), (3000, 300)])
    func aLandingOnTheLastEdgeNeverPassesItAndRestsExactlyOnIt(position: Double, velocity: Double) {
        // given: released toward the last page, which is the upper edge
        let motion = ScrollMotion(
            position: position, velocity: velocity, target: Self.range.upperBound, range: Self.range, rate: .fast)

        // when
        let positions = path(of: motion)

        // then
        #expect(
            positions.allSatisfy { $0 <= Self.range.upperBound },
            "passes the edge by \((positions.max() ?? 0) - Self.range.upperBound) pt")
        #expect(motion.position(at: motion.stopTime) == Self.range.upperBound)
        #expect(motion.restingPosition == Self.range.upperBound)
        #expect(motion.phase(at: motion.stopTime / 2) == .decelerating, "never bouncing: it stays in the range")
        #expect(motion.stopTime <= Self.landingBudget, "lands in \(motion.stopTime) s")
    }

    @Test(arguments: [(330.0, -1000.0), (330, -3000), (330, -8000), (100, -3000)])
    func aLandingOnTheFirstEdgeNeverPassesItAndRestsExactlyOnIt(position: Double, velocity: Double) {
        // given: released toward page 0, the lower edge
        let motion = ScrollMotion(position: position, velocity: velocity, target: 0, range: Self.range, rate: .fast)

        // when
        let positions = path(of: motion)

        // then
        #expect(positions.allSatisfy { $0 >= 0 }, "passes the edge by \(-(positions.min() ?? 0)) pt")
        #expect(motion.position(at: motion.stopTime) == 0)
        #expect(motion.stopTime <= Self.landingBudget, "lands in \(motion.stopTime) s")
    }

    @Test(arguments: [300.0, 1000, 3000, 8000])
    func aLandingLeavesAtTheReleaseVelocity(velocity: Double) {
        // given: 30 pt into a 330 pt page, flicked on toward the next one
        let motion = ScrollMotion(position: 30, velocity: velocity, target: 330, range: Self.range, rate: .fast)

        // when
        let start = motion.velocity(at: 0)
        let slope = (motion.position(at: 1e-6) - motion.position(at: 0)) / 1e-6
        let firstFrame = (motion.position(at: 1.0 / 60) - motion.position(at: 0)) * 60

        // then
        #expect(abs(start - velocity) <= 1e-9 * velocity, "starts at \(start) pt/s")
        #expect(abs(slope - velocity) <= 1e-3 * velocity, "moves at \(slope) pt/s")
        #expect(abs(firstFrame - velocity) < 0.3 * velocity, "no kick: \(firstFrame) pt/s over the first frame")
        #expect(path(of: motion).allSatisfy { $0 <= 330 }, "never passes the page")
        #expect(motion.stopTime <= Self.landingBudget)
    }

    @Test(arguments: [0.0, 100, -100])
    func aSlowReleaseBetweenPagesLandsOnTheNearestOneSoon(velocity: Double) {
        // given: let go half a page (165 pt) short of page 2 at 0 or ±100 pt/s
        let motion = ScrollMotion(position: 495, velocity: velocity, target: 660, range: Self.range, rate: .fast)

        // when
        let positions = path(of: motion)

        // then
        #expect(positions.allSatisfy { $0 <= 660 })
        #expect(motion.position(at: motion.stopTime) == 660)
        #expect(motion.stopTime <= Self.landingBudget)
    }

    @Test func aLandingBehindTheReleaseTurnsBackWithoutPassingTheTarget() {
        // given: a flick on past page 2 that may only go one page (the target is behind it)
        let motion = ScrollMotion(position: 700, velocity: 3000, target: 660, range: Self.range, rate: .fast)

        // when
        let positions = path(of: motion)

        // then
        #expect(positions.allSatisfy { $0 >= 660 })
        #expect((positions.max() ?? 0) > 700, "it carries on a little before it turns")
        #expect(motion.position(at: motion.stopTime) == 660)
    }

    @Test(arguments: [1000.0, 3000])
    func aLandingBehindTheReleaseTurnsBackBeforeTheEdge(velocity: Double) {
        // given: dragged 1.6 pages from page 9, flicked on toward the last edge (3630), landing on page 10
        let motion = ScrollMotion(position: 3498, velocity: velocity, target: 3300, range: Self.range, rate: .fast)

        // when
        let positions = path(of: motion)

        // then
        #expect(
            positions.allSatisfy { $0 <= Self.range.upperBound },
            "passes the edge by \((positions.max() ?? 0) - Self.range.upperBound) pt")
        #expect(positions.allSatisfy { $0 >= 3300 })
        #expect(motion.position(at: motion.stopTime) == 3300)
        #expect(motion.stopTime <= Self.landingBudget, "lands in \(motion.stopTime) s")
    }

    /// The largest change of velocity between two milliseconds of `motion`, in pt/s².
    private func peakDeceleration(of motion: ScrollMotion) -> Double {
        let positions = (0...Int(motion.stopTime * 1000)).map { motion.position(at: Double($0) / 1000) }
        let velocities = zip(positions, positions.dropFirst()).map { ($1 - $0) * 1000 }
        return zip(velocities, velocities.dropFirst()).map { abs($1 - $0) * 1000 }.max() ?? 0
    }

    @Test(arguments: [
        (30.0, 300.0, 330.0), (30, 3000, 330), (3300, 8000, 3630), (3000, 300, 3630), (0, 3000, 297), (0, 8000, 792),
    ])
    func anOrdinaryLandingKeepsItsFrequencyAndStaysUnderTheBound(position: Double, velocity: Double, target: Double) {
        // given: a page or a projected snap anchor well ahead of the release
        let landing = LandingMotion(position: position, velocity: velocity, target: target, range: Self.range)
        let motion = ScrollMotion(
            position: position, velocity: velocity, target: target, range: Self.range, rate: .fast)

        // then
        #expect(!landing.isBraked)
        #expect(landing.frequency == max(LandingMotion.minimumFrequency, 2 * abs(velocity / (target - position))))
        #expect(
            peakDeceleration(of: motion)
                <= PagingMotion.decelerationBound(velocity: velocity, distance: target - position))
    }

    @Test(arguments: [
        (3600.0, 8000.0, 3630.0), (3625, 3000, 3630), (5, -8000, 0), (3610, 8000, 3630), (3498, 8000, 3300),
    ])
    func aFastReleaseCloseToItsTargetPassesItRatherThanBrakingLikeAWall(
        position: Double, velocity: Double, target: Double
    ) {
        // given: a target too close to stop on from that speed without a wall (ω = 2 |v0| / |Δ| would
        // peak at 2 v0² / (e |Δ|): 2.4·10⁶ pt/s² at 8,000 pt/s with 20 pt to go)
        let landing = LandingMotion(position: position, velocity: velocity, target: target, range: Self.range)
        let motion = ScrollMotion(
            position: position, velocity: velocity, target: target, range: Self.range, rate: .fast)
        let bound = PagingMotion.decelerationBound(velocity: velocity, distance: target - position)

        // when
        let peak = peakDeceleration(of: motion)
        let analytic = LandingMotion.peakAcceleration(
            frequency: landing.frequency, displacement: position - target, velocity: velocity)

        // then
        #expect(landing.isBraked)
        #expect(peak <= bound * 1.001, "peaks at \(peak) pt/s², bound \(bound)")
        #expect(abs(peak - analytic) <= 0.01 * analytic, "sampled \(peak), closed form \(analytic)")
        #expect(motion.position(at: motion.stopTime) == target)
        #expect(motion.stopTime <= Self.landingBudget, "lands in \(motion.stopTime) s")
    }

    @Test func aFreeFlingWithoutATargetStillBounces() {
        // given: no target: UIKit's deceleration, which passes the edge and comes back
        let motion = ScrollMotion(position: 3300, velocity: 5000, range: Self.range, rate: .fast)

        // when
        let positions = path(of: motion)

        // then
        #expect((positions.max() ?? 0) > Self.range.upperBound)
        #expect(motion.position(at: motion.stopTime) == Self.range.upperBound)
    }
}
