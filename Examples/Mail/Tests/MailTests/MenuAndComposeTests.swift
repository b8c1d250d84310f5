import Mail
import ScrollLabKit
import ScrollLabTesting
import Testing

/// The context menu (its preview, Reply, Archive, Delete) and the compose sheet.
@Suite struct MenuAndComposeTests {
    @Test func holdingAMessageLiftsItsPreviewWithReplyArchiveAndDelete() throws {
        let inbox = try Inbox()
        let menu = try inbox.openMenu(onRow: 2)
        #expect(menu.itemTitles == ["Reply", "Archive", "Delete"])
        #expect((menu.previewController as? MessageScreen)?.message.id == inbox.screen.messages[2].id)
    }

    @Test func deleteInTheMenuRemovesTheMessage() throws {
        let inbox = try Inbox()
        let message = inbox.screen.messages[2]
        let menu = try inbox.openMenu(onRow: 2)
        inbox.driver.tap(at: try #require(menu.frameOfItem(titled: "Delete")).center)
        try inbox.driver.runUntilAtRest()

        #expect(inbox.menu == nil)
        #expect(!inbox.screen.messages.contains(message))
        #expect(inbox.table.numberOfRows == 19)
    }

    @Test func tappingThePreviewOpensTheMessage() throws {
        let inbox = try Inbox()
        let message = inbox.screen.messages[1]
        let menu = try inbox.openMenu(onRow: 1)
        inbox.driver.tap(at: menu.previewFrame.center)
        try inbox.driver.runUntilAtRest()
        #expect((inbox.driver.screen as? MessageScreen)?.message.id == message.id)
    }

    @Test func replyOpensTheComposeSheetAddressedToTheSender() throws {
        let inbox = try Inbox()
        let message = inbox.screen.messages[0]
        let menu = try inbox.openMenu(onRow: 0)
        inbox.driver.tap(at: try #require(menu.frameOfItem(titled: "Reply")).center)
        try inbox.driver.runUntilAtRest()

        let composer = try #require(inbox.composer)
        #expect(composer.to.text == message.sender)
        #expect(composer.subject.text == "Re: " + message.subject)
    }

    @Test func composeOpensASheetWhoseFieldTakesTypingAndSendCloses() throws {
        let inbox = try Inbox()
        inbox.driver.tap(at: inbox.center(of: inbox.screen.composeItem.view))
        try inbox.driver.runUntilAtRest()
        let composer = try #require(inbox.composer)

        inbox.driver.tap(at: inbox.center(of: composer.to))
        try inbox.driver.runUntilAtRest()
        #expect(composer.to.isFirstResponder)
        inbox.driver.type("anna@example.com").press(key: "return")
        try inbox.driver.runUntilAtRest()
        #expect(composer.subject.isFirstResponder, "return goes on to the subject")
        inbox.driver.type("Lunch")
        try inbox.driver.runUntilAtRest()
        #expect(composer.to.text == "anna@example.com")
        #expect(composer.subject.text == "Lunch")

        let send = try #require(composer.navigationItem.rightBarButtonItems.first)
        inbox.driver.tap(at: inbox.center(of: send.view))
        try inbox.driver.runUntilAtRest()
        #expect(composer.isSent)
        #expect(inbox.composer == nil)
    }
}
