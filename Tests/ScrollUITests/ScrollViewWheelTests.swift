import Geometry
import Gestures
import Testing
import ScrollUI

/// Trackpad and wheel input as ScrollUI.docc/InputOnLinux.md describes it for SDL 2.26 on Linux.
@Suite struct ScrollViewWheelTests {
    private func scroll(_ harness: ListHarness, dy: Double, precise: Bool, at time: Double) {
        harness.loop.enqueue(
            PointerEvent(
                time: time,
                kind: .scroll(
                    delta: Point(x: 0, y: dy), precise: precise,
                    location: Point(x: 200, y: 300))))
    }

    @Test func smoothDeltasScrollDirectlyThenCoastAfterTheIdleGap() {
        let harness = ListHarness()
        for i in 0..<10 { scroll(harness, dy: 20, precise: true, at: 0.1 + Double(i) * 0.01) }  // 2000 pt/s

        harness.run(until: 0.19)
        let direct = harness.list.contentOffset.y
        let trackingWhileScrolling = harness.list.isTracking
        harness.run(until: 0.30)
        let coasting = (harness.list.isDragging, harness.list.isDecelerating)
        harness.settle()

        #expect(direct == 200)
        #expect(trackingWhileScrolling)
        #expect(coasting == (true, true))
        #expect(abs(harness.delegate.lastVelocity.y - 2000) < 20)
        #expect(harness.list.contentOffset.y > 1000)
        #expect(
            harness.delegate.calls == [
                "willBeginDragging", "willEndDragging", "didEndDragging(true)",
                "willBeginDecelerating", "didEndDecelerating",
            ])
    }

    @Test func liftingTheFingersEndsTheGestureInThatFrameWithTheFingersSpeed() {
        // given: two fingers scroll at 1,500 pt/s, an event every 8 ms, and lift 8 ms after the last
        let harness = ListHarness()
        for i in 0..<20 { scroll(harness, dy: 12, precise: true, at: 0.1 + Double(i) * 0.008) }
        let lift = 0.1 + 20 * 0.008
        harness.loop.enqueue(PointerEvent(time: lift, kind: .scrollEnded(location: Point(x: .nan, y: .nan))))

        // when: the frame holding the lift runs (well before the idle gap would end the gesture)
        harness.run(until: (lift * 60).rounded(.up) / 60)

        // then: the release came in that frame, at the fingers' speed, and momentum goes on from it
        #expect(harness.delegate.calls == ["willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
        #expect(abs(harness.delegate.lastVelocity.y - 1500) < 1)
        #expect(harness.list.isDecelerating)
    }

    private func lift(_ harness: ListHarness, at time: Double) {
        harness.loop.enqueue(PointerEvent(time: time, kind: .scrollEnded(location: Point(x: .nan, y: .nan))))
    }

    @Test func theFirstEventsTravelCountsInTheReleaseVelocity() {
        // given: fingers speeding up at a constant rate: 5 pt, then 10 pt 10 ms later (the first
        // event moved over the 10 ms before it), lifting with the second event
        let harness = ListHarness()
        scroll(harness, dy: 5, precise: true, at: 0.1)
        scroll(harness, dy: 10, precise: true, at: 0.11)
        lift(harness, at: 0.11)

        // when: the frame of the lift runs
        harness.run(until: 0.12)

        // then: the touch fit through 0, 5 and 15 pt is exact for constant acceleration: 1,250 pt/s
        #expect(abs(harness.delegate.lastVelocity.y - 1250) < 1e-6)
    }

    @Test func eventsWithoutMotionAreSamplesOfFingersSlowingDown() {
        // given: a source known to report lifts; fingers at 1,000 pt/s for 50 ms, then three
        // events without motion 10 ms apart, and the lift 2 ms after the last
        let harness = ListHarness()
        lift(harness, at: 0.05)
        for i in 0..<6 { scroll(harness, dy: 10, precise: true, at: 0.1 + Double(i) * 0.01) }
        for i in 1...3 { scroll(harness, dy: 0, precise: true, at: 0.15 + Double(i) * 0.01) }
        lift(harness, at: 0.182)

        // when: the frame of the lift runs
        harness.run(until: 0.19)

        // then: the fit saw the fingers stop, 5 pt/s, no fling (dropping those events released at 1,000 pt/s)
        #expect(harness.delegate.calls == ["willBeginDragging", "willEndDragging", "didEndDragging(false)"])
        #expect(abs(harness.delegate.lastVelocity.y) < 10)
    }

    @Test func fingersThatTouchDownAndNeverScrollStopMomentumAndEndIt() {
        // given: a trackpad flick coasting
        let harness = ListHarness()
        for i in 0..<10 { scroll(harness, dy: 20, precise: true, at: 0.1 + Double(i) * 0.01) }
        harness.run(until: 0.4)
        let stopped = harness.list.contentOffset.y

        // when: the next gesture's first event moves 1.5 pt (under the start threshold) and nothing follows
        scroll(harness, dy: 1.5, precise: true, at: 0.401)
        harness.run(until: 0.45)
        let held = (harness.list.isInMotion, harness.list.isDecelerating)
        harness.run(until: 0.6)

        // then: the momentum stopped where it was, its end held until the gesture gave up after
        // the idle gap; no drag began
        #expect(held == (false, true))
        #expect(abs(harness.list.contentOffset.y - stopped) < 40)
        #expect(!harness.list.isInMotion)
        #expect(
            harness.delegate.calls == [
                "willBeginDragging", "willEndDragging", "didEndDragging(true)",
                "willBeginDecelerating", "didEndDecelerating",
            ])
    }

    @Test func aLiftWithoutAGestureChangesNothing() {
        let harness = ListHarness()

        harness.loop.enqueue(PointerEvent(time: 0.1, kind: .scrollEnded(location: Point(x: 200, y: 300))))
        harness.run(until: 0.2)

        #expect(harness.delegate.calls.isEmpty)
        #expect(harness.list.contentOffset.y == 0)
    }

    @Test func aStreamOfWholeTicksMovesAsOneMotion() {
        // given: a touchpad on X11 (whole ticks only): 6 ticks of 40 pt, 100 ms apart
        let harness = ListHarness()
        for i in 0..<6 { scroll(harness, dy: 40, precise: false, at: 0.1 + Double(i) * 0.1) }

        // when: the frames run while the ticks arrive
        var offsets: [Double] = []
        var time = 0.1
        while time < 0.7 {
            time += 1.0 / 60
            harness.run(until: time)
            offsets.append(harness.list.contentOffset.y)
        }

        // then: a tick never makes the speed jump (a restarted ease-out did, by 50–90 % in one
        // frame); each new step starts at the speed the content has
        let speeds = zip(offsets, offsets.dropFirst()).map { $1 - $0 }
        for (before, after) in zip(speeds, speeds.dropFirst()) where before > 1 {
            #expect(after <= 1.3 * before, "speeds per frame \(speeds.map { ($0 * 10).rounded() / 10 })")
        }
        harness.settle()
        #expect(harness.list.contentOffset.y == 240)
    }

    @Test func newWheelInputStopsMomentum() {
        let harness = ListHarness()
        for i in 0..<10 { scroll(harness, dy: 20, precise: true, at: 0.1 + Double(i) * 0.01) }
        harness.run(until: 0.4)
        let momentumOffset = harness.list.contentOffset.y

        scroll(harness, dy: 1.5, precise: true, at: 0.401)
        harness.run(until: 0.42)

        #expect(!harness.list.isInMotion)
        #expect(abs(harness.list.contentOffset.y - (momentumOffset + 1.5)) < 40)
        #expect(harness.list.contentOffset.y < momentumOffset + 60)
    }

    @Test func smoothScrollingPastTheTopRubberBands() {
        let harness = ListHarness()
        scroll(harness, dy: -100, precise: true, at: 0.1)

        harness.run(until: 0.12)

        #expect(abs(harness.list.contentOffset.y - (-50.382)) < 1e-3)  // f(100) over 600 pt (ScrollPhysics.docc/Physics.md)
        harness.settle()
        #expect(harness.list.contentOffset.y == 0)
    }

    @Test func wheelTicksAnimateAFixedStepWithoutMomentum() {
        let harness = ListHarness()
        scroll(harness, dy: 40, precise: false, at: 0.1)
        scroll(harness, dy: 40, precise: false, at: 0.15)

        harness.run(until: 0.2)
        let animating = harness.list.contentOffset.y
        harness.settle()

        #expect(animating > 0 && animating < 80)
        #expect(harness.list.contentOffset.y == 80)
        #expect(harness.delegate.calls.isEmpty)
    }

    @Test func wheelTicksAtTheTopStayClamped() {
        let harness = ListHarness()
        scroll(harness, dy: -40, precise: false, at: 0.1)

        harness.settle()

        #expect(harness.list.contentOffset.y == 0)
    }

    @Test func aTouchStopsTrackpadMomentum() {
        let harness = ListHarness()
        for i in 0..<10 { scroll(harness, dy: 20, precise: true, at: 0.1 + Double(i) * 0.01) }
        harness.run(until: 0.4)

        harness.tap(at: Point(x: 200, y: 300))
        harness.run(until: 0.6)

        #expect(!harness.list.isInMotion)
        #expect(harness.selected.isEmpty)
        #expect(harness.delegate.calls.last == "didEndDecelerating")
    }
}

