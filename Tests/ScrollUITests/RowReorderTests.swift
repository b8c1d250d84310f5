import Geometry
import Gestures
import ScrollLabDriver
import ScrollUI
import Testing

/// 40 rows of 50 pt whose order can change by dragging their grabbers.
private final class ReorderSource: TableViewReorderingDataSource, TableViewDelegate {
    var names = (0..<40).map { "Row \($0)" }
    var moves: [(Int, Int)] = []
    var fixed: Set<Int> = []

    func numberOfRows(in tableView: TableView) -> Int { names.count }
    func tableView(_ tableView: TableView, heightForRow row: Int) -> Double { 50 }

    func tableView(_ tableView: TableView, cellForRow row: Int) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") as! NamedCell
        cell.title = names[row]
        return cell
    }

    func tableView(_ tableView: TableView, canMoveRowAt row: Int) -> Bool { !fixed.contains(row) }

    func tableView(_ tableView: TableView, moveRowAt source: Int, to destination: Int) {
        moves.append((source, destination))
        names.insert(names.remove(at: source), at: destination)
    }
}

private final class NamedCell: TableViewCell {
    var title = ""
    init() { super.init(reuseIdentifier: "row") }
}

private final class ReorderScreen: ViewController {
    let table = TableView(name: "table")
    init() {
        super.init(title: "Reorder", name: "reorder.screen")
        view.addSubview(table)
        table.register({ NamedCell() }, forCellReuseIdentifier: "row")
    }
    override func layoutView() { table.frame = view.bounds }
}

/// A 390 × 600 pt table under the bar (its top at y = 44 in the window), editing.
private struct ReorderTable {
    let screen = ReorderScreen()
    let source = ReorderSource()
    let driver: ScreenDriver
    var table: TableView { screen.table }

    init(editing: Bool = true) throws {
        screen.table.dataSource = source
        screen.table.delegate = source
        driver = ScreenDriver(screen, size: Size(width: 390, height: 644))
        try driver.runFrame()
        screen.table.isEditing = editing
    }

    /// The window point on `row`'s grabber (x = 370) or elsewhere on it, at rest.
    func point(onRow row: Int, x: Double = 370) -> Point {
        Point(x: x, y: 44 + Double(row) * 50 + 25 - table.contentOffset.y)
    }

    /// The content y of the top of the cell showing `name`.
    func top(of name: String) -> Double? {
        table.subviews.first { ($0 as? NamedCell)?.title == name && !$0.isHidden }.map(\.frame.minY)
    }
}

@Suite struct RowReorderTests {
    @Test func draggingTheGrabberMovesTheRowAndCallsMoveRowOnce() throws {
        let table = try ReorderTable()

        table.driver.drag(from: table.point(onRow: 1), by: Point(x: 0, y: 150), duration: 0.5, hold: 0.1)
        _ = try table.driver.runUntilAtRest()

        #expect(table.source.moves.map { [$0.0, $0.1] } == [[1, 4]])
        #expect(Array(table.source.names.prefix(5)) == ["Row 0", "Row 2", "Row 3", "Row 4", "Row 1"])
        #expect(table.table.contentOffset.y == 0, "the grabber's drag did not scroll")
        #expect(table.top(of: "Row 1") == 200, "the dropped row rests in its slot")
        #expect(table.top(of: "Row 2") == 50)
        #expect(table.table.reorderedRow == nil)
    }

    @Test func theOtherRowsSlideOutOfTheWayOverUIKitsDuration() throws {
        let table = try ReorderTable()

        table.driver.drag(from: table.point(onRow: 1), by: Point(x: 0, y: 100), duration: 0.3, hold: 1)
        try table.driver.runUntil { table.table.reorderTargetRow == 3 }
        let start = table.driver.time
        try table.driver.runUntil { table.driver.time - start >= ReorderMetrics.gapDuration / 2 }
        let halfway = try #require(table.top(of: "Row 2"))
        #expect(halfway > 50 && halfway < 100, "half-way, row 2 is between its place and the lifted row's: \(halfway)")
        try table.driver.runUntil { table.driver.time - start >= ReorderMetrics.gapDuration + 0.02 }

        #expect(table.table.reorderedRow == 1, "the finger still holds the row")
        #expect(table.top(of: "Row 2") == 50, "row 2 moved up into the lifted row's place")
        #expect(table.top(of: "Row 3") == 100)
        #expect(table.top(of: "Row 4") == 200, "rows past the slot stay")
        #expect(table.table.cellForRow(at: 1)?.alpha == ReorderMetrics.liftedAlpha)
        _ = try table.driver.runUntilAtRest()
        #expect(table.source.moves.count == 1)
    }

