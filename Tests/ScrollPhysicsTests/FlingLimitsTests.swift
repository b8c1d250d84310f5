import Geometry
import Testing
import ScrollPhysics

@Suite struct FlingLimitsTests {
    @Test func slowReleasesDoNotFling() {
        // given: 30 and 40 pt/s make a vector of length exactly 50 pt/s
        let slow = Point(x: 30, y: 40)

        // when
        let clamped = FlingLimits.clamp(slow)

        // then
        #expect(clamped == .zero)
        #expect(!FlingLimits.isFling(slow))
        #expect(FlingLimits.clamp(-49.9) == 0)
    }

    @Test func fastReleasesAreCappedKeepingTheirDirection() {
        // given
        let fast = Point(x: -9000, y: 12000)  // length 15 000 pt/s

        // when
        let clamped = FlingLimits.clamp(fast)

        // then
        #expect(abs(clamped.length - 8000) < 1e-9)
        #expect(abs(clamped.x - -4800) < 1e-9 && abs(clamped.y - 6400) < 1e-9)
        #expect(FlingLimits.clamp(-20_000.0) == -8000)
    }

    @Test func ordinaryReleasesPassUnchanged() {
        // given
        let ordinary = Point(x: 1200, y: -35)

        // when
        let clamped = FlingLimits.clamp(ordinary)

        // then
        #expect(clamped == ordinary)
        #expect(FlingLimits.clamp(Point(x: .nan, y: 3000)) == .zero)
    }
}
