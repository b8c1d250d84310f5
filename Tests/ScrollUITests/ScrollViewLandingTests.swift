import Geometry
import ScrollLabDriver
import ScrollUI
import Testing

/// A scroll view landing on a chosen target: a page, or a delegate's `targetContentOffset`
/// (ScrollPhysics.docc/Physics.md, "Landing on a target").
@Suite struct ScrollViewLandingTests {
    /// Runs frames until the list rests, returning the largest and smallest offsets seen (y).
    private func extremes(_ driver: ScreenDriver) throws -> ClosedRange<Double> {
        var low = driver.list.contentOffset.y, high = low
        try driver.run(until: driver.time + 0.2)  // the drag
        let end = driver.time + 5
        repeat {
            try driver.runFrame()
            low = min(low, driver.list.contentOffset.y)
            high = max(high, driver.list.contentOffset.y)
        } while driver.list.isInMotion && driver.time < end
        return low...high
    }

    @Test func aHardFlickToTheLastPagePassesTheEdgeWithNoRubberBand() throws {
        // given: 100 rows of 60 pt in a 600 pt list: ten pages, the last one at the 5400 pt edge
        let driver = ScreenDriver(listOf: 100)
        driver.list.isPagingEnabled = true
        driver.list.contentOffset.y = 4800

        // when: flung up hard (6,000 pt/s), far more than the one page it may go
        driver.stampedDrag(by: Point(x: 0, y: -300), duration: 0.05)
        let seen = try extremes(driver)

        // then: UIKit's paging integrator (600 pt constants) passes the page by 10–25 pt, with no rubber
        // band to squeeze it (the band showed 5 pt)
        #expect(driver.lastRelease.target.y == 5400)
        #expect(seen.upperBound > 5408 && seen.upperBound < 5430, "went \(seen.upperBound - 5400) pt past the edge")
        #expect(driver.list.contentOffset.y == 5400)
        #expect(
            driver.calls.suffix(4) == [
                "willEndDragging", "didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating",
            ])
    }

    @Test func withoutBouncesAHardFlickToTheLastPageStopsAtTheEdge() throws {
        // given
        let driver = ScreenDriver(listOf: 100)
        driver.list.isPagingEnabled = true
        driver.list.bounces = false
        driver.list.contentOffset.y = 4800

        // when
        driver.stampedDrag(by: Point(x: 0, y: -300), duration: 0.05)
        let seen = try extremes(driver)

        // then
        #expect(seen.upperBound <= 5400, "went \(seen.upperBound - 5400) pt past the edge")
        #expect(driver.list.contentOffset.y == 5400)
    }

    @Test func aHardFlickToTheFirstPagePassesTheEdgeWithNoRubberBand() throws {
        // given
        let driver = ScreenDriver(listOf: 100)
        driver.list.isPagingEnabled = true
        driver.list.contentOffset.y = 600

        // when
        driver.stampedDrag(by: Point(x: 0, y: 300), duration: 0.05)
        let seen = try extremes(driver)

        // then
        #expect(driver.lastRelease.target.y == 0)
        #expect(seen.lowerBound < -8 && seen.lowerBound > -30, "went \(-seen.lowerBound) pt past the edge")
        #expect(driver.list.contentOffset.y == 0)
    }

    @Test func aSnappingListFlungToItsEndLandsOnTheEdgeWithoutABounce() throws {
        // given: a list that snaps to rows and lands on its targets; the last row's offset is the edge
        let driver = ScreenDriver(listOf: 100)
        driver.list.landsOnTarget = true
        let delegate = ActingDelegate()
        driver.list.delegate = delegate
        delegate.overrideTarget = { natural in Point(x: 0, y: (natural.y / 60).rounded() * 60) }
        driver.list.contentOffset.y = 4800

        // when: flung toward the end far harder than the 600 pt left need
        driver.stampedDrag(by: Point(x: 0, y: -300), duration: 0.05)
        let seen = try extremes(driver)

        // then
        #expect(driver.lastRelease.target.y == 5400)
        #expect(seen.upperBound <= 5400, "went \(seen.upperBound - 5400) pt into the rubber band")
        #expect(driver.list.contentOffset.y == 5400)
    }

    @Test func aFreeFlingToTheEdgeStillBounces() throws {
        // given: no paging, no target moved: UIKit's deceleration
        let driver = ScreenDriver(listOf: 100)
        driver.list.contentOffset.y = 4800

        // when
        driver.stampedDrag(by: Point(x: 0, y: -300), duration: 0.05)
        let seen = try extremes(driver)

        // then
        #expect(seen.upperBound > 5400)
        #expect(driver.list.contentOffset.y == 5400)
    }
}
