import Testing

/// `nested-refresh` (seed 004's option): a main view that does not bounce, so a pull past the top
/// under a fully open header is the list's own, with its pull-to-refresh; checked on the log of
/// `Traces/refresh-pulls.jsonl` (a 300 pt pull, a 60 pt pull, then a flick down to the top).
@Suite struct NestedRefreshReplayTests {
    private func refresh(_ frame: NestedFrame, in log: NestedLog) -> (refreshing: Bool, count: Double)? {
        guard let line = log.log.frames.first(where: { $0.frame == frame.frame }),
            let refresh = line.fields["refresh"], refresh.members != nil
        else { return nil }
        return (refresh["refreshing"]?.bool ?? false, refresh["count"]?.number ?? -1)
    }

    @Test func aPullPastTheThresholdRefreshesUnderAHeaderThatNeverStretches() throws {
        // given
        let log = try NestedLog(trace: "refresh-pulls", screen: "nested-refresh", until: 8)

        // then: the header never goes past its maximum; the list takes the pull
        #expect(log.frames.allSatisfy { $0.collapse >= 0 && $0.headerHeight <= 260 })
        #expect((log.frames.map { $0.lists[2] }.min() ?? 0) < -100, "the list was pulled past its top")
        // released past 60 pt, it refreshes, resting 60 pt down, then goes back to its top
        let refreshing = log.frames.filter { refresh($0, in: log)?.refreshing == true }
        #expect(!refreshing.isEmpty)
        let first = try #require(refreshing.first), last = try #require(refreshing.last)
        #expect(abs((last.time - first.time) - 1) <= 0.05, "a refresh lasts a second")
        #expect(last.lists[2] == -60, "it rests at the refresh threshold while refreshing")
        #expect((log.frames.first { $0.time > 3.0 }?.lists[2]) == 0, "and scrolls back once done")
        // a 60 pt finger pull (30 pt of rubber band) and a flick into the top do not refresh again
        #expect(refresh(try #require(log.frames.last), in: log)?.count == 1)
        let flick = log.frames.filter { $0.time > 5.7 }
        #expect((flick.map { $0.lists[2] }.min() ?? 0) < -20, "the flick bounces the list at its top")
        #expect(log.frames.last?.collapse == 0)
        #expect(log.frames.last?.lists[2] == 0)
    }

    @Test func onNestedTheSamePullStretchesTheHeaderInstead() throws {
        // given
        let log = try NestedLog(trace: "refresh-pulls", screen: "nested", until: 3)

        // then
        #expect((log.frames.map(\.headerHeight).max() ?? 0) > 300)
        #expect(log.frames.allSatisfy { $0.lists[2] >= 0 && refresh($0, in: log) == nil })
    }
}
