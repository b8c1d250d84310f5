import Foundation
import Geometry
import Screens
import ScrollLabTesting
import ScrollPhysics
import ScrollUI
import Testing

/// Paging lands like UIKit (ScrollPhysics.docc/Physics.md, "Paging"), on `paging` (330 pt pages)
/// and `pages` (390 pt pages), driven frame by frame through `ScreenDriver` as `scroll-lab replay`
/// runs them: the page turns only above 300 pt/s; a flick lands in a third of a second passing its
/// page by about a point; a fast flick close to its page passes it and comes back; no landing
/// decelerates harder than `PagingMotion.decelerationBound`; an edge page is passed as any other, with
/// no rubber band (UIKit's paging integrator has none).
@Suite struct PagingLandingTests {
    /// A paging screen: its name, its scroll view's id, the distance between pages and a page in the middle.
    struct Screen: CustomTestStringConvertible, Sendable {
        var name: String
        var pageSize: Double
        var middlePage: Double
        var lastPage: Double
        var testDescription: String { name }
    }

    static let screens = [
        Screen(
            name: "paging", pageSize: 390 - 2 * (PagingScreen.bleed + PagingScreen.padding) + PagingScreen.padding,
            middlePage: 3, lastPage: 11),
        Screen(name: "pages", pageSize: 390, middlePage: 5, lastPage: 99),
    ]

    /// The pan's hysteresis, removed from the content's travel, in points.
    private static let hysteresis = 10.0

    /// The driver on `screen`, its scroll view moved to `page` at rest.
    private func driver(_ screen: Screen, atPage page: Double) throws -> ScreenDriver {
        let driver = try #require(ScreenDriver(registry: ScreenCatalog.registry, screen: screen.name))
        try driver.run(for: 0.1)
        try #require(driver.scrollView(screen.name)).contentOffset.x = page * screen.pageSize
        try driver.run(for: 0.1)
        return driver
    }

    /// A flick toward the next page (offset growing) whose content travels `travel` points at `speed` pt/s.
    private func flick(_ screen: Screen, fromPage page: Double, travel: Double, speed: Double) throws -> LandingFlick {
        let driver = try driver(screen, atPage: page)
        let finger = travel + Self.hysteresis
        let flick = try LandingFlick.run(
            driver, screen.name, from: Point(x: 340, y: 400), fingerSpeed: -speed, duration: finger / speed)
        report(flick, "\(screen.name), \(speed) pt/s, \(travel) pt")
        return flick
    }

    /// The content's frame-to-frame changes of speed after the release, in pt/s².
    private func decelerations(_ flick: LandingFlick) -> [Double] {
        let velocities = zip(flick.offsets, flick.offsets.dropFirst()).map { ($1 - $0) * 60 }
        return zip(velocities, velocities.dropFirst()).map { abs($1 - $0) * 60 }
    }

    private func report(_ flick: LandingFlick, _ comment: String) {
        guard ProcessInfo.processInfo.environment["LANDING_REPORT"] != nil else { return }
        print(
            String(
                format:
                    "PAGING %@: release %.0f pt/s, %.0f pt to go, lands in %.3f s, passes by %.2f pt, rubber band %.2f pt, peak %.0f pt/s² (bound %.0f), frames %@",
                comment, flick.releaseVelocity, flick.target - flick.offsets[0], flick.landingTime, flick.overshoot,
                flick.rubberBand,
                decelerations(flick).max() ?? 0,
                PagingMotion.decelerationBound(
                    velocity: flick.releaseVelocity, distance: flick.target - flick.offsets[0]),
                zip(flick.offsets, flick.offsets.dropFirst()).prefix(4).map { String(format: "%.0f", ($1 - $0) * 60) }
                    .joined(
                        separator: " → ")))
    }

    @Test(arguments: screens, [100.0, 200, 299])
    func aReleaseUpTo299PointsPerSecondGoesToTheNearestPage(screen: Screen, speed: Double) throws {
        // given / when: 36 pt into the next page, let go slower than UIKit's 300 pt/s
        let flick = try flick(screen, fromPage: screen.middlePage, travel: 36, speed: speed)

        // then
        #expect(flick.releaseVelocity < 300)
        #expect(flick.target == screen.middlePage * screen.pageSize, "back to the page it was on")
        #expect(flick.finalOffset == flick.target)
        #expect(flick.landingTime <= 0.4, "lands in \(flick.landingTime) s")
    }