@Suite struct ScrollViewProgrammaticTests {
    @Test func tappingTheNavigationBarScrollsToTheTop() {
        let harness = ListHarness()
        harness.list.contentOffset = Point(x: 0, y: 900)

        harness.tap(at: Point(x: 195, y: 20))
        harness.settle()
        harness.run(until: harness.time + 0.5)

        #expect(harness.list.contentOffset.y == 0)
        #expect(harness.delegate.calls == ["didScrollToTop"])
    }

    @Test func scrollRectToVisibleScrollsJustEnough() {
        let harness = ListHarness()

        harness.list.scrollRectToVisible(Rect(x: 0, y: 1200, width: 10, height: 60), animated: false)

        #expect(harness.list.contentOffset.y == 660)
    }

    @Test func aDisabledScrollViewIgnoresDrags() {
        let harness = ListHarness()
        harness.list.isScrollEnabled = false

        harness.drag(by: Point(x: 0, y: -200))
        harness.settle()

        #expect(harness.list.contentOffset.y == 0)
        #expect(harness.delegate.calls.isEmpty)
    }

    @Test func aHorizontalDragOnAVerticalListDoesNotScrollIt() {
        let harness = ListHarness()

        harness.drag(by: Point(x: -150, y: -5))
        harness.settle()

        #expect(harness.list.contentOffset == .zero)
        #expect(harness.delegate.calls.isEmpty)
    }
}
