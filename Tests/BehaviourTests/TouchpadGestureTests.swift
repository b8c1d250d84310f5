import Geometry
import ScrollUI
import Testing

/// Two-finger touchpad gestures as whole gestures, and several fingers on a touchscreen, on
/// replayed traces that imitate real hardware (`Traces/touchpad-*.jsonl`: a Synaptics pad's
/// ~100 Hz scroll events of a few points with sideways wobble, the first one (−1.09, +0.69) as
/// recorded, then `"phase":"ended"`; `Traces/list-*-finger*.jsonl`).
@Suite struct TouchpadGestureTests {
    /// The frame that delivers an event at `time` seconds: the first at or after it.
    private func frame(of time: Double) -> Int { Int((time * 60 - 1e-9).rounded(.up)) }

    /// Times of the trace's lifts (`scroll` events with `"phase":"ended"`), in seconds.
    private func lifts(_ log: ReplayLog) -> [Double] {
        log.trace.events.compactMap { event in
            if case .scrollEnded = event.pointerKind { return event.deliveredAt }
            return nil
        }
    }

    /// The drags as (view, frame of willBeginDragging, frame of didEndDragging).
    private func drags(_ log: ReplayLog) -> [(view: String, began: Int, ended: Int?)] {
        log.callbacks.filter { $0.name == "scrollViewWillBeginDragging" }.map { begin in
            let end = log.callbacks.first {
                $0.name == "scrollViewDidEndDragging" && $0.view == begin.view && $0.frame >= begin.frame
            }
            return (begin.view, begin.frame, end?.frame)
        }
    }

