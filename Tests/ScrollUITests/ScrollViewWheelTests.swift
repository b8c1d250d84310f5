import Geometry
import ScrollLabDriver
import Gestures
import Testing
import ScrollUI

/// Trackpad and wheel input as ScrollUI.docc/InputOnLinux.md describes it for SDL 2.26 on Linux.
@Suite struct ScrollViewWheelTests {
    private func scroll(_ driver: ScreenDriver, dy: Double, precise: Bool, at time: Double) {
        driver.enqueue(
            SessionEvent(
                deliveredAt: time,
                kind: .scroll(
                    delta: Point(x: 0, y: dy), precise: precise,
                    location: Point(x: 200, y: 300))))
    }

    @Test func smoothDeltasScrollDirectlyThenCoastAfterTheIdleGap() throws {
        let driver = ScreenDriver(listOf: 100)
        for i in 0..<10 { scroll(driver, dy: 20, precise: true, at: 0.1 + Double(i) * 0.01) }  // 2000 pt/s

        try driver.run(until: 0.19)
        let direct = driver.list.contentOffset.y
        let trackingWhileScrolling = driver.list.isTracking
        try driver.run(until: 0.30)
        let coasting = (driver.list.isDragging, driver.list.isDecelerating)
        try driver.runUntilAtRest()

        #expect(direct == 200)
        #expect(trackingWhileScrolling)
        #expect(coasting == (true, true))
        #expect(abs(driver.lastRelease.velocity.y - 2000) < 20)
        #expect(driver.list.contentOffset.y > 1000)
        #expect(
            driver.calls == [
                "willBeginDragging", "willEndDragging", "didEndDragging(true)",
                "willBeginDecelerating", "didEndDecelerating",
            ])
    }

    @Test func liftingTheFingersEndsTheGestureInThatFrameWithTheFingersSpeed() throws {
        // given: two fingers scroll at 1,500 pt/s, an event every 8 ms, and lift 8 ms after the last
        let driver = ScreenDriver(listOf: 100)
        for i in 0..<20 { scroll(driver, dy: 12, precise: true, at: 0.1 + Double(i) * 0.008) }
        let lift = 0.1 + 20 * 0.008
        driver.enqueue(SessionEvent(deliveredAt: lift, kind: .scrollEnded(location: Point(x: .nan, y: .nan))))

        // when: the frame holding the lift runs (well before the idle gap would end the gesture)
        try driver.run(until: (lift * 60).rounded(.up) / 60)

        // then: the release came in that frame, at the fingers' speed, and momentum goes on from it
        #expect(
            driver.calls == ["willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
        #expect(abs(driver.lastRelease.velocity.y - 1500) < 1)
        #expect(driver.list.isDecelerating)
    }

    private func lift(_ driver: ScreenDriver, at time: Double) {
        driver.enqueue(SessionEvent(deliveredAt: time, kind: .scrollEnded(location: Point(x: .nan, y: .nan))))
    }

    @Test func theFirstEventsTravelCountsInTheReleaseVelocity() throws {
        // given: fingers speeding up at a constant rate: 5 pt, then 10 pt 10 ms later (the first
        // event moved over the 10 ms before it), lifting with the second event
        let driver = ScreenDriver(listOf: 100)
        scroll(driver, dy: 5, precise: true, at: 0.1)
        scroll(driver, dy: 10, precise: true, at: 0.11)
        lift(driver, at: 0.11)

        // when: the frame of the lift runs
        try driver.run(until: 0.12)

        // then: the touch fit through 0, 5 and 15 pt is exact for constant acceleration: 1,250 pt/s
        #expect(abs(driver.lastRelease.velocity.y - 1250) < 1e-6)
    }

    @Test func eventsWithoutMotionAreSamplesOfFingersSlowingDown() throws {
        // given: a source known to report lifts; fingers at 1,000 pt/s for 50 ms, then three
        // events without motion 10 ms apart, and the lift 2 ms after the last
        let driver = ScreenDriver(listOf: 100)
        lift(driver, at: 0.05)
        for i in 0..<6 { scroll(driver, dy: 10, precise: true, at: 0.1 + Double(i) * 0.01) }
        for i in 1...3 { scroll(driver, dy: 0, precise: true, at: 0.15 + Double(i) * 0.01) }
        lift(driver, at: 0.182)

        // when: the frame of the lift runs
        try driver.run(until: 0.19)

        // then: the fit saw the fingers stop, 5 pt/s, no fling (dropping those events released at 1,000 pt/s)
        #expect(driver.calls == ["willBeginDragging", "willEndDragging", "didEndDragging(false)"])
        #expect(abs(driver.lastRelease.velocity.y) < 10)
    }

    @Test func fingersThatTouchDownAndNeverScrollStopMomentumAndEndIt() throws {
        // given: a trackpad flick coasting
        let driver = ScreenDriver(listOf: 100)
        for i in 0..<10 { scroll(driver, dy: 20, precise: true, at: 0.1 + Double(i) * 0.01) }
        try driver.run(until: 0.4)
        let stopped = driver.list.contentOffset.y

        // when: the next gesture's first event moves 1.5 pt (under the start threshold) and nothing follows
        scroll(driver, dy: 1.5, precise: true, at: 0.401)
        try driver.run(until: 0.45)
        let held = (driver.list.isInMotion, driver.list.isDecelerating)
        try driver.run(until: 0.6)

        // then: the momentum stopped where it was, its end held until the gesture gave up after
        // the idle gap; no drag began
        #expect(held == (false, true))
        #expect(abs(driver.list.contentOffset.y - stopped) < 40)
        #expect(!driver.list.isInMotion)
        #expect(
            driver.calls == [
                "willBeginDragging", "willEndDragging", "didEndDragging(true)",
                "willBeginDecelerating", "didEndDecelerating",
            ])
    }

    @Test func aLiftWithoutAGestureChangesNothing() throws {
        let driver = ScreenDriver(listOf: 100)

        driver.enqueue(SessionEvent(deliveredAt: 0.1, kind: .scrollEnded(location: Point(x: 200, y: 300))))
        try driver.run(until: 0.2)

        #expect(driver.calls.isEmpty)
        #expect(driver.list.contentOffset.y == 0)
    }

    @Test func aStreamOfWholeTicksMovesAsOneMotion() throws {
        // given: a touchpad on X11 (whole ticks only): 6 ticks of 40 pt, 100 ms apart
        let driver = ScreenDriver(listOf: 100)
        for i in 0..<6 { scroll(driver, dy: 40, precise: false, at: 0.1 + Double(i) * 0.1) }

        // when: the frames run while the ticks arrive
        var offsets: [Double] = []
        var time = 0.1
        while time < 0.7 {
            time += 1.0 / 60
            try driver.run(until: time)
            offsets.append(driver.list.contentOffset.y)
        }

        // then: a tick never makes the speed jump (a restarted ease-out did, by 50–90 % in one
        // frame); each new step starts at the speed the content has
        let speeds = zip(offsets, offsets.dropFirst()).map { $1 - $0 }
        for (before, after) in zip(speeds, speeds.dropFirst()) where before > 1 {
            #expect(after <= 1.3 * before, "speeds per frame \(speeds.map { ($0 * 10).rounded() / 10 })")
        }
        try driver.runUntilAtRest()
        #expect(driver.list.contentOffset.y == 240)
    }

    @Test func newWheelInputStopsMomentum() throws {
        let driver = ScreenDriver(listOf: 100)
        for i in 0..<10 { scroll(driver, dy: 20, precise: true, at: 0.1 + Double(i) * 0.01) }
        try driver.run(until: 0.4)
        let momentumOffset = driver.list.contentOffset.y

        scroll(driver, dy: 1.5, precise: true, at: 0.401)
        try driver.run(until: 0.42)

        #expect(!driver.list.isInMotion)
        #expect(abs(driver.list.contentOffset.y - (momentumOffset + 1.5)) < 40)
        #expect(driver.list.contentOffset.y < momentumOffset + 60)
    }

    @Test func smoothScrollingPastTheTopRubberBands() throws {
        let driver = ScreenDriver(listOf: 100)
        scroll(driver, dy: -100, precise: true, at: 0.1)

        try driver.run(until: 0.12)

        // f(100) over 600 pt (ScrollPhysics.docc/Physics.md)
        #expect(abs(driver.list.contentOffset.y - (-50.382)) < 1e-3)
        try driver.runUntilAtRest()
        #expect(driver.list.contentOffset.y == 0)
    }

    @Test func wheelTicksAnimateAFixedStepWithoutMomentum() throws {
        let driver = ScreenDriver(listOf: 100)
        scroll(driver, dy: 40, precise: false, at: 0.1)
        scroll(driver, dy: 40, precise: false, at: 0.15)

        try driver.run(until: 0.2)
        let animating = driver.list.contentOffset.y
        try driver.runUntilAtRest()

        #expect(animating > 0 && animating < 80)
        #expect(driver.list.contentOffset.y == 80)
        #expect(driver.calls.isEmpty)
    }

    @Test func wheelTicksAtTheTopStayClamped() throws {
        let driver = ScreenDriver(listOf: 100)
        scroll(driver, dy: -40, precise: false, at: 0.1)

        try driver.runUntilAtRest()

        #expect(driver.list.contentOffset.y == 0)
    }

    @Test func aTouchStopsTrackpadMomentum() throws {
        let driver = ScreenDriver(listOf: 100)
        for i in 0..<10 { scroll(driver, dy: 20, precise: true, at: 0.1 + Double(i) * 0.01) }
        try driver.run(until: 0.4)

        driver.quickTap(at: Point(x: 200, y: 300))
        try driver.run(until: 0.6)

        #expect(!driver.list.isInMotion)
        #expect(driver.host.selected.isEmpty)
        #expect(driver.calls.last == "didEndDecelerating")
    }
}

