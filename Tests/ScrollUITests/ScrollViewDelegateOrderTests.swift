import Geometry
import ScrollLabDriver
import Testing
import ScrollUI

/// The delegate sequences of seed 002, driven by scripted touches on a 60 Hz frame loop.
@Suite struct ScrollViewDelegateOrderTests {
    @Test func aDragThatStopsBeforeLiftingDoesNotDecelerate() throws {
        let driver = ScreenDriver(listOf: 100)

        driver.stampedDrag(by: Point(x: 0, y: -150), hold: 0.1)
        try driver.run(until: 1)

        #expect(driver.calls == ["willBeginDragging", "willEndDragging", "didEndDragging(false)"])
        #expect(driver.lastRelease.velocity == .zero)
        #expect(driver.lastRelease.target == driver.list.contentOffset)
        #expect(!driver.list.isDragging && !driver.list.isDecelerating && !driver.list.isTracking)
    }

    @Test func aDelegateThatScrollsToWhereTheContentRestsWhenTheDragEndsEndsItOnce() throws {
        // given: a delegate that snaps after a drag without momentum, animated, as the snap
        // screen's seed 002 mode does — here to the offset the content already has
        let driver = ScreenDriver(listOf: 100)
        let delegate = ActingDelegate()
        driver.list.delegate = delegate
        delegate.onDidEndDragging = { scrollView, decelerate in
            if !decelerate { scrollView.setContentOffset(scrollView.contentOffset, animated: true) }
        }

        // when: a drag that stops before it lifts
        driver.stampedDrag(by: Point(x: 0, y: -150), hold: 0.1)
        try driver.run(until: 1)

        // then: the drag ends once, legally, with nothing to animate
        #expect(driver.list.phaseErrors.isEmpty)
        #expect(driver.calls == ["willBeginDragging", "willEndDragging", "didEndDragging(false)"])
        #expect(!driver.list.isDragging && !driver.list.isInMotion)
    }

    @Test func aBounceBackAfterAFingerLiftsFromShrunkContentBeginsAndEndsDecelerating() throws {
        // given: the list at its end, with a finger resting on it while its content shrinks
        let driver = ScreenDriver(listOf: 100)
        driver.list.contentOffset.y = driver.list.maximumContentOffset.y
        try driver.run(until: 0.1)
        driver.enqueue(.touch(1, .began, at: Point(x: 200, y: 300), time: 0.2))
        try driver.run(until: 0.3)
        driver.list.contentSize.height /= 2  // a reload under the finger: now far past the end

        // when: the finger lifts without dragging
        driver.enqueue(.touch(1, .ended, at: Point(x: 200, y: 300), time: 0.4))
        try driver.run(until: 3)

        // then: the content bounces back, announced and ended like any deceleration
        #expect(driver.calls == ["willBeginDecelerating", "didEndDecelerating"])
        #expect(driver.list.contentOffset.y == driver.list.maximumContentOffset.y)
    }

