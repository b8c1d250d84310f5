import ScrollPhysics
import ScrollTrace
import Testing

/// The nested-scrolling articles' own techniques (`nested-kvo`, `nested-handover`,
/// `nested-pinning`) beside `nested`'s one motion, replayed on the same traces
/// (`Traces/technique-*.jsonl`) and checked on the state log: each article's flaw, where the
/// one motion has none. docs/Architecture.md, "The four nested techniques", tabulates the figures.
@Suite struct NestedTechniqueReplayTests {
    private let collapseRange = 172.0

    /// The `seam` field of the last frame at or before `time`.
    private func seam(_ log: NestedLog, at time: Double = .infinity) throws -> (ratio: Double?, lost: Double?) {
        let frame = try #require(log.log.frames.last { $0.time <= time })
        let seam = try #require(frame.fields["seam"]?.members.map(JSONValue.object))
        return (seam["boundaryVelocityRatio"]?.number, seam["distanceLost"]?.number)
    }

    /// The crossing frame after the last release of list `list` in `log`, found from the log alone:
    /// the frame in which the header arrives at its collapsed end (content moving up) or the list
    /// at its top with the header not fully open (moving down); its combined displacement over
    /// what one free UIKit deceleration from the release moves in the same frame.
    private func crossingFrameRatio(_ log: NestedLog, list: Int = 2) throws -> Double {
        let release = try #require(
            log.callbacks.last { $0.name == "scrollViewWillEndDragging" && $0.view == "list.\(list)" })
        let velocity = try #require(release.velocity).y
        let lifts = log.log.trace.events.filter {
            if case .touch(_, .ended, _) = $0.pointerKind { true } else { false }
        }
        let releaseTime = try #require(lifts.last { $0.deliveredAt <= log.frames[release.frame].time }).deliveredAt
        let after = log.frames.filter { $0.time >= releaseTime }
        let crossing = zip(after, after.dropFirst()).first { before, now in
            velocity > 0
                ? before.collapse < collapseRange && now.collapse >= collapseRange
                : before.lists[list] > 0 && now.lists[list] <= 0 && before.collapse > 0
        }
        let (before, now) = try #require(crossing, "no boundary crossed")
        let free = ScrollMotion(position: 0, velocity: velocity, range: -1e9...1e9)
        let expected = free.position(at: now.time - releaseTime) - free.position(at: before.time - releaseTime)
        return (now.combined(list) - before.combined(list)) / expected
    }

    @Test func theSeamIsTheCrossingFramesOwnMovement() throws {
        // given: a flick down on the list into the collapsed header, on pinning and with one motion
        let pinning = try NestedLog(trace: "technique-flick-down", screen: "nested-pinning", until: 5)
        let oneMotion = try NestedLog(trace: "technique-flick-down", screen: "nested", until: 5)

        // when
        let jump = try crossingFrameRatio(pinning), seamless = try crossingFrameRatio(oneMotion)

        // then: pinning's crossing frame jumps (the list's last step and the header's first in
        // one frame); the seam the log gives is that frame's, and one motion's stays ×1
        #expect(jump > 1.3)
        #expect(try abs((#require(seam(pinning).ratio)) - jump) <= 1e-9)
        #expect(abs(seamless - 1) <= 1e-9)
        #expect(try abs((#require(seam(oneMotion).ratio)) - 1) <= 1e-9)
    }

    @Test func oneMotionCrossesTheBoundaryOnOneDecelerationBothWays() throws {
        // given: a flick up on the header, then one down on the list
        let log = try NestedLog(trace: "technique-header-flick-up", screen: "nested", until: 8)

        // then: after each, the list goes on at the one deceleration's speed and nothing is lost
        let up = try seam(log, at: 4.4)
        #expect(try abs((#require(up.ratio)) - 1) <= 1e-9)
        #expect(try abs((#require(up.lost)) - 0) <= 1e-9)
        let down = try seam(log)
        #expect(try abs((#require(down.ratio)) - 1) <= 1e-9)
        #expect(log.frames.last?.collapse == 0, "the flick down opened the header fully")
    }

    @Test func kvoOpensTheHeaderAtTheRubberBandsSlopeAndLosesHalfThePull() throws {
        // given: the header collapsed by a slow drag, then a slow 400 pt pull down from the list's top
        let kvo = try NestedLog(trace: "technique-slow-pull-down", screen: "nested-kvo", until: 4)
        let oneMotion = try NestedLog(trace: "technique-slow-pull-down", screen: "nested", until: 4)

        // then: once the list is back at its top (reset to 0 every frame from then on), the header
        // opens by 0.55 of the finger's movement (the band's slope at its edge)
        let pull = kvo.frames.filter { $0.time > 1.95 && $0.time < 3.1 }
        var ratios: [Double] = []
        for (previous, frame) in zip(pull, pull.dropFirst())
        where previous.collapse > 0 && frame.collapse > 0 && previous.lists[2] == 0 && frame.lists[2] == 0 {
            guard let before = kvo.fingerY(at: previous.time), let after = kvo.fingerY(at: frame.time), after != before
            else { continue }
            ratios.append((previous.collapse - frame.collapse) / (after - before))
        }
        #expect(ratios.count > 20)
        for ratio in ratios { #expect(abs(ratio - 0.55) <= 0.03) }
        #expect((kvo.frames.last?.collapse ?? 0) > 10, "the header did not open fully")
        #expect(oneMotion.frames.last?.collapse == 0, "with one motion the same pull opens it fully")
        #expect(kvo.frames.allSatisfy { $0.collapse >= 0 }, "the main view clamps itself: no stretch")
    }

    @Test func kvoDropsTheStepThatCrossesTheBoundaryAndTheFlickIntoTheHeader() throws {
        // given: a fling up from the list, and a flick down that reaches the list's top
        let upLog = try NestedLog(trace: "nested-fling-up", screen: "nested-kvo", until: 4)
        let up = try seam(upLog)
        let down = try NestedLog(trace: "technique-flick-down", screen: "nested-kvo", until: 5)

        // then: going up, the clamped part of the step that crosses the boundary is gone
        #expect(try (#require(up.ratio)) < 0.5)
        #expect(try abs((#require(up.ratio)) - crossingFrameRatio(upLog, list: 3)) <= 1e-9)
        #expect(try (#require(up.lost)) > 1)
        // going down, only the list's bounce at its top opens the header, partly
        let seam = try seam(down)
        #expect(try (#require(seam.ratio)) < 0.8)
        #expect(try (#require(seam.lost)) > 40)
        #expect((down.frames.last?.collapse ?? 0) > 40)
        #expect((down.frames.last?.collapse ?? collapseRange) < collapseRange, "the bounce opened it a little")
    }

    @Test func handoverRunsBothViewsAtOnceOvershootsAndGoesOnAtATenth() throws {
        // given: a flick up on the header
        let log = try NestedLog(trace: "technique-header-flick-up", screen: "nested-handover", until: 4.4)

        // then: the header's view and the list move in the same frames after the release
        let after = log.frames(after: "scrollViewWillEndDragging", of: "outer").prefix(6)
        #expect(zip(after, after.dropFirst()).contains { $1.collapse > $0.collapse && $1.lists[2] > $0.lists[2] })
        // the header's view bounces past its end (the tab bar overshoots)
        #expect((log.frames.map(\.collapse).max() ?? 0) > (collapseRange + 20))
        #expect(log.frames.last?.collapse == collapseRange)
        // the list goes on at the gist's tenth of the speed, and most of the flick is lost
        let seam = try seam(log)
        #expect(try abs((#require(seam.ratio)) - 0.1) <= 0.02)
        #expect(try (#require(seam.lost)) > 500)
    }

    @Test func handoverOpensTheHeaderWhileTheListIsStillMoving() throws {
        // given: the header collapsed by a flick, then a flick down on the list
        let log = try NestedLog(trace: "technique-header-flick-up", screen: "nested-handover", until: 8)

        // then: from the release on, the header opens in the same frames as the list moves (it
        // bounces at its top), not after it: the deceleration is passed at the release
        let after = log.frames(after: "scrollViewWillEndDragging", of: "list.2").prefix(10)
        let both = zip(after, after.dropFirst()).filter { $1.collapse < $0.collapse && $1.lists[2] != $0.lists[2] }
        #expect(both.count >= 9)
    }

    @Test func pinningCarriesAListFlickIntoTheHeaderOnOneCurveButStopsAHeaderFlick() throws {
        // given: a flick down on the list with the header collapsed; a flick up on the header
        let down = try NestedLog(trace: "technique-flick-down", screen: "nested-pinning", until: 5)
        let up = try NestedLog(trace: "technique-header-flick-up", screen: "nested-pinning", until: 4.4)

        // then: the list's flick opens the header on the same curve (both views ran it), but the
        // crossing frame jumps: the list's last step and the header's catch-up in one frame
        let seam = try seam(down)
        #expect(try (#require(seam.ratio)) > 1.3)
        #expect(try abs((#require(seam.lost)) - 0) <= 1e-6)
        #expect(down.frames.allSatisfy { $0.collapse >= 0 }, "the main view does not bounce")
        // a flick on the header is the main view's alone: it stops dead at the collapse
        #expect(up.frames.last?.collapse == collapseRange)
        #expect(up.frames.last?.lists[2] == 0)
        #expect(try (#require(try self.seam(up).lost)) > 500)
    }

    @Test func pinningJumpsTheHeaderBackToWhereTheDragStartedWhenTheDragTurns() throws {
        // given: one drag up that collapses the header and scrolls the list, then back down
        let pinning = try NestedLog(trace: "technique-turn-around", screen: "nested-pinning", until: 3)
        let oneMotion = try NestedLog(trace: "technique-turn-around", screen: "nested", until: 3)

        // then: as the finger turns, the main view is pinned to its offset from before the drag:
        // the header opens fully in one frame while the list is still scrolled
        let jump = zip(pinning.frames, pinning.frames.dropFirst()).first { $0.collapse - $1.collapse > 100 }
        let (before, after) = try #require(jump)
        #expect(before.collapse == collapseRange)
        #expect(after.collapse == 0)
        #expect(after.lists[2] > 100)
        // with one motion the header follows the finger (500 pt/s: no step over 20 pt in a frame)
        #expect(zip(oneMotion.frames, oneMotion.frames.dropFirst()).allSatisfy { abs($0.collapse - $1.collapse) < 20 })
    }
}
