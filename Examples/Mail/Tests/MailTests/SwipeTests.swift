import Mail
import ScrollLabKit
import ScrollLabTesting
import Testing

/// The rows' swipe actions: Delete by a full swipe, Archive by its button, Unread from the left.
@Suite struct SwipeTests {
    @Test func aFullSwipeLeftDeletesTheMessage() throws {
        let inbox = try Inbox()
        let message = inbox.screen.messages[3]
        let start = inbox.center(ofRow: 3)
        inbox.driver.drag(from: Point(x: 370, y: start.y), by: Point(x: -350, y: 0), duration: 0.4)
        var deleting = false
        try inbox.driver.runUntil {
            deleting = deleting || inbox.table.isAnimatingRows; return inbox.table.numberOfRows == 19
        }
        try inbox.driver.runUntilAtRest()

        #expect(deleting, "the row goes with the delete animation")
        #expect(!inbox.screen.messages.contains(message))
        #expect(inbox.screen.archived.isEmpty)
        #expect(inbox.table.swipedRow == nil)
    }

    @Test func aShortSwipeOpensArchiveAndDeleteAndArchiveTakesTheMessage() throws {
        let inbox = try Inbox()
        let message = inbox.screen.messages[1]
        let start = inbox.center(ofRow: 1)
        inbox.driver.drag(from: Point(x: 300, y: start.y), by: Point(x: -120, y: 0), duration: 0.3)
        try inbox.driver.runUntilAtRest()
        #expect(inbox.table.swipedRow == 1)
        #expect(inbox.table.swipeOffset == -2 * SwipeThresholds.buttonWidth, "open on its two buttons")

        // Delete is nearest the edge; Archive is the button to its left.
        inbox.driver.tap(at: Point(x: inbox.table.bounds.width - 1.5 * SwipeThresholds.buttonWidth, y: start.y))
        try inbox.driver.runUntilAtRest()

        #expect(inbox.screen.archived == [message])
        #expect(!inbox.screen.messages.contains(message))
    }

    @Test func aFullSwipeRightMarksTheMessageRead() throws {
        let inbox = try Inbox()
        #expect(inbox.screen.messages[0].isUnread)
        let start = inbox.center(ofRow: 0)
        inbox.driver.drag(from: Point(x: 60, y: start.y), by: Point(x: 280, y: 0), duration: 0.4)
        try inbox.driver.runUntilAtRest()

        #expect(inbox.screen.messages[0].isUnread == false)
        #expect(inbox.table.numberOfRows == 20, "a normal action keeps the row")
        #expect(inbox.table.swipedRow == nil, "and closes it")
    }

    @Test func aVerticalDragScrollsAndOpensNoRow() throws {
        let inbox = try Inbox()
        inbox.driver.drag(from: inbox.center(ofRow: 4), by: Point(x: -30, y: -200), duration: 0.3)
        try inbox.driver.runUntilAtRest()
        #expect(inbox.table.swipedRow == nil)
        #expect(inbox.table.contentOffset.y > inbox.table.minimumContentOffset.y + 100)
    }
}
