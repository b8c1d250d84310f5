import XCTest

/// The `nested` screen's rules, checked on the state log of replayed traces
/// (`Traces/nested-*.jsonl`, through the same code path as `scroll-lab replay`).
final class NestedReplayTests: XCTestCase {
    /// 0.998^(1000/60): the ratio of successive per-frame displacements of one deceleration.
    let decayPerFrame = pow(0.998, 1000.0 / 60)
    let collapseRange = 172.0

    /// Asserts that during each frame of `frames` where the combined position stays inside its
    /// range, header change + list change equals the finger's movement, exactly.
    private func assertMovesWithTheFinger(_ log: NestedLog, _ frames: ArraySlice<NestedFrame>, list: Int, maximum: Double,
                                          file: StaticString = #filePath, line: UInt = #line) {
        var checked = 0
        for (previous, frame) in zip(frames, frames.dropFirst()) {
            guard let before = log.fingerY(at: previous.time), let after = log.fingerY(at: frame.time),
                  (0...maximum).contains(previous.combined(list)), (0...maximum).contains(frame.combined(list)) else { continue }
            XCTAssertEqual(frame.combined(list) - previous.combined(list), before - after, accuracy: 1e-9,
                           "frame \(frame.frame)", file: file, line: line)
            checked += 1
        }
        XCTAssertGreaterThan(checked, 20, "frames checked", file: file, line: line)
    }

    /// Asserts that the combined motion after the last `scrollViewWillBeginDecelerating` is one
    /// deceleration: successive per-frame displacements keep the ratio 0.998^(1000/60) ± 0.005,
    /// including the frames where the header stops and the list goes on (or the reverse).
    /// Returns the frame where the header reached its limit.
    @discardableResult
    private func assertOneDeceleration(_ log: NestedLog, list: Int, file: StaticString = #filePath, line: UInt = #line) -> Int? {
        // The first displacement mixes the drag's last frame with the release; ratios start after it.
        // A bounce (the header stretched past its maximum) is a spring, not this curve.
        let frames = log.frames(after: "scrollViewWillBeginDecelerating").prefix { $0.collapse >= 0 }
        let steps = log.displacements(frames, list: list).filter { abs($0.displacement) > 0.5 }
        var handoff: Int?
        for (previous, step) in zip(steps, steps.dropFirst()) {
            XCTAssertEqual(step.displacement / previous.displacement, decayPerFrame, accuracy: 0.005,
                           "frame \(step.frame.frame)", file: file, line: line)
            let headerMoved = step.frame.collapse != previous.frame.collapse
            let listMoved = step.frame.lists[list] != previous.frame.lists[list]
            if headerMoved && listMoved { handoff = step.frame.frame }
        }
        XCTAssertGreaterThan(steps.count, 30, file: file, line: line)
        return handoff
    }

    func testSlowPullUpCollapsesTheHeaderFirstThenScrollsTheListWithTheFinger() throws {
        let log = try NestedLog(trace: "nested-slow-pull-up", until: 4)
        let drag = log.frames(after: "scrollViewWillBeginDragging").prefix { $0.time < 2.8 }

        assertMovesWithTheFinger(log, drag, list: 2, maximum: 172 + 10_000)
        for frame in log.frames where frame.lists[2] > 0 {
            XCTAssertEqual(frame.collapse, collapseRange, "the list scrolls only once the header is at its minimum")
        }
        for (previous, frame) in zip(drag, drag.dropFirst()) {
            XCTAssertGreaterThanOrEqual(frame.combined(2), previous.combined(2), "monotone at frame \(frame.frame)")
        }
        XCTAssertEqual(log.frames.last?.headerHeight, 88)
        XCTAssertGreaterThan(log.frames.last?.lists[2] ?? 0, 250)
    }

    func testSlowPullDownScrollsTheListToItsTopFirstThenExpandsTheHeader() throws {
        let log = try NestedLog(trace: "nested-slow-pull-down", until: 5)
        let drag = log.frames(after: "scrollViewWillBeginDragging").prefix { $0.time < 4.2 }

        XCTAssertGreaterThan(drag.first?.lists[2] ?? 0, 300, "starts deep in the list")
        assertMovesWithTheFinger(log, drag, list: 2, maximum: 100_000)
        for frame in drag where frame.collapse < collapseRange {
            XCTAssertEqual(frame.lists[2], 0, "the header expands only once the list is at its top (frame \(frame.frame))")
        }
        for (previous, frame) in zip(drag, drag.dropFirst()) {
            XCTAssertLessThanOrEqual(frame.combined(2), previous.combined(2), "monotone at frame \(frame.frame)")
        }
        XCTAssertGreaterThan(drag.map(\.headerHeight).max() ?? 0, 260, "pulled past its maximum, the header stretches")
        XCTAssertEqual(log.frames.last?.headerHeight, 260, "and springs back")
    }

