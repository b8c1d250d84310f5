import Geometry
import Gestures
import ScrollLabDriver
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

/// A table in a 390x644 window (600 pt of list under the bar) and its data, driven by `ScreenDriver`.
private struct TableFixture {
    let screen = TableScreen()
    let source: ItemSource
    let driver: ScreenDriver
    var table: TableView { screen.table }

    init(count: Int, estimated: Double = 0, height: @escaping (Int) -> Double = { $0 % 3 == 0 ? 90 : 50 }) throws {
        source = ItemSource(count: count, height: height)
        screen.table.estimatedRowHeight = estimated
        screen.table.dataSource = source
        driver = ScreenDriver(screen, size: Size(width: 390, height: 644))
        try driver.runFrame()
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
        let low = table.contentOffset.y - table.overscan,
            high = table.contentOffset.y + table.bounds.height + table.overscan
        let expected = source.items.indices.filter { tops[$0] < high && tops[$0] + source.items[$0].height > low }
        #expect(Array(table.visibleRows) == expected, comment, sourceLocation: sourceLocation)
        let cells = table.subviews.compactMap { $0 as? ItemCell }
        #expect(cells.count == expected.count, comment, sourceLocation: sourceLocation)
        for row in expected {
            guard let cell = table.cellForRow(at: row) as? ItemCell else {
                Issue.record("no cell for row \(row)", sourceLocation: sourceLocation)
                continue
            }
            #expect(
                cell.frame == Rect(x: 0, y: tops[row], width: 390, height: source.items[row].height),
                sourceLocation: sourceLocation)
            #expect(cell.label.text == source.items[row].name, sourceLocation: sourceLocation)
            #expect(cell.row == row && cell.superview === table, sourceLocation: sourceLocation)
        }
    }
}

@Suite struct TableViewTests {
    @Test func atEveryOffsetExactlyTheRowsInSightHaveCells() throws {
        let fixture = try TableFixture(count: 500)
        let end = fixture.table.maximumContentOffset.y

        for offset in [0, 1, 49.5, 50, 333, 1234.5, 9000, end - 1, end, -80, end + 120] {
            fixture.table.contentOffset.y = offset
            try fixture.driver.runFrame()
            fixture.expectCellsMatchTheRowsInSight("offset \(offset)")
        }
    }

    @Test func cellsAreReusedAndAScrolledBackRowShowsItsOwnContent() throws {
        let fixture = try TableFixture(count: 500)
        try fixture.driver.runFrame()

        for step in 1...200 {
            fixture.table.contentOffset.y = Double(step) * 37
            try fixture.driver.runFrame()
        }
        let created = fixture.table.cellsCreated
        fixture.table.contentOffset.y = 0
        try fixture.driver.runFrame()

        fixture.expectCellsMatchTheRowsInSight()
        #expect(created <= 20, "cells created while scrolling 7400 pt: \(created)")
        #expect(fixture.table.cellsCreated == created)
    }

    @Test func aTapAfterReuseSelectsTheRowUnderTheFinger() throws {
        let fixture = try TableFixture(count: 500)
        var selected: [Int] = []
        fixture.table.onSelect = { row, _ in selected.append(row) }
        fixture.table.contentOffset.y = 5000
        try fixture.driver.runFrame()
        let tops = fixture.tops()
        let row = tops.firstIndex { $0 > 5000 + 300 }!  // a row in the middle of the screen
        let y = 44 + tops[row] - 5000 + 10

        fixture.driver.enqueue(.touch(1, .began, at: Point(x: 100, y: y), time: fixture.driver.time + 0.001))
        fixture.driver.enqueue(.touch(1, .ended, at: Point(x: 100, y: y), time: fixture.driver.time + 0.05))
        for _ in 0..<10 { try fixture.driver.runFrame() }

        #expect(selected == [row])
    }

    @Test func estimatedHeightsAreMeasuredInSightWithoutMovingWhatIsShown() throws {
        let fixture = try TableFixture(count: 2000, estimated: 60)
        #expect(fixture.source.heightQuestions <= 30, "only rows in sight are measured")
        // Jump far down through unmeasured rows, then scroll up into more of them.
        fixture.table.scrollToRow(at: 1500, position: .top, animated: false)
        try fixture.driver.runFrame()
        #expect(fixture.table.contentOffset.y == fixture.table.heights.top(ofRow: 1500))
        let cell1500 = fixture.table.cellForRow(at: 1500)
        let screenY = (cell1500?.frame.minY ?? 0) - fixture.table.contentOffset.y

        for _ in 0..<40 {
            let shownBefore = fixture.table.visibleRows.lowerBound + 3
            let yBefore = fixture.table.rectForRow(at: shownBefore).minY - fixture.table.contentOffset.y
            fixture.table.contentOffset.y -= 40
            try fixture.driver.runFrame()
            let yAfter = fixture.table.rectForRow(at: shownBefore).minY - fixture.table.contentOffset.y
            #expect(abs(yAfter - (yBefore + 40)) < 1e-9, "a row on screen moves only with the scroll")
        }

        #expect(screenY == 0)
        #expect(fixture.source.heightQuestions < 200)
        // Measured rows show at their true heights.
        for row in fixture.table.visibleRows {
            #expect(fixture.table.rectForRow(at: row).height == fixture.source.items[row].height)
        }
    }