    private func assertOneDragEndingAtTheLift(
        _ log: ReplayLog, on view: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let lift = try #require(lifts(log).last, sourceLocation: sourceLocation)
        let found = drags(log)
        #expect(found.map(\.view) == [view], "one drag on one scroll view", sourceLocation: sourceLocation)
        #expect(
            found.first?.ended == frame(of: lift), "ending in the frame of the lift", sourceLocation: sourceLocation)
        #expect(
            (log.callbacks.filter { $0.name == "scrollViewDidEndDragging" }.count) == 1, sourceLocation: sourceLocation)
    }

    // MARK: A vertical scroll with sideways wobble

    @Test func aWobblyVerticalScrollOnListNeverStartsTheBackGestureAndIsOneDrag() throws {
        let log = try ReplayLog(trace: "touchpad-list-wobble", until: 3)

        #expect((log.frames.filter { $0.progress > 0 }.count) == 0, "frames with a back transition")
        #expect(log.frames.last?.depth == 2)
        try assertOneDragEndingAtTheLift(log, on: "list")
        #expect((log.frames.last?.offsets["list"]?.y ?? 0) > 80)
    }

    @Test func aWobblyVerticalScrollOnNestedMovesOnlyTheList() throws {
        let log = try ReplayLog(trace: "touchpad-nested-wobble", until: 3)

        #expect((log.frames.filter { $0.progress > 0 }.count) == 0, "frames with a back transition")
        try assertOneDragEndingAtTheLift(log, on: "list.0")
        #expect(Set(log.frames.compactMap { $0.offsets["pager"]?.x }) == [0], "the pager never moved")
    }

    // MARK: Horizontal swipes

    @Test func aHorizontalSwipeOnNestedDragsOnlyThePager() throws {
        let log = try ReplayLog(trace: "touchpad-nested-swipe", until: 3)

        try assertOneDragEndingAtTheLift(log, on: "pager")
        #expect(Set(log.callbacks.map(\.view)) == ["pager"], "no list took part")
        #expect(log.frames.last?.offsets["pager"]?.x == 390, "on to the next page")
        for list in ["list.0", "list.1"] {
            #expect(Set(log.frames.compactMap { $0.offsets[list]?.y }) == [0], "\(list) never moved")
        }
    }

    @Test func onPagingAVerticalDominantEventInsideASwipeCountsAndTheLiftReachesThePager() throws {
        // given: a swipe whose 7th event is (2.0, 3.5) and whose last, just before the lift, (2.0, −3.1)
        let log = try ReplayLog(trace: "touchpad-paging-swipe", until: 3)
        let events = log.trace.events.compactMap { event -> (time: Double, dx: Double)? in
            guard case .scroll(let delta, true, _) = event.pointerKind else { return nil }
            return (event.deliveredAt, delta.x)
        }

        // then: after each frame the pager shows the whole horizontal travel so far, the
        // vertical-dominant events' included, until the lift releases it in its own frame
        let lift = try #require(lifts(log).last)
        let lock = try #require(log.callbacks.first { $0.name == "scrollViewWillBeginDragging" }?.frame)
        for frame in log.frames where frame.frame >= lock && frame.frame < self.frame(of: lift) {
            let travel = events.filter { $0.time <= frame.time + 1e-9 }.reduce(0) { $0 + $1.dx }
            #expect(try abs((#require(frame.offsets["paging"]).x) - travel) <= 1e-9, "frame \(frame.frame)")
        }
        try assertOneDragEndingAtTheLift(log, on: "paging")
        let release = try #require(log.callbacks.first { $0.name == "scrollViewWillEndDragging" })
        #expect(try #require(release.velocity).x > 300)
    }

    // MARK: The lift

    @Test func whereTheLiftIsReportedMomentumStartsOnlyAtTheLift() throws {
        // given: lifts declared by a lift before the first gesture; the fingers stop for 110 ms
        // (no events) in the middle of the gesture, then scroll on, and lift
        let log = try ReplayLog(trace: "touchpad-list-pause", until: 3)
        let lift = try #require(lifts(log).last)

        // then: one drag, released in the lift's frame with momentum, never decelerating before
        try assertOneDragEndingAtTheLift(log, on: "list")
        let release = try #require(log.callbacks.first { $0.name == "scrollViewWillEndDragging" })
        #expect(try #require(release.velocity).y > 300)
        #expect((log.frames.filter { !$0.decelerating.isEmpty && $0.frame < frame(of: lift) }.map(\.frame)) == [])
    }

    @Test func fingersRestingBeforeTheLiftReleaseAtZero() throws {
        // given: two scrolls that end at rest: 60 ms of sideways wobble only, then the lift; and
        // 50 ms without any event, then the lift
        let log = try ReplayLog(trace: "touchpad-list-rest", until: 5)

        // then: both release at 0 pt/s in the frame of their lift, without momentum
        let releases = log.callbacks.filter { $0.name == "scrollViewWillEndDragging" }
        #expect(releases.map(\.velocity) == [Point(x: 0, y: 0), Point(x: 0, y: 0)])
        #expect(releases.map(\.frame) == lifts(log).dropFirst().map(frame(of:)))
        #expect(log.callbacks.filter { $0.name == "scrollViewDidEndDragging" }.map(\.willDecelerate) == [false, false])
        #expect((log.frames.filter { $0.progress > 0 }.count) == 0)
    }

    // MARK: Several fingers

    @Test func aSecondFingerTappingDuringADragPushesNothing() throws {
        // given: finger 1 drags the list; finger 2 taps a row 0.3 s in, for 60 ms
        let log = try ReplayLog(trace: "list-second-finger-tap", until: 2)

        // then: no row was selected (no detail screen), and the drag went on as one
        #expect(Set(log.frames.map(\.depth)) == [2])
        #expect(drags(log).map(\.view) == ["list"])
        #expect(log.app.navigation.depth == 2)
    }

    @Test func aFourFingerTapPushesAtMostOneScreen() throws {
        // given: four fingers tap four rows at once, lifting within the content-touch delay;
        // then back, and four fingers again, lifting one by one after it
        let log = try ReplayLog(trace: "list-four-finger-tap", until: 3.5)

        // then: each tap pushed one screen (depth 2 → 3), never more
        let depths = log.frames.map(\.depth)
        #expect(depths.max() == 3)
        #expect((log.frames.first { $0.time >= 1 }?.depth) == 3)
        #expect((log.frames.first { $0.time >= 2 }?.depth) == 2)
        #expect(depths.last == 3)
    }
}
