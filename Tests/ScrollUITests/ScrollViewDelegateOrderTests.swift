import Geometry
import Testing
import ScrollUI

/// The delegate sequences of seed 002, driven by scripted touches on a 60 Hz frame loop.
@Suite struct ScrollViewDelegateOrderTests {
    @Test func aDragThatStopsBeforeLiftingDoesNotDecelerate() {
        let harness = ListHarness()

        harness.drag(by: Point(x: 0, y: -150), hold: 0.1)
        harness.run(until: 1)

        #expect(harness.delegate.calls == ["willBeginDragging", "willEndDragging", "didEndDragging(false)"])
        #expect(harness.delegate.lastVelocity == .zero)
        #expect(harness.delegate.lastTarget == harness.list.contentOffset)
        #expect(!harness.list.isDragging && !harness.list.isDecelerating && !harness.list.isTracking)
    }

    @Test func aDelegateThatScrollsToWhereTheContentRestsWhenTheDragEndsEndsItOnce() {
        // given: a delegate that snaps after a drag without momentum, animated, as the snap
        // screen's seed 002 mode does — here to the offset the content already has
        let harness = ListHarness()
        harness.delegate.onDidEndDragging = { scrollView, decelerate in
            if !decelerate { scrollView.setContentOffset(scrollView.contentOffset, animated: true) }
        }

        // when: a drag that stops before it lifts
        harness.drag(by: Point(x: 0, y: -150), hold: 0.1)
        harness.run(until: 1)

        // then: the drag ends once, legally, with nothing to animate
        #expect(harness.list.phaseErrors.isEmpty)
        #expect(harness.delegate.calls == ["willBeginDragging", "willEndDragging", "didEndDragging(false)"])
        #expect(!harness.list.isDragging && !harness.list.isInMotion)
    }

    @Test func aBounceBackAfterAFingerLiftsFromShrunkContentBeginsAndEndsDecelerating() {
        // given: the list at its end, with a finger resting on it while its content shrinks
        let harness = ListHarness()
        harness.list.contentOffset.y = harness.list.maximumContentOffset.y
        harness.run(until: 0.1)
        harness.loop.enqueue(.touch(1, .began, at: Point(x: 200, y: 300), time: 0.2))
        harness.run(until: 0.3)
        harness.list.contentSize.height /= 2  // a reload under the finger: now far past the end

        // when: the finger lifts without dragging
        harness.loop.enqueue(.touch(1, .ended, at: Point(x: 200, y: 300), time: 0.4))
        harness.run(until: 3)

        // then: the content bounces back, announced and ended like any deceleration
        #expect(harness.delegate.calls == ["willBeginDecelerating", "didEndDecelerating"])
        #expect(harness.list.contentOffset.y == harness.list.maximumContentOffset.y)
    }

