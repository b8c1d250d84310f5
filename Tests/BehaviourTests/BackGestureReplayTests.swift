import Geometry
import Screens
import ScrollUI
import Testing

/// The interactive back gesture and its policy, on replayed traces (`Traces/back-*.jsonl`; each
/// opens its screen pushed on `home`, depth 2).
@Suite struct BackGestureReplayTests {
    let width = 390.0

    private func progresses(_ log: ReplayLog) -> [Double] { log.frames.map(\.progress) }

    /// The pager went back to its first page, and no pop ever started.
    private func assertPagedBackWithoutPopping(_ log: ReplayLog, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(progresses(log).max() == 0, sourceLocation: sourceLocation)
        #expect(log.frames.last?.offsets["pager"]?.x == 0, sourceLocation: sourceLocation)
        #expect(log.frames.last?.depth == 2, sourceLocation: sourceLocation)
    }

    // MARK: Edge swipes on `nested`

    @Test func aQuickEdgeSwipePops() throws {
        let log = try ReplayLog(trace: "back-quick", until: 1)

        #expect((progresses(log).max() ?? 0) > 0.5)
        #expect(log.frames.last?.depth == 1)
    }

    @Test func progressFollowsTheFingerExactly() throws {
        let log = try ReplayLog(trace: "back-slow-finish", until: 2)
        let tracking = log.frames.filter { $0.progress > 0 && $0.time < 1.4 }

        #expect(tracking.count > 40)
        for frame in tracking {
            let finger = try #require(log.finger(at: frame.time))
            // Translation = the finger's travel from x = 5, less the 10 pt pan hysteresis.
            #expect(abs(frame.progress - ((finger.x - 5 - 10) / width)) <= 1e-9, "frame \(frame.frame)")
        }
    }

    @Test func aSlowSwipePastHalfwayReleasedAtRestFinishes() throws {
        let log = try ReplayLog(trace: "back-slow-finish", until: 2.5)
        let released = try #require(log.frames.last { $0.time < 1.4 && $0.progress > 0 })

        #expect(released.progress > 0.5)
        #expect(log.frames.last?.depth == 1)
    }

    @Test func aShortSlowSwipeReleasedAtRestCancelsBackToZero() throws {
        let log = try ReplayLog(trace: "back-slow-cancel", until: 2)
        let peak = progresses(log).max() ?? 0

        #expect(peak > 0.15)
        #expect(peak < 0.5)
        #expect(log.frames.last?.progress == 0)
        #expect(log.frames.last?.depth == 2)
        #expect(log.frames.last?.offsets["outer"] != nil, "nested is still on top")
        // Released at rest, the cancel starts at rest: its first step back is the shorter.
        let releaseIndex = try #require(log.frames.lastIndex { $0.progress == peak })
        let steps = (releaseIndex..<releaseIndex + 2).map { log.frames[$0].progress - log.frames[$0 + 1].progress }
        #expect(steps[0] < (steps[1] / 2))
    }

    @Test func aFastShortFlickFinishesStartingAtTheReleaseVelocity() throws {
        let log = try ReplayLog(trace: "back-flick", until: 1)
        let lift = try #require(log.trace.events.last).deliveredAt
        let after = log.frames.filter { $0.time > lift && $0.depth == 2 }
        let releasedAt = try #require(log.frames.last { $0.time <= lift })
        let fingerSpeed = 70.0 / 0.05 / width  // 70 pt in 50 ms, in progress per second

        #expect(releasedAt.progress < 0.3)
        #expect(log.frames.last?.depth == 1)
        let firstStepSpeed = (after[1].progress - after[0].progress) * 60
        #expect(abs(firstStepSpeed - fingerSpeed) <= 0.1 * fingerSpeed, "no jump in speed at release")
        for (previous, next) in zip(after, after.dropFirst()) {
            #expect(next.progress >= previous.progress)
        }
    }

    @Test func aTrackpadSwipeRightWhereNothingScrollsLeftPops() throws {
        let log = try ReplayLog(trace: "back-trackpad", until: 1.5)

        #expect(log.frames.last?.depth == 1)
    }

    @Test func liftingTheFingersReleasesATrackpadBackSwipeInThatFrame() throws {
        // The same swipe, with the fingers lifting 5 ms after the last movement (in frame 24).
        let lifted = try ReplayLog(trace: "back-trackpad-lift", until: 1.5)
        let idle = try ReplayLog(trace: "back-trackpad", until: 1.5)
        func progress(_ log: ReplayLog, frame: Int) throws -> Double {
            try #require(log.frames.first { $0.frame == frame }).progress
        }

        #expect(try progress(lifted, frame: 25) > progress(lifted, frame: 24), "the pop goes on from the lift")
        #expect(try progress(idle, frame: 25) == progress(idle, frame: 24), "without it, it waits for the idle gap")
        #expect(lifted.frames.last?.depth == 1)
    }

