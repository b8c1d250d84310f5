import Foundation
import ScrollPhysics
import Testing

/// A bounce never carries content further past the edge than the viewport's extent, however the
/// feel is tuned (`BounceMotion.limited(toReach:)`); at UIKit's feel and speeds nothing changes.
@Suite struct BounceReachTests {
    /// The farthest `motion` goes below `range.lowerBound`, sampled every millisecond to its rest.
    private func deepest(_ motion: ScrollMotion) -> Double {
        stride(from: 0.0, through: motion.stopTime, by: 0.001).map { motion.range.lowerBound - motion.position(at: $0) }
            .max() ?? 0
    }

    @Test func aFlingAtTheFastestLegalSpeedStopsWithinTheViewsExtent() {
        // given: 50,000 pt/s (the largest legal maximumFlingVelocity) toward the top of an 800 pt view
        let physics = PhysicsSettings.uiKit

        // when
        let free = ScrollMotion(position: 200, velocity: -50_000, range: 0...928, physics: physics)
        let bounded = ScrollMotion(position: 200, velocity: -50_000, range: 0...928, physics: physics, reach: 800)

        // then: 33.3 pt per 1,000 pt/s would be about 1,660 pt; the band's limit is the extent
        #expect(deepest(free) > 1_600)
        #expect(deepest(bounded) <= 800 + 1e-6)
        #expect(deepest(bounded) > 799, "as deep as the extent allows, no shallower")
        #expect(bounded.restingPosition == 0)
    }

    @Test func theSlowestPullReturnsWithinTheExtentToo() throws {
        // given: the loosest legal bounce (0.999 per ms) hit at UIKit's largest release, 8,000 pt/s
        var physics = PhysicsSettings.uiKit
        physics.bounceRate = 0.999

        // when
        let motion = ScrollMotion(position: 50, velocity: -8_000, range: 0...928, physics: physics, reach: 800)

        // then
        #expect(deepest(motion) <= 800 + 1e-6)
        #expect(motion.isDone(at: motion.stopTime) && motion.position(at: motion.stopTime) == 0)
    }

    @Test func aReleaseInTheBandFlungOutwardStaysWithinTheExtent() {
        // given: released 500 pt past the top of an 800 pt view, still moving out at 30,000 pt/s
        let motion = ScrollMotion(position: -500, velocity: -30_000, range: 0...928, reach: 800)

        // when
        let depth = deepest(motion)

        // then
        #expect(depth <= 800 + 1e-6 && depth >= 500)
    }

    @Test(arguments: [1_000.0, 4_000.0, 8_000.0])
    func uiKitsFeelIsUntouchedInAPhonesView(speed: Double) {
        // given: UIKit's feel, a fling at up to its 8,000 pt/s cap into the edge of an 844 pt view
        let free = ScrollMotion(position: 300, velocity: -speed, range: 0...2_000)

        // when
        let bounded = ScrollMotion(position: 300, velocity: -speed, range: 0...2_000, reach: 844)

        // then: the same motion, to the last bit (≈ 266 pt deep at 8,000 pt/s)
        #expect(bounded == free)
        #expect(deepest(free) < 270)
    }

    @Test func aBounceWithinReachIsItself() {
        // given
        let bounce = BounceMotion(displacement: 0, velocity: -8_000, rate: .normal)

        // when
        let limited = bounce.limited(toReach: 800)

        // then
        #expect(limited == bounce)
        #expect(abs(bounce.peakDisplacement - 266.4) < 1)
    }

    @Test func aBounceHeadingBackIsNeverSlowed() {
        // given: 900 pt past the edge (a resize left it there), heading back at 2,000 pt/s
        let bounce = BounceMotion(displacement: 900, velocity: -2_000, rate: .normal)

        // when
        let limited = bounce.limited(toReach: 800)

        // then
        #expect(limited == bounce)
    }
}
