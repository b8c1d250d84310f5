import Geometry
@testable import Screens  // the subject: the images screen's cells and their fade, internal to Screens
import ScrollLabTesting
import ScrollUI
import SDLRender
import Testing

/// Two defects of `images` found against seed 002 (issue 23): the fade-in that never showed, and
/// placeholders left under a finger that stopped a fling.
@Suite(.serialized) struct ImagesFadeAndRestTests {
    private func driver() throws -> ScreenDriver {
        try #require(ScreenDriver(registry: ScreenCatalog.registry, screen: "images"))
    }

    private func screen(_ driver: ScreenDriver) throws -> ImagesScreen {
        try #require(driver.screen as? ImagesScreen)
    }

    /// The visible cells with their rows.
    private func cells(_ screen: ImagesScreen) -> [(row: Int, cell: ImageRowCell)] {
        screen.table.visibleRows.compactMap { row in
            (screen.table.cellForRow(at: row) as? ImageRowCell).map { (row, $0) }
        }
    }

    /// Mean absolute difference of two screenshots, per channel value.
    private func difference(_ a: RGBAImage, _ b: RGBAImage) -> Double {
        zip(a.pixels, b.pixels).reduce(0.0) { $0 + abs(Double($1.0) - Double($1.1)) } / Double(a.pixels.count)
    }

    @Test func aLoadedPictureFadesInOverAQuarterOfASecondOnScreen() throws {
        // given: the first pictures delivered (the load latency is 80 ms)
        let driver = try driver()
        let screen = try screen(driver)
        // delivered within a second
        try driver.runUntil(limit: 1) { cells(screen).contains { $0.cell.isShowingImage } }
        let shownAt = driver.time

        // when: screenshots at the start, a quarter, a half and the end of the fade
        let start = try driver.screenshot()
        try driver.run(until: shownAt + ImageRowCell.fadeDuration / 4)
        let quarter = try driver.screenshot()
        try driver.run(until: shownAt + ImageRowCell.fadeDuration / 2)
        let half = try driver.screenshot()
        try driver.run(until: shownAt + ImageRowCell.fadeDuration + 0.02)
        let end = try driver.screenshot()

        // then: the pixels move from the placeholder to the picture step by step, not in one frame
        let total = difference(start, end)
        #expect(total > 1, "the pictures changed the screen")
        #expect(
            difference(start, quarter) > 0.15 * total && difference(quarter, end) > 0.15 * total,
            "a quarter in, the picture is neither the placeholder nor the image")
        #expect(abs(difference(start, half) - total / 2) < 0.2 * total, "halfway in time, halfway in colour")
        #expect(difference(quarter, half) > 0.1 * total)
    }

    @Test func aFingerRestingOnAStoppedFlingLoadsThePlaceholdersUnderIt() throws {
        // given: a fast fling, so the rows flying by are skipped, caught by a finger that stays down
        let driver = try driver()
        let screen = try screen(driver)
        driver.fling(from: Point(x: 195, y: 700), velocity: Point(x: 0, y: -5000))
            .longPress(at: Point(x: 195, y: 400), duration: 1.5, pause: 0.3)
        let pressAt = driver.inputEnd - 1.5
        try driver.run(until: pressAt)
        #expect(screen.loader.counters.skipped > 0, "the fling skipped rows")

        // when: the finger rests, long enough for a load and its fade
        try driver.run(until: pressAt + ImagesScreen.defaultLatency + ImageRowCell.fadeDuration + 0.1)

        // then: the list is still held, and every row on screen shows its picture
        #expect(screen.table.isTracking)
        let viewport = Rect(origin: screen.table.contentOffset, size: screen.table.bounds.size)
        let onScreen = cells(screen).filter { screen.table.rectForRow(at: $0.row).intersects(viewport) }
        #expect(onScreen.count >= 2)
        for (row, cell) in onScreen {
            #expect(cell.isShowingImage, "row \(row) shows its picture under the resting finger")
        }
    }
}