    @Test func aTrackpadSwipeRightOnPage1PagesBackInstead() throws {
        let log = try ReplayLog(trace: "back-trackpad-page1", until: 2)

        assertPagedBackWithoutPopping(log)
    }

    // MARK: The policy against pagers and lists

    @Test func anEdgeSwipeOnPage1PopsAndTheArenaSaysWhy() throws {
        let log = try ReplayLog(trace: "back-edge-page1", until: 1.6)
        let duringSwipe = log.frames.filter { $0.progress > 0 && $0.depth == 2 }

        #expect(log.frames.last?.depth == 1)
        #expect(Set(duringSwipe.compactMap { $0.offsets["pager"]?.x }) == [390], "the pager did not move")
        let explanation = try #require(log.app.backGestureExplanation)
        #expect(explanation.contains("Winner: navigation.backGesture"), Comment(rawValue: explanation))
        #expect(explanation.contains("pager.pan"), Comment(rawValue: explanation))
        #expect(
            explanation.contains(
                "pager.pan waited for navigation.backGesture [navigation.backGesture's delegate: shouldBeRequiredToFailBy]"
            ),
            Comment(rawValue: explanation))
    }

    @Test func aMidScreenRightwardDragOnPage1PagesBackWithoutPopping() throws {
        let log = try ReplayLog(trace: "back-midscreen-page1", until: 2)

        assertPagedBackWithoutPopping(log)
    }

    @Test func aMidScreenRightwardDragOnPage0PopsOnlyWithTheFullscreenOption() throws {
        let plain = try ReplayLog(trace: "back-midscreen-page0", until: 1.5)
        let fullscreen = try ReplayLog(trace: "back-fullscreen-page0", until: 1.5)

        #expect(progresses(plain).max() == 0)
        #expect(plain.frames.last?.depth == 2)
        #expect(fullscreen.frames.last?.depth == 1)
    }

    @Test func withTheFullscreenOptionAPagerNotOnItsFirstPagePagesBackFirst() throws {
        let log = try ReplayLog(trace: "back-fullscreen-page1", until: 3)

        assertPagedBackWithoutPopping(log)
        #expect(
            log.app.navigation.backGesturePolicy.lastRefusal
                == "pager can still scroll toward its start, so it pages back")
        #expect(log.app.backGestureExplanation?.contains("pager can still scroll toward its start") == true)
    }

    @Test func anEdgeSwipeDuringAPushDoesNothing() throws {
        let log = try ReplayLog(trace: "back-during-push", until: 1.5)

        #expect(progresses(log).max() == 0)
        #expect(log.frames.last?.depth == 3, "the row's detail screen stays pushed")
    }

    @Test func whileThePopRunsOtherFingersNeitherScrollNorSelect() throws {
        let log = try ReplayLog(trace: "back-second-finger", until: 2)
        let during = log.frames.filter { $0.progress > 0 }

        #expect(during.count > 30)
        #expect(Set(during.compactMap { $0.offsets["outer"]?.y }) == [0], "a second finger's drag scrolls nothing")
        #expect(log.frames.map(\.depth).max() == 2, "a third finger's tap on a row pushes nothing")
        #expect(log.frames.last?.depth == 1)
    }

    @Test func aVerticalDragFromTheEdgeScrollsTheList() throws {
        let log = try ReplayLog(trace: "back-vertical-at-edge", until: 2)
        let end = try #require(log.frames.last)

        #expect(progresses(log).max() == 0)
        #expect(
            abs(((end.offsets["outer"]?.y ?? 0) + (end.offsets["list.0"]?.y ?? 0)) - 172) <= 1e-9,
            "the header collapsed (the short list cannot scroll further)")
    }

    // MARK: The case screens

    @Test func withTheBarHiddenTheEdgeSwipeStillPops() throws {
        let log = try ReplayLog(trace: "back-hidden-bar", until: 1)

        #expect(log.frames.last?.depth == 1)
    }

    @Test func aScreenThatTurnsTheGestureOffIsNeverPopped() throws {
        let log = try ReplayLog(trace: "back-off", until: 2)

        #expect(progresses(log).max() == 0)
        #expect(log.frames.last?.depth == 2)
        #expect(log.app.navigation.backGesturePolicy.lastRefusal == "backOff.screen turned the back gesture off")
    }

    @Test func aViewWithManyGesturesKeepsThemAllAndTheBackGesture() throws {
        let before = try ReplayLog(trace: "back-gestures", until: 2.5)
        let screen = try #require(before.app.navigation.topViewController as? ManyGesturesScreen)
        let after = try ReplayLog(trace: "back-gestures", until: 3.5)

        #expect(screen.recognized == ["tap", "double tap", "long press"])
        #expect(after.frames.last?.depth == 1)
    }
}
