import Geometry
import ScrollLabDriver
import Gestures
import Testing
import ScrollUI

/// Situations that could leave a scroll view stuck: touches during a bounce or an animation,
/// resizes mid-flight, insets, paging without bounces.
@Suite struct ScrollViewEdgeCaseTests {
    @Test func aTouchDuringABounceStillEndsOnTheEdge() throws {
        let driver = ScreenDriver(listOf: 12)  // max offset 120
        let lift = driver.stampedDrag(by: Point(x: 0, y: -100))
        try driver.run(until: lift)
        while driver.list.contentOffset.y <= 125 { try driver.runFrame() }  // now past the edge

        driver.quickTap(at: Point(x: 200, y: 300))
        try driver.runUntilAtRest()

        #expect(driver.list.contentOffset.y == 120)
        #expect(!driver.list.isDragging && !driver.list.isDecelerating && !driver.list.isTracking)
        #expect(driver.calls.filter { $0 == "didEndDecelerating" }.count == 1)
        #expect(driver.host.selected.isEmpty)
    }

    @Test func anAnimationWhileAFingerHoldsAStoppedDecelerationEndsItFirst() throws {
        let driver = ScreenDriver(listOf: 100)
        let lift = driver.stampedDrag(by: Point(x: 0, y: -200))
        try driver.run(until: lift + 0.2)
        driver.enqueue(.touch(5, .began, at: Point(x: 100, y: 300), time: driver.time + 0.001))
        try driver.run(until: driver.time + 0.05)

        driver.list.setContentOffset(Point(x: 0, y: 0), animated: true)
        driver.enqueue(.touch(5, .ended, at: Point(x: 100, y: 300), time: driver.time + 0.01))
        try driver.runUntilAtRest()
        try driver.run(until: driver.time + 0.5)

        #expect(driver.list.contentOffset.y == 0)
        #expect(driver.calls.suffix(2) == ["didEndDecelerating", "didEndScrollingAnimation"])
        #expect(!driver.list.isDragging && !driver.list.isDecelerating && !driver.list.isTracking)
    }

    @Test func wheelInputWhileAFingerIsDownIsIgnored() throws {
        let driver = ScreenDriver(listOf: 100)
        driver.enqueue(.touch(5, .began, at: Point(x: 100, y: 300), time: 0.01))
        driver.enqueue(
            SessionEvent(
                deliveredAt: 0.02,
                kind: .scroll(delta: Point(x: 0, y: 40), precise: false, location: Point(x: 100, y: 300))))
        driver.enqueue(.touch(5, .ended, at: Point(x: 100, y: 300), time: 0.05))

        try driver.run(until: 0.5)

        #expect(driver.list.contentOffset.y == 0)
    }

    @Test func aResizeDuringADecelerationRestsInsideTheNewRange() throws {
        let driver = ScreenDriver(listOf: 30)  // 1800 pt: max offset 1200 at 600 pt tall
        let lift = driver.stampedDrag(by: Point(x: 0, y: -150))
        try driver.run(until: lift + 0.1)

        driver.enqueue(SessionEvent(deliveredAt: driver.time + 0.001, kind: .resize(Size(width: 390, height: 1244))))
        try driver.runUntilAtRest()

        #expect(driver.list.bounds.height == 1200)
        #expect(driver.list.contentOffset.y <= 600)
        #expect(!driver.list.isDecelerating)
    }

    @Test func aTopInsetIsScrollableSpaceAboveTheContent() throws {
        let driver = ScreenDriver(listOf: 100)
        driver.list.contentInset = EdgeInsets(top: 50)
        driver.list.contentOffset = Point(x: 0, y: 300)

        driver.stampedDrag(by: Point(x: 0, y: 400), duration: 0.08)
        try driver.runUntilAtRest()

        #expect(driver.list.minimumContentOffset.y == -50)
        #expect(driver.list.contentOffset.y == -50)
    }

    @Test func pagingWithoutBouncesStaysOnPages() throws {
        let driver = ScreenDriver(listOf: 100)
        driver.list.isPagingEnabled = true
        driver.list.bounces = false

        driver.stampedDrag(by: Point(x: 0, y: 200), duration: 0.08)  // toward the top, from page 0
        try driver.runUntilAtRest()
        driver.stampedDrag(by: Point(x: 0, y: -120), duration: 0.1)
        try driver.runUntilAtRest()

        #expect(driver.list.contentOffset.y == 600)
    }

    @Test func aPagingFlickKeepsItsSpeedAtRelease() throws {
        let driver = ScreenDriver(listOf: 100)
        driver.list.isPagingEnabled = true
        let lift = driver.stampedDrag(by: Point(x: 0, y: -150), duration: 0.1)
        try driver.run(until: lift)
        try driver.runFrame()
        let first = driver.list.contentOffset.y
        try driver.runFrame()
        let speed = (driver.list.contentOffset.y - first) * 60

        try driver.runUntilAtRest()

        #expect(driver.list.contentOffset.y == 600)
        #expect(speed > 0.5 * driver.lastRelease.velocity.y)
    }

