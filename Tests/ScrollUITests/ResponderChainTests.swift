import Geometry
import Gestures
import ScrollLabDriver
import ScrollUI
import Testing

/// A cell whose content sits in a plain view that fills it, as a designer lays one out.
private final class PlainContentCell: TableViewCell {
    let content = View(name: "cell.content")

    init() {
        super.init(reuseIdentifier: "plain")
        content.backgroundColor = .white
        addSubview(content)
    }

    override func layoutSubviews() { content.frame = bounds }
}

private final class PlainRowsSource: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int { 20 }
    func tableView(_ tableView: TableView, heightForRow row: Int) -> Double { 60 }
    func tableView(_ tableView: TableView, cellForRow row: Int) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "plain")
    }
}

/// A screen that records the touches no view handled (UIKit: they reach the view controller).
private final class PlainTableScreen: ViewController {
    let table = TableView(name: "table")
    let source = PlainRowsSource()
    var selected: [Int] = []
    var unhandledBegan = 0

    init() {
        super.init(title: "Plain", name: "plain.screen")
        view.addSubview(table)
        table.register({ PlainContentCell() }, forCellReuseIdentifier: "plain")
        table.dataSource = source
        table.onSelect = { [unowned self] row, _ in selected.append(row) }
    }

    override func layoutView() { table.frame = view.bounds }
    override func touchesBegan(_ touches: [Touch], time: Double) { unhandledBegan += 1 }
}

/// A collection cell whose picture sits in a plain view that fills it.
private final class PlainItemCell: CollectionViewCell {
    let content = View(name: "item.content")

    init() {
        super.init(reuseIdentifier: "item")
        content.backgroundColor = .groupedBackground
        addSubview(content)
    }

    override func layoutSubviews() { content.frame = bounds }
}

/// A grid of 100 × 100 pt items, 10 pt apart, selections recorded.
private final class PlainGridScreen: ViewController, CollectionViewDataSource {
    let grid = CollectionView(name: "grid", layout: CollectionViewFlowLayout(itemSize: Size(width: 100, height: 100)))
    var selected: [IndexPath] = []

    init() {
        super.init(title: "Grid", name: "grid.screen")
        view.addSubview(grid)
        grid.register({ PlainItemCell() }, forCellWithReuseIdentifier: "item")
        grid.dataSource = self
        grid.onSelect = { [unowned self] indexPath, _ in selected.append(indexPath) }
    }

    override func layoutView() { grid.frame = view.bounds }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item")
    }
}

/// Touches a view does not handle go on to its superview and then to the view controller, as
/// UIKit's `UIResponder` forwards them to `next`.
@Suite struct ResponderChainTests {
    @Test func aTapOnAPlainViewInsideACellSelectsTheRow() throws {
        // given: rows 60 pt tall under the 44 pt bar; row 2 spans y 164…224 in the window
        let screen = PlainTableScreen()
        let driver = ScreenDriver(screen, size: Size(width: 390, height: 644))
        try driver.runFrame()

        // when
        driver.tap(at: Point(x: 200, y: 190))
        try driver.runUntilAtRest()

        // then
        #expect(screen.selected == [2])
    }

    @Test func aTapOnAPlainViewInsideACollectionCellSelectsTheItem() throws {
        // given: the first item spans x 0…100, y 44…144 in the window
        let screen = PlainGridScreen()
        let driver = ScreenDriver(screen, size: Size(width: 390, height: 644))
        try driver.runFrame()

        // when
        driver.tap(at: Point(x: 50, y: 90))
        try driver.runUntilAtRest()

        // then
        #expect(screen.selected == [IndexPath(item: 0, section: 0)])
    }

    @Test func aTouchNoViewHandlesReachesTheViewController() throws {
        // given: a plain view on the screen, outside any control
        let screen = PlainTableScreen()
        screen.table.isHidden = true
        let driver = ScreenDriver(screen, size: Size(width: 390, height: 644))
        try driver.runFrame()

        // when
        driver.tap(at: Point(x: 200, y: 300))
        try driver.runUntilAtRest()

        // then
        #expect(screen.unhandledBegan == 1)
    }
}
