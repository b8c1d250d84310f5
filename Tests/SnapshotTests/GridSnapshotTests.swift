import Foundation
import Geometry
import Screens
import ScrollLabTesting
import ScrollUI
import Testing

/// Goldens of the `grid` screen (`CollectionView`), headless at 390 × 844, scale 1.
@Suite struct GridSnapshotTests {
    /// Dragged into the second month, so its header is pinned over the tiles scrolling under it,
    /// with one tile tapped (selected: a tint frame) and one held (highlighted: dimmed).
    @Test func aGridWithAPinnedHeaderASelectedAndAHighlightedTile() throws {
        let driver = try #require(ScreenDriver(registry: ScreenCatalog.registry, screen: "grid"))
        let grid = try #require(driver.scrollView("grid") as? CollectionView)
        try driver.runFrame()
        let pinnedAt = try #require(grid.rectForHeader(inSection: 1)).minY + 150

        driver.drag(from: Point(x: 200, y: 700), by: Point(x: 0, y: -pinnedAt), duration: 1, hold: 0.2)
        try driver.runUntilAtRest()
        func centre(_ item: Int) throws -> Point {
            grid.convert(try #require(grid.rectForItem(at: IndexPath(item: item, section: 1))).center, to: nil)
        }
        driver.tap(at: try centre(7))
        try driver.runUntilAtRest()
        driver.longPress(at: try centre(11), duration: 1)
        try driver.run(for: 0.5)

        #expect(grid.rectForHeader(inSection: 1)?.minY == grid.contentOffset.y, "the header is pinned")
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 7, section: 1)])
        #expect(grid.cellForItem(at: IndexPath(item: 11, section: 1))?.isHighlighted == true)
        assertScreenshot(of: driver, named: "pinned-header")
    }
}
