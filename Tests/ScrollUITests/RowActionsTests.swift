import Geometry
import Gestures
import ScrollLabDriver
import ScrollPhysics
import Testing
import ScrollUI

/// Rows with names and 50 pt heights, trailing Archive / Delete and a leading Unread action.
private final class InboxSource: TableViewDataSource, TableViewDelegate {
    var names: [String]
    var performed: [String] = []

    init(count: Int) { names = (0..<count).map { "Message \($0)" } }

    func numberOfRows(in tableView: TableView) -> Int { names.count }

    func tableView(_ tableView: TableView, cellForRow row: Int) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") as! MessageCell
        cell.message = names[row]
        return cell
    }

    func tableView(_ tableView: TableView, heightForRow row: Int) -> Double { 50 }

    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt row: Int
    ) -> SwipeActionsConfiguration? {
        let delete = ContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            self?.performed.append("delete \(row)")
            self?.names.remove(at: row)
            done(true)
        }
        let archive = ContextualAction(style: .normal, title: "Archive") { [weak self] _, _, done in
            self?.performed.append("archive \(row)")
            done(true)
        }
        return SwipeActionsConfiguration(actions: [delete, archive])
    }

    func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt row: Int
    ) -> SwipeActionsConfiguration? {
        SwipeActionsConfiguration(actions: [
            ContextualAction(style: .normal, title: "Unread") { [weak self] _, _, done in
                self?.performed.append("unread \(row)")
                done(true)
            }
        ])
    }
}

private final class MessageCell: TableViewCell {
    var message = ""
    init() { super.init(reuseIdentifier: "row") }
}

private final class InboxScreen: ViewController {
    let table = TableView(name: "table")
    init() {
        super.init(title: "Inbox", name: "inbox.screen")
        view.addSubview(table)
        table.register({ MessageCell() }, forCellReuseIdentifier: "row")
    }
    override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("table", table)] }
    override func layoutView() { table.frame = view.bounds }
}

/// A 390-pt-wide table of 200 rows under the bar (the table's top is at y = 44 in the window).
private struct Inbox {
    let screen = InboxScreen()
    let source = InboxSource(count: 200)
    let driver: ScreenDriver
    var table: TableView { screen.table }

    init() throws {
        screen.table.dataSource = source
        screen.table.delegate = source
        driver = ScreenDriver(screen, size: Size(width: 390, height: 644))
        try driver.runFrame()
    }

    /// The window y of the middle of `row` at rest.
    func windowY(ofRow row: Int) -> Double { 44 + Double(row) * 50 + 25 - table.contentOffset.y }

    /// The window y of the top of the cell named `name`, if it is on screen.
    func screenTop(of name: String) -> Double? {
        table.subviews.first { ($0 as? MessageCell)?.message == name }.map {
            44 + $0.frame.minY - table.contentOffset.y
        }
    }
}

@Suite struct RowUpdateTests {
    @Test func aDeletedRowCollapsesOverUIKitsDurationWhileTheRowsBelowGlideUp() throws {
        let inbox = try Inbox()
        let start = inbox.driver.time
        inbox.source.names.remove(at: 2)
        inbox.table.deleteRows(at: [2], with: .fade)
        try inbox.driver.runUntil { inbox.driver.time - start >= 0.15 }
        let below = try #require(inbox.screenTop(of: "Message 3"))
        #expect(below > 44 + 100 && below < 44 + 150, "half-way, row 3 is between its old and new places: \(below)")
        let departing = inbox.table.subviews.flatMap(\.subviews).first { ($0 as? MessageCell)?.message == "Message 2" }
        #expect(departing.map { $0.alpha > 0 && $0.alpha < 1 } == true, "the deleted row is fading")
        try inbox.driver.runUntil { !inbox.table.isAnimatingRows }
        #expect(inbox.driver.time - start >= RowUpdateTiming.duration - 1e-9)
        #expect(abs((inbox.screenTop(of: "Message 3") ?? 0) - 144) < 1e-9)
        #expect(inbox.table.subviews.flatMap(\.subviews).allSatisfy { ($0 as? MessageCell)?.message != "Message 2" })
    }

