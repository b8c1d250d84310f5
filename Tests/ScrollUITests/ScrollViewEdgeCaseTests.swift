import Geometry
import Gestures
import Testing
import ScrollUI

/// Situations that could leave a scroll view stuck: touches during a bounce or an animation,
/// resizes mid-flight, insets, paging without bounces.
@Suite struct ScrollViewEdgeCaseTests {
    @Test func aTouchDuringABounceStillEndsOnTheEdge() {
        let harness = ListHarness(rows: 12)  // max offset 120
        let lift = harness.drag(by: Point(x: 0, y: -100))
        harness.run(until: lift)
        while harness.list.contentOffset.y <= 125 { harness.loop.runFrame() }  // now past the edge

        harness.tap(at: Point(x: 200, y: 300))
        harness.settle()

        #expect(harness.list.contentOffset.y == 120)
        #expect(!harness.list.isDragging && !harness.list.isDecelerating && !harness.list.isTracking)
        #expect(harness.delegate.calls.filter { $0 == "didEndDecelerating" }.count == 1)
        #expect(harness.selected.isEmpty)
    }

    @Test func anAnimationWhileAFingerHoldsAStoppedDecelerationEndsItFirst() {
        let harness = ListHarness()
        let lift = harness.drag(by: Point(x: 0, y: -200))
        harness.run(until: lift + 0.2)
        harness.loop.enqueue(.touch(5, .began, at: Point(x: 100, y: 300), time: harness.time + 0.001))
        harness.run(until: harness.time + 0.05)

        harness.list.setContentOffset(Point(x: 0, y: 0), animated: true)
        harness.loop.enqueue(.touch(5, .ended, at: Point(x: 100, y: 300), time: harness.time + 0.01))
        harness.settle()
        harness.run(until: harness.time + 0.5)

        #expect(harness.list.contentOffset.y == 0)
        #expect(harness.delegate.calls.suffix(2) == ["didEndDecelerating", "didEndScrollingAnimation"])
        #expect(!harness.list.isDragging && !harness.list.isDecelerating && !harness.list.isTracking)
    }

    @Test func wheelInputWhileAFingerIsDownIsIgnored() {
        let harness = ListHarness()
        harness.loop.enqueue(.touch(5, .began, at: Point(x: 100, y: 300), time: 0.01))
        harness.loop.enqueue(
            PointerEvent(time: 0.02, kind: .scroll(delta: Point(x: 0, y: 40), precise: false, location: Point(x: 100, y: 300))))
        harness.loop.enqueue(.touch(5, .ended, at: Point(x: 100, y: 300), time: 0.05))

        harness.run(until: 0.5)

        #expect(harness.list.contentOffset.y == 0)
    }

    @Test func aResizeDuringADecelerationRestsInsideTheNewRange() {
        let harness = ListHarness(rows: 30)  // 1800 pt: max offset 1200 at 600 pt tall
        let lift = harness.drag(by: Point(x: 0, y: -150))
        harness.run(until: lift + 0.1)

        harness.loop.enqueue(PointerEvent(time: harness.time + 0.001, kind: .resize(Size(width: 390, height: 1244))))
        harness.settle()

        #expect(harness.list.bounds.height == 1200)
        #expect(harness.list.contentOffset.y <= 600)
        #expect(!harness.list.isDecelerating)
    }

    @Test func aTopInsetIsScrollableSpaceAboveTheContent() {
        let harness = ListHarness()
        harness.list.contentInset = EdgeInsets(top: 50)
        harness.list.contentOffset = Point(x: 0, y: 300)

        harness.drag(by: Point(x: 0, y: 400), duration: 0.08)
        harness.settle()

        #expect(harness.list.minimumContentOffset.y == -50)
        #expect(harness.list.contentOffset.y == -50)
    }

    @Test func pagingWithoutBouncesStaysOnPages() {
        let harness = ListHarness()
        harness.list.isPagingEnabled = true
        harness.list.bounces = false

        harness.drag(by: Point(x: 0, y: 200), duration: 0.08)  // toward the top, from page 0
        harness.settle()
        harness.drag(by: Point(x: 0, y: -120), duration: 0.1)
        harness.settle()

        #expect(harness.list.contentOffset.y == 600)
    }

    @Test func aPagingFlickKeepsItsSpeedAtRelease() {
        let harness = ListHarness()
        harness.list.isPagingEnabled = true
        let lift = harness.drag(by: Point(x: 0, y: -150), duration: 0.1)
        harness.run(until: lift)
        harness.loop.runFrame()
        let first = harness.list.contentOffset.y
        harness.loop.runFrame()
        let speed = (harness.list.contentOffset.y - first) * 60

        harness.settle()

        #expect(harness.list.contentOffset.y == 600)
        #expect(speed > 0.5 * harness.delegate.lastVelocity.y)
    }

