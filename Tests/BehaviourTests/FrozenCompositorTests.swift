import Foundation
import Testing

/// A 1,500 pt/s flick (a move every 8 ms) played through Weston with the compositor frozen for
/// 300 ms mid-flick (`Tools/weston-play --freeze 0.06:0.3`, `.ci/touch-input-check`): the moves it
/// queued reach the window in one burst, after its frames for them ran, and the window itself
/// stalled (its present waits for the frozen compositor), so its clock dropped the time it could
/// not catch up with. `weston-freeze-v1500-8` is the window's recording now;
/// `weston-freeze-collapsed-v1500-8` the same run before the fix: the input that followed the drop
/// mapped before the burst, and every later move was pinned to one time without its stamp.
@Suite struct FrozenCompositorTests {
    /// The flick's touch events: when each happened (`stamp`, else `t`), and the release velocity
    /// of its replay along y, pt/s.
    private func replay(_ name: String) throws -> (stamps: [Double], release: Double) {
        let log = try ReplayLog(trace: name, until: 2)
        let stamps = log.trace.events.filter { if case .touch = $0.pointerKind { true } else { false } }.map(
            \.occurredAt)
        let release = try #require(log.callbacks.first { $0.view == "list" && $0.name == "scrollViewWillEndDragging" })
        let velocity = try #require(release.velocity)
        return (stamps, abs(velocity.y))
    }

    @Test func aBurstAfterAFrozenCompositorKeepsEachEventsTimeAndTheRelease() throws {
        // when
        let burst = try replay("weston-freeze-v1500-8")

        // then: every event at its own time, 8 ms apart, and the hand's speed
        let gaps = zip(burst.stamps.dropFirst(), burst.stamps).map { $0 - $1 }
        #expect(gaps.allSatisfy { abs($0 - 0.008) < 0.000_002 })
        #expect(abs(burst.release / 1500 - 1) < 0.001)
    }

    @Test func beforeTheFixTheBurstCollapsedToOneTime() throws {
        // when
        let collapsed = try replay("weston-freeze-collapsed-v1500-8")

        // then: most of the flick shares one time, and the release misses by far more than 3 %
        #expect(Set(collapsed.stamps).count < collapsed.stamps.count / 2)
        #expect(abs(collapsed.release / 1500 - 1) > 0.1)
    }
}