    /// UIKit's deceleration goes on from wherever `contentOffset` is set (seed 004 pins a view
    /// back in `scrollViewDidScroll`): with its speed, meeting the edges where they are.
    @Test func aDecelerationPinnedByItsDelegateGoesOnFromThePinToTheEdge() throws {
        let driver = ScreenDriver(listOf: 100)
        driver.list.contentOffset.y = 400
        var pinnedUntil = Double.infinity
        let delegate = ActingDelegate()
        driver.list.delegate = delegate
        delegate.onScroll = { list in if list.isDecelerating, list.now < pinnedUntil { list.contentOffset.y = 400 } }
        // toward the top, 2,000 pt/s
        let lift = driver.stampedDrag(from: Point(x: 200, y: 300), by: Point(x: 0, y: 100), duration: 0.05)
        pinnedUntil = lift + 0.2

        try driver.run(until: lift + 0.15)
        let pinned = driver.list.contentOffset.y
        try driver.run(until: lift + 0.28)
        let moved = pinned - driver.list.contentOffset.y
        try driver.runUntilAtRest()

        #expect(pinned == 400)
        #expect(moved > 0.5 * 2000 * 0.05, "it goes on at the speed it has (about two-thirds of the release)")
        #expect(driver.list.contentOffset.y == 0, "it reaches the top from the pin and rests there")
        #expect(driver.calls.last == "didEndDecelerating")
    }

    @Test func withoutBouncesAFlingStopsAtTheEdgeWithoutLingering() throws {
        let driver = ScreenDriver(listOf: 12)
        driver.list.bounces = false
        let lift = driver.stampedDrag(by: Point(x: 0, y: -200), duration: 0.08)

        try driver.run(until: lift + 0.3)

        #expect(driver.list.contentOffset.y == 120)
        #expect(!driver.list.isDecelerating)
    }
}

@Suite struct ScrollIndicatorTests {
    @Test func theIndicatorShowsWhileScrollingAndFadesAfter() throws {
        let driver = ScreenDriver(listOf: 100)
        let lift = driver.stampedDrag(by: Point(x: 0, y: -200))

        try driver.run(until: lift + 0.2)
        let whileDecelerating = driver.list.indicatorAlpha
        var list = DisplayList()
        driver.list.drawIndicators(in: &list)
        try driver.runUntil { !driver.list.isInMotion }  // stopped, the indicator still showing
        try driver.run(until: driver.time + 0.5)
        let fading = driver.list.indicatorAlpha
        try driver.run(until: driver.time + 1)

        #expect(whileDecelerating == 1)
        #expect(list.items.count == 1)
        #expect(fading > 0 && fading < 1)
        #expect(driver.list.indicatorAlpha == 0)
    }

    @Test func settingTheOffsetWithoutAnimationShowsNoIndicator() throws {
        // given: a list at rest, no indicator showing
        let driver = ScreenDriver(listOf: 100)
        try driver.run(until: 1)

        // when: the offset is set directly, then through setContentOffset(_:animated: false)
        driver.list.contentOffset = Point(x: 0, y: 300)
        let direct = driver.list.indicatorAlpha
        driver.list.setContentOffset(Point(x: 0, y: 600), animated: false)
        let unanimated = driver.list.indicatorAlpha
        try driver.run(until: driver.time + 0.1)
        var list = DisplayList()
        driver.list.drawIndicators(in: &list)

        // then: it moved, and no indicator showed (UIKit shows none)
        #expect(driver.list.contentOffset.y == 600)
        #expect(direct == 0)
        #expect(unanimated == 0)
        #expect(list.items.isEmpty)
    }

    @Test func flashingShowsTheIndicatorsAndTheyFade() throws {
        // given: a list whose offset was set at rest
        let driver = ScreenDriver(listOf: 100)
        try driver.run(until: 1)
        driver.list.contentOffset = Point(x: 0, y: 300)

        // when
        driver.list.flashScrollIndicators()
        let flashed = driver.list.indicatorAlpha
        try driver.run(until: driver.time + 0.5)
        let fading = driver.list.indicatorAlpha
        try driver.run(until: driver.time + 1)

        // then
        #expect(flashed == 1)
        #expect(fading > 0 && fading < 1)
        #expect(driver.list.indicatorAlpha == 0)
    }

    @Test func anAnimatedScrollShowsTheIndicator() throws {
        // given: a list at rest
        let driver = ScreenDriver(listOf: 100)
        try driver.run(until: 1)

        // when: it animates to a new offset, and has arrived
        driver.list.setContentOffset(Point(x: 0, y: 600), animated: true)
        try driver.run(until: driver.time + 0.15)
        let midway = driver.list.indicatorAlpha
        try driver.run(until: driver.time + 0.3)

        // then: shown while it moves, still there just after
        #expect(midway == 1)
        #expect(driver.list.indicatorAlpha == 1)
    }
}
