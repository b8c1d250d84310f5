import Geometry
import Testing
import ScrollUI

/// The split rules of `NestedScrollCoordinator`, on an outer view that collapses 172 pt and two
/// lists 1,000 pt longer than their 400 pt viewport.
@Suite struct NestedScrollCoordinatorTests {
    let outer = ScrollView(name: "outer", frame: Rect(x: 0, y: 0, width: 390, height: 600))
    let lists = (0..<2).map { ScrollView(name: "list.\($0)", frame: Rect(x: 0, y: 0, width: 390, height: 400)) }
    let coordinator: NestedScrollCoordinator

    init() {
        outer.contentSize = Size(width: 390, height: 772)
        for list in lists { list.contentSize = Size(width: 390, height: 1400) }
        coordinator = NestedScrollCoordinator(outer: outer, lists: lists)
    }

    private var state: (header: Double, list: Double) { (outer.contentOffset.y, lists[0].contentOffset.y) }

    @Test func theViewsMovedAsOneShowTheirIndicatorsOnlyWhileOneOfThemScrolls() {
        // when: the list's offset is set at rest, then it animates; the header takes its share first
        lists[0].position.y = 50
        let atRest = (outer.indicatorAlpha, lists[0].indicatorAlpha)
        lists[0].setContentOffset(Point(x: 0, y: 400), animated: true)
        lists[0].advance(to: lists[0].now + 0.3)

        // then: a set at rest shows none; the animation shows both views' (the header's still, just after)
        #expect(atRest == (0, 0))
        #expect(outer.contentOffset.y == 172)
        #expect(outer.indicatorAlpha == 1)
        #expect(lists[0].indicatorAlpha == 1)
    }

    @Test func pullingUpCollapsesTheHeaderFirstThenScrollsTheList() {
        lists[0].position.y = 100

        #expect(state == (100, 0))

        lists[0].position.y = 300

        #expect(state == (172, 128))
    }

    @Test func pullingDownScrollsTheListToItsTopFirstThenExpandsTheHeader() {
        lists[0].position.y = 600  // header collapsed, list at 428

        lists[0].position.y = 200

        #expect(state == (172, 28))

        lists[0].position.y = 50

        #expect(state == (50, 0))
    }

    @Test func pastTheTopTheHeaderStretchesAndPastTheEndTheListOverscrolls() {
        lists[0].position.y = -30

        #expect(state == (-30, 0))

        lists[0].position.y = 172 + 1000 + 40

        #expect(state == (172, 1040))
    }

    @Test func withTheListTakingTheTopOverscrollTheHeaderNeverStretches() {
        coordinator.topOverscroll = .list
        lists[0].position.y = 100  // header partly collapsed

        lists[0].position.y = -30

        #expect(state == (0, -30), "the header opens fully, then the list is pulled past its top")

        lists[0].position.y = 50

        #expect(state == (50, 0), "going back up, the list returns to its top first, then the header collapses")
    }

    @Test func theCombinedRangeIsTheHeadersPlusTheCurrentLists() {
        #expect(lists[0].positionRange(.vertical) == 0...1172)
        #expect(outer.positionRange(.vertical) == 0...1172)
        #expect(lists[0].canScroll(.vertical))
    }

    @Test func aListThatIsNotCurrentScrollsAlone() {
        lists[1].position.y = 250

        #expect(outer.contentOffset.y == 0)
        #expect(lists[1].contentOffset.y == 250)
        #expect(lists[1].positionRange(.vertical) == 0...1000)
    }

    @Test func afterATabSwitchEachRuleStillHoldsFromAMixedState() {
        coordinator.showList(1, at: 0)
        lists[1].contentOffset.y = 300  // kept from an earlier visit, header expanded

        lists[1].position.y += 50  // pull up: the header first

        #expect((outer.contentOffset.y, lists[1].contentOffset.y) == (50, 300))

        lists[1].position.y -= 120  // pull down: the list first

        #expect((outer.contentOffset.y, lists[1].contentOffset.y) == (50, 180))
    }

    @Test func theOuterViewMovesTheCurrentListToo() {
        coordinator.showList(1, at: 0)

        outer.position.y = 400

        #expect(outer.contentOffset.y == 172)
        #expect(lists[1].contentOffset.y == 228)
        #expect(lists[0].contentOffset.y == 0)
    }

    @Test func theDelegateSeesTargetsInItsOwnOffsets() {
        lists[0].position.y = 100

        #expect(coordinator.ownOffset(of: lists[0], atCombined: 500) == 328)
        #expect(coordinator.ownOffset(of: outer, atCombined: 500) == 172)
        #expect(coordinator.ownOffset(of: lists[0], atCombined: 20) == 0)
        #expect(coordinator.ownOffset(of: outer, atCombined: 20) == 20)
    }

    @Test func aTabSwitchStopsTheMotionWhereItIs() {
        lists[0].setContentOffset(Point(x: 0, y: 600), animated: true)
        lists[0].advance(to: 0.1)
        let stoppedAt = state

        coordinator.showList(1, at: 0.1)
        lists[0].advance(to: 0.5)

        #expect(!lists[0].isInMotion)
        #expect(state == stoppedAt)
        #expect(stoppedAt.header > 0)
    }
}