    @Test func aDragElsewhereOnAMovableRowScrolls() throws {
        let table = try ReorderTable()

        table.driver.drag(from: table.point(onRow: 8, x: 150), by: Point(x: 0, y: -200), duration: 0.3, hold: 0.1)
        _ = try table.driver.runUntilAtRest()

        #expect(table.table.contentOffset.y > 100)
        #expect(table.source.moves.isEmpty)
    }

    @Test func nearTheBottomEdgeTheTableScrollsByItselfFasterWithDepth() throws {
        let table = try ReorderTable()

        table.driver.drag(from: table.point(onRow: 2), by: Point(x: 0, y: 465), duration: 0.4, hold: 1.5)
        try table.driver.runUntil { table.table.contentOffset.y > 0 }
        let first = table.table.contentOffset.y
        try table.driver.runFrame()
        let step = table.table.contentOffset.y - first
        #expect(step > 0 && step <= ReorderMetrics.maximumAutoscrollSpeed / 60 + 1e-9)
        _ = try table.driver.runUntilAtRest()

        #expect(table.table.contentOffset.y > 300, "it kept scrolling while the row was held there")
        let move = try #require(table.source.moves.first)
        #expect(move.0 == 2 && move.1 > 12, "dropped below the rows first in sight: \(move)")
        #expect(table.source.names[move.1] == "Row 2")
    }

    @Test func aRowTheDataSourceCannotMoveHasNoGrabberAndNotEditingNothingReorders() throws {
        let table = try ReorderTable()
        table.source.fixed = [1]

        table.driver.drag(from: table.point(onRow: 1), by: Point(x: 0, y: 150), duration: 0.5, hold: 0.1)
        _ = try table.driver.runUntilAtRest()
        #expect(table.source.moves.isEmpty)

        table.table.isEditing = false
        table.table.contentOffset.y = 0
        table.driver.drag(from: table.point(onRow: 3), by: Point(x: 0, y: 150), duration: 0.5, hold: 0.1)
        _ = try table.driver.runUntilAtRest()
        #expect(table.source.moves.isEmpty)
    }
}

@Suite struct ReorderInterruptionTests {
    @Test func aReloadOrDoneWhileARowIsLiftedPutsItDownWithoutAMove() throws {
        let table = try ReorderTable()
        table.driver.drag(from: table.point(onRow: 1), by: Point(x: 0, y: 150), duration: 0.3, hold: 1)
        try table.driver.runUntil { table.table.reorderTargetRow == 4 }

        table.source.names.removeLast(30)
        table.table.reloadData()
        _ = try table.driver.runUntilAtRest()

        #expect(table.source.moves.isEmpty && table.table.reorderedRow == nil)
        #expect(table.top(of: "Row 1") == 50, "back in its place")

        table.driver.drag(from: table.point(onRow: 2), by: Point(x: 0, y: 100), duration: 0.3, hold: 1)
        try table.driver.runUntil { table.table.reorderedRow == 2 }
        table.table.isEditing = false
        _ = try table.driver.runUntilAtRest()
        #expect(table.source.moves.isEmpty && table.top(of: "Row 2") == 100)
    }
}

@Suite struct OverlappingDeleteTests {
    /// The cell showing `name` anywhere under the table (departing cells sit in its underlay).
    private func cell(_ name: String, in table: TableView) -> View? {
        (table.subviews + table.subviews.flatMap(\.subviews)).first { ($0 as? NamedCell)?.title == name }
    }

    @Test func aRowDeletedWhileAnotherStillFadesLeavesOnItsOwnClock() throws {
        let table = try ReorderTable(editing: false)
        let start = table.driver.time
        table.source.names.remove(at: 2)
        table.table.deleteRows(at: [2], with: .fade)
        try table.driver.runUntil { table.driver.time - start >= 0.2 }
        let fadedBefore = try #require(cell("Row 2", in: table.table)?.alpha)

        table.source.names.remove(at: 4)
        table.table.deleteRows(at: [4], with: .fade)
        try table.driver.runFrame()

        #expect(
            (cell("Row 2", in: table.table)?.alpha ?? 0) <= fadedBefore,
            "the first row's fade goes on, it does not start again")
        try table.driver.runUntil { table.driver.time - start >= RowUpdateTiming.duration + 0.02 }
        #expect(cell("Row 2", in: table.table) == nil, "gone once its own 0.3 s are over")
        #expect(cell("Row 5", in: table.table).map { $0.alpha > 0 && $0.alpha < 1 } == true, "the second still fades")
        _ = try table.driver.runUntilAtRest()
        #expect(cell("Row 5", in: table.table) == nil)
    }
}