    @Test func aFlingDeceleratesAndDraggingStaysTrueUntilItEnds() throws {
        let driver = ScreenDriver(listOf: 100)

        let lift = driver.stampedDrag(by: Point(x: 0, y: -200))
        try driver.run(until: lift + 0.2)
        let duringDeceleration = (driver.list.isTracking, driver.list.isDragging, driver.list.isDecelerating)
        try driver.runUntilAtRest()

        #expect(
            driver.calls == [
                "willBeginDragging", "willEndDragging", "didEndDragging(true)",
                "willBeginDecelerating", "didEndDecelerating",
            ])
        #expect(duringDeceleration == (false, true, true))
        #expect(!driver.list.isDragging && !driver.list.isDecelerating)
        #expect(driver.list.contentOffset == driver.lastRelease.target)
    }

    @Test func aNewFlingDuringDecelerationOwesOneDidEndDecelerating() throws {
        let driver = ScreenDriver(listOf: 100)
        let first = driver.stampedDrag(by: Point(x: 0, y: -200))
        try driver.run(until: first + 0.3)

        driver.stampedDrag(by: Point(x: 0, y: -200))
        try driver.run(until: driver.time + 0.08)
        let duringSecondDrag = (driver.list.isDragging, driver.list.isDecelerating)
        try driver.runUntilAtRest()

        #expect(duringSecondDrag == (true, true))
        #expect(
            driver.calls == [
                "willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
                "willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
                "didEndDecelerating",
            ])
    }

    @Test func aNewDragWithoutVelocityDeliversTheEarlierDidEndDeceleratingLate() throws {
        let driver = ScreenDriver(listOf: 100)
        let first = driver.stampedDrag(by: Point(x: 0, y: -200))
        try driver.run(until: first + 0.3)

        driver.stampedDrag(by: Point(x: 0, y: -60), hold: 0.1)
        try driver.runUntilAtRest()
        try driver.run(until: driver.time + 0.3)

        #expect(
            driver.calls == [
                "willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
                "willBeginDragging", "willEndDragging", "didEndDragging(false)", "didEndDecelerating",
            ])
        #expect(!driver.list.isDragging && !driver.list.isDecelerating)
    }

    @Test func aFlingIntoTheEndBouncesAndRestsExactlyOnTheEdge() throws {
        let driver = ScreenDriver(listOf: 12)  // 720 pt of content in 600: max offset 120
        let lift = driver.stampedDrag(by: Point(x: 0, y: -100))

        var peak = 0.0
        try driver.run(until: lift)
        while driver.list.isInMotion {
            try driver.runFrame()
            peak = max(peak, driver.list.contentOffset.y)
        }

        #expect(peak > 120 + 5)
        #expect(driver.list.contentOffset == Point(x: 0, y: 120))
        #expect(driver.lastRelease.target == Point(x: 0, y: 120))
        #expect(driver.calls.last == "didEndDecelerating")
    }

    @Test func anAnimatedProgrammaticScrollEndsWithDidEndScrollingAnimationOnly() throws {
        let driver = ScreenDriver(listOf: 100)
        try driver.run(until: 0.1)

        driver.list.setContentOffset(Point(x: 0, y: 500), animated: true)
        try driver.run(until: 0.25)
        let halfway = driver.list.contentOffset.y
        try driver.runUntilAtRest()

        #expect(halfway > 0 && halfway < 500)
        #expect(driver.list.contentOffset == Point(x: 0, y: 500))
        #expect(driver.calls == ["didEndScrollingAnimation"])
        #expect(!driver.list.isDecelerating && !driver.list.isDragging)
    }

    @Test func settingTheOffsetInsideDidScrollDoesNotRecurse() throws {
        let driver = ScreenDriver(listOf: 100)
        let delegate = ActingDelegate()
        driver.list.delegate = delegate
        delegate.onScroll = { scrollView in
            scrollView.contentOffset = Point(x: 0, y: min(scrollView.contentOffset.y, 100))
        }

        driver.list.contentOffset = Point(x: 0, y: 300)

        #expect(driver.list.contentOffset == Point(x: 0, y: 100))
        #expect(delegate.didScrollCount == 2)
    }

    @Test func aDelegateTargetIsWhereTheScrollViewComesToRest() throws {
        let driver = ScreenDriver(listOf: 100)
        let delegate = ActingDelegate()
        driver.list.delegate = delegate
        delegate.overrideTarget = { natural in Point(x: 0, y: (natural.y / 60).rounded() * 60 + 30) }

        driver.stampedDrag(by: Point(x: 0, y: -200))
        try driver.runUntilAtRest()

        #expect(driver.lastRelease.target.y.truncatingRemainder(dividingBy: 60) == 30)
        #expect(driver.list.contentOffset == driver.lastRelease.target)
    }

    @Test func observersSeeTheOrderTheDelegateSeesWhenItStopsADecelerationAsItBegins() throws {
        let driver = ScreenDriver(listOf: 100)
        let delegate = ActingDelegate()
        driver.list.delegate = delegate
        delegate.onWillBeginDecelerating = { scrollView in
            scrollView.setContentOffset(scrollView.contentOffset, animated: false)  // stop it here
        }
        var observed: [String] = []
        let observation = driver.list.observeEvents { observed.append($0.callbackName) }

        driver.stampedDrag(by: Point(x: 0, y: -200))
        try driver.runUntilAtRest()

        let delegateOrder = driver.calls.map { $0.hasPrefix("didEndDragging") ? "didEndDragging" : $0 }
        #expect(delegateOrder.suffix(2) == ["willBeginDecelerating", "didEndDecelerating"])
        #expect(observed.map { $0.replacingOccurrences(of: "scrollView", with: "").lowercasedFirst } == delegateOrder)
        observation.cancel()
    }
}

private extension String {
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
