import Mail
import ScrollLabKit
import ScrollLabTesting
import Testing

/// The inbox, a row swiped open on its actions, a message's context menu, and a search typed.
@Suite struct Goldens {
    @Test func inbox() throws {
        let inbox = try Inbox()
        assertScreenshot(of: inbox.driver, named: "inbox")
    }

    @Test func swipedOpen() throws {
        let inbox = try Inbox()
        inbox.driver.drag(from: Point(x: 300, y: inbox.center(ofRow: 1).y), by: Point(x: -120, y: 0), duration: 0.3)
        try inbox.driver.runUntilAtRest()
        assertScreenshot(of: inbox.driver, named: "swipedOpen")
    }

    @Test func contextMenu() throws {
        let inbox = try Inbox()
        _ = try inbox.openMenu(onRow: 1)
        assertScreenshot(of: inbox.driver, named: "contextMenu")
    }

    @Test func searching() throws {
        let inbox = try SearchTests().searching("lunch")
        assertScreenshot(of: inbox.driver, named: "searching")
    }
}
