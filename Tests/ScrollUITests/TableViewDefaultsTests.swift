import Geometry
import ScrollLabDriver
import ScrollUI
import Testing

/// 30 rows of 60 pt; with `menus`, its delegate gives each row a context menu.
private final class RowsScreen: ViewController, TableViewDataSource, TableViewContextMenuDelegate {
    let table = TableView(name: "table")
    private(set) var askedMenus: [(row: Int, point: Point)] = []
    private(set) var commits = 0

    init(menus: Bool) {
        super.init(title: "Rows", name: "rows")
        table.register({ TableViewCell(reuseIdentifier: "row") }, forCellReuseIdentifier: "row")
        table.dataSource = self
        if menus { table.delegate = self }
        view.addSubview(table)
    }

    override func layoutView() { table.frame = view.bounds }

    func numberOfRows(in tableView: TableView) -> Int { 30 }
    func tableView(_ tableView: TableView, heightForRow row: Int) -> Double { 60 }
    func tableView(_ tableView: TableView, cellForRow row: Int) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row")
    }

    func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt row: Int, point: Point
    ) -> ContextMenuConfiguration? {
        askedMenus.append((row, point))
        return ContextMenuConfiguration(previewProvider: { ViewController(title: "Row \(row)", name: "preview") }) {
            _ in Menu(children: [Action(title: "Copy") { _ in }])
        }
    }

    func tableView(
        _ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: ContextMenuCommitAnimator
    ) {
        animator.addCompletion { [weak self] _ in self?.commits += 1 }
    }
}

/// What a table shows without being told (UIKit's plain style) and the menus its delegate gives rows.
@Suite struct TableViewDefaultsTests {
    /// The window point on `row` (the table's top is under the 44 pt bar).
    private func point(onRow row: Int, x: Double = 200) -> Point { Point(x: x, y: 44 + Double(row) * 60 + 30) }

    @Test func aTableIsWhiteWithAHairlineUnderEachRowInsetAsAsked() throws {
        let screen = RowsScreen(menus: false)
        let driver = ScreenDriver(screen, size: Size(width: 390, height: 644))
        try driver.runFrame()
        let cell = try #require(screen.table.cellForRow(at: 2))
        var list = DisplayList()
        cell.drawOverlay(in: &list)

        #expect(screen.table.backgroundColor == .white)
        #expect(list.items == [.fill(Rect(x: 16, y: 59.5, width: 374, height: 0.5), .separator, cornerRadius: 0)])

        screen.table.separatorInset = EdgeInsets(left: 28, right: 10)
        screen.table.separatorColor = .tint
        list = DisplayList()
        cell.drawOverlay(in: &list)
        #expect(list.items == [.fill(Rect(x: 28, y: 59.5, width: 352, height: 0.5), .tint, cornerRadius: 0)])

        screen.table.separatorStyle = .none
        list = DisplayList()
        cell.drawOverlay(in: &list)
        #expect(list.items.isEmpty)
    }

    @Test func aHeldRowAsksTheDelegateForItsMenuAndLiftsIntoIt() throws {
        let screen = RowsScreen(menus: true)
        let driver = ScreenDriver(screen, size: Size(width: 390, height: 644))
        try driver.runFrame()

        driver.longPress(at: point(onRow: 3, x: 120), duration: 1)
        try driver.runUntil { screen.table.cellForRow(at: 3)?.contextMenuInteractions.first?.presentation != nil }

        #expect(screen.askedMenus.map(\.row) == [3])
        let asked = try #require(screen.askedMenus.first?.point)
        #expect(
            (asked - Point(x: 120, y: 3 * 60 + 30)).length < 10,
            "in the table's content coordinates (through the pressed row's shrink): \(asked)")
        let presentation = try #require(screen.table.cellForRow(at: 3)?.contextMenuInteractions.first?.presentation)
        #expect(presentation.itemTitles == ["Copy"])
        _ = try driver.runUntilAtRest()
        driver.tap(at: presentation.previewFrame.center)
        _ = try driver.runUntilAtRest()
        #expect(screen.commits == 1, "a tap on the preview reaches the table delegate's commit")
    }

    @Test func withoutTheMenuDelegateRowsHaveNoInteraction() throws {
        let screen = RowsScreen(menus: false)
        let driver = ScreenDriver(screen, size: Size(width: 390, height: 644))
        try driver.runFrame()
        #expect(screen.table.cellForRow(at: 0)?.contextMenuInteractions.isEmpty == true)

        driver.longPress(at: point(onRow: 3), duration: 1)
        _ = try driver.runUntilAtRest()
        #expect(screen.askedMenus.isEmpty)
    }
}