    @Test func insertingDeletingAndReloadingAboveKeepsTheVisibleRowsInPlace() throws {
        let fixture = try TableFixture(count: 300)
        fixture.table.contentOffset.y = 4000
        try fixture.driver.runFrame()
        func shown() -> [String: Double] {
            var result: [String: Double] = [:]
            for row in fixture.table.visibleRows {
                result[fixture.source.items[row].name] =
                    fixture.table.rectForRow(at: row).minY - fixture.table.contentOffset.y
            }
            return result
        }
        let before = shown()

        fixture.source.items.insert(("New A", 120), at: 3)
        fixture.source.items.insert(("New B", 30), at: 10)
        fixture.table.insertRows(at: [3, 10])
        try fixture.driver.runFrame()
        let afterInsert = shown()
        fixture.expectCellsMatchTheRowsInSight("after insert")

        fixture.source.items.remove(at: 20)
        fixture.source.items.remove(at: 5)
        fixture.table.deleteRows(at: [5, 20])
        try fixture.driver.runFrame()
        let afterDelete = shown()
        fixture.expectCellsMatchTheRowsInSight("after delete")

        fixture.source.items[7].height = 200
        fixture.source.items[7].name = "Reloaded"
        fixture.table.reloadRows(at: [7])
        try fixture.driver.runFrame()
        let afterReload = shown()
        fixture.expectCellsMatchTheRowsInSight("after reload")

        #expect(afterInsert == before)
        #expect(afterDelete == before)
        #expect(afterReload == before)
        #expect(before.count >= 10)
        #expect(fixture.table.contentOffset.y != 4000, "the content above changed height, so the offset moved")
    }

    @Test func reloadingAVisibleRowShowsItsNewContent() throws {
        let fixture = try TableFixture(count: 50)
        fixture.source.items[2].name = "Changed"

        fixture.table.reloadRows(at: [2])
        try fixture.driver.runFrame()

        fixture.expectCellsMatchTheRowsInSight()
        #expect((fixture.table.cellForRow(at: 2) as? ItemCell)?.label.text == "Changed")
    }

    @Test(arguments: [TableViewScrollPosition.top, .middle, .bottom, .none])
    func scrollToRowPutsTheRowWhereAsked(position: TableViewScrollPosition) throws {
        let fixture = try TableFixture(count: 400)

        fixture.table.scrollToRow(at: 200, position: position, animated: false)
        try fixture.driver.runFrame()

        let rect = fixture.table.rectForRow(at: 200)
        let y = fixture.table.contentOffset.y, height = fixture.table.bounds.height
        switch position {
        case .top: #expect(y == rect.minY)
        case .middle: #expect(y == rect.midY - height / 2)
        case .bottom, .none: #expect(y == rect.maxY - height)
        }
        fixture.expectCellsMatchTheRowsInSight()
    }

    @Test func scrollToRowAnimatedLandsOnTheRowWithTheProgrammaticCallback() throws {
        let fixture = try TableFixture(count: 400)
        var ended = false
        let observation = fixture.table.observeEvents { if $0 == .didEndScrollingAnimation { ended = true } }
        defer { observation.cancel() }

        fixture.table.scrollToRow(at: 300, position: .top, animated: true)
        for _ in 0..<30 { try fixture.driver.runFrame() }

        #expect(fixture.table.contentOffset.y == fixture.table.rectForRow(at: 300).minY)
        #expect(ended)
        fixture.expectCellsMatchTheRowsInSight()
    }
}

@Suite struct MillionRowListTests {
    @Test func flingsAndAJumpThroughAMillionRowsKeepOnlyTheRowsInSight() throws {
        let screen = ListHostScreen(
            ListView(name: "list", rowCount: 1_000_000, height: { $0 % 2 == 0 ? 64 : 88 }) {
                ListView.Row(title: "Row \($0)", subtitle: "Subtitle \($0)", height: $0 % 2 == 0 ? 64 : 88)
            })
        let driver = ScreenDriver(screen, size: Size(width: 390, height: 844))
        let list = screen.list
        func top(_ row: Int) -> Double { Double(row / 2) * 152 + Double(row % 2) * 64 }
        // Three fast flicks up, then a jump to the middle and two more.
        var t = 0.05
        func flick() {
            driver.enqueue(.touch(1, .began, at: Point(x: 200, y: 750), time: t))
            for step in 1...6 {
                driver.enqueue(
                    .touch(1, .moved, at: Point(x: 200, y: 750 - Double(step) * 100), time: t + Double(step) / 60))
            }
            driver.enqueue(.touch(1, .ended, at: Point(x: 200, y: 150), time: t + 0.11))
            t += 1
        }
        flick(); flick(); flick()

        var worstCount = 0, frames = 0, mismatches = 0
        func check() {
            let low = list.contentOffset.y - list.overscan,
                high = list.contentOffset.y + list.bounds.height + list.overscan
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
        while driver.time < 3.2 {
            try driver.runFrame()
            check()
        }
        let reachedByFlinging = list.contentOffset.y
        list.scrollToRow(at: 500_000, position: .middle, animated: false)
        t = driver.time + 0.05
        flick(); flick()
        while driver.time < 6.5 {
            try driver.runFrame()
            check()
        }

        // 844 − 44 = 800 pt of list plus 64 pt of overscan each side, rows at least 64 pt: at most 16 rows.
        let bound = Int(((800 + 2 * list.overscan) / 64).rounded(.up)) + 1
        #expect(mismatches == 0, "frames whose cells differ from the rows in sight: \(mismatches) of \(frames)")
        #expect(worstCount <= bound)
        #expect(reachedByFlinging > 5000)
        #expect(list.contentOffset.y > top(500_000))
        #expect(list.cellsCreated <= bound + 2)
    }
}
