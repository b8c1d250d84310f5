import Geometry
import Gestures
import Testing
import ScrollUI

/// A data source of items with stable names, so a test can insert and delete around them.
private final class ItemSource: TableViewDataSource {
    var items: [(name: String, height: Double)]
    var heightQuestions = 0

    init(count: Int, height: (Int) -> Double = { $0 % 3 == 0 ? 90 : 50 }) {
        items = (0..<count).map { ("Item \($0)", height($0)) }
    }

    func numberOfRows(in tableView: TableView) -> Int { items.count }

    func tableView(_ tableView: TableView, heightForRow row: Int) -> Double {
        heightQuestions += 1
        return items[row].height
    }

    func tableView(_ tableView: TableView, cellForRow row: Int) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item") as! ItemCell
        cell.label.text = items[row].name
        return cell
    }
}

private final class ItemCell: TableViewCell {
    let label = Label("")

    init() {
        super.init(reuseIdentifier: "item")
        addSubview(label)
    }
}

private final class TableScreen: ViewController {
    let table = TableView(name: "table")

    init() {
        super.init(title: "Table", name: "table.screen")
        view.addSubview(table)
        table.register({ ItemCell() }, forCellReuseIdentifier: "item")
    }

    override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("table", table)] }
    override func layoutView() { table.frame = view.bounds }
}

/// A table in a 390x644 window (600 pt of list under the bar), its data and a frame loop.
private struct TableHarness {
    let screen = TableScreen()
    let source: ItemSource
    let app: Application
    let loop: FrameLoop
    var table: TableView { screen.table }

    init(count: Int, estimated: Double = 0, height: @escaping (Int) -> Double = { $0 % 3 == 0 ? 90 : 50 }) {
        source = ItemSource(count: count, height: height)
        screen.table.estimatedRowHeight = estimated
        screen.table.dataSource = source
        app = Application(root: screen, size: Size(width: 390, height: 644))
        loop = FrameLoop(app: app)
        loop.runFrame()
    }

    /// Row tops by a plain running sum over the data source's heights (independent of the index).
    func tops() -> [Double] {
        var tops: [Double] = [], y = 0.0
        for item in source.items {
            tops.append(y)
            y += item.height
        }
        return tops
    }

    /// Checks that exactly the rows meeting the visible rect ± overscan have cells, at their
    /// frames, showing their own items.
    func expectCellsMatchTheRowsInSight(_ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        let tops = tops()
        let low = table.contentOffset.y - table.overscan, high = table.contentOffset.y + table.bounds.height + table.overscan
        let expected = source.items.indices.filter { tops[$0] < high && tops[$0] + source.items[$0].height > low }
        #expect(Array(table.visibleRows) == expected, comment, sourceLocation: sourceLocation)
        let cells = table.subviews.compactMap { $0 as? ItemCell }
        #expect(cells.count == expected.count, comment, sourceLocation: sourceLocation)
        for row in expected {
            guard let cell = table.cellForRow(at: row) as? ItemCell else {
                Issue.record("no cell for row \(row)", sourceLocation: sourceLocation)
                continue
            }
            #expect(cell.frame == Rect(x: 0, y: tops[row], width: 390, height: source.items[row].height), sourceLocation: sourceLocation)
            #expect(cell.label.text == source.items[row].name, sourceLocation: sourceLocation)
            #expect(cell.row == row && cell.superview === table, sourceLocation: sourceLocation)
        }
    }
}

@Suite struct TableViewTests {
    @Test func atEveryOffsetExactlyTheRowsInSightHaveCells() {
        let harness = TableHarness(count: 500)
        let end = harness.table.maximumContentOffset.y

        for offset in [0, 1, 49.5, 50, 333, 1234.5, 9000, end - 1, end, -80, end + 120] {
            harness.table.contentOffset.y = offset
            harness.loop.runFrame()
            harness.expectCellsMatchTheRowsInSight("offset \(offset)")
        }
    }

    @Test func cellsAreReusedAndAScrolledBackRowShowsItsOwnContent() {
        let harness = TableHarness(count: 500)
        harness.loop.runFrame()

        for step in 1...200 {
            harness.table.contentOffset.y = Double(step) * 37
            harness.loop.runFrame()
        }
        let created = harness.table.cellsCreated
        harness.table.contentOffset.y = 0
        harness.loop.runFrame()

        harness.expectCellsMatchTheRowsInSight()
        #expect(created <= 20, "cells created while scrolling 7400 pt: \(created)")
        #expect(harness.table.cellsCreated == created)
    }