    @Test func deletingTheFirstRowAtTheTopKeepsTheListAtItsTop() throws {
        let inbox = try Inbox()
        inbox.source.names.remove(at: 0)
        inbox.table.deleteRows(at: [0], with: .automatic)
        #expect(inbox.table.contentOffset.y == 0)
        try inbox.driver.runUntil { !inbox.table.isAnimatingRows }
        _ = try inbox.driver.runUntilAtRest()
        #expect(inbox.table.contentOffset.y == 0)
        #expect(abs((inbox.screenTop(of: "Message 1") ?? 0) - 44) < 1e-9)
    }

    @Test func rowsInsertedAtTheTopOfAListAtItsTopComeIntoSight() throws {
        let inbox = try Inbox()
        inbox.source.names.insert(contentsOf: ["New A", "New B"], at: 0)
        inbox.table.insertRows(at: [0, 1], with: .automatic)
        try inbox.driver.runUntil { !inbox.table.isAnimatingRows }
        #expect(inbox.table.contentOffset.y == 0, "the list stays at its top")
        #expect(inbox.screenTop(of: "New A") == 44)
        #expect(inbox.screenTop(of: "Message 0") == 144, "the rows that were there moved down")
    }

    @Test func insertingAboveTheRowsInSightDuringAFlingDoesNotMoveThem() throws {
        let inbox = try Inbox()
        inbox.driver.fling(from: Point(x: 200, y: 500), velocity: Point(x: 0, y: -2000))
        try inbox.driver.runUntil { inbox.table.isDecelerating }
        try inbox.driver.runUntil { inbox.table.contentOffset.y > 400 }
        let watched = "Message \(Int(inbox.table.contentOffset.y / 50) + 3)"
        let before = try #require(inbox.screenTop(of: watched))
        let first = inbox.table.visibleRows.lowerBound
        inbox.source.names.insert(contentsOf: ["New A", "New B"], at: first)
        inbox.table.performBatchUpdates { inbox.table.insertRows(at: [first, first + 1], with: .automatic) }
        #expect(
            abs((inbox.screenTop(of: watched) ?? 0) - before) < 1e-9, "the rows in sight stay put in the update's frame"
        )
        #expect(inbox.table.isDecelerating, "the fling goes on")
        var last = before
        try inbox.driver.run(until: inbox.driver.time + 0.2) {
            guard let now = inbox.screenTop(of: watched) else { return }
            #expect(last - now < 40 && now <= last + 0.001, "no jump between frames: \(last) → \(now)")
            last = now
        }
    }

    @Test func aBatchOfMovesInsertsAndDeletesLandsWhereTheDataSourceSays() throws {
        let inbox = try Inbox()
        inbox.table.contentOffset.y = 500
        try inbox.driver.runFrame()
        var done = false
        inbox.source.names.remove(at: 12)
        inbox.source.names.insert("Fresh", at: 14)
        let moved = inbox.source.names.remove(at: 11)
        inbox.source.names.insert(moved, at: 16)
        inbox.table.performBatchUpdates({
            inbox.table.deleteRows(at: [12], with: .left)
            inbox.table.insertRows(at: [14], with: .top)
            inbox.table.moveRow(at: 11, to: 16)
        }) { done = $0 }
        try inbox.driver.runUntil { done }
        #expect(inbox.table.contentOffset.y == 500, "the rows above the changes keep their place")
        for row in 10..<20 {
            let name = inbox.source.names[row]
            #expect((inbox.table.cellForRow(at: row) as? MessageCell)?.message == name)
            #expect(abs((inbox.screenTop(of: name) ?? 0) - (44 + Double(row) * 50 - 500)) < 1e-9)
        }
    }
}

