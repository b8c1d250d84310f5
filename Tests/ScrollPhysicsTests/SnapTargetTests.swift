import Testing
import ScrollPhysics

@Suite struct SnapTargetTests {
    /// Anchors every 100 pt from 0 to 1000.
    let snap = SnapTarget(spacing: 100, from: 0, through: 1000, rate: .normal)

    @Test func picksTheAnchorNearestToTheProjection() {
        // given: projection = 120 + (130/1000) · 0.998 / 0.002 = 184.87 (ScrollPhysics.docc/Physics.md)
        let offset = 120.0, velocity = 130.0

        // when
        let target = snap.targetOffset(offset: offset, velocity: velocity)

        // then: nearest to the projection, not to the release point (100)
        #expect(abs(snap.projection(offset: offset, velocity: velocity) - 184.87) < 1e-9)
        #expect(target == 200)
    }

    @Test func fastFlickSkipsSeveralAnchors() {
        // given: projection = 120 + 1.5 · 499 = 868.5
        let target = snap.targetOffset(offset: 120, velocity: 1500)

        // when
        let backward = snap.targetOffset(offset: 900, velocity: -1200)  // 900 − 598.8 = 301.2

        // then
        #expect(target == 900)
        #expect(backward == 300)
    }

    @Test func clampsToTheOutermostAnchors() {
        // given
        let far = snap.targetOffset(offset: 800, velocity: 8000)

        // when
        let before = snap.targetOffset(offset: 50, velocity: -3000)

        // then
        #expect(far == 1000)
        #expect(before == 0)
    }

    @Test func tiesGoInTheDirectionOfMotion() {
        // given: 150 is halfway between 100 and 200
        let anchors = SnapTarget(anchors: [200, 0, 100])

        // when
        let forward = anchors.nearestAnchor(to: 150, preferring: 10)
        let backward = anchors.nearestAnchor(to: 150, preferring: -10)

        // then
        #expect(forward == 200)
        #expect(backward == 100)
        #expect(SnapTarget(anchors: []).nearestAnchor(to: 5) == nil)
    }
}
