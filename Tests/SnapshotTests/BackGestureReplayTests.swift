import Geometry
import Screens
import ScrollUI
import XCTest

/// The interactive back gesture and its policy, on replayed traces (`Traces/back-*.jsonl`; each
/// opens its screen pushed on `home`, depth 2).
final class BackGestureReplayTests: XCTestCase {
    let width = 390.0

    private func progresses(_ log: ReplayLog) -> [Double] { log.frames.map(\.progress) }

    /// The pager went back to its first page, and no pop ever started.
    private func assertPagedBackWithoutPopping(_ log: ReplayLog, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(progresses(log).max(), 0, file: file, line: line)
        XCTAssertEqual(log.frames.last?.offsets["pager"]?.x, 0, file: file, line: line)
        XCTAssertEqual(log.frames.last?.depth, 2, file: file, line: line)
    }

    // MARK: Edge swipes on `nested`

    func testAQuickEdgeSwipePops() throws {
        let log = try ReplayLog(trace: "back-quick", until: 1)

        XCTAssertGreaterThan(progresses(log).max() ?? 0, 0.5)
        XCTAssertEqual(log.frames.last?.depth, 1)
    }

    func testProgressFollowsTheFingerExactly() throws {
        let log = try ReplayLog(trace: "back-slow-finish", until: 2)
        let tracking = log.frames.filter { $0.progress > 0 && $0.time < 1.4 }

        XCTAssertGreaterThan(tracking.count, 40)
        for frame in tracking {
            let finger = try XCTUnwrap(log.finger(at: frame.time))
            // Translation = the finger's travel from x = 5, less the 10 pt pan hysteresis.
            XCTAssertEqual(frame.progress, (finger.x - 5 - 10) / width, accuracy: 1e-9, "frame \(frame.frame)")
        }
    }

    func testASlowSwipePastHalfwayReleasedAtRestFinishes() throws {
        let log = try ReplayLog(trace: "back-slow-finish", until: 2.5)
        let released = try XCTUnwrap(log.frames.last { $0.time < 1.4 && $0.progress > 0 })

        XCTAssertGreaterThan(released.progress, 0.5)
        XCTAssertEqual(log.frames.last?.depth, 1)
    }

    func testAShortSlowSwipeReleasedAtRestCancelsBackToZero() throws {
        let log = try ReplayLog(trace: "back-slow-cancel", until: 2)
        let peak = progresses(log).max() ?? 0

        XCTAssertGreaterThan(peak, 0.15)
        XCTAssertLessThan(peak, 0.5)
        XCTAssertEqual(log.frames.last?.progress, 0)
        XCTAssertEqual(log.frames.last?.depth, 2)
        XCTAssertNotNil(log.frames.last?.offsets["outer"], "nested is still on top")
        // Released at rest, the cancel starts at rest: its first step back is the shorter.
        let releaseIndex = try XCTUnwrap(log.frames.lastIndex { $0.progress == peak })
        let steps = (releaseIndex..<releaseIndex + 2).map { log.frames[$0].progress - log.frames[$0 + 1].progress }
        XCTAssertLessThan(steps[0], steps[1] / 2)
    }

    func testAFastShortFlickFinishesStartingAtTheReleaseVelocity() throws {
        let log = try ReplayLog(trace: "back-flick", until: 1)
        let lift = try XCTUnwrap(log.trace.events.last).time
        let after = log.frames.filter { $0.time > lift && $0.depth == 2 }
        let releasedAt = try XCTUnwrap(log.frames.last { $0.time <= lift })
        let fingerSpeed = 70.0 / 0.05 / width  // 70 pt in 50 ms, in progress per second

        XCTAssertLessThan(releasedAt.progress, 0.3)
        XCTAssertEqual(log.frames.last?.depth, 1)
        let firstStepSpeed = (after[1].progress - after[0].progress) * 60
        XCTAssertEqual(firstStepSpeed, fingerSpeed, accuracy: 0.1 * fingerSpeed, "no jump in speed at release")
        for (previous, next) in zip(after, after.dropFirst()) {
            XCTAssertGreaterThanOrEqual(next.progress, previous.progress)
        }
    }

    func testATrackpadSwipeRightWhereNothingScrollsLeftPops() throws {
        let log = try ReplayLog(trace: "back-trackpad", until: 1.5)

        XCTAssertEqual(log.frames.last?.depth, 1)
    }

    func testLiftingTheFingersReleasesATrackpadBackSwipeInThatFrame() throws {
        // The same swipe, with the fingers lifting 5 ms after the last movement (in frame 24).
        let lifted = try ReplayLog(trace: "back-trackpad-lift", until: 1.5)
        let idle = try ReplayLog(trace: "back-trackpad", until: 1.5)
        func progress(_ log: ReplayLog, frame: Int) throws -> Double { try XCTUnwrap(log.frames.first { $0.frame == frame }).progress }

        XCTAssertGreaterThan(try progress(lifted, frame: 25), try progress(lifted, frame: 24), "the pop goes on from the lift")
        XCTAssertEqual(try progress(idle, frame: 25), try progress(idle, frame: 24), "without it, it waits for the idle gap")
        XCTAssertEqual(lifted.frames.last?.depth, 1)
    }