@Suite struct SwipeActionTests {
    @Test func aHorizontalDragOpensTheTrailingActionsWithUIKitsThresholds() throws {
        let inbox = try Inbox()
        inbox.driver.drag(
            from: Point(x: 300, y: inbox.windowY(ofRow: 2)), by: Point(x: -120, y: 4), duration: 0.3, hold: 0.1)
        try inbox.driver.runUntil { inbox.table.swipedRow == 2 && !inbox.table.isTracking }
        _ = try inbox.driver.runUntilAtRest()
        #expect(inbox.table.swipeOffset == -2 * SwipeThresholds.buttonWidth, "open at the buttons' width")
        #expect(inbox.table.contentOffset.y == 0, "the table did not scroll")
        #expect(inbox.table.cellForRow(at: 2)?.frame.minX == -148)
        #expect(inbox.source.performed.isEmpty)
    }

    @Test func aQuickFlickOpensTheRowTheWayTheFingerWent() throws {
        let inbox = try Inbox()
        inbox.driver.fling(
            from: Point(x: 300, y: inbox.windowY(ofRow: 1)), velocity: Point(x: -600, y: 0), duration: 0.15)
        _ = try inbox.driver.runUntilAtRest()
        #expect(inbox.table.swipedRow == 1 && inbox.table.swipeOffset == -148, "the trailing actions, open")
    }

    @Test func aVerticalDragScrollsAndSwipesNothing() throws {
        let inbox = try Inbox()
        inbox.driver.drag(from: Point(x: 300, y: 500), by: Point(x: -30, y: -200), duration: 0.3, hold: 0.1)
        _ = try inbox.driver.runUntilAtRest()
        #expect(inbox.table.swipedRow == nil)
        #expect(inbox.table.contentOffset.y > 100)
    }

    @Test func aSlowReleaseShortOfHalfTheButtonsClosesAndATapElsewhereClosesAnOpenRow() throws {
        let inbox = try Inbox()
        inbox.driver.drag(
            from: Point(x: 300, y: inbox.windowY(ofRow: 1)), by: Point(x: -95, y: 0), duration: 0.3, hold: 0.2)
        _ = try inbox.driver.runUntilAtRest()
        #expect(inbox.table.swipedRow == nil && inbox.table.swipeOffset == 0, "70 pt of 148 is short of half")

        inbox.driver.drag(
            from: Point(x: 300, y: inbox.windowY(ofRow: 1)), by: Point(x: -125, y: 0), duration: 0.3, hold: 0.2)
        _ = try inbox.driver.runUntilAtRest()
        #expect(inbox.table.swipeOffset == -148, "100 pt of 148 opens")
        var selected: [Int] = []
        inbox.table.onSelect = { row, _ in selected.append(row) }
        inbox.driver.tap(at: Point(x: 200, y: inbox.windowY(ofRow: 5)))
        _ = try inbox.driver.runUntilAtRest()
        #expect(inbox.table.swipedRow == nil)
        #expect(inbox.table.cellForRow(at: 1)?.frame.minX == 0)
        #expect(selected.isEmpty, "the tap that closes the row selects nothing")
    }

    @Test func aTapOnTheOpenRowClosesItAndSelectsNothing() throws {
        let inbox = try Inbox()
        inbox.driver.drag(
            from: Point(x: 300, y: inbox.windowY(ofRow: 1)), by: Point(x: -130, y: 0), duration: 0.3, hold: 0.1)
        _ = try inbox.driver.runUntilAtRest()
        #expect(inbox.table.swipeOffset == -148)
        var selected: [Int] = []
        inbox.table.onSelect = { row, _ in selected.append(row) }
        inbox.driver.tap(at: Point(x: 100, y: inbox.windowY(ofRow: 1)))
        _ = try inbox.driver.runUntilAtRest()
        #expect(inbox.table.swipedRow == nil && inbox.table.cellForRow(at: 1)?.frame.minX == 0)
        #expect(selected.isEmpty)
    }

    @Test func tappingAButtonPerformsItsAction() throws {
        let inbox = try Inbox()
        inbox.driver.drag(
            from: Point(x: 300, y: inbox.windowY(ofRow: 1)), by: Point(x: -130, y: 0), duration: 0.3, hold: 0.1)
        _ = try inbox.driver.runUntilAtRest()
        #expect(inbox.table.swipeOffset == -148)
        inbox.driver.tap(at: Point(x: 390 - 74 - 37, y: inbox.windowY(ofRow: 1)))
        _ = try inbox.driver.runUntilAtRest()
        #expect(inbox.source.performed == ["archive 1"])
        #expect(inbox.table.swipedRow == nil && inbox.table.swipeOffset == 0)
    }

