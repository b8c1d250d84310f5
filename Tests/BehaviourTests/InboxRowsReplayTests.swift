import Geometry
import Testing

/// `inbox-swipe-delete`: a row swiped open, closed by a tap elsewhere, a destructive full swipe
/// that deletes its row with the delete animation, and a quick leading swipe that opens.
@Suite struct InboxRowsReplayTests {
    @Test func swipesNeverScrollAndAFullSwipeDeletesOneRowWithTheDeleteAnimation() throws {
        let log = try ReplayLog(trace: "inbox-swipe-delete", until: 4.5)
        let heights = log.frames.map { $0.contentSizes["inbox"]?.height ?? 0 }
        #expect(heights.first.map { abs($0 - 40 * 72) < 1e-6 } == true, "\(heights.first ?? 0)")
        #expect(heights.last.map { abs($0 - 39 * 72) < 1e-6 } == true, "one row deleted: \(heights.last ?? 0)")
        #expect(log.frames.allSatisfy { $0.offsets["inbox"]?.y == 0 }, "the horizontal drags never scroll the list")
        let deletedAt = try #require(log.frames.first { ($0.contentSizes["inbox"]?.height ?? 0) < 40 * 72 - 1 })
        #expect(
            deletedAt.time >= 2.4 - 1e-9 && deletedAt.time < 2.5,
            "deleted as the full swipe lifts (2.4 s): \(deletedAt.time)")
    }
}