    func testWithBounceContentThePullPastTheMaximumMovesEverythingAndTheHeaderKeepsItsHeight() throws {
        let log = try NestedLog(trace: "nested-slow-pull-down", screen: "nested-bounce", until: 5)

        XCTAssertLessThan(log.frames.map(\.collapse).min() ?? 0, -20, "pulled past the maximum")
        XCTAssertEqual(log.frames.map(\.headerHeight).max(), 260, "the header does not stretch")
        XCTAssertEqual(log.frames.last?.collapse, 0, "and everything springs back")
    }

    func testAFlingUpFromTheMaximumCarriesItsMomentumIntoTheList() throws {
        let log = try NestedLog(trace: "nested-fling-up", until: 5)
        let release = try XCTUnwrap(log.frames(after: "scrollViewWillBeginDecelerating").first)

        let handoff = assertOneDeceleration(log, list: 3)

        XCTAssertLessThan(release.collapse, collapseRange, "the header was still collapsing at release")
        XCTAssertNotNil(handoff)
        let end = try XCTUnwrap(log.frames.last)
        XCTAssertEqual(end.collapse, collapseRange)
        XCTAssertGreaterThan(end.lists[3], 400, "ends deep in the list")
        XCTAssertFalse(end.decelerating)
        let target = try XCTUnwrap(log.callbacks.last { $0.name == "scrollViewWillEndDragging" }?.fields["target"] as? [Double])
        XCTAssertEqual(end.lists[3], target[1], accuracy: 1e-6, "rests on the target the delegate saw")
    }

    func testAFlingDownFromDeepInAListOpensTheHeaderAndBouncesWithWhatIsLeft() throws {
        let log = try NestedLog(trace: "nested-fling-down", until: 5)
        let momentum = log.frames(after: "scrollViewWillBeginDecelerating")

        let handoff = assertOneDeceleration(log, list: 3)

        XCTAssertNotNil(handoff)
        XCTAssertGreaterThan(momentum.first?.lists[3] ?? 0, 300, "released deep in the list")
        XCTAssertGreaterThan(momentum.map(\.headerHeight).max() ?? 0, 260, "velocity left at the maximum: a bounce")
        XCTAssertEqual(log.frames.last?.headerHeight, 260)
        XCTAssertEqual(log.frames.last?.lists[3], 0)
    }

    func testAStretchThatBouncesBackRestsExactlyOnTheEdge() throws {
        // given: a list fling down that carries the header into its stretch and back (frame 517)
        let log = try NestedLog(trace: "nested-fling-into-stretch", until: 9)

        let settled = try XCTUnwrap(log.frames.first { $0.frame == 517 })

        XCTAssertEqual(settled.collapse, 0, "exactly on the edge, not 4.4e-16")
        XCTAssertEqual(settled.headerHeight, 260)
        let noise = log.frames.filter { $0.collapse != 0 && abs($0.collapse) < 1e-9 }
        XCTAssertEqual(noise.map(\.frame), [], "frames whose header rests a rounding error away from an edge")
    }

    func testATrackpadFlingCrossesTheBoundaryOnOneCurve() throws {
        let log = try NestedLog(trace: "nested-trackpad-fling", until: 5)

        let handoff = assertOneDeceleration(log, list: 3)

        let release = try XCTUnwrap(log.frames(after: "scrollViewWillBeginDecelerating").first)
        XCTAssertLessThan(release.collapse, collapseRange)
        XCTAssertNotNil(handoff)
        XCTAssertGreaterThan(log.frames.last?.lists[3] ?? 0, 300)
    }