    @Test func aDestructiveFullSwipeDeletesTheRowWithTheDeleteAnimation() throws {
        let inbox = try Inbox()
        inbox.driver.drag(from: Point(x: 370, y: inbox.windowY(ofRow: 3)), by: Point(x: -340, y: 0), duration: 0.3)
        try inbox.driver.runUntil { inbox.table.isFullSwiped || inbox.source.performed.count == 1 }
        try inbox.driver.runUntil { inbox.source.performed == ["delete 3"] }
        #expect(inbox.table.isAnimatingRows, "the row collapses with the delete animation")
        _ = try inbox.driver.runUntilAtRest()
        #expect(inbox.table.numberOfRows == 199)
        #expect((inbox.table.cellForRow(at: 3) as? MessageCell)?.message == "Message 4")
        #expect(abs((inbox.screenTop(of: "Message 4") ?? 0) - 194) < 1e-9)
    }

    @Test func aSwipeShortOfTheFullSwipeThresholdOnlyOpens() throws {
        let inbox = try Inbox()
        // Non-destructive leading action: full swipe at 52.5 % of 390 pt = 204.75 pt.
        inbox.driver.drag(
            from: Point(x: 60, y: inbox.windowY(ofRow: 2)), by: Point(x: 190, y: 0), duration: 0.4, hold: 0.2)
        _ = try inbox.driver.runUntilAtRest()
        #expect(inbox.source.performed.isEmpty)
        #expect(inbox.table.swipeOffset == 74)
        inbox.driver.drag(
            from: Point(x: 100, y: inbox.windowY(ofRow: 2)), by: Point(x: 160, y: 0), duration: 0.4, hold: 0.2)
        _ = try inbox.driver.runUntilAtRest()
        #expect(inbox.source.performed == ["unread 2"])
        #expect(inbox.table.swipeOffset == 0, "the row closes once the action completes")
    }
}

@Suite struct SwipeAndBackGestureTests {
    @Test func atTheLeftScreenEdgeTheBackGestureWinsOverALeadingSwipe() throws {
        let driver = try #require(ScreenDriver(registry: rowsRegistry(), screen: "rows"))
        let table = try #require((driver.screen as? RowsScreen)?.table)
        #expect(driver.app.navigation.stack.count == 2)
        driver.edgeSwipe(y: 44 + 36, distance: 250)
        _ = try driver.runUntilAtRest()
        #expect(table.swipedRow == nil && table.swipeOffset == 0, "the row did not swipe")
        #expect(driver.app.navigation.stack.count == 1, "the back gesture popped the screen")
    }

    @Test func awayFromTheEdgeTheSameDragSwipesTheRow() throws {
        let driver = try #require(ScreenDriver(registry: rowsRegistry(), screen: "rows"))
        let table = try #require((driver.screen as? RowsScreen)?.table)
        driver.drag(from: Point(x: 60, y: 44 + 36), by: Point(x: 120, y: 0), duration: 0.3, hold: 0.1)
        _ = try driver.runUntilAtRest()
        #expect(table.swipedRow == 0 && table.swipeOffset == SwipeThresholds.buttonWidth)
        #expect(driver.app.navigation.stack.count == 2)
    }
}

/// `rows` pushed on a plain root, so that the back gesture is there.
private func rowsRegistry() -> ScreenRegistry {
    var screens = ScreenRegistry(root: "root")
    screens.register("root", summary: "root") { _ in ViewController(title: "Root", name: "root.screen") }
    screens.register("rows", summary: "rows") { _ in RowsScreen() }
    return screens
}

private final class RowsScreen: ViewController {
    let table = TableView(name: "table")
    let source = InboxSource(count: 30)
    init() {
        super.init(title: "Rows", name: "rows.screen")
        view.addSubview(table)
        table.register({ MessageCell() }, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
    }
    override func layoutView() { table.frame = view.bounds }
}
