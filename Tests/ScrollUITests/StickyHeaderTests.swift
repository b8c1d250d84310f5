import Foundation
import Geometry
import ScrollLabDriver
import ScrollUI
import Testing

/// Pinned section headers (`sectionHeadersPinToVisibleBounds`) while a finger scrolls a
/// `CollectionView`: the header of the section at the top stays at the top, the next header
/// pushes it up, headers go back to their places when pulled down, and a tap on a pinned header
/// selects nothing under it.
@Suite struct StickyHeaderTests {
    static let counts = [9, 30, 4, 12, 60]

    private func driven(pinned: Bool = true) throws -> (CollectionScreen, ScreenDriver) {
        var layout = CollectionViewTests.layout
        layout.sectionHeadersPinToVisibleBounds = pinned
        let screen = CollectionScreen(itemCounts: Self.counts, layout: layout)
        let driver = ScreenDriver(screen, size: Size(width: 390, height: 644))
        try driver.runFrame()
        return (screen, driver)
    }

    /// Each section's span (top, bottom) in content points, by the plain-loop model.
    private func spans(_ screen: CollectionScreen) -> [(top: Double, bottom: Double)] {
        let grid = screen.collection.grid
        let model = FlowModel(
            width: 390, columns: grid.columns, itemSize: grid.itemSize, gap: grid.interitemSpacing, line: 2,
            inset: EdgeInsets(top: 4, bottom: 6), header: 40)
        let tops = model.frames(Self.counts).tops
        return (0..<Self.counts.count).map { (tops[$0], tops[$0 + 1]) }
    }

    @Test func whileDraggingTheTopSectionsHeaderIsPinnedAndTheNextOnePushesItUp() throws {
        let (screen, driver) = try driven()
        let collection = screen.collection
        let spans = spans(screen)
        var pinnedFrames = 0, pushedFrames = 0

        driver.drag(from: Point(x: 200, y: 600), by: Point(x: 0, y: -500), duration: 1.5, hold: 0.1)
        driver.drag(from: Point(x: 200, y: 600), by: Point(x: 0, y: -500), duration: 1.5, hold: 0.1)
        while driver.time < 3.5 {
            try driver.runFrame()
            let top = collection.contentOffset.y
            for (section, span) in spans.enumerated()
            where span.top < top + collection.bounds.height && span.bottom > top {
                let header = try #require(
                    collection.headerForSection(section) as? PathHeader, "section \(section) in sight has its header")
                let expected = max(span.top, min(top, span.bottom - 40))
                #expect(
                    header.frame == Rect(x: 0, y: expected, width: 390, height: 40) && header.shown == section,
                    "t \(driver.time)")
                if span.top < top, expected == top { pinnedFrames += 1 }
                if expected < top { pushedFrames += 1 }
            }
        }

        #expect(pinnedFrames > 30 && pushedFrames > 3, "pinned in \(pinnedFrames) frames, pushed in \(pushedFrames)")
    }

    @Test func thePushedHeaderTouchesTheNextHeaderAndBothAreInFrontOfTheItems() throws {
        let (screen, driver) = try driven()
        let collection = screen.collection
        let spans = spans(screen)

        collection.contentOffset.y = spans[1].bottom - 25  // section 2's header is 25 pt below the top
        try driver.runFrame()

        let pushed = try #require(collection.headerForSection(1)), next = try #require(collection.headerForSection(2))
        #expect(pushed.frame.maxY == next.frame.minY && next.frame.minY == spans[2].top)
        #expect(pushed.frame.minY == collection.contentOffset.y - 15, "15 of its 40 pt pushed above the top")
        let lastCell = try #require(collection.subviews.lastIndex { $0 is CollectionViewCell })
        #expect(
            collection.subviews.firstIndex { $0 === pushed }! > lastCell
                && collection.subviews.firstIndex { $0 === next }! > lastCell)
    }

    @Test func pulledPastTheTopTheFirstHeaderMovesWithItsSection() throws {
        let (screen, driver) = try driven()

        driver.drag(from: Point(x: 200, y: 200), by: Point(x: 0, y: 150), duration: 0.4, hold: 0.2)
        try driver.run(until: 0.6)

        let collection = screen.collection
        #expect(collection.contentOffset.y < -30, "pulled down")
        #expect(collection.headerForSection(0)?.frame.minY == 0, "at its section's top, not at the offset")
    }

    @Test func unpinnedHeadersScrollAwayWithTheirSections() throws {
        let (screen, driver) = try driven(pinned: false)
        let spans = spans(screen)

        screen.collection.contentOffset.y = spans[1].top + 100
        try driver.runFrame()

        #expect(screen.collection.headerForSection(1)?.frame.minY == spans[1].top)
    }

    @Test func aTapOnAPinnedHeaderSelectsNothingUnderIt() throws {
        let (screen, driver) = try driven()
        let spans = spans(screen)
        screen.collection.contentOffset.y = spans[1].top + 200
        try driver.runFrame()
        let underHeader = screen.collection.convert(Point(x: 60, y: spans[1].top + 210), to: nil)
        let covered = screen.collection.indexPathForItem(at: Point(x: 60, y: spans[1].top + 210))

        driver.tap(at: underHeader)
        try driver.runUntilAtRest()

        #expect(covered != nil, "an item lies under the pinned header there")
        #expect(screen.collection.indexPathsForSelectedItems.isEmpty)
    }
}