    @Test func aTapAfterReuseSelectsTheRowUnderTheFinger() {
        let harness = TableHarness(count: 500)
        var selected: [Int] = []
        harness.table.onSelect = { row, _ in selected.append(row) }
        harness.table.contentOffset.y = 5000
        harness.loop.runFrame()
        let tops = harness.tops()
        let row = tops.firstIndex { $0 > 5000 + 300 }!  // a row in the middle of the screen
        let y = 44 + tops[row] - 5000 + 10

        harness.loop.enqueue(.touch(1, .began, at: Point(x: 100, y: y), time: harness.loop.time + 0.001))
        harness.loop.enqueue(.touch(1, .ended, at: Point(x: 100, y: y), time: harness.loop.time + 0.05))
        for _ in 0..<10 { harness.loop.runFrame() }

        #expect(selected == [row])
    }

    @Test func estimatedHeightsAreMeasuredInSightWithoutMovingWhatIsShown() {
        let harness = TableHarness(count: 2000, estimated: 60)
        #expect(harness.source.heightQuestions <= 30, "only rows in sight are measured")
        // Jump far down through unmeasured rows, then scroll up into more of them.
        harness.table.scrollToRow(at: 1500, position: .top, animated: false)
        harness.loop.runFrame()
        #expect(harness.table.contentOffset.y == harness.table.heights.top(ofRow: 1500))
        let cell1500 = harness.table.cellForRow(at: 1500)
        let screenY = (cell1500?.frame.minY ?? 0) - harness.table.contentOffset.y

        for _ in 0..<40 {
            let shownBefore = harness.table.visibleRows.lowerBound + 3
            let yBefore = harness.table.rectForRow(at: shownBefore).minY - harness.table.contentOffset.y
            harness.table.contentOffset.y -= 40
            harness.loop.runFrame()
            let yAfter = harness.table.rectForRow(at: shownBefore).minY - harness.table.contentOffset.y
            #expect(abs(yAfter - (yBefore + 40)) < 1e-9, "a row on screen moves only with the scroll")
        }

        #expect(screenY == 0)
        #expect(harness.source.heightQuestions < 200)
        // Measured rows show at their true heights.
        for row in harness.table.visibleRows {
            #expect(harness.table.rectForRow(at: row).height == harness.source.items[row].height)
        }
    }

    @Test func insertingDeletingAndReloadingAboveKeepsTheVisibleRowsInPlace() {
        let harness = TableHarness(count: 300)
        harness.table.contentOffset.y = 4000
        harness.loop.runFrame()
        func shown() -> [String: Double] {
            var result: [String: Double] = [:]
            for row in harness.table.visibleRows {
                result[harness.source.items[row].name] = harness.table.rectForRow(at: row).minY - harness.table.contentOffset.y
            }
            return result
        }
        let before = shown()

        harness.source.items.insert(("New A", 120), at: 3)
        harness.source.items.insert(("New B", 30), at: 10)
        harness.table.insertRows(at: [3, 10])
        harness.loop.runFrame()
        let afterInsert = shown()
        harness.expectCellsMatchTheRowsInSight("after insert")

        harness.source.items.remove(at: 20)
        harness.source.items.remove(at: 5)
        harness.table.deleteRows(at: [5, 20])
        harness.loop.runFrame()
        let afterDelete = shown()
        harness.expectCellsMatchTheRowsInSight("after delete")

        harness.source.items[7].height = 200
        harness.source.items[7].name = "Reloaded"
        harness.table.reloadRows(at: [7])
        harness.loop.runFrame()
        let afterReload = shown()
        harness.expectCellsMatchTheRowsInSight("after reload")

        #expect(afterInsert == before)
        #expect(afterDelete == before)
        #expect(afterReload == before)
        #expect(before.count >= 10)
        #expect(harness.table.contentOffset.y != 4000, "the content above changed height, so the offset moved")
    }

    @Test func reloadingAVisibleRowShowsItsNewContent() {
        let harness = TableHarness(count: 50)
        harness.source.items[2].name = "Changed"

        harness.table.reloadRows(at: [2])
        harness.loop.runFrame()

        harness.expectCellsMatchTheRowsInSight()
        #expect((harness.table.cellForRow(at: 2) as? ItemCell)?.label.text == "Changed")
    }