@Suite struct ScrollViewProgrammaticTests {
    @Test func tappingTheNavigationBarScrollsToTheTop() throws {
        let driver = ScreenDriver(listOf: 100)
        driver.list.contentOffset = Point(x: 0, y: 900)

        driver.quickTap(at: Point(x: 195, y: 20))
        try driver.runUntilAtRest()
        try driver.run(until: driver.time + 0.5)

        #expect(driver.list.contentOffset.y == 0)
        #expect(driver.calls == ["didScrollToTop"])
    }

    @Test func scrollRectToVisibleScrollsJustEnough() throws {
        let driver = ScreenDriver(listOf: 100)

        driver.list.scrollRectToVisible(Rect(x: 0, y: 1200, width: 10, height: 60), animated: false)

        #expect(driver.list.contentOffset.y == 660)
    }

    @Test func aDisabledScrollViewIgnoresDrags() throws {
        let driver = ScreenDriver(listOf: 100)
        driver.list.isScrollEnabled = false

        driver.stampedDrag(by: Point(x: 0, y: -200))
        try driver.runUntilAtRest()

        #expect(driver.list.contentOffset.y == 0)
        #expect(driver.calls.isEmpty)
    }

    @Test func aHorizontalDragOnAVerticalListDoesNotScrollIt() throws {
        let driver = ScreenDriver(listOf: 100)

        driver.stampedDrag(by: Point(x: -150, y: -5))
        try driver.runUntilAtRest()

        #expect(driver.list.contentOffset == .zero)
        #expect(driver.calls.isEmpty)
    }
}
