import Foundation
import Testing

/// The `nested` screen's rules, checked on the state log of replayed traces
/// (`Traces/nested-*.jsonl`, through the same code path as `scroll-lab replay`).
@Suite struct NestedReplayTests {
    /// 0.998^(1000/60): the ratio of successive per-frame displacements of one deceleration.
    let decayPerFrame = pow(0.998, 1000.0 / 60)
    let collapseRange = 172.0

    /// Asserts that during each frame of `frames` where the combined position stays inside its
    /// range, header change + list change equals the finger's movement, exactly.
    private func assertMovesWithTheFinger(
        _ log: NestedLog, _ frames: ArraySlice<NestedFrame>, list: Int, maximum: Double,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var checked = 0
        for (previous, frame) in zip(frames, frames.dropFirst()) {
            guard let before = log.fingerY(at: previous.time), let after = log.fingerY(at: frame.time),
                (0...maximum).contains(previous.combined(list)), (0...maximum).contains(frame.combined(list))
            else { continue }
            #expect(
                abs((frame.combined(list) - previous.combined(list)) - (before - after)) <= 1e-9,
                "frame \(frame.frame)",
                sourceLocation: sourceLocation)
            checked += 1
        }
        #expect(checked > 20, "frames checked", sourceLocation: sourceLocation)
    }

    /// Asserts that the combined motion after the last `scrollViewWillBeginDecelerating` is one
    /// deceleration: successive per-frame displacements keep the ratio 0.998^(1000/60) ± 0.005,
    /// including the frames where the header stops and the list goes on (or the reverse).
    /// Returns the frame where the header reached its limit.
    @discardableResult
    private func assertOneDeceleration(
        _ log: NestedLog, list: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Int? {
        // The first displacement mixes the drag's last frame with the release; ratios start after it.
        // A bounce (the header stretched past its maximum) is a spring, not this curve.
        let frames = log.frames(after: "scrollViewWillBeginDecelerating").prefix { $0.collapse >= 0 }
        let steps = log.displacements(frames, list: list).filter { abs($0.displacement) > 0.5 }
        var handoff: Int?
        for (previous, step) in zip(steps, steps.dropFirst()) {
            #expect(
                abs((step.displacement / previous.displacement) - decayPerFrame) <= 0.005, "frame \(step.frame.frame)",
                sourceLocation: sourceLocation)
            let headerMoved = step.frame.collapse != previous.frame.collapse
            let listMoved = step.frame.lists[list] != previous.frame.lists[list]
            if headerMoved && listMoved { handoff = step.frame.frame }
        }
        #expect(steps.count > 30, sourceLocation: sourceLocation)
        return handoff
    }

    @Test func slowPullUpCollapsesTheHeaderFirstThenScrollsTheListWithTheFinger() throws {
        let log = try NestedLog(trace: "nested-slow-pull-up", until: 4)
        let drag = log.frames(after: "scrollViewWillBeginDragging").prefix { $0.time < 2.8 }

        assertMovesWithTheFinger(log, drag, list: 2, maximum: 172 + 10_000)
        for frame in log.frames where frame.lists[2] > 0 {
            #expect(frame.collapse == collapseRange, "the list scrolls only once the header is at its minimum")
        }
        for (previous, frame) in zip(drag, drag.dropFirst()) {
            #expect(frame.combined(2) >= previous.combined(2), "monotone at frame \(frame.frame)")
        }
        #expect(log.frames.last?.headerHeight == 88)
        #expect((log.frames.last?.lists[2] ?? 0) > 250)
    }

    @Test func slowPullDownScrollsTheListToItsTopFirstThenExpandsTheHeader() throws {
        let log = try NestedLog(trace: "nested-slow-pull-down", until: 5)
        let drag = log.frames(after: "scrollViewWillBeginDragging").prefix { $0.time < 4.2 }

        #expect((drag.first?.lists[2] ?? 0) > 300, "starts deep in the list")
        assertMovesWithTheFinger(log, drag, list: 2, maximum: 100_000)
        for frame in drag where frame.collapse < collapseRange {
            #expect(frame.lists[2] == 0, "the header expands only once the list is at its top (frame \(frame.frame))")
        }
        for (previous, frame) in zip(drag, drag.dropFirst()) {
            #expect(frame.combined(2) <= previous.combined(2), "monotone at frame \(frame.frame)")
        }
        #expect((drag.map(\.headerHeight).max() ?? 0) > 260, "pulled past its maximum, the header stretches")
        #expect(log.frames.last?.headerHeight == 260, "and springs back")
    }

    @Test func withBounceContentThePullPastTheMaximumMovesEverythingAndTheHeaderKeepsItsHeight() throws {
        let log = try NestedLog(trace: "nested-slow-pull-down", screen: "nested-bounce", until: 5)

        #expect((log.frames.map(\.collapse).min() ?? 0) < -20, "pulled past the maximum")
        #expect(log.frames.map(\.headerHeight).max() == 260, "the header does not stretch")
        #expect(log.frames.last?.collapse == 0, "and everything springs back")
    }

    @Test func aFlingUpFromTheMaximumCarriesItsMomentumIntoTheList() throws {
        let log = try NestedLog(trace: "nested-fling-up", until: 5)
        let release = try #require(log.frames(after: "scrollViewWillBeginDecelerating").first)

        let handoff = assertOneDeceleration(log, list: 3)

        #expect(release.collapse < collapseRange, "the header was still collapsing at release")
        #expect(handoff != nil)
        let end = try #require(log.frames.last)
        #expect(end.collapse == collapseRange)
        #expect(end.lists[3] > 400, "ends deep in the list")
        #expect(!end.decelerating)
        let target = try #require(log.callbacks.last { $0.name == "scrollViewWillEndDragging" }?.target)
        #expect(abs(end.lists[3] - target.y) <= 1e-6, "rests on the target the delegate saw")
    }

    @Test func aFlingDownFromDeepInAListOpensTheHeaderAndBouncesWithWhatIsLeft() throws {
        let log = try NestedLog(trace: "nested-fling-down", until: 5)
        let momentum = log.frames(after: "scrollViewWillBeginDecelerating")

        let handoff = assertOneDeceleration(log, list: 3)

        #expect(handoff != nil)
        #expect((momentum.first?.lists[3] ?? 0) > 300, "released deep in the list")
        #expect((momentum.map(\.headerHeight).max() ?? 0) > 260, "velocity left at the maximum: a bounce")
        #expect(log.frames.last?.headerHeight == 260)
        #expect(log.frames.last?.lists[3] == 0)
    }

    @Test func aStretchThatBouncesBackRestsExactlyOnTheEdge() throws {
        // given: a list fling down that carries the header into its stretch and back (frame 517)
        let log = try NestedLog(trace: "nested-fling-into-stretch", until: 9)

        let settled = try #require(log.frames.first { $0.frame == 517 })

        #expect(settled.collapse == 0, "exactly on the edge, not 4.4e-16")
        #expect(settled.headerHeight == 260)
        let noise = log.frames.filter { $0.collapse != 0 && abs($0.collapse) < 1e-9 }
        #expect(noise.map(\.frame) == [], "frames whose header rests a rounding error away from an edge")
    }

    @Test func aTrackpadFlingCrossesTheBoundaryOnOneCurve() throws {
        let log = try NestedLog(trace: "nested-trackpad-fling", until: 5)

        let handoff = assertOneDeceleration(log, list: 3)

        let release = try #require(log.frames(after: "scrollViewWillBeginDecelerating").first)
        #expect(release.collapse < collapseRange)
        #expect(handoff != nil)
        #expect((log.frames.last?.lists[3] ?? 0) > 300)
    }

    @Test func aTouchStopsTheMomentumEverywhereAtOnceAndSelectsNothing() throws {
        let log = try NestedLog(trace: "nested-touch-stops", until: 3)
        let touched = try #require(log.frames.first { $0.time >= 0.76 })

        let after = log.frames.filter { $0.frame > touched.frame }

        #expect(touched.collapse == collapseRange)
        #expect(touched.lists[3] > 0, "stopped mid-handoff, with the list moving")
        for frame in after {
            #expect(frame.collapse == touched.collapse)
            #expect(frame.lists[3] == touched.lists[3])
            #expect(frame.depth == 2, "no row was selected")
        }
    }

    /// UIKit's rule for a touch that lands on a decelerating scroll view, everywhere: the motion
    /// stops at touch-down, the deceleration ends (`decelerating` false, `scrollViewDidEndDecelerating`)
    /// when the finger lifts — whether it landed on the list or on the tab bar above it.
    @Test func aStoppingTouchEndsTheDecelerationAtLiftOnTheTabBarAsOnTheList() throws {
        for trace in ["nested-tab-bar-stops", "nested-list-stops"] {
            let log = try NestedLog(trace: trace, until: 1.5)
            let held = log.log.frames.filter { $0.time > 0.6 + 1e-9 && $0.time < 0.9 - 1e-9 }
            let ends = log.callbacks.filter { $0.view == "list.0" && $0.name == "scrollViewDidEndDecelerating" }
            let lift = try #require(log.log.frames.first { $0.time >= 0.9 - 1e-9 })

            #expect(!held.isEmpty, Comment(rawValue: trace))
            #expect(
                held.allSatisfy { $0.decelerating.contains("list.0") }, "\(trace): still decelerating under the finger")
            #expect(Set(held.map { $0.offsets["list.0"]?.y }).count == 1, "\(trace): stopped at touch-down")
            #expect(ends.count == 1, Comment(rawValue: trace))
            #expect((ends.first?.frame ?? 0) >= lift.frame, "\(trace): ended at the lift or after, not at touch-down")
        }
    }

    @Test func eachListKeepsItsOffsetAcrossATabSwitchAndBack() throws {
        let log = try NestedLog(trace: "nested-tabs", until: 5)
        let onPhotos = try #require(log.frames.first { $0.time >= 2.2 })
        let end = try #require(log.frames.last)

        #expect(onPhotos.pagerX == 780, "tapping the tab paged there")
        #expect(onPhotos.lists[1] > 100)
        #expect(end.pagerX == 390, "swiped back to Trails")
        #expect(end.lists[1] == onPhotos.lists[1], "Trails kept its offset")
        #expect(end.lists[2] > 50, "Photos kept its own")
    }

    @Test func aShortListStillCollapsesTheHeaderAndOnlyRubberBands() throws {
        let log = try NestedLog(trace: "nested-short", until: 4)

        #expect(log.frames.map(\.headerHeight).min() == 88)
        #expect((log.frames.map { $0.lists[0] }.max() ?? 0) > 20, "past its end the list rubber-bands")
        #expect(log.frames.last?.lists[0] == 0, "and springs back")
        #expect(log.frames.last?.headerHeight == 88)
    }

    @Test func theDominantAxisOfTheFirstMovementPicksTheListOrThePager() throws {
        let log = try NestedLog(trace: "nested-diagonal", until: 4)
        let vertical = log.frames.filter { (0.6...1.2).contains($0.time) }
        let horizontal = log.frames.filter { $0.time >= 1.6 }

        #expect(Set(vertical.map(\.pagerX)) == [780], "a mostly vertical drag never moves the pager")
        #expect((vertical.last?.combined(2) ?? 0) > 200)
        #expect(Set(horizontal.map { $0.combined(2) }).count == 1, "a mostly horizontal drag never scrolls a list")
        #expect(horizontal.last?.pagerX == 1170)
    }

    @Test func aDragThatStartsVerticalStaysVerticalWhenItTurnsSideways() throws {
        let log = try NestedLog(trace: "nested-vertical-then-horizontal", until: 3)

        let afterTab = log.frames.filter { $0.time >= 0.6 }

        #expect(Set(afterTab.map(\.pagerX)) == [780])
        #expect(abs((afterTab.last?.collapse ?? 0) - 20) <= 1e-9, "30 pt up, less the 10 pt hysteresis")
    }
}
