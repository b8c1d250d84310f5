import Mail
import ScrollLabKit
import ScrollLabTesting
import Testing

/// The inbox's search field: tucked under the large title, pulled into sight, a tap to search,
/// the messages filtered as one types, and the keyboard pulled down by dragging the list.
@Suite struct SearchTests {
    /// Pulls the list down slowly by `distance` and lets it settle.
    func pull(_ inbox: Inbox, by distance: Double) throws {
        inbox.driver.drag(from: Point(x: 200, y: 400), by: Point(x: 0, y: distance), duration: 0.4, hold: 0.2)
        try inbox.driver.runUntilAtRest()
    }

    /// The inbox with its search field pulled into sight, tapped, and `text` typed.
    func searching(_ text: String) throws -> Inbox {
        let inbox = try Inbox()
        try pull(inbox, by: 50)
        let field = inbox.screen.search.searchBar.field
        inbox.driver.tap(at: inbox.center(of: field)).type(text)
        try inbox.driver.runUntilAtRest()
        return inbox
    }

    @Test func thePullRevealsTheSearchFieldAndTheReleaseKeepsIt() throws {
        let inbox = try Inbox()
        #expect(inbox.driver.app.navigation.bar.largeTitle?.searchBarShown == 0, "tucked away at first")

        try pull(inbox, by: 50)

        #expect(inbox.driver.app.navigation.bar.largeTitle?.searchBarShown == 52)
        #expect(inbox.table.contentOffset == inbox.table.minimumContentOffset)
    }

    @Test func typingFiltersTheMessagesAndCancelBringsThemBack() throws {
        let inbox = try searching("lunch")

        #expect(inbox.screen.search.isActive)
        #expect(!inbox.screen.shown.isEmpty && inbox.screen.shown.allSatisfy { $0.subject == "Lunch on Friday?" })
        #expect(inbox.table.numberOfRows == inbox.screen.shown.count)

        inbox.driver.tap(at: inbox.center(of: inbox.screen.search.searchBar.cancelButton))
        try inbox.driver.runUntilAtRest()
        #expect(!inbox.screen.search.isActive && inbox.table.numberOfRows == 20)
    }

    @Test func draggingTheListPullsTheKeyboardDown() throws {
        let inbox = try searching("re")
        let keyboard = inbox.driver.app.displayLink.textInput.keyboard
        #expect(keyboard.isShown)

        inbox.driver.drag(from: Point(x: 200, y: 300), by: Point(x: 0, y: 500), duration: 0.6, hold: 0.2)
        try inbox.driver.runUntilAtRest()

        #expect(!inbox.screen.search.searchBar.field.isFirstResponder && keyboard.superview == nil)
        #expect(inbox.screen.search.isActive, "search stays active, as on iOS, with its results")
    }
}
