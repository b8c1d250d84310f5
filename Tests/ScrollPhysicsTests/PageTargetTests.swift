import Testing
import ScrollPhysics

@Suite struct PageTargetTests {
    /// Five 390 pt pages.
    let paging = PageTarget(pageSize: 390, pageCount: 5)

    @Test func aFlickTurnsThePageEvenWhenMovedLittle() {
        // given: dragged from page 2 a quarter page forward
        let offset = 2.25 * 390

        // when
        let flicked = paging.targetPage(offset: offset, velocity: 1000, startPage: 2)
        let flickedBack = paging.targetPage(offset: offset, velocity: -1000, startPage: 2)

        // then
        #expect(flicked == 3)
        #expect(flickedBack == 2)  // 2.25 − 0.5 rounds to 2
    }

    @Test(arguments: [100.0, 200, 299, 300])
    func atUpTo300PointsPerSecondItGoesToTheNearestPage(speed: Double) {
        // given: UIKit turns the page only above 0.3 pt/ms
        let quarter = 2.25 * 390, twoThirds = 2.66 * 390

        // when
        let slowQuarter = paging.targetPage(offset: quarter, velocity: speed, startPage: 2)
        let slowTwoThirds = paging.targetPage(offset: twoThirds, velocity: -speed, startPage: 2)

        // then
        #expect(slowQuarter == 2)
        #expect(slowTwoThirds == 3)
    }

    @Test func above300PointsPerSecondTheFlickTurnsThePage() {
        // given
        let quarter = 2.25 * 390

        // when
        let justAbove = paging.targetPage(offset: quarter, velocity: 301, startPage: 2)

        // then
        #expect(PageTarget.defaultVelocityThreshold == 300)
        #expect(justAbove == 3)
    }

    @Test func atMostOnePagePerFlick() {
        // given: a long drag from page 1 to 3.4 pages, then a fast flick onward
        let offset = 3.4 * 390

        // when
        let target = paging.targetPage(offset: offset, velocity: 5000, startPage: 1)
        let backward = paging.targetPage(offset: 0.2 * 390, velocity: -5000, startPage: 3)

        // then
        #expect(target == 2)
        #expect(backward == 2)
    }

    @Test func staysWithinThePages() {
        // given
        let lastPage = 4.0 * 390 + 60, firstPage = -40.0

        // when
        let pastEnd = paging.targetPage(offset: lastPage, velocity: 3000, startPage: 4)
        let beforeStart = paging.targetPage(offset: firstPage, velocity: -3000, startPage: 0)

        // then
        #expect(pastEnd == 4)
        #expect(beforeStart == 0)
        #expect(paging.targetOffset(offset: lastPage, velocity: 3000, startPage: 4) == 1560)
    }

    @Test func pagesMayStartAtAnOrigin() {
        // given: pages 300 pt apart, page 0 at offset −20 (content inset)
        let inset = PageTarget(pageSize: 300, pageCount: 3, origin: -20)

        // when
        let page = inset.nearestPage(toOffset: 300)

        // then
        #expect(page == 1)
        #expect(inset.offset(forPage: 2) == 580)
    }
}