    /// UIKit's deceleration goes on from wherever `contentOffset` is set (seed 004 pins a view
    /// back in `scrollViewDidScroll`): with its speed, meeting the edges where they are.
    @Test func aDecelerationPinnedByItsDelegateGoesOnFromThePinToTheEdge() {
        let harness = ListHarness()
        harness.list.contentOffset.y = 400
        var pinnedUntil = Double.infinity
        harness.delegate.onScroll = { list in if list.isDecelerating, list.now < pinnedUntil { list.contentOffset.y = 400 } }
        let lift = harness.drag(from: Point(x: 200, y: 300), by: Point(x: 0, y: 100), duration: 0.05)  // toward the top, 2,000 pt/s
        pinnedUntil = lift + 0.2

        harness.run(until: lift + 0.15)
        let pinned = harness.list.contentOffset.y
        harness.run(until: lift + 0.28)
        let moved = pinned - harness.list.contentOffset.y
        harness.settle()

        #expect(pinned == 400)
        #expect(moved > 0.5 * 2000 * 0.05, "it goes on at the speed it has (about two-thirds of the release)")
        #expect(harness.list.contentOffset.y == 0, "it reaches the top from the pin and rests there")
        #expect(harness.delegate.calls.last == "didEndDecelerating")
    }

    @Test func withoutBouncesAFlingStopsAtTheEdgeWithoutLingering() {
        let harness = ListHarness(rows: 12)
        harness.list.bounces = false
        let lift = harness.drag(by: Point(x: 0, y: -200), duration: 0.08)

        harness.run(until: lift + 0.3)

        #expect(harness.list.contentOffset.y == 120)
        #expect(!harness.list.isDecelerating)
    }
}

@Suite struct ScrollIndicatorTests {
    @Test func theIndicatorShowsWhileScrollingAndFadesAfter() {
        let harness = ListHarness()
        let lift = harness.drag(by: Point(x: 0, y: -200))

        harness.run(until: lift + 0.2)
        let whileDecelerating = harness.list.indicatorAlpha
        var list = DisplayList()
        harness.list.drawIndicators(in: &list)
        harness.settle()
        harness.run(until: harness.time + 0.5)
        let fading = harness.list.indicatorAlpha
        harness.run(until: harness.time + 1)

        #expect(whileDecelerating == 1)
        #expect(list.items.count == 1)
        #expect(fading > 0 && fading < 1)
        #expect(harness.list.indicatorAlpha == 0)
    }

    @Test func settingTheOffsetWithoutAnimationShowsNoIndicator() {
        // given: a list at rest, no indicator showing
        let harness = ListHarness()
        harness.run(until: 1)

        // when: the offset is set directly, then through setContentOffset(_:animated: false)
        harness.list.contentOffset = Point(x: 0, y: 300)
        let direct = harness.list.indicatorAlpha
        harness.list.setContentOffset(Point(x: 0, y: 600), animated: false)
        let unanimated = harness.list.indicatorAlpha
        harness.run(until: harness.time + 0.1)
        var list = DisplayList()
        harness.list.drawIndicators(in: &list)

        // then: it moved, and no indicator showed (UIKit shows none)
        #expect(harness.list.contentOffset.y == 600)
        #expect(direct == 0)
        #expect(unanimated == 0)
        #expect(list.items.isEmpty)
    }

    @Test func flashingShowsTheIndicatorsAndTheyFade() {
        // given: a list whose offset was set at rest
        let harness = ListHarness()
        harness.run(until: 1)
        harness.list.contentOffset = Point(x: 0, y: 300)

        // when
        harness.list.flashScrollIndicators()
        let flashed = harness.list.indicatorAlpha
        harness.run(until: harness.time + 0.5)
        let fading = harness.list.indicatorAlpha
        harness.run(until: harness.time + 1)

        // then
        #expect(flashed == 1)
        #expect(fading > 0 && fading < 1)
        #expect(harness.list.indicatorAlpha == 0)
    }

    @Test func anAnimatedScrollShowsTheIndicator() {
        // given: a list at rest
        let harness = ListHarness()
        harness.run(until: 1)

        // when: it animates to a new offset, and has arrived
        harness.list.setContentOffset(Point(x: 0, y: 600), animated: true)
        harness.run(until: harness.time + 0.15)
        let midway = harness.list.indicatorAlpha
        harness.run(until: harness.time + 0.3)

        // then: shown while it moves, still there just after
        #expect(midway == 1)
        #expect(harness.list.indicatorAlpha == 1)
    }
}
