import Testing
import ScrollPhysics

@Suite struct RubberBandTests {
    /// ScrollPhysics.docc/Physics.md, "Rubber band": x = 50, 100, 200, 400 with c = 0.55.
    @Test(arguments: [
        (600.0, [26.295, 50.382, 92.958, 160.976]),
        (800.0, [26.586, 51.462, 96.703, 172.549]),
    ])
    func matchesThePrintedValues(_ dimension: Double, _ printed: [Double]) {
        // given
        let band = RubberBand(dimension: dimension)

        // when
        let damped = [50.0, 100, 200, 400].map { band.dampedDistance(forOverscroll: $0) }

        // then
        for (value, reference) in zip(damped, printed) {
            #expect(abs(value - reference) < 1e-3)
        }
    }

    @Test(arguments: [-1500.0, -400, -0.25, 0, 3, 77, 800, 12_000])
    func inverseRoundTrips(_ overscroll: Double) {
        // given
        let band = RubberBand(dimension: 640)

        // when
        let back = band.overscroll(forDampedDistance: band.dampedDistance(forOverscroll: overscroll))

        // then
        #expect(abs(back - overscroll) < 1e-9 * max(1, abs(overscroll)))
    }

    @Test func isSymmetricAndNeverReachesTheViewportExtent() {
        // given
        let band = RubberBand(dimension: 600)

        // when
        let far = band.dampedDistance(forOverscroll: 1e9)

        // then
        #expect(band.dampedDistance(forOverscroll: -200) == -band.dampedDistance(forOverscroll: 200))
        #expect(far < 600 && far > 599)
        #expect(band.overscroll(forDampedDistance: 600) == .infinity)
    }

    @Test func bandsOffsetsPastEitherEdgeOnly() {
        // given: offsets 0…1000 allowed, viewport 600 pt
        let band = RubberBand(dimension: 600)
        let range = 0.0...1000

        // when
        let above = band.bandedOffset(forRawOffset: -100, in: range)
        let inside = band.bandedOffset(forRawOffset: 420, in: range)
        let below = band.bandedOffset(forRawOffset: 1200, in: range)

        // then
        #expect(abs(above - -50.382) < 1e-3)
        #expect(inside == 420)
        #expect(abs(below - 1092.958) < 1e-3)
        #expect(abs(band.rawOffset(forBandedOffset: above, in: range) - -100) < 1e-9)
        #expect(abs(band.rawOffset(forBandedOffset: below, in: range) - 1200) < 1e-9)
        #expect(band.rawOffset(forBandedOffset: 420, in: range) == 420)
    }
}