    @Test(arguments: screens, [300.0, 800, 1000])
    func aFlickLandsInAThirdOfASecondPassingItsPageByAboutAPoint(screen: Screen, speed: Double) throws {
        // given / when: 36 pt into the next page
        let flick = try flick(screen, fromPage: screen.middlePage, travel: 36, speed: speed)

        // then
        if speed > 300 { #expect(flick.target == (screen.middlePage + 1) * screen.pageSize) }
        #expect((0.30...0.40).contains(flick.landingTime), "lands in \(flick.landingTime) s")
        #expect(flick.overshoot <= 1.5, "passes the page by \(flick.overshoot) pt")
        #expect(flick.finalOffset == flick.target)
        #expect(
            flick.events == [
                .willBeginDragging,
                .willEndDragging(
                    velocity: Point(x: flick.releaseVelocity, y: 0), targetContentOffset: Point(x: flick.target, y: 0)),
                .didEndDragging(willDecelerate: true), .willBeginDecelerating, .didEndDecelerating,
            ], "UIKit's order")
    }

    @Test(arguments: screens)
    func aFastFlickCloseToItsPagePassesItAndComesBack(screen: Screen) throws {
        // given / when: 6,000 pt/s with 148 pt to go
        let flick = try flick(screen, fromPage: screen.middlePage, travel: screen.pageSize - 148, speed: 6000)

        // then: UIKit passes it by 50 pt and is back in 0.40 s
        #expect(flick.target == (screen.middlePage + 1) * screen.pageSize)
        #expect((40...60).contains(flick.overshoot), "passes the page by \(flick.overshoot) pt")
        #expect(flick.landingTime <= 0.5, "back on the page in \(flick.landingTime) s")
        #expect(flick.finalOffset == flick.target)
    }

    @Test(arguments: screens, [300.0, 1000, 2500, 6000])
    func noLandingDeceleratesHarderThanItsReleaseBound(screen: Screen, speed: Double) throws {
        for travel in [36.0, screen.pageSize / 2, screen.pageSize - 148] {
            // given / when
            let flick = try flick(screen, fromPage: screen.middlePage, travel: travel, speed: speed)
            let bound = PagingMotion.decelerationBound(
                velocity: flick.releaseVelocity, distance: flick.target - flick.offsets[0])

            // then
            let peak = decelerations(flick).max() ?? 0
            #expect(peak <= bound, "peaks at \(peak) pt/s² after \(travel) pt, bound \(bound)")
        }
    }

    @Test(arguments: screens, [1000.0, 2500])
    func theEdgePageIsPassedAsAnyOtherWithNoRubberBand(screen: Screen, speed: Double) throws {
        // given / when: flicked from the page before the last, and from page 1 back to page 0
        let last = try flick(screen, fromPage: screen.lastPage - 1, travel: 36, speed: speed)
        let firstDriver = try driver(screen, atPage: 1)
        let first = try LandingFlick.run(
            firstDriver, screen.name, from: Point(x: 50, y: 400), fingerSpeed: speed, duration: 46 / speed)
        report(first, "\(screen.name), \(speed) pt/s back to page 0")

        let middle = try flick(screen, fromPage: screen.middlePage, travel: 36, speed: speed)

        // then: UIKit's paging integrator has no rubber band, so the last page is passed as a middle one
        #expect(last.target == last.range.upperBound)
        #expect(first.target == 0)
        #expect(
            abs(last.rubberBand - middle.overshoot) < 0.01,
            "past the edge by \(last.rubberBand) pt, a middle page by \(middle.overshoot)")
        for flick in [last, first] {
            #expect(flick.rubberBand == flick.overshoot, "the whole pass shows past the edge")
            #expect(flick.rubberBand > 0.4 && flick.rubberBand < 1.5, "passes the edge by \(flick.rubberBand) pt")
            #expect(flick.finalOffset == flick.target)
        }
    }

    @Test(arguments: screens)
    func aReleaseAtRestBetweenPagesGoesToTheNearestOneSoon(screen: Screen) throws {
        // given
        let driver = try driver(screen, atPage: screen.middlePage)

        // when: dragged 110 pt, held still, let go
        driver.drag(from: Point(x: 300, y: 400), by: Point(x: -120, y: 0), duration: 0.3, hold: 0.2)
        try driver.runUntilAtRest()

        // then
        let view = try #require(driver.scrollView(screen.name))
        #expect(view.contentOffset.x == screen.middlePage * screen.pageSize, "110 pt is less than half a page: back")
        let release = try #require(
            driver.callbacks.first { if case .willEndDragging = $0.event { true } else { false } })
        let rest = try #require(driver.callbacks.first { $0.event == .didEndDecelerating })
        #expect(rest.time - release.time <= 0.4)
    }
}
