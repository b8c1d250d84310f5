import Foundation
import Geometry
import ScrollLabDriver
import ScrollUI
import Testing

/// `CollectionView` driven through `ScreenDriver`: the items in sight have cells (and only
/// they), cells are reused, taps select exactly one item and drags none, the highlight waits
/// for the content-touch delay, `scrollToItem` and `reloadData`.
@Suite struct CollectionViewTests {
    static let layout = CollectionViewFlowLayout(
        itemSize: Size(width: 4, height: 3), minimumItemWidth: 120, minimumInteritemSpacing: 2,
        minimumLineSpacing: 2, sectionInset: EdgeInsets(top: 4, bottom: 6), headerHeight: 40,
        sectionHeadersPinToVisibleBounds: true)
    /// Sections of 5 to 40 items, 3000 in all.
    static let counts: [Int] = (0..<200).map { 5 + ($0 * 13) % 36 }.reduce(into: []) { counts, n in
        if counts.reduce(0, +) < 3000 { counts.append(min(n, 3000 - counts.reduce(0, +))) }
    }

    private func driven(_ counts: [Int] = CollectionViewTests.counts) throws -> (CollectionScreen, ScreenDriver) {
        let screen = CollectionScreen(itemCounts: counts, layout: Self.layout)
        let driver = ScreenDriver(screen, size: Size(width: 390, height: 644))
        try driver.runFrame()
        return (screen, driver)
    }

    /// The items whose frame meets the visible rect ± overscan, by the plain-loop model.
    private func expectedItems(_ screen: CollectionScreen) -> [IndexPath] {
        let collection = screen.collection, grid = collection.grid
        let model = FlowModel(
            width: 390, columns: grid.columns, itemSize: grid.itemSize, gap: grid.interitemSpacing, line: 2,
            inset: EdgeInsets(top: 4, bottom: 6), header: 40)
        let low = collection.contentOffset.y - collection.overscan,
            high = collection.contentOffset.y + collection.bounds.height + collection.overscan
        return model.frames(screen.itemCounts).items.enumerated().flatMap { section, frames in
            frames.indices.filter { frames[$0].minY < high && frames[$0].maxY > low }.map {
                IndexPath(item: $0, section: section)
            }
        }
    }

