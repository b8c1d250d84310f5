import Foundation
import Geometry
import Screens
import ScrollLabTesting
import ScrollPhysics
import ScrollUI
import Testing

/// Snapping lands like UIKit (ScrollPhysics.docc/Physics.md, "Landing on a target"): a flick of
/// 300 pt/s or more rests on its bubble within 0.8 s, leaves at the release speed (no jump), never
/// passes its target nor, at the first or last bubble, the edge, and rests exactly on the target the
/// delegate saw. (Paging: `PagingLandingTests`.)
@Suite struct LandingTests {
    /// Every flick of 300 pt/s or more lands within this, in seconds (issue 23).
    static let landingBudget = 0.8
    /// The finger speeds tried, in pt/s.
    static let speeds = [300.0, 1000.0, 3000.0]

    /// How long the finger moves before it lifts, in seconds: 45 pt of travel at most, so the
    /// flick leaves most of a page to go.
    private static func duration(_ speed: Double) -> Double { min(0.1, 45 / speed) }

    private func driver(_ screen: String) throws -> ScreenDriver {
        let driver = try #require(ScreenDriver(registry: ScreenCatalog.registry, screen: screen))
        try driver.run(for: 0.1)
        return driver
    }

    /// The driver on `screen`, its scroll view `id` moved to `offset` (x, points) at rest.
    private func driver(_ screen: String, _ id: String, at offset: Double) throws -> ScreenDriver {
        let driver = try driver(screen)
        try #require(driver.scrollView(id)).contentOffset.x = offset
        try driver.run(for: 0.1)
        return driver
    }

    /// What every landing must do: land on its target, exactly, in time, without passing it or
    /// an edge, leaving at the release speed, with UIKit's callbacks in order.
    private func expectLanding(_ flick: LandingFlick, _ comment: String) {
        if ProcessInfo.processInfo.environment["LANDING_REPORT"] != nil {
            print(
                String(
                    format:
                        "LANDING %@: release %.0f pt/s, %.3f s, overshoot %.1f pt, rubber band %.1f pt, first frame %.0f pt/s, rest %@",
                    comment, flick.releaseVelocity, flick.landingTime, flick.overshoot, flick.rubberBand,
                    flick.firstFrameVelocity,
                    flick.finalOffset == flick.target ? "exact" : "\(flick.finalOffset - flick.target)"))
        }
        #expect(flick.finalOffset == flick.target, "rests exactly on the target: \(comment)")
        #expect(flick.landingTime <= Self.landingBudget, "lands in \(flick.landingTime) s: \(comment)")
        #expect(flick.overshoot == 0, "passes the target by \(flick.overshoot) pt: \(comment)")
        #expect(flick.rubberBand == 0, "goes \(flick.rubberBand) pt into the rubber band: \(comment)")
        let change = abs(flick.firstFrameVelocity - flick.releaseVelocity) / abs(flick.releaseVelocity)
        #expect(
            flick.firstFrameVelocity * flick.releaseVelocity > 0 && change < 0.3,
            "first frame at \(flick.firstFrameVelocity) pt/s after a release at \(flick.releaseVelocity) pt/s: \(comment)"
        )
        #expect(
            flick.events == [
                .willBeginDragging,
                .willEndDragging(
                    velocity: Point(x: flick.releaseVelocity, y: 0), targetContentOffset: Point(x: flick.target, y: 0)),
                .didEndDragging(willDecelerate: true), .willBeginDecelerating, .didEndDecelerating,
            ], "UIKit's order: \(comment)")
    }

    // MARK: snap

    @Test(arguments: speeds)
    func snapLandsOnABubble(speed: Double) throws {
        let driver = try driver("snap", "snap", at: 50 * SnapScreen.pitch)

        let flick = try LandingFlick.run(
            driver, "snap", from: Point(x: 300, y: 400), fingerSpeed: -speed, duration: Self.duration(speed))

        #expect(flick.target.truncatingRemainder(dividingBy: SnapScreen.pitch) == 0)
        #expect(flick.target > 50 * SnapScreen.pitch)
        expectLanding(flick, "snap, \(speed) pt/s")
    }

    /// How many bubbles before the last (or after the first) a flick at `speed` starts, so that it
    /// reaches the end with room to slow down: one, and one more per 70 pt the fast rate projects it.
    private func bubblesBeforeTheEnd(_ speed: Double) -> Double {
        1 + (speed * DecelerationRate.fast.projectionFactor / SnapScreen.pitch).rounded(.down)
    }

    @Test(arguments: speeds)
    func snapLandsOnTheLastBubbleWithoutPassingTheEdge(speed: Double) throws {
        let driver = try driver("snap", "snap", at: (99 - bubblesBeforeTheEnd(speed)) * SnapScreen.pitch)

        let flick = try LandingFlick.run(
            driver, "snap", from: Point(x: 300, y: 400), fingerSpeed: -speed, duration: Self.duration(speed))

        #expect(flick.target == flick.range.upperBound)
        expectLanding(flick, "snap to the last bubble, \(speed) pt/s")
    }

    @Test(arguments: speeds)
    func snapLandsOnTheFirstBubbleWithoutPassingTheEdge(speed: Double) throws {
        let driver = try driver("snap", "snap", at: bubblesBeforeTheEnd(speed) * SnapScreen.pitch)

        let flick = try LandingFlick.run(
            driver, "snap", from: Point(x: 90, y: 400), fingerSpeed: speed, duration: Self.duration(speed))

        #expect(flick.target == 0)
        expectLanding(flick, "snap to the first bubble, \(speed) pt/s")
    }
}
