import Mail
import ScrollLabKit
import ScrollLabTesting
import Testing

/// The inbox in a driver, laid out: the window is an iPhone's 390 × 844 pt.
struct Inbox {
    let screen = InboxScreen()
    let driver: ScreenDriver
    var table: TableView { screen.table }

    init() throws {
        driver = ScreenDriver(screen)
        try driver.runUntilAtRest()
    }

    /// The centre of `row` in window points.
    func center(ofRow row: Int) -> Point {
        let rect = table.rectForRow(at: row)
        return table.convertToWindow(Point(x: rect.midX, y: rect.midY))
    }

    /// The centre of `view` in window points.
    func center(of view: View) -> Point { view.convert(view.bounds, to: nil).center }

    /// The context menu on screen, if any.
    var menu: ContextMenuPresentationView? {
        table.subviews.lazy.compactMap { $0.contextMenuInteractions.first?.presentation }.first
    }

    /// Holds `row` until its menu has lifted, then lifts the finger in place.
    func openMenu(onRow row: Int) throws -> ContextMenuPresentationView {
        let point = center(ofRow: row)
        driver.enqueue(.touch(1, .began, at: point, time: driver.time + 0.02))
        try driver.runUntil { menu != nil }
        driver.enqueue(.touch(1, .ended, at: point, time: driver.time + 0.05))
        try driver.runUntilAtRest()
        return try #require(menu)
    }

    /// The compose sheet, while it shows.
    var composer: ComposeScreen? {
        (screen.presentedViewController as? NavigationContainerController)?.navigation.stack.first as? ComposeScreen
    }
}
