import Mail
import ScrollLabKit
import ScrollLabTesting
import Testing

/// The inbox, a row swiped open on its actions, and a message's context menu.
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
}