    func testATouchStopsTheMomentumEverywhereAtOnceAndSelectsNothing() throws {
        let log = try NestedLog(trace: "nested-touch-stops", until: 3)
        let touched = try XCTUnwrap(log.frames.first { $0.time >= 0.76 })

        let after = log.frames.filter { $0.frame > touched.frame }

        XCTAssertEqual(touched.collapse, collapseRange)
        XCTAssertGreaterThan(touched.lists[3], 0, "stopped mid-handoff, with the list moving")
        for frame in after {
            XCTAssertEqual(frame.collapse, touched.collapse)
            XCTAssertEqual(frame.lists[3], touched.lists[3])
            XCTAssertEqual(frame.depth, 2, "no row was selected")
        }
    }

    /// UIKit's rule for a touch that lands on a decelerating scroll view, everywhere: the motion
    /// stops at touch-down, the deceleration ends (`decelerating` false, `scrollViewDidEndDecelerating`)
    /// when the finger lifts — whether it landed on the list or on the tab bar above it.
    func testAStoppingTouchEndsTheDecelerationAtLiftOnTheTabBarAsOnTheList() throws {
        for trace in ["nested-tab-bar-stops", "nested-list-stops"] {
            let log = try NestedLog(trace: trace, until: 1.5)
            let held = log.log.frames.filter { $0.time > 0.6 + 1e-9 && $0.time < 0.9 - 1e-9 }
            let ends = log.callbacks.filter { $0.view == "list.0" && $0.name == "scrollViewDidEndDecelerating" }
            let lift = try XCTUnwrap(log.log.frames.first { $0.time >= 0.9 - 1e-9 })

            XCTAssertFalse(held.isEmpty, trace)
            XCTAssertTrue(held.allSatisfy { $0.decelerating.contains("list.0") }, "\(trace): still decelerating under the finger")
            XCTAssertEqual(Set(held.map { $0.offsets["list.0"]?.y }).count, 1, "\(trace): stopped at touch-down")
            XCTAssertEqual(ends.count, 1, trace)
            XCTAssertGreaterThanOrEqual(ends.first?.frame ?? 0, lift.frame, "\(trace): ended at the lift or after, not at touch-down")
        }
    }

    func testEachListKeepsItsOffsetAcrossATabSwitchAndBack() throws {
        let log = try NestedLog(trace: "nested-tabs", until: 5)
        let onPhotos = try XCTUnwrap(log.frames.first { $0.time >= 2.2 })
        let end = try XCTUnwrap(log.frames.last)

        XCTAssertEqual(onPhotos.pagerX, 780, "tapping the tab paged there")
        XCTAssertGreaterThan(onPhotos.lists[1], 100)
        XCTAssertEqual(end.pagerX, 390, "swiped back to Trails")
        XCTAssertEqual(end.lists[1], onPhotos.lists[1], "Trails kept its offset")
        XCTAssertGreaterThan(end.lists[2], 50, "Photos kept its own")
    }

    func testAShortListStillCollapsesTheHeaderAndOnlyRubberBands() throws {
        let log = try NestedLog(trace: "nested-short", until: 4)

        XCTAssertEqual(log.frames.map(\.headerHeight).min(), 88)
        XCTAssertGreaterThan(log.frames.map { $0.lists[0] }.max() ?? 0, 20, "past its end the list rubber-bands")
        XCTAssertEqual(log.frames.last?.lists[0], 0, "and springs back")
        XCTAssertEqual(log.frames.last?.headerHeight, 88)
    }

    func testTheDominantAxisOfTheFirstMovementPicksTheListOrThePager() throws {
        let log = try NestedLog(trace: "nested-diagonal", until: 4)
        let vertical = log.frames.filter { (0.6...1.2).contains($0.time) }
        let horizontal = log.frames.filter { $0.time >= 1.6 }

        XCTAssertEqual(Set(vertical.map(\.pagerX)), [780], "a mostly vertical drag never moves the pager")
        XCTAssertGreaterThan(vertical.last?.combined(2) ?? 0, 200)
        XCTAssertEqual(Set(horizontal.map { $0.combined(2) }).count, 1, "a mostly horizontal drag never scrolls a list")
        XCTAssertEqual(horizontal.last?.pagerX, 1170)
    }

    func testADragThatStartsVerticalStaysVerticalWhenItTurnsSideways() throws {
        let log = try NestedLog(trace: "nested-vertical-then-horizontal", until: 3)

        let afterTab = log.frames.filter { $0.time >= 0.6 }

        XCTAssertEqual(Set(afterTab.map(\.pagerX)), [780])
        XCTAssertEqual(afterTab.last?.collapse ?? 0, 20, accuracy: 1e-9, "30 pt up, less the 10 pt hysteresis")
    }
}
