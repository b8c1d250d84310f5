import Foundation
import Geometry
import ScrollLabDriver
import ScrollUI
import Testing

/// `CollectionViewFlowLayout`'s geometry as a driven `CollectionView` shows it: columns by a
/// minimum width, UIKit's fixed item size with the spacing grown to fill the line, insets,
/// headers and the sections' offsets, checked against a plain-loop model (`FlowModel`).
@Suite struct CollectionLayoutTests {
    /// The screen in a window `width` wide, after its first frame.
    private func driven(
        _ counts: [Int], _ layout: CollectionViewFlowLayout, width: Double = 390
    ) throws -> (CollectionScreen, ScreenDriver) {
        let screen = CollectionScreen(itemCounts: counts, layout: layout)
        let driver = ScreenDriver(screen, size: Size(width: width, height: 644))
        try driver.runFrame()
        return (screen, driver)
    }

    @Test(arguments: [(390.0, 3), (600.0, 4), (242.0, 2), (241.0, 1), (100.0, 1), (1280.0, 10)])
    func columnsByWidthAreTheMostItemsOfTheMinimumWidthThatFit(width: Double, columns: Int) throws {
        let layout = CollectionViewFlowLayout(minimumItemWidth: 120, minimumInteritemSpacing: 2, minimumLineSpacing: 2)

        let (screen, _) = try driven([30], layout, width: width)

        let grid = screen.collection.grid
        #expect(grid.columns == columns)
        let itemWidth = (width - 2 * Double(columns - 1)) / Double(columns)
        #expect(abs(grid.itemSize.width - itemWidth) < 1e-9)
        #expect(grid.itemSize.height == grid.itemSize.width, "square items keep their aspect ratio")
        // The line is filled: the last column ends at the right edge.
        let lastInLine = try #require(screen.collection.rectForItem(at: IndexPath(item: columns - 1, section: 0)))
        #expect(abs(lastInLine.maxX - width) < 1e-9)
    }

    @Test func aFixedItemSizeKeepsItsSizeAndTheSpacingGrowsToFillTheLine() throws {
        let layout = CollectionViewFlowLayout(
            itemSize: Size(width: 100, height: 80), minimumInteritemSpacing: 10, minimumLineSpacing: 6,
            sectionInset: EdgeInsets(top: 8, left: 20, bottom: 12, right: 20))

        let (screen, _) = try driven([7], layout)

        // 350 pt between the insets hold 3 items of 100 with at least 10 between: 25 each.
        let grid = screen.collection.grid
        #expect(grid.columns == 3 && grid.itemSize == Size(width: 100, height: 80) && grid.interitemSpacing == 25)
        let xs = (0..<3).compactMap { screen.collection.rectForItem(at: IndexPath(item: $0, section: 0))?.minX }
        #expect(xs == [20, 145, 270])
        let lastLine: Double = 8 + 2 * 86
        #expect(
            screen.collection.rectForItem(at: IndexPath(item: 6, section: 0))
                == Rect(x: 20, y: lastLine, width: 100, height: 80))
        let height: Double = 8 + 3 * 80 + 2 * 6 + 12
        #expect(screen.collection.contentSize.height == height)
    }

    @Test func sectionsFollowEachOtherWithTheirHeadersAndInsets() throws {
        let counts = [5, 0, 7, 1, 3]
        let inset = EdgeInsets(top: 8, left: 4, bottom: 12, right: 6)
        let layout = CollectionViewFlowLayout(
            itemSize: Size(width: 2, height: 1), minimumItemWidth: 100, minimumInteritemSpacing: 5,
            minimumLineSpacing: 4, sectionInset: inset, headerHeight: 30)

        let (screen, _) = try driven(counts, layout)

        // 380 pt between the insets: 3 columns of (380 − 10) / 3, half as tall.
        let width = (380.0 - 10) / 3
        let model = FlowModel(
            width: 390, columns: 3, itemSize: Size(width: width, height: width / 2), gap: 5, line: 4, inset: inset,
            header: 30)
        let (items, tops) = model.frames(counts)
        let collection = screen.collection
        #expect(collection.numberOfSections == 5 && collection.numberOfItems(inSection: 2) == 7)
        for (section, frames) in items.enumerated() {
            #expect(
                collection.rectForHeader(inSection: section) == Rect(x: 0, y: tops[section], width: 390, height: 30))
            for (item, exact) in frames.enumerated() {
                let rect = try #require(collection.rectForItem(at: IndexPath(item: item, section: section)))
                let frame = FlowModel.aligned(exact)
                #expect(
                    rect == frame && abs(rect.minX - exact.minX) <= 0.5 && abs(rect.maxY - exact.maxY) <= 0.5,
                    "item \(item) of section \(section): \(rect) ≠ \(frame)")
            }
        }
        #expect(abs(collection.contentSize.height - tops[5]) < 1e-9)
        #expect(collection.rectForItem(at: IndexPath(item: 0, section: 1)) == nil, "section 1 is empty")
    }

    @Test func aPointBetweenItemsHasNoItemAndAPointOnOneHasIt() throws {
        let layout = CollectionViewFlowLayout(
            itemSize: Size(width: 100, height: 80), minimumInteritemSpacing: 10, minimumLineSpacing: 6,
            sectionInset: EdgeInsets(left: 20, right: 20), headerHeight: 30)

        let (screen, _) = try driven([4, 4], layout)

        let collection = screen.collection
        #expect(collection.indexPathForItem(at: Point(x: 50, y: 30 + 86 + 10)) == IndexPath(item: 3, section: 0))
        #expect(collection.indexPathForItem(at: Point(x: 150, y: 30 + 86 + 10)) == nil, "past the section's last item")
        #expect(collection.indexPathForItem(at: Point(x: 130, y: 40)) == nil, "in the spacing between columns")
        #expect(collection.indexPathForItem(at: Point(x: 50, y: 30 + 83)) == nil, "in the spacing between lines")
        #expect(collection.indexPathForItem(at: Point(x: 50, y: 10)) == nil, "on the header")
        let secondSection = 30.0 + 80 + 6 + 80 + 30
        #expect(collection.indexPathForItem(at: Point(x: 300, y: secondSection + 1)) == IndexPath(item: 2, section: 1))
    }

    @Test func badLayoutValuesCountAsNothingInsteadOfBreakingTheGrid() throws {
        let layout = CollectionViewFlowLayout(
            itemSize: Size(width: .nan, height: -5), minimumItemWidth: .infinity,
            minimumInteritemSpacing: -3, minimumLineSpacing: .nan,
            sectionInset: EdgeInsets(top: .nan, left: -10), headerHeight: -1)

        let (screen, driver) = try driven([50], layout)
        driver.drag(from: Point(x: 200, y: 500), by: Point(x: 0, y: -300))
        try driver.runUntilAtRest()

        let grid = screen.collection.grid
        #expect(grid.columns >= 1 && grid.itemSize.width.isFinite && grid.itemSize.height >= 1)
        #expect(grid.interitemSpacing >= 0 && grid.lineSpacing == 0 && grid.headerHeight == 0)
        #expect(screen.collection.contentSize.height.isFinite)
        #expect(screen.collection.visibleCells.count <= CollectionView.maximumCells)
    }
}
