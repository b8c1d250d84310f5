import Foundation
import Geometry
@testable import Screens  // the subject: the images screen's loading policy (`targetRect`), internal to Screens
import ScrollTrace
import ScrollUI
import ScrollLabTesting
import Testing

/// The `images` screen's loading policy (seed 002, improved), frame by frame on replayed traces.
// One at a time: both decode through the renderer's one decoder per process, and a test that
// evicts a picture frees it for the other (`BackgroundImageDecoder` keeps one surface per name).
@Suite(.serialized) struct ImagesPolicyTests {
    private struct Run {
        let screen: ImagesScreen
        let driver: ScreenDriver
    }

    /// The trace `name` queued on a fresh `images` screen with the real background decoder.
    private func start(_ name: String) throws -> Run {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "jsonl", subdirectory: "Traces"))
        let trace = try TraceReader.read(path: url.path)
        let app = try #require(ScreenCatalog.makeApplication(screen: "images", size: Size(width: 390, height: 844)))
        let driver = ScreenDriver(app: app, imageDecoder: ScreenDriver.rendererDecoder)
        trace.events.forEach(driver.enqueue)
        return Run(screen: try #require(app.navigation.topViewController as? ImagesScreen), driver: driver)
    }

    private func visibleCells(_ screen: ImagesScreen) -> [(row: Int, cell: ImageRowCell)] {
        screen.table.visibleRows.compactMap { row in
            (screen.table.cellForRow(at: row) as? ImageRowCell).map { (row, $0) }
        }
    }

    /// Whether `row` is on screen (not just in the overscan) in the table's current viewport.
    private func isOnScreen(_ row: Int, _ screen: ImagesScreen) -> Bool {
        let table = screen.table
        return table.rectForRow(at: row).intersects(Rect(origin: table.contentOffset, size: table.bounds.size))
    }

    @Test func duringAFastDecelerationRowsOutsideTheTargetAreSkippedUnlessCachedAndAtRestAllLoad() throws {
        let run = try start("images-fling")
        var skippedRows = Set<Int>(), checkedFrames = 0

        try run.driver.run(until: 5) {
            guard let target = run.screen.targetRect, run.screen.table.isDecelerating else { return }
            checkedFrames += 1
            for (row, cell) in visibleCells(run.screen) {
                let name = try #require(cell.imageName)
                let asked = run.screen.loader.isCached(name) || run.screen.loader.isLoading(name)
                if run.screen.table.rectForRow(at: row).intersects(target) {
                    #expect(asked, "row \(row) is in the target rect: it loads")
                } else if !asked {
                    skippedRows.insert(row)
                }
            }
        }
        let counters = run.screen.loader.counters

        #expect(checkedFrames > 60)
        #expect(skippedRows.count > 5, "rows that flew by were not loaded")
        #expect(counters.skipped >= skippedRows.count)
        #expect(counters.requested == counters.loaded)
        for (row, cell) in visibleCells(run.screen) where isOnScreen(row, run.screen) {
            #expect(cell.isShowingImage, "row \(row) is visible at rest: its image shows")
        }
    }

    @Test func aDragThatInterruptsADecelerationLoadsTheVisibleRows() throws {
        let run = try start("images-fling-then-drag")
        var placeholdersBeforeTheDrag = 0

        try run.driver.run(until: 1.0)
        placeholdersBeforeTheDrag =
            visibleCells(run.screen).filter {
                !$0.cell.isShowingImage && !run.screen.loader.isLoading($0.cell.imageName ?? "")
            }.count
        try run.driver.runUntil { run.screen.table.isTracking && run.screen.targetRect == nil }  // the drag began
        let loader = run.screen.loader

        #expect(placeholdersBeforeTheDrag > 0, "the deceleration had skipped visible rows")
        for (_, cell) in visibleCells(run.screen) {
            let name = try #require(cell.imageName)
            #expect(cell.isShowingImage || loader.isLoading(name), "\(name) loads as the drag begins")
        }
        try run.driver.run(until: run.driver.time + loader.latency + ImageRowCell.fadeDuration + 0.05)
        for (row, cell) in visibleCells(run.screen) where isOnScreen(row, run.screen) {
            #expect(cell.isShowingImage, "row \(row)")
        }
    }
}
