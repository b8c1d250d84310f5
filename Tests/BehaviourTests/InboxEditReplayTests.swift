import Geometry
import Screens
import Testing

/// `inbox-edit-reorder`: Edit, a row dragged two rows down by its grabber, a drag elsewhere that
/// scrolls, Done, and a row swiped open onto its image buttons.
@Suite struct InboxEditReplayTests {
    @Test func theGrabbersDragMovesOneRowWithoutScrollingAndADragElsewhereScrolls() throws {
        let log = try ReplayLog(trace: "inbox-edit-reorder", until: 4.5)
        let screen = try #require(log.app.topViewController as? InboxEditScreen)

        #expect(Array(screen.messages.prefix(5)) == ["Message 0", "Message 2", "Message 3", "Message 1", "Message 4"])
        let reorder = log.frames.filter { $0.time >= 0.6 && $0.time < 2.0 }
        #expect(
            !reorder.isEmpty && reorder.allSatisfy { $0.offsets["inbox"]?.y == 0 }, "the grabber's drag does not scroll"
        )
        let scrolled = try #require(log.frames.last?.offsets["inbox"]?.y)
        #expect(scrolled > 200, "the drag elsewhere scrolled: \(scrolled)")
        #expect(screen.table.isEditing == false && screen.table.swipedRow != nil, "Done, then a row swiped open")
    }
}
