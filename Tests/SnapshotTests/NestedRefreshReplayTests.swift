import XCTest

/// `nested-refresh` (seed 004's option): a main view that does not bounce, so a pull past the top
/// under a fully open header is the list's own, with its pull-to-refresh; checked on the log of
/// `Traces/refresh-pulls.jsonl` (a 300 pt pull, a 60 pt pull, then a flick down to the top).
final class NestedRefreshReplayTests: XCTestCase {
    private func refresh(_ frame: NestedFrame, in log: NestedLog) -> (refreshing: Bool, count: Double)? {
        guard let line = log.log.frames.first(where: { $0.frame == frame.frame }),
              let refresh = line.object["refresh"] as? [String: Any] else { return nil }
        return ((refresh["refreshing"] as? Bool) ?? false, (refresh["count"] as? Double) ?? -1)
    }

    func testAPullPastTheThresholdRefreshesUnderAHeaderThatNeverStretches() throws {
        // given
        let log = try NestedLog(trace: "refresh-pulls", screen: "nested-refresh", until: 8)

        // then: the header never goes past its maximum; the list takes the pull
        XCTAssertTrue(log.frames.allSatisfy { $0.collapse >= 0 && $0.headerHeight <= 260 })
        XCTAssertLessThan(log.frames.map { $0.lists[2] }.min() ?? 0, -100, "the list was pulled past its top")
        // released past 60 pt, it refreshes, resting 60 pt down, then goes back to its top
        let refreshing = log.frames.filter { refresh($0, in: log)?.refreshing == true }
        XCTAssertFalse(refreshing.isEmpty)
        let first = try XCTUnwrap(refreshing.first), last = try XCTUnwrap(refreshing.last)
        XCTAssertEqual(last.time - first.time, 1, accuracy: 0.05, "a refresh lasts a second")
        XCTAssertEqual(last.lists[2], -60, "it rests at the refresh threshold while refreshing")
        XCTAssertEqual(log.frames.first { $0.time > 3.0 }?.lists[2], 0, "and scrolls back once done")
        // a 60 pt finger pull (30 pt of rubber band) and a flick into the top do not refresh again
        XCTAssertEqual(refresh(try XCTUnwrap(log.frames.last), in: log)?.count, 1)
        let flick = log.frames.filter { $0.time > 5.7 }
        XCTAssertLessThan(flick.map { $0.lists[2] }.min() ?? 0, -20, "the flick bounces the list at its top")
        XCTAssertEqual(log.frames.last?.collapse, 0)
        XCTAssertEqual(log.frames.last?.lists[2], 0)
    }

    func testOnNestedTheSamePullStretchesTheHeaderInstead() throws {
        // given
        let log = try NestedLog(trace: "refresh-pulls", screen: "nested", until: 3)

        // then
        XCTAssertGreaterThan(log.frames.map(\.headerHeight).max() ?? 0, 300)
        XCTAssertTrue(log.frames.allSatisfy { $0.lists[2] >= 0 && refresh($0, in: log) == nil })
    }
}
