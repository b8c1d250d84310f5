import Geometry
import Screens
import ScrollLabTesting
import ScrollTrace
import ScrollUI
import SnapshotTesting
import Testing

/// The gesture overlay on scripted conflicts, as drawn (its lines: BehaviourTests' InstrumentsTests).
@Suite struct InstrumentsTests {
    /// `screen` with the overlay on, after `frames` frames of the trace `name`.
    private func replayed(_ name: String, screen: String, frames: Int) throws -> Application {
        let trace = try TraceReader.read(path: traceURL(name).path)
        let app = try #require(ScreenCatalog.makeApplication(screen: screen, size: Size(width: 390, height: 844)))
        app.instruments.showsOverlay = true
        let driver = ScreenDriver(app: app)
        trace.events.forEach(driver.enqueue)
        try driver.run(until: FrameLoop.time(ofFrame: frames))
        return app
    }

    @Test func testTheOverlayShowsTheBackGestureLosingToThePagerOnNested() throws {
        // a fullscreen back swipe over `nested` on its second page, mid-drag (t = 0.95 s)
        let app = try replayed("back-fullscreen-page1", screen: "back-fullscreen", frames: 57)
        assertSnapshot(of: app, as: .screenshot())
    }

    @Test func testTheOverlayShowsAListDragWinningOverTheRowsTouch() throws {
        // a flick that starts on a row, mid-drag (the finger is at y = 560, t = 0.1 s)
        let app = try replayed("list-fling", screen: "list", frames: 6)
        assertSnapshot(of: app, as: .screenshot())
    }

    @Test func testTheOverlayShowsEachNestedTechniquesSeam() throws {
        // a flick up on the header, at rest (t = 4.4 s), on each article's technique
        for screen in ["nested-kvo", "nested-handover", "nested-pinning"] {
            let app = try replayed("technique-header-flick-up", screen: screen, frames: 264)
            assertSnapshot(of: app, as: .screenshot(), named: screen)
        }
    }
}
