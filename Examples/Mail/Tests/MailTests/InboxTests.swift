import Mail
import ScrollLabKit
import ScrollLabTesting
import Testing

/// The inbox's list: the large title, pull to refresh, a tap that opens a message.
@Suite struct InboxTests {
    @Test func itOpensAtTheTopUnderTheLargeTitle() throws {
        let inbox = try Inbox()
        let tucked = inbox.table.minimumContentOffset + Point(x: 0, y: 52)
        #expect(inbox.table.contentOffset == tucked, "the first message shows whole, the search field tucked away")
        #expect(inbox.screen.navigationController?.bar.prefersLargeTitles == true)
        #expect(inbox.center(ofRow: 0).y > 44 + 52, "below the bar and its large title")
    }

    @Test func theRegistryOpensTheInboxAsTheWindowDoes() throws {
        let driver = try #require(ScreenDriver(registry: makeScreens(), screen: "inbox"))
        try driver.run(for: 0.1)
        #expect(driver.screen is InboxScreen)
    }

    @Test func pullToRefreshInsertsTheNewMessagesAtTheTopWithTheInsertAnimation() throws {
        let inbox = try Inbox()
        let firstBefore = inbox.screen.messages[0]
        let new = Mailbox.newMessages(after: inbox.screen.messages)
        inbox.driver.drag(from: inbox.center(ofRow: 0), by: Point(x: 0, y: 450), duration: 0.6, hold: 0.2)
        try inbox.driver.runUntil { inbox.screen.refresh.isRefreshing }
        #expect(inbox.driver.time < inbox.driver.inputEnd, "it fires while the finger is still down")
        var animated = false
        try inbox.driver.runUntil {
            animated = animated || inbox.table.isAnimatingRows; return inbox.table.numberOfRows == 22
        }
        try inbox.driver.runUntilAtRest()

        #expect(animated, "the rows came in with the insert animation")
        #expect(Array(inbox.screen.messages.prefix(2)) == new)
        #expect(inbox.center(ofRow: 0).y > 96 && inbox.center(ofRow: 0).y < 200, "the new mail shows at the top")
        #expect(inbox.screen.messages[2] == firstBefore)
        #expect(!inbox.screen.refresh.isRefreshing)
        #expect(inbox.table.contentOffset == inbox.table.minimumContentOffset, "closed back to the top")
    }

    @Test func aTapPushesTheMessageAndMarksItRead() throws {
        let inbox = try Inbox()
        let message = inbox.screen.messages[2]
        #expect(message.isUnread)
        inbox.driver.tap(at: inbox.center(ofRow: 2))
        try inbox.driver.runUntilAtRest()

        let shown = try #require(inbox.driver.screen as? MessageScreen)
        #expect(shown.message.id == message.id)
        #expect(inbox.screen.messages[2].isUnread == false)
    }
}