    @Test(arguments: [TableViewScrollPosition.top, .middle, .bottom, .none])
    func scrollToRowPutsTheRowWhereAsked(position: TableViewScrollPosition) {
        let harness = TableHarness(count: 400)

        harness.table.scrollToRow(at: 200, position: position, animated: false)
        harness.loop.runFrame()

        let rect = harness.table.rectForRow(at: 200)
        let y = harness.table.contentOffset.y, height = harness.table.bounds.height
        switch position {
        case .top: #expect(y == rect.minY)
        case .middle: #expect(y == rect.midY - height / 2)
        case .bottom, .none: #expect(y == rect.maxY - height)
        }
        harness.expectCellsMatchTheRowsInSight()
    }

    @Test func scrollToRowAnimatedLandsOnTheRowWithTheProgrammaticCallback() {
        let harness = TableHarness(count: 400)
        var ended = false
        let observation = harness.table.observeEvents { if $0 == .didEndScrollingAnimation { ended = true } }
        defer { observation.cancel() }

        harness.table.scrollToRow(at: 300, position: .top, animated: true)
        for _ in 0..<30 { harness.loop.runFrame() }

        #expect(harness.table.contentOffset.y == harness.table.rectForRow(at: 300).minY)
        #expect(ended)
        harness.expectCellsMatchTheRowsInSight()
    }
}

@Suite struct MillionRowListTests {
    @Test func flingsAndAJumpThroughAMillionRowsKeepOnlyTheRowsInSight() {
        let screen = ListHostScreen(
            ListView(name: "list", rowCount: 1_000_000, height: { $0 % 2 == 0 ? 64 : 88 }) {
                ListView.Row(title: "Row \($0)", subtitle: "Subtitle \($0)", height: $0 % 2 == 0 ? 64 : 88)
            })
        let app = Application(root: screen, size: Size(width: 390, height: 844))
        let loop = FrameLoop(app: app)
        let list = screen.list
        func top(_ row: Int) -> Double { Double(row / 2) * 152 + Double(row % 2) * 64 }
        // Three fast flicks up, then a jump to the middle and two more.
        var t = 0.05
        func flick() {
            loop.enqueue(.touch(1, .began, at: Point(x: 200, y: 750), time: t))
            for step in 1...6 {
                loop.enqueue(.touch(1, .moved, at: Point(x: 200, y: 750 - Double(step) * 100), time: t + Double(step) / 60))
            }
            loop.enqueue(.touch(1, .ended, at: Point(x: 200, y: 150), time: t + 0.11))
            t += 1
        }
        flick(); flick(); flick()

        var worstCount = 0, frames = 0, mismatches = 0
        func check() {
            let low = list.contentOffset.y - list.overscan, high = list.contentOffset.y + list.bounds.height + list.overscan
            var expected: [Int] = []
            var row = max(0, Int(low / 152) * 2 - 2)
            while row < 1_000_000, top(row) < high {
                if top(row) + (row % 2 == 0 ? 64 : 88) > low { expected.append(row) }
                row += 1
            }
            let cellsOK = expected.allSatisfy { row in
                guard let cell = list.cellForRow(at: row) as? ListRowView else { return false }
                return cell.titleLabel.text == "Row \(row)" && cell.frame.minY == top(row)
            }
            if Array(list.visibleRows) != expected || !cellsOK { mismatches += 1 }
            worstCount = max(worstCount, list.subviews.count { $0 is TableViewCell })
            frames += 1
        }
        while loop.time < 3.2 { loop.runFrame(); check() }
        let reachedByFlinging = list.contentOffset.y
        list.scrollToRow(at: 500_000, position: .middle, animated: false)
        t = loop.time + 0.05
        flick(); flick()
        while loop.time < 6.5 { loop.runFrame(); check() }

        // 844 − 44 = 800 pt of list plus 64 pt of overscan each side, rows at least 64 pt: at most 16 rows.
        let bound = Int(((800 + 2 * list.overscan) / 64).rounded(.up)) + 1
        #expect(mismatches == 0, "frames whose cells differ from the rows in sight: \(mismatches) of \(frames)")
        #expect(worstCount <= bound)
        #expect(reachedByFlinging > 5000)
        #expect(list.contentOffset.y > top(500_000))
        #expect(list.cellsCreated <= bound + 2)
    }
}
