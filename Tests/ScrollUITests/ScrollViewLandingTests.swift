import Geometry
import ScrollUI
import Testing

/// A scroll view landing on a chosen target: a page, or a delegate's `targetContentOffset`
/// (ScrollPhysics.docc/Physics.md, "Landing on a target").
@Suite struct ScrollViewLandingTests {
    /// Runs frames until the list rests, returning the largest and smallest offsets seen (y).
    private func extremes(_ harness: ListHarness) -> ClosedRange<Double> {
        var low = harness.list.contentOffset.y, high = low
        harness.run(until: harness.time + 0.2)  // the drag
        let end = harness.time + 5
        repeat {
            harness.loop.runFrame()
            low = min(low, harness.list.contentOffset.y)
            high = max(high, harness.list.contentOffset.y)
        } while harness.list.isInMotion && harness.time < end
        return low...high
    }

    @Test func aHardFlickToTheLastPagePassesTheEdgeOnlyThroughTheRubberBand() {
        // given: 100 rows of 60 pt in a 600 pt list: ten pages, the last one at the 5400 pt edge
        let harness = ListHarness(rows: 100)
        harness.list.isPagingEnabled = true
        harness.list.contentOffset.y = 4800

        // when: flung up hard (6,000 pt/s), far more than the one page it may go
        harness.drag(by: Point(x: 0, y: -300), duration: 0.05)
        let seen = extremes(harness)

        // then: UIKit's paging spring passes the page by 9 pt, shown through the rubber band (5 pt)
        #expect(harness.delegate.lastTarget.y == 5400)
        #expect(seen.upperBound > 5400 && seen.upperBound < 5406, "went \(seen.upperBound - 5400) pt into the rubber band")
        #expect(harness.list.contentOffset.y == 5400)
        #expect(
            harness.delegate.calls.suffix(4) == ["willEndDragging", "didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating"])
    }

    @Test func withoutBouncesAHardFlickToTheLastPageStopsAtTheEdge() {
        // given
        let harness = ListHarness(rows: 100)
        harness.list.isPagingEnabled = true
        harness.list.bounces = false
        harness.list.contentOffset.y = 4800

        // when
        harness.drag(by: Point(x: 0, y: -300), duration: 0.05)
        let seen = extremes(harness)

        // then
        #expect(seen.upperBound <= 5400, "went \(seen.upperBound - 5400) pt past the edge")
        #expect(harness.list.contentOffset.y == 5400)
    }

    @Test func aHardFlickToTheFirstPagePassesTheEdgeOnlyThroughTheRubberBand() {
        // given
        let harness = ListHarness(rows: 100)
        harness.list.isPagingEnabled = true
        harness.list.contentOffset.y = 600

        // when
        harness.drag(by: Point(x: 0, y: 300), duration: 0.05)
        let seen = extremes(harness)

        // then
        #expect(harness.delegate.lastTarget.y == 0)
        #expect(seen.lowerBound < 0 && seen.lowerBound > -6, "went \(-seen.lowerBound) pt into the rubber band")
        #expect(harness.list.contentOffset.y == 0)
    }

    @Test func aSnappingListFlungToItsEndLandsOnTheEdgeWithoutABounce() {
        // given: a list that snaps to rows and lands on its targets; the last row's offset is the edge
        let harness = ListHarness(rows: 100)
        harness.list.landsOnTarget = true
        harness.delegate.overrideTarget = { natural in Point(x: 0, y: (natural.y / 60).rounded() * 60) }
        harness.list.contentOffset.y = 4800

        // when: flung toward the end far harder than the 600 pt left need
        harness.drag(by: Point(x: 0, y: -300), duration: 0.05)
        let seen = extremes(harness)

        // then
        #expect(harness.delegate.lastTarget.y == 5400)
        #expect(seen.upperBound <= 5400, "went \(seen.upperBound - 5400) pt into the rubber band")
        #expect(harness.list.contentOffset.y == 5400)
    }

    @Test func aFreeFlingToTheEdgeStillBounces() {
        // given: no paging, no target moved: UIKit's deceleration
        let harness = ListHarness(rows: 100)
        harness.list.contentOffset.y = 4800

        // when
        harness.drag(by: Point(x: 0, y: -300), duration: 0.05)
        let seen = extremes(harness)

        // then
        #expect(seen.upperBound > 5400)
        #expect(harness.list.contentOffset.y == 5400)
    }
}
