import Geometry
import Gestures
import ScrollLabDriver
import ScrollUI
import Testing

/// A cell whose height is its note's: a multi-line label with 12 pt above and below.
private final class NoteCell: TableViewCell {
    let note = Label("", numberOfLines: 0, name: "note")

    init() {
        super.init(reuseIdentifier: "note")
        addSubview(note)
    }

    override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: note.sizeThatFits(Size(width: size.width - 32, height: 0)).height + 24)
    }

    override func layoutSubviews() {
        note.frame = Rect(x: 16, y: 12, width: bounds.width - 32, height: bounds.height - 24)
    }
}

/// `notes`: rows of one to six sentences, each row as tall as its text (`automaticDimension`).
private final class NotesScreen: ViewController, TableViewDataSource {
    let table = TableView(name: "notes")
    let count: Int
    private(set) var cellQuestions = 0

    init(count: Int, estimated: Double) {
        self.count = count
        super.init(title: "Notes", name: "notes.screen")
        table.estimatedRowHeight = estimated
        table.rowHeight = TableView.automaticDimension
        table.register({ NoteCell() }, forCellReuseIdentifier: "note")
        table.dataSource = self
        view.addSubview(table)
    }

    static func text(ofRow row: Int) -> String {
        (0...(row * 7) % 6).map { "Sentence \($0 + 1) of note \(row + 1) says a little more." }.joined(separator: " ")
    }

    /// The height the row should have: its text measured at the table's width, plus the margins.
    func expectedHeight(ofRow row: Int) -> Double {
        Label(Self.text(ofRow: row), numberOfLines: 0).sizeThatFits(Size(width: table.bounds.width - 32, height: 0))
            .height + 24
    }

    override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("notes", table)] }

    override func layoutView() { table.frame = view.bounds }

    func numberOfRows(in tableView: TableView) -> Int { count }

    func tableView(_ tableView: TableView, cellForRow row: Int) -> TableViewCell {
        cellQuestions += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "note") as! NoteCell
        cell.note.text = Self.text(ofRow: row)
        return cell
    }
}

/// Self-sizing rows (issue 33, text): heights from the cells' `sizeThatFits`, estimates for rows
/// out of sight, and an exact landing at the bottom once the estimates are replaced.
@Suite struct SelfSizingRowsTests {
    @Test func eachRowIsAsTallAsItsCellSaysAndOnlyRowsInSightAreMeasured() throws {
        let screen = NotesScreen(count: 1_000_000, estimated: 60)
        let driver = ScreenDriver(screen)

        try driver.runFrame()

        let shown = screen.table.visibleRows
        #expect(!shown.isEmpty)
        for row in shown {
            #expect(
                abs(screen.table.rectForRow(at: row).height - screen.expectedHeight(ofRow: row)) < 1e-6, "row \(row)")
        }
        #expect(screen.table.rectForRow(at: shown.upperBound + 10).height == 60, "rows out of sight keep the estimate")
        #expect(
            screen.cellQuestions <= 2 * shown.count + 10,
            "measured (once) and shown in sight only: \(screen.cellQuestions) cells asked")
        #expect(screen.table.cellsCreated <= shown.count + 1)
    }

    @Test func withoutAnEstimateEveryRowIsMeasuredAtLoad() throws {
        let screen = NotesScreen(count: 40, estimated: 0)
        let driver = ScreenDriver(screen)

        try driver.runFrame()

        let total = (0..<40).map(screen.expectedHeight(ofRow:)).reduce(0, +)
        #expect(abs(screen.table.contentSize.height - total) < 1e-9)
    }

    @Test func aNewWidthMeasuresTheRowsAgainAndKeepsTheTopRow() throws {
        let screen = NotesScreen(count: 500, estimated: 60)
        let driver = ScreenDriver(screen)
        try driver.runFrame()
        screen.table.scrollToRow(at: 40, position: .top, animated: false)
        try driver.runFrame()

        driver.enqueue(SessionEvent(deliveredAt: driver.time + 0.01, kind: .resize(Size(width: 300, height: 844))))
        try driver.runFrame()

        #expect(screen.table.bounds.width == 300)
        #expect(screen.table.row(at: Point(x: 0, y: screen.table.contentOffset.y)) == 40)
        for row in screen.table.visibleRows {
            #expect(
                abs(screen.table.rectForRow(at: row).height - screen.expectedHeight(ofRow: row)) < 1e-6, "row \(row)")
        }
    }

    /// The ways to the bottom that aim for it: `scrollToRow` at once or animated, and the End key.
    enum WayDown: CaseIterable { case scrollToRow, animatedScrollToRow, endKey }

    @Test(arguments: WayDown.allCases)
    func aimingAtTheLastRowLandsItExactlyAtTheBottom(way: WayDown) throws {
        let screen = NotesScreen(count: 3_000, estimated: 60)
        let driver = ScreenDriver(screen)
        try driver.runFrame()

        switch way {
        case .scrollToRow, .animatedScrollToRow:
            screen.table.scrollToRow(at: 2_999, position: .bottom, animated: way == .animatedScrollToRow)
            try driver.runFrame()
        case .endKey: driver.press(key: "end")
        }
        try driver.runUntilAtRest()

        try expectLastRowAtTheBottom(screen)
    }

    @Test func flingingToTheEndLandsExactlyAtTheBottom() throws {
        let screen = NotesScreen(count: 120, estimated: 44)
        let driver = ScreenDriver(screen)
        try driver.runFrame()

        for _ in 0..<12 where screen.table.contentOffset.y < screen.table.maximumContentOffset.y {
            driver.fling(from: Point(x: 200, y: 700), velocity: Point(x: 0, y: -5000))
            try driver.runUntilAtRest()
        }

        try expectLastRowAtTheBottom(screen)
    }

    /// The last row is measured, its bottom is the view's bottom, and nothing is past it.
    private func expectLastRowAtTheBottom(
        _ screen: NotesScreen, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let table = screen.table, last = screen.count - 1
        let rect = table.rectForRow(at: last)
        #expect(abs(rect.height - screen.expectedHeight(ofRow: last)) < 1e-6, sourceLocation: sourceLocation)
        #expect(table.contentOffset.y == table.maximumContentOffset.y, sourceLocation: sourceLocation)
        #expect(abs(rect.maxY - (table.contentOffset.y + table.bounds.height)) < 1e-6, sourceLocation: sourceLocation)
        #expect(abs(table.contentSize.height - rect.maxY) < 1e-6, sourceLocation: sourceLocation)
        let cell = try #require(table.cellForRow(at: last), sourceLocation: sourceLocation)
        #expect(cell.frame == rect, sourceLocation: sourceLocation)
    }
}