    /// Exactly the expected items have cells, at their frames, configured for their own item.
    private func expectCellsMatchTheItemsInSight(
        _ screen: CollectionScreen, _ comment: Comment? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let expected = expectedItems(screen)
        let collection = screen.collection
        #expect(collection.indexPathsForVisibleItems == expected, comment, sourceLocation: sourceLocation)
        #expect(
            collection.subviews.count { $0 is CollectionViewCell } == expected.count, comment,
            sourceLocation: sourceLocation)
        for path in expected {
            let cell = collection.cellForItem(at: path) as? PathCell
            #expect(
                cell?.shown == path && cell?.frame == collection.rectForItem(at: path)
                    && cell?.superview === collection,
                comment, sourceLocation: sourceLocation)
        }
    }

    @Test func atEveryOffsetExactlyTheItemsInSightHaveCells() throws {
        let (screen, driver) = try driven()
        let end = screen.collection.maximumContentOffset.y

        for offset in [0, 1, 39.5, 40, 333, 1234.5, 9000, end - 1, end, -80, end + 120] {
            screen.collection.contentOffset.y = offset
            try driver.runFrame()
            expectCellsMatchTheItemsInSight(screen, "offset \(offset)")
        }
    }

    @Test func cellsAreReusedWhileFlingingAndLiveCellsStayWithinTheVisibleCount() throws {
        let (screen, driver) = try driven()
        let grid = screen.collection.grid
        // The most lines the visible height + 2 × overscan can meet, each of `columns` cells.
        let bound =
            (Int(
                ((screen.collection.bounds.height + 2 * screen.collection.overscan) / (grid.itemSize.height + 2))
                    .rounded(.up)) + 1)
            * grid.columns
        var mostCells = 0, furthest = 0.0

        for _ in 0..<3 { driver.fling(from: Point(x: 200, y: 560), velocity: Point(x: 0, y: -3000)) }
        while driver.time < 6 {
            try driver.runFrame()
            mostCells = max(mostCells, screen.collection.visibleCells.count)
            furthest = max(furthest, screen.collection.contentOffset.y)
            #expect(screen.collection.indexPathsForVisibleItems == expectedItems(screen))
        }
        let created = screen.collection.cellsCreated
        driver.fling(from: Point(x: 200, y: 100), velocity: Point(x: 0, y: 3000))
        try driver.runUntilAtRest()

        #expect(furthest > 2000, "the flings travelled \(furthest) pt")
        #expect(
            mostCells <= bound && created <= bound + grid.columns,
            "live \(mostCells), created \(created), bound \(bound)")
        #expect(screen.collection.cellsCreated == created, "scrolling back made no new cell")

        expectCellsMatchTheItemsInSight(screen)
    }

    @Test func aTapSelectsExactlyTheItemUnderTheFingerAndDeselectsTheLastOne() throws {
        let (screen, driver) = try driven()
        var events: [String] = []
        screen.collection.onSelect = { path, _ in events.append("select \(path.section).\(path.item)") }
        screen.collection.onDeselect = { path, _ in events.append("deselect \(path.section).\(path.item)") }
        let first = IndexPath(item: 1, section: 0), second = IndexPath(item: 2, section: 1)

        driver.tap(at: try centre(of: first, in: screen))
        try driver.runUntilAtRest()
        let afterFirst = screen.collection.indexPathsForSelectedItems
        driver.tap(at: try centre(of: second, in: screen))
        try driver.runUntilAtRest()

        #expect(afterFirst == [first])
        #expect(screen.collection.indexPathsForSelectedItems == [second])
        #expect(events == ["select 0.1", "deselect 0.1", "select 1.2"])
        #expect(screen.collection.cellForItem(at: second)?.isSelected == true)
        #expect(screen.collection.visibleCells.filter(\.isSelected).count == 1)
    }

    @Test func aDragStartingOnAnItemSelectsNothingAndCancelsItsHighlight() throws {
        let (screen, driver) = try driven()
        var selected: [IndexPath] = []
        screen.collection.onSelect = { path, _ in selected.append(path) }
        let path = IndexPath(item: 1, section: 1)
        let start = try centre(of: path, in: screen)

        driver.drag(from: start, by: Point(x: 0, y: -200), duration: 0.4, pause: 0)
        try driver.run(until: 0.05)
        let early = screen.collection.cellForItem(at: path)?.isHighlighted
        try driver.runUntilAtRest()

        #expect(early == false, "no highlight before the content-touch delay")
        #expect(selected.isEmpty && screen.collection.indexPathsForSelectedItems.isEmpty)
        #expect(screen.collection.visibleCells.allSatisfy { !$0.isHighlighted })
    }

    @Test func aHeldFingerHighlightsAfterTheContentTouchDelayOnly() throws {
        let (screen, driver) = try driven()
        let path = IndexPath(item: 0, section: 1)

        driver.longPress(at: try centre(of: path, in: screen), duration: 0.4, pause: 0)
        try driver.run(until: 0.1)
        let before = screen.collection.cellForItem(at: path)?.isHighlighted
        try driver.run(until: 0.3)
        let during = screen.collection.cellForItem(at: path)?.isHighlighted
        try driver.runUntilAtRest()

        #expect(before == false && during == true)
        #expect(screen.collection.cellForItem(at: path)?.isHighlighted == false)
        #expect(screen.collection.indexPathsForSelectedItems == [path], "lifted inside: selected")
    }

    @Test func scrollToItemPutsTheItemAtTheTopMiddleOrBottom() throws {
        let (screen, driver) = try driven()
        let path = IndexPath(item: 7, section: 40)
        let collection = screen.collection
        let rect = try #require(collection.rectForItem(at: path))

        collection.scrollToItem(at: path, position: .top, animated: false)
        try driver.runFrame()
        let top = collection.contentOffset.y
        collection.scrollToItem(at: path, position: .middle, animated: false)
        try driver.runFrame()
        let middle = collection.contentOffset.y
        collection.scrollToItem(at: path, position: .bottom, animated: true)
        try driver.runUntilAtRest()

        let height = collection.bounds.height
        #expect(top == rect.minY && middle == rect.midY - height / 2)
        #expect(collection.contentOffset.y == rect.maxY - height)
        #expect(collection.cellForItem(at: path) != nil)
        expectCellsMatchTheItemsInSight(screen)
    }

    @Test func reloadDataAsksForTheNewCountsAndClearsTheSelection() throws {
        let (screen, driver) = try driven([10, 10])
        screen.collection.selectItem(at: IndexPath(item: 3, section: 0))
        let selectedBefore = screen.collection.indexPathsForSelectedItems

        screen.itemCounts = [2, 50, 1]
        screen.collection.reloadData()
        try driver.runFrame()

        #expect(selectedBefore == [IndexPath(item: 3, section: 0)])
        #expect(screen.collection.indexPathsForSelectedItems.isEmpty)
        #expect(screen.collection.numberOfSections == 3 && screen.collection.numberOfItems(inSection: 1) == 50)
        expectCellsMatchTheItemsInSight(screen)
    }

    /// The window point at the centre of the item (scrolling the screen to it first if needed).
    private func centre(of path: IndexPath, in screen: CollectionScreen) throws -> Point {
        let rect = try #require(screen.collection.rectForItem(at: path))
        return screen.collection.convert(rect.center, to: nil)
    }
}
