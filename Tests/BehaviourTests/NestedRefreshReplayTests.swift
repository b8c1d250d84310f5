import ScrollUI
import Testing

/// `nested-refresh` (seed 004's option): a main view that does not bounce, so a pull past the top
/// under a fully open header is the list's own, with its `RefreshControl`; checked on the log of
/// `Traces/refresh-pulls.jsonl` (a 300 pt pull held until 1.6 s, a 60 pt pull, then a flick down
/// to the top) and `Traces/refresh-pull-hold.jsonl` (two 420 pt pulls).
@Suite struct NestedRefreshReplayTests {
    private func refresh(_ frame: NestedFrame, in log: NestedLog) -> (refreshing: Bool, count: Double)? {
        guard let line = log.log.frames.first(where: { $0.frame == frame.frame }),
            let refresh = line.fields["refresh"], refresh.members != nil
        else { return nil }
        return (refresh["refreshing"]?.bool ?? false, refresh["count"]?.number ?? -1)
    }

    /// The pull the third list's control fires at, in points (UIKit's, from the list's height).
    private func triggerDistance(in log: NestedLog) throws -> Double {
        let list = log.log.app.topViewController.loggedScrollViews.first { $0.id == "list.2" }?.scrollView
        return try #require(list?.refreshControl?.triggerDistance)
    }

    @Test func aPullShortOfUIKitsTriggerDoesNotRefreshAndTheHeaderNeverStretches() throws {
        // given: the 668 pt list fires at min(334, 112.5 × 668 / 568) ≈ 132.3 pt of pull
        let log = try NestedLog(trace: "refresh-pulls", screen: "nested-refresh", until: 8)
        let trigger = try triggerDistance(in: log)
        #expect(abs(trigger - 112.5 * 668 / 568) < 1e-9)

        // then: the header never goes past its maximum; the list takes the pull, short of the trigger
        #expect(log.frames.allSatisfy { $0.collapse >= 0 && $0.headerHeight <= 260 })
        let deepest = log.frames.map { $0.lists[2] }.min() ?? 0
        #expect(deepest < -100 && deepest > -trigger, "a 300 pt finger pull is about 129 pt of rubber band")
        #expect(log.frames.allSatisfy { refresh($0, in: log)?.count == 0 && refresh($0, in: log)?.refreshing == false })
        let flick = log.frames.filter { $0.time > 5.7 }
        #expect((flick.map { $0.lists[2] }.min() ?? 0) < -20, "the flick bounces the list at its top")
        #expect(log.frames.last?.collapse == 0)
        #expect(log.frames.last?.lists[2] == 0)
    }

    @Test func aLongPullRefreshesUnderTheFingerThenRestsOpenUntilTheRefreshEnds() throws {
        // given: two 420 pt pulls (about 172 pt of band); the first held until 3.0 s, the second
        // let go at 5.1 s
        let log = try NestedLog(trace: "refresh-pull-hold", screen: "nested-refresh", until: 7)
        let trigger = try triggerDistance(in: log)
        let refreshing = log.frames.filter { refresh($0, in: log)?.refreshing == true }
        let firstRun = refreshing.filter { $0.time < 3.5 }, secondRun = refreshing.filter { $0.time > 3.5 }
        let first = try #require(firstRun.first), second = try #require(secondRun.first)

        // then: each fires on the first frame past the trigger, the finger still down
        for (start, touchDown, lift) in [(first, 0.5, 3.0), (second, 4.0, 5.1)] {
            #expect(start.time < lift && start.lists[2] <= -trigger)
            #expect(
                log.frames.filter { $0.time >= touchDown && $0.time < start.time }.allSatisfy { $0.lists[2] > -trigger }
            )
        }
        // a refresh lasts a second; the first ends under the finger, which then lets it bounce home
        #expect(abs(try #require(firstRun.last).time - first.time - 1) <= 0.05)
        #expect(log.frames.filter { $0.time > 3.6 && $0.time < 4.0 }.allSatisfy { $0.lists[2] == 0 })
        // the second, let go, rests 60 pt down until it ends, then scrolls back
        let open = secondRun.filter { $0.time > 5.65 }  // back from the release's bounce
        #expect(!open.isEmpty && open.allSatisfy { abs($0.lists[2] + RefreshControl.height) < 0.5 })
        #expect(log.frames.last?.lists[2] == 0)
        #expect(refresh(try #require(log.frames.last), in: log)?.count == 2)
        #expect(log.frames.allSatisfy { $0.collapse >= 0 && $0.headerHeight <= 260 })
    }

    @Test func onNestedTheSamePullStretchesTheHeaderInstead() throws {
        // given
        let log = try NestedLog(trace: "refresh-pulls", screen: "nested", until: 3)

        // then
        #expect((log.frames.map(\.headerHeight).max() ?? 0) > 300)
        #expect(log.frames.allSatisfy { $0.lists[2] >= 0 && refresh($0, in: log) == nil })
    }
}