    @Test func aFlingDeceleratesAndDraggingStaysTrueUntilItEnds() {
        let harness = ListHarness()

        let lift = harness.drag(by: Point(x: 0, y: -200))
        harness.run(until: lift + 0.2)
        let duringDeceleration = (harness.list.isTracking, harness.list.isDragging, harness.list.isDecelerating)
        harness.settle()

        #expect(
            harness.delegate.calls == [
                "willBeginDragging", "willEndDragging", "didEndDragging(true)",
                "willBeginDecelerating", "didEndDecelerating",
            ])
        #expect(duringDeceleration == (false, true, true))
        #expect(!harness.list.isDragging && !harness.list.isDecelerating)
        #expect(harness.list.contentOffset == harness.delegate.lastTarget)
    }

    @Test func aNewFlingDuringDecelerationOwesOneDidEndDecelerating() {
        let harness = ListHarness()
        let first = harness.drag(by: Point(x: 0, y: -200))
        harness.run(until: first + 0.3)

        harness.drag(by: Point(x: 0, y: -200))
        harness.run(until: harness.time + 0.08)
        let duringSecondDrag = (harness.list.isDragging, harness.list.isDecelerating)
        harness.settle()

        #expect(duringSecondDrag == (true, true))
        #expect(
            harness.delegate.calls == [
                "willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
                "willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
                "didEndDecelerating",
            ])
    }

    @Test func aNewDragWithoutVelocityDeliversTheEarlierDidEndDeceleratingLate() {
        let harness = ListHarness()
        let first = harness.drag(by: Point(x: 0, y: -200))
        harness.run(until: first + 0.3)

        harness.drag(by: Point(x: 0, y: -60), hold: 0.1)
        harness.settle()
        harness.run(until: harness.time + 0.3)

        #expect(
            harness.delegate.calls == [
                "willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
                "willBeginDragging", "willEndDragging", "didEndDragging(false)", "didEndDecelerating",
            ])
        #expect(!harness.list.isDragging && !harness.list.isDecelerating)
    }

    @Test func aFlingIntoTheEndBouncesAndRestsExactlyOnTheEdge() {
        let harness = ListHarness(rows: 12)  // 720 pt of content in 600: max offset 120
        let lift = harness.drag(by: Point(x: 0, y: -100))

        var peak = 0.0
        harness.run(until: lift)
        while harness.list.isInMotion {
            harness.loop.runFrame()
            peak = max(peak, harness.list.contentOffset.y)
        }

        #expect(peak > 120 + 5)
        #expect(harness.list.contentOffset == Point(x: 0, y: 120))
        #expect(harness.delegate.lastTarget == Point(x: 0, y: 120))
        #expect(harness.delegate.calls.last == "didEndDecelerating")
    }

    @Test func anAnimatedProgrammaticScrollEndsWithDidEndScrollingAnimationOnly() {
        let harness = ListHarness()
        harness.run(until: 0.1)

        harness.list.setContentOffset(Point(x: 0, y: 500), animated: true)
        harness.run(until: 0.25)
        let halfway = harness.list.contentOffset.y
        harness.settle()

        #expect(halfway > 0 && halfway < 500)
        #expect(harness.list.contentOffset == Point(x: 0, y: 500))
        #expect(harness.delegate.calls == ["didEndScrollingAnimation"])
        #expect(!harness.list.isDecelerating && !harness.list.isDragging)
    }

    @Test func settingTheOffsetInsideDidScrollDoesNotRecurse() {
        let harness = ListHarness()
        harness.delegate.onScroll = { scrollView in
            scrollView.contentOffset = Point(x: 0, y: min(scrollView.contentOffset.y, 100))
        }

        harness.list.contentOffset = Point(x: 0, y: 300)

        #expect(harness.list.contentOffset == Point(x: 0, y: 100))
        #expect(harness.delegate.didScrollCount == 2)
    }

    @Test func aDelegateTargetIsWhereTheScrollViewComesToRest() {
        let harness = ListHarness()
        harness.delegate.overrideTarget = { natural in Point(x: 0, y: (natural.y / 60).rounded() * 60 + 30) }

        harness.drag(by: Point(x: 0, y: -200))
        harness.settle()

        #expect(harness.delegate.lastTarget.y.truncatingRemainder(dividingBy: 60) == 30)
        #expect(harness.list.contentOffset == harness.delegate.lastTarget)
    }

    @Test func observersSeeTheOrderTheDelegateSeesWhenItStopsADecelerationAsItBegins() {
        let harness = ListHarness()
        harness.delegate.onWillBeginDecelerating = { scrollView in
            scrollView.setContentOffset(scrollView.contentOffset, animated: false)  // stop it here
        }
        var observed: [String] = []
        let observation = harness.list.observeEvents { observed.append($0.callbackName) }

        harness.drag(by: Point(x: 0, y: -200))
        harness.settle()

        let delegateOrder = harness.delegate.calls.map { $0.hasPrefix("didEndDragging") ? "didEndDragging" : $0 }
        #expect(delegateOrder.suffix(2) == ["willBeginDecelerating", "didEndDecelerating"])
        #expect(observed.map { $0.replacingOccurrences(of: "scrollView", with: "").lowercasedFirst } == delegateOrder)
        observation.cancel()
    }
}

private extension String {
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
