import Foundation
import Geometry
import ScrollLabDriver
import Testing
import ScrollUI

/// A list collection of named 50-pt rows, one per line, with trailing Delete / Archive actions.
private final class ListSource: CollectionViewDataSource {
    var names = (0..<200).map { "Message \($0)" }
    var performed: [String] = []

    func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { names.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row") as! NamedCell
        cell.message = names[indexPath.item]
        return cell
    }

    func trailingActions(_ indexPath: IndexPath) -> SwipeActionsConfiguration? {
        let delete = ContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            self?.performed.append("delete \(indexPath.item)")
            self?.names.remove(at: indexPath.item)
            done(true)
        }
        let archive = ContextualAction(style: .normal, title: "Archive") { _, _, done in done(true) }
        return SwipeActionsConfiguration(actions: [delete, archive])
    }
}

private final class NamedCell: CollectionViewCell {
    var message = ""
    init() { super.init(reuseIdentifier: "row") }
}

private final class ListScreen: ViewController {
    let collection = CollectionView(
        name: "list",
        layout: CollectionViewFlowLayout(
            itemSize: Size(width: 390, height: 50), minimumInteritemSpacing: 0, minimumLineSpacing: 0))
    init() {
        super.init(title: "List", name: "list.screen")
        view.addSubview(collection)
        collection.register({ NamedCell() }, forCellWithReuseIdentifier: "row")
    }
    override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("list", collection)] }
    override func layoutView() { collection.frame = view.bounds }
}

/// A 390-pt-wide list of 200 rows under the bar (the list's top is at y = 44 in the window).
private struct List {
    let screen = ListScreen()
    let source = ListSource()
    let driver: ScreenDriver
    var collection: CollectionView { screen.collection }

    init() throws {
        let source = source
        screen.collection.dataSource = source
        screen.collection.listConfiguration = CollectionListConfiguration(
            trailingSwipeActionsConfigurationProvider: { source.trailingActions($0) })
        driver = ScreenDriver(screen, size: Size(width: 390, height: 644))
        try driver.runFrame()
    }

    func windowY(ofItem item: Int) -> Double { 44 + Double(item) * 50 + 25 - collection.contentOffset.y }

    func cell(_ item: Int) -> NamedCell? { collection.cellForItem(at: IndexPath(item: item, section: 0)) as? NamedCell }
}

@Suite struct CollectionSwipeTests {
    @Test func aHorizontalDragOpensAListRowsTrailingActions() throws {
        let list = try List()
        list.driver.drag(
            from: Point(x: 300, y: list.windowY(ofItem: 2)), by: Point(x: -120, y: 4), duration: 0.3, hold: 0.1)
        _ = try list.driver.runUntilAtRest()
        #expect(list.collection.swipedItem == IndexPath(item: 2, section: 0))
        #expect(list.collection.swipeOffset == -2 * SwipeThresholds.buttonWidth, "open at the buttons' width")
        #expect(list.collection.contentOffset.y == 0, "the list did not scroll")
        #expect(list.cell(2)?.frame.minX == -148)
        #expect(list.source.performed.isEmpty)
    }

    @Test func aVerticalDragScrollsAndSwipesNothing() throws {
        let list = try List()
        list.driver.drag(from: Point(x: 300, y: 500), by: Point(x: -30, y: -200), duration: 0.3, hold: 0.1)
        _ = try list.driver.runUntilAtRest()
        #expect(list.collection.swipedItem == nil)
        #expect(list.collection.contentOffset.y > 100)
    }

    @Test func aDestructiveFullSwipeDeletesTheItemWithTheDeleteAnimation() throws {
        let list = try List()
        list.driver.drag(from: Point(x: 370, y: list.windowY(ofItem: 3)), by: Point(x: -340, y: 0), duration: 0.3)
        try list.driver.runUntil { list.source.performed == ["delete 3"] }
        #expect(list.collection.isAnimatingItems, "the item leaves with the delete animation")
        _ = try list.driver.runUntilAtRest()
        try list.driver.runUntil { !list.collection.isAnimatingItems }
        #expect(list.collection.numberOfItems(inSection: 0) == 199)
        #expect(list.cell(3)?.message == "Message 4")
        #expect(list.collection.swipedItem == nil && list.cell(3)?.frame.minX == 0)
    }

    @Test func aSwipeOfAnotherRowClosesTheOpenOne() throws {
        let list = try List()
        list.driver.drag(
            from: Point(x: 300, y: list.windowY(ofItem: 1)), by: Point(x: -130, y: 0), duration: 0.3, hold: 0.1)
        _ = try list.driver.runUntilAtRest()
        #expect(list.collection.swipedItem == IndexPath(item: 1, section: 0))
        list.driver.drag(
            from: Point(x: 300, y: list.windowY(ofItem: 4)), by: Point(x: -130, y: 0), duration: 0.3, hold: 0.1)
        _ = try list.driver.runUntilAtRest()
        #expect(list.collection.swipedItem == IndexPath(item: 4, section: 0))
        #expect(list.cell(1)?.frame.minX == 0, "the first row closed")
        #expect(list.cell(4)?.frame.minX == -148)
    }

    @Test func aTapElsewhereClosesTheOpenRowAndSelectsNothingAndScrollingClosesIt() throws {
        let list = try List()
        var selected: [IndexPath] = []
        list.collection.onSelect = { path, _ in selected.append(path) }
        list.driver.drag(
            from: Point(x: 300, y: list.windowY(ofItem: 1)), by: Point(x: -130, y: 0), duration: 0.3, hold: 0.1)
        _ = try list.driver.runUntilAtRest()
        #expect(list.collection.swipedItem == IndexPath(item: 1, section: 0))
        list.driver.tap(at: Point(x: 200, y: list.windowY(ofItem: 5)))
        _ = try list.driver.runUntilAtRest()
        #expect(list.collection.swipedItem == nil && list.cell(1)?.frame.minX == 0)
        #expect(selected.isEmpty, "the tap that closes the row selects nothing")
        list.driver.drag(
            from: Point(x: 300, y: list.windowY(ofItem: 1)), by: Point(x: -130, y: 0), duration: 0.3, hold: 0.1)
        _ = try list.driver.runUntilAtRest()
        #expect(list.collection.swipedItem == IndexPath(item: 1, section: 0))
        // A vertical drag that starts on the open row: the scroll, not the touch's lifting, closes it.
        list.driver.drag(
            from: Point(x: 200, y: list.windowY(ofItem: 1)), by: Point(x: 0, y: -100), duration: 0.3, hold: 0.5)
        try list.driver.runUntil { list.collection.isDragging }
        try list.driver.runUntil { list.collection.swipedItem == nil }
        #expect(list.collection.isTracking, "closed while the finger is still down")
    }

    @Test func aGridOfSeveralColumnsDoesNotSwipe() throws {
        let list = try List()
        list.collection.layout = CollectionViewFlowLayout(itemSize: Size(width: 100, height: 50))
        try list.driver.runFrame()
        list.driver.drag(
            from: Point(x: 300, y: list.windowY(ofItem: 0)), by: Point(x: -130, y: 0), duration: 0.3, hold: 0.1)
        _ = try list.driver.runUntilAtRest()
        #expect(list.collection.swipedItem == nil)
    }
}
