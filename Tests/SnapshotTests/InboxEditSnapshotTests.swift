import Geometry
import Screens
import ScrollLabTesting
import ScrollUI
import SnapshotTesting
import Testing

/// Goldens of `inbox-edit`: a row lifted by its grabber with the rows making room, and a tall
/// row open onto buttons with images above their titles.
@Suite struct InboxEditSnapshotTests {
    private func inbox() throws -> (ScreenDriver, InboxEditScreen) {
        let driver = try #require(ScreenDriver(registry: ScreenCatalog.registry, screen: "inbox-edit"))
        driver.app.advance(to: 0)
        return (driver, try #require(driver.screen as? InboxEditScreen))
    }

    /// The window y of the middle of row `row` (96 pt rows under the 44 pt bar).
    private func rowY(_ row: Int) -> Double { 44 + Double(row) * 96 + 48 }

    @Test func testARowLiftedWhileTheOthersMakeRoom() throws {
        let (driver, screen) = try inbox()
        screen.toggleEditing()
        driver.drag(from: Point(x: 370, y: rowY(1)), by: Point(x: 0, y: 150), duration: 0.3, hold: 2)
        try driver.runUntil { screen.table.reorderTargetRow == 2 }
        let start = driver.time
        try driver.runUntil { driver.time - start >= ReorderMetrics.gapDuration / 2 }
        assertSnapshot(of: driver, as: .screenshot())
    }

    @Test func testATallRowOpenOntoImageButtons() throws {
        let (driver, screen) = try inbox()
        driver.drag(from: Point(x: 320, y: rowY(2)), by: Point(x: -160, y: 0), duration: 0.3, hold: 0.1)
        try driver.runUntil { screen.table.swipedRow == 2 && !screen.table.isTracking }
        _ = try driver.runUntilAtRest()
        assertSnapshot(of: driver, as: .screenshot())
    }
}