/// Drag to reorder without editing (UIKit `dragInteractionEnabled`): a finger resting on a row
/// lifts it after the drag interaction's delay.
@Suite struct LongPressReorderTests {
    /// A table not editing whose rows lift on a long press.
    private func liftingTable() throws -> ReorderTable {
        let table = try ReorderTable(editing: false)
        table.table.dragInteractionEnabled = true
        return table
    }

    /// A finger resting `rest` seconds at `start`, then moving by `translation` over 0.5 s,
    /// holding 0.1 s and lifting.
    private func restThenDrag(_ table: ReorderTable, from start: Point, rest: Double, by translation: Point) {
        let duration = rest + 0.5
        table.driver.touches(
            paths: [{ f in start + translation * max(0, (f * duration - rest) / 0.5) }], duration: duration, hold: 0.1)
    }

    @Test func aFingerRestingOnARowLiftsItAndCarriesIt() throws {
        let table = try liftingTable()

        restThenDrag(
            table, from: table.point(onRow: 1, x: 150), rest: ReorderMetrics.liftDelay + 0.05, by: Point(x: 0, y: 150))
        try table.driver.runUntil { table.table.reorderedRow == 1 }
        let grabbers = table.table.cellForRow(at: 1)?.subviews.filter { $0.name == "reorderControl" && !$0.isHidden }
        #expect(grabbers?.isEmpty == true, "no grabber: the table does not edit")
        _ = try table.driver.runUntilAtRest()

        #expect(table.source.moves.map { [$0.0, $0.1] } == [[1, 4]])
        #expect(table.table.contentOffset.y == 0, "the carried row did not scroll the table")
        #expect(table.top(of: "Row 1") == 200)
    }

    @Test func movingBeforeTheLiftDelayScrollsInstead() throws {
        let table = try liftingTable()

        restThenDrag(
            table, from: table.point(onRow: 8, x: 150), rest: ReorderMetrics.liftDelay - 0.05, by: Point(x: 0, y: -200))
        _ = try table.driver.runUntilAtRest()

        #expect(table.source.moves.isEmpty)
        #expect(table.table.contentOffset.y > 100, "the scroll won: \(table.table.contentOffset.y)")
    }

    @Test func offByDefaultAndOnARowThatCannotMove() throws {
        let table = try ReorderTable(editing: false)
        restThenDrag(table, from: table.point(onRow: 1, x: 150), rest: 0.5, by: Point(x: 0, y: 150))
        _ = try table.driver.runUntilAtRest()
        #expect(table.source.moves.isEmpty && table.table.reorderedRow == nil)

        table.table.contentOffset.y = 0
        table.table.dragInteractionEnabled = true
        table.source.fixed = [1]
        restThenDrag(table, from: table.point(onRow: 1, x: 150), rest: 0.5, by: Point(x: 0, y: 150))
        _ = try table.driver.runUntilAtRest()
        #expect(table.source.moves.isEmpty && table.table.reorderedRow == nil)
    }

    @Test func liftedOutOfTheWindowTheRowGoesBack() throws {
        let table = try liftingTable()

        restThenDrag(table, from: table.point(onRow: 1, x: 150), rest: 0.4, by: Point(x: 0, y: -150))
        try table.driver.runUntil { table.table.reorderedRow == 1 }
        _ = try table.driver.runUntilAtRest()

        #expect(table.source.moves.isEmpty, "lifted above the window's top, the drop is cancelled")
        #expect(table.top(of: "Row 1") == 50 && table.top(of: "Row 0") == 0)
    }

    @Test func aCancelledTouchPutsTheRowBack() throws {
        let table = try liftingTable()
        let start = table.point(onRow: 1, x: 150), t0 = table.driver.time
        let touch = { (t: Double, phase: TouchPhase, y: Double) in
            table.driver.enqueue(
                SessionEvent(
                    deliveredAt: t0 + t, kind: .touch(id: 1, phase: phase, location: start + Point(x: 0, y: y))))
        }
        touch(0.01, .began, 0)
        for step in 1...30 { touch(0.4 + Double(step) / 60, .moved, Double(step) * 5) }
        table.driver.enqueue(SessionEvent(deliveredAt: t0 + 1, kind: .focusLost))
        try table.driver.run(until: t0 + 0.95)
        #expect(table.table.reorderTargetRow == 4, "carried to row 4's slot before the window lost focus")
        _ = try table.driver.runUntilAtRest()

        #expect(table.source.moves.isEmpty && table.table.reorderedRow == nil)
        #expect(table.top(of: "Row 1") == 50, "back in its place")
        #expect(table.top(of: "Row 2") == 100)
    }
}
