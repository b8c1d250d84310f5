import Geometry
import ScrollLabDriver
import Testing
import ScrollUI

/// Items with names in sections, 3 columns of 120 × 100 pt tiles.
private final class TileSource: CollectionViewDataSource {
    var sections: [[String]]
    init(sections: Int, items: Int) {
        self.sections = (0..<sections).map { s in (0..<items).map { "\(s)-\($0)" } }
    }
    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile") as! TileCell
        cell.tile = sections[indexPath.section][indexPath.item]
        return cell
    }
}

private final class TileCell: CollectionViewCell {
    var tile = ""
    init() { super.init(reuseIdentifier: "tile") }
}

private final class GridHost: ViewController {
    let grid = CollectionView(
        name: "grid",
        layout: CollectionViewFlowLayout(
            itemSize: Size(width: 120, height: 100), minimumInteritemSpacing: 10, minimumLineSpacing: 10))
    init() {
        super.init(title: "Grid", name: "grid.screen")
        view.addSubview(grid)
        grid.register({ TileCell() }, forCellWithReuseIdentifier: "tile")
    }
    override func layoutView() { grid.frame = view.bounds }
}

@Suite struct CollectionUpdateTests {
    private func fixture() throws -> (ScreenDriver, CollectionView, TileSource) {
        let host = GridHost()
        let source = TileSource(sections: 2, items: 12)
        host.grid.dataSource = source
        let driver = ScreenDriver(host, size: Size(width: 390, height: 644))
        try driver.runFrame()
        return (driver, host.grid, source)
    }

    private func cell(_ grid: CollectionView, _ tile: String) -> TileCell? {
        grid.subviews.compactMap { $0 as? TileCell }.first { $0.tile == tile && $0.alpha == 1 && $0.indexPath != nil }
    }

    @Test func anItemDeletedWhileAnotherStillFadesLeavesOnItsOwnClock() throws {
        let (driver, grid, source) = try fixture()
        let start = driver.time
        source.sections[0].remove(at: 1)
        grid.deleteItems(at: [IndexPath(item: 1, section: 0)])
        try driver.runUntil { driver.time - start >= 0.2 }
        let first = try #require(grid.subviews.compactMap { $0 as? TileCell }.first { $0.tile == "0-1" })
        let fadedBefore = first.alpha

        source.sections[0].remove(at: 3)
        grid.deleteItems(at: [IndexPath(item: 3, section: 0)])
        try driver.runFrame()

        #expect(first.alpha <= fadedBefore, "the first item's fade goes on, it does not start again")
        try driver.runUntil { driver.time - start >= RowUpdateTiming.duration + 0.02 }
        #expect(first.superview == nil, "gone once its own 0.3 s are over")
        #expect(grid.subviews.contains { ($0 as? TileCell)?.tile == "0-4" && $0.alpha < 1 }, "the second still fades")
    }

    @Test func aDeletedItemFadesAndTheItemsAfterItGlideIntoItsPlace() throws {
        let (driver, grid, source) = try fixture()
        let rest1 = try #require(grid.rectForItem(at: IndexPath(item: 1, section: 0)))
        let was2 = try #require(cell(grid, "0-2")).frame
        source.sections[0].remove(at: 1)
        grid.deleteItems(at: [IndexPath(item: 1, section: 0)])
        let start = driver.time
        try driver.runUntil { driver.time - start >= 0.15 }
        let moving = try #require(cell(grid, "0-2")).frame
        #expect(moving.minX > rest1.minX && moving.minX < was2.minX, "half-way between its old and new frames")
        let fading = grid.subviews.compactMap { $0 as? TileCell }.first { $0.tile == "0-1" }
        #expect(fading.map { $0.alpha > 0 && $0.alpha < 1 } == true)
        try driver.runUntil { !grid.isAnimatingItems }
        #expect(cell(grid, "0-2")?.frame == rest1)
        #expect(grid.subviews.compactMap { $0 as? TileCell }.allSatisfy { $0.tile != "0-1" })
    }

    @Test func aBatchOfInsertsMovesAndASectionDeleteLandsWhereTheDataSourceSays() throws {
        let (driver, grid, source) = try fixture()
        var done = false
        source.sections[1].insert("new", at: 0)
        let moved = source.sections[1].remove(at: 3)
        source.sections[1].insert(moved, at: 5)
        source.sections.remove(at: 0)
        grid.performBatchUpdates({
            grid.deleteSections([0])
            grid.insertItems(at: [IndexPath(item: 0, section: 0)])
            grid.moveItem(at: IndexPath(item: 2, section: 1), to: IndexPath(item: 5, section: 0))
        }) { done = $0 }
        try driver.runUntil { done }
        for (item, tile) in source.sections[0].prefix(9).enumerated() {
            let path = IndexPath(item: item, section: 0)
            #expect((grid.cellForItem(at: path) as? TileCell)?.tile == tile)
            #expect(grid.cellForItem(at: path)?.frame == grid.rectForItem(at: path))
        }
    }
}