    func testATrackpadSwipeRightOnPage1PagesBackInstead() throws {
        let log = try ReplayLog(trace: "back-trackpad-page1", until: 2)

        assertPagedBackWithoutPopping(log)
    }

    // MARK: The policy against pagers and lists

    func testAnEdgeSwipeOnPage1PopsAndTheArenaSaysWhy() throws {
        let log = try ReplayLog(trace: "back-edge-page1", until: 1.6)
        let duringSwipe = log.frames.filter { $0.progress > 0 && $0.depth == 2 }

        XCTAssertEqual(log.frames.last?.depth, 1)
        XCTAssertEqual(Set(duringSwipe.compactMap { $0.offsets["pager"]?.x }), [390], "the pager did not move")
        let explanation = try XCTUnwrap(log.app.backGestureExplanation)
        XCTAssertTrue(explanation.contains("Winner: navigation.backGesture"), explanation)
        XCTAssertTrue(explanation.contains("pager.pan"), explanation)
        XCTAssertTrue(explanation.contains("pager.pan waited for navigation.backGesture [navigation.backGesture's delegate: shouldBeRequiredToFailBy]"), explanation)
    }

    func testAMidScreenRightwardDragOnPage1PagesBackWithoutPopping() throws {
        let log = try ReplayLog(trace: "back-midscreen-page1", until: 2)

        assertPagedBackWithoutPopping(log)
    }

    func testAMidScreenRightwardDragOnPage0PopsOnlyWithTheFullscreenOption() throws {
        let plain = try ReplayLog(trace: "back-midscreen-page0", until: 1.5)
        let fullscreen = try ReplayLog(trace: "back-fullscreen-page0", until: 1.5)

        XCTAssertEqual(progresses(plain).max(), 0)
        XCTAssertEqual(plain.frames.last?.depth, 2)
        XCTAssertEqual(fullscreen.frames.last?.depth, 1)
    }

    func testWithTheFullscreenOptionAPagerNotOnItsFirstPagePagesBackFirst() throws {
        let log = try ReplayLog(trace: "back-fullscreen-page1", until: 3)

        assertPagedBackWithoutPopping(log)
        XCTAssertEqual(log.app.navigation.backGesturePolicy.lastRefusal,
                       "pager can still scroll toward its start, so it pages back")
        XCTAssertTrue(log.app.backGestureExplanation?.contains("pager can still scroll toward its start") == true)
    }

    func testAnEdgeSwipeDuringAPushDoesNothing() throws {
        let log = try ReplayLog(trace: "back-during-push", until: 1.5)

        XCTAssertEqual(progresses(log).max(), 0)
        XCTAssertEqual(log.frames.last?.depth, 3, "the row's detail screen stays pushed")
    }

    func testWhileThePopRunsOtherFingersNeitherScrollNorSelect() throws {
        let log = try ReplayLog(trace: "back-second-finger", until: 2)
        let during = log.frames.filter { $0.progress > 0 }

        XCTAssertGreaterThan(during.count, 30)
        XCTAssertEqual(Set(during.compactMap { $0.offsets["outer"]?.y }), [0], "a second finger's drag scrolls nothing")
        XCTAssertEqual(log.frames.map(\.depth).max(), 2, "a third finger's tap on a row pushes nothing")
        XCTAssertEqual(log.frames.last?.depth, 1)
    }

    func testAVerticalDragFromTheEdgeScrollsTheList() throws {
        let log = try ReplayLog(trace: "back-vertical-at-edge", until: 2)
        let end = try XCTUnwrap(log.frames.last)

        XCTAssertEqual(progresses(log).max(), 0)
        XCTAssertEqual((end.offsets["outer"]?.y ?? 0) + (end.offsets["list.0"]?.y ?? 0), 172, accuracy: 1e-9,
                       "the header collapsed (the short list cannot scroll further)")
    }

    // MARK: The case screens

    func testWithTheBarHiddenTheEdgeSwipeStillPops() throws {
        let log = try ReplayLog(trace: "back-hidden-bar", until: 1)

        XCTAssertEqual(log.frames.last?.depth, 1)
    }

    func testAScreenThatTurnsTheGestureOffIsNeverPopped() throws {
        let log = try ReplayLog(trace: "back-off", until: 2)

        XCTAssertEqual(progresses(log).max(), 0)
        XCTAssertEqual(log.frames.last?.depth, 2)
        XCTAssertEqual(log.app.navigation.backGesturePolicy.lastRefusal, "backOff.screen turned the back gesture off")
    }

    func testAViewWithManyGesturesKeepsThemAllAndTheBackGesture() throws {
        let before = try ReplayLog(trace: "back-gestures", until: 2.5)
        let screen = try XCTUnwrap(before.app.navigation.topViewController as? ManyGesturesScreen)
        let after = try ReplayLog(trace: "back-gestures", until: 3.5)

        XCTAssertEqual(screen.recognized, ["tap", "double tap", "long press"])
        XCTAssertEqual(after.frames.last?.depth, 1)
    }
}
