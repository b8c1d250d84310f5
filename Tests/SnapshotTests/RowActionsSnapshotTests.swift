import Geometry
import Screens
import ScrollLabTesting
import ScrollUI
import SnapshotTesting
import Testing

/// Goldens of `inbox-rows`: a row mid-swipe, open, full-swiped, and a delete mid-animation.
@Suite struct RowActionsSnapshotTests {
    private func inbox() throws -> (ScreenDriver, TableView) {
        let driver = try #require(ScreenDriver(registry: ScreenCatalog.registry, screen: "inbox-rows"))
        driver.app.advance(to: 0)
        let screen = try #require(driver.screen as? InboxRowsScreen)
        return (driver, screen.table)
    }

    /// The window y of the middle of row `row` (72 pt rows under the 44 pt bar).
    private func rowY(_ row: Int) -> Double { 44 + Double(row) * 72 + 36 }

    @Test func testARowMidSwipe() throws {
        let (driver, table) = try inbox()
        driver.drag(from: Point(x: 320, y: rowY(2)), by: Point(x: -110, y: 0), duration: 0.3, hold: 1)
        try driver.runUntil { table.swipeOffset < -80 && table.isFullSwiped == false }
        try driver.run(until: driver.time + 0.2)
        assertSnapshot(of: driver, as: .screenshot())
    }

    @Test func testARowOpen() throws {
        let (driver, table) = try inbox()
        driver.drag(from: Point(x: 320, y: rowY(2)), by: Point(x: -130, y: 0), duration: 0.3, hold: 0.1)
        try driver.runUntil { table.swipedRow == 2 && !table.isTracking }
        _ = try driver.runUntilAtRest()
        assertSnapshot(of: driver, as: .screenshot())
    }

    @Test func testARowFullSwiped() throws {
        let (driver, table) = try inbox()
        driver.drag(from: Point(x: 370, y: rowY(2)), by: Point(x: -340, y: 0), duration: 0.4, hold: 1)
        try driver.runUntil { table.isFullSwiped }
        try driver.run(until: driver.time + 0.1)
        assertSnapshot(of: driver, as: .screenshot())
    }

    @Test func testADeleteMidAnimation() throws {
        let (driver, table) = try inbox()
        driver.drag(from: Point(x: 370, y: rowY(2)), by: Point(x: -340, y: 0), duration: 0.4)
        try driver.runUntil { table.isAnimatingRows }
        let start = driver.time
        try driver.runUntil { driver.time - start >= 0.15 }
        assertSnapshot(of: driver, as: .screenshot())
    }
}
