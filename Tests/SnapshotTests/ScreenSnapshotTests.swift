import Geometry
import Screens
import ScrollLabTesting
import ScrollTrace
import ScrollUI
import SnapshotTesting
import Testing

/// Goldens of the screens, rendered headless (software renderer, 390x844 points, scale 1).
@Suite struct ScreenSnapshotTests {
    /// `screen` as it opens, driven by the test-support library (`ScreenDriver`).
    private func app(_ screen: String) throws -> ScreenDriver {
        let driver = try #require(ScreenDriver(registry: ScreenCatalog.registry, screen: screen))
        driver.app.advance(to: 0)
        return driver
    }

    @Test func testHome() throws {
        let app = try app("home")

        assertSnapshot(of: app, as: .screenshot())
    }

    @Test func testList() throws {
        let app = try app("list")

        assertSnapshot(of: app, as: .screenshot())
    }

    @Test func testListDuringAFlingShowsTheScrollIndicator() throws {
        let url = traceURL("list-fling")
        let trace = try TraceReader.read(path: url.path)
        let app = try app("list")
        app.play(trace)

        try app.run(until: 0.6)  // decelerating

        assertSnapshot(of: app, as: .screenshot())
    }

    /// `screen` after `frames` frames of the trace `name` (frame n at n/60 s).
    private func replayed(_ name: String, screen: String, frames: Int) throws -> ScreenDriver {
        let url = traceURL(name)
        let app = try app(screen)
        try app.play(traceFile: url.path)
        try app.run(until: Double(frames) / 60)
        return app
    }

    /// The pop-gesture casebook (seed 003) as each screen opens: the article's failure, the
    /// switch that applies its fix, the tinted strip or zone where there is one.
    @Test func testCasebookScreens() throws {
        for screen in [
            "back-custom-item", "back-hidden-button", "back-strip", "back-require-fail",
            "back-fullscreen-distance", "document", "document-conflict",
        ] {
            assertSnapshot(of: try app(screen), as: .screenshot(), named: screen)
        }
    }

    /// The nested articles' techniques 0.2 s after a flick up on the header: the handover's
    /// header view overshoots its end while the list starts; the others stop at the collapse.
    @Test func testNestedTechniquesJustAfterAHeaderFlick() throws {
        for screen in ["nested-kvo", "nested-handover", "nested-pinning"] {
            let app = try replayed("technique-header-flick-up", screen: screen, frames: 53)
            assertSnapshot(of: app, as: .screenshot(), named: screen)
        }
    }

    /// `nested-refresh` refreshing: the list rests 60 pt into its top under the fully open header,
    /// the spinner turning in the gap (t = 5.7 s, let go at 5.1 s).
    @Test func testNestedRefreshWhileRefreshing() throws {
        let app = try replayed("refresh-pull-hold", screen: "nested-refresh", frames: 342)

        assertSnapshot(of: app, as: .screenshot())
    }

    /// `nested-refresh` mid-pull (t = 1.0 s, about 100 pt of a 132 pt trigger): six of the eight
    /// ticks shown, the later ones fainter.
    @Test func testNestedRefreshMidPull() throws {
        let app = try replayed("refresh-pull-hold", screen: "nested-refresh", frames: 60)

        assertSnapshot(of: app, as: .screenshot())
    }

    @Test func testTheStripShowsOnceTheFixIsOn() throws {
        // t = 0.5 s: switched, not yet swiped
        let app = try replayed("case-fix-then-swipe-from-15", screen: "back-strip", frames: 30)

        assertSnapshot(of: app, as: .screenshot())
    }

    @Test func testNestedHeaderAtItsMaximum() throws {
        let app = try app("nested")

        assertSnapshot(of: app, as: .screenshot())
    }

    @Test func testNestedHeaderMidway() throws {
        let app = try replayed("nested-slow-pull-up", screen: "nested", frames: 58)  // header about 174 pt

        assertSnapshot(of: app, as: .screenshot())
    }

    @Test func testNestedHeaderAtItsMinimumWithTheListScrolled() throws {
        let app = try replayed("nested-slow-pull-up", screen: "nested", frames: 240)

        assertSnapshot(of: app, as: .screenshot())
    }

    @Test func testNestedHeaderStretchedPastItsMaximum() throws {
        let app = try replayed("nested-slow-pull-down", screen: "nested", frames: 258)

        assertSnapshot(of: app, as: .screenshot())
    }

    @Test func testNestedPagerBetweenTwoPages() throws {
        let app = try replayed("nested-tabs", screen: "nested", frames: 193)  // swiping back from Photos to Trails

        assertSnapshot(of: app, as: .screenshot())
    }

    @Test func testBackTransitionAtAboutThirtyPercent() throws {
        let app = try replayed("back-slow-finish", screen: "nested", frames: 43)

        #expect(abs(app.app.navigation.interactiveProgress - 0.3) <= 0.02)
        assertSnapshot(of: app, as: .screenshot())
    }

    @Test func testBackTransitionAtAboutSeventyPercent() throws {
        let app = try replayed("back-slow-finish", screen: "nested", frames: 81)

        #expect(abs(app.app.navigation.interactiveProgress - 0.7) <= 0.02)
        assertSnapshot(of: app, as: .screenshot())
    }

    // MARK: Seed 002's practices, at rest and mid-scroll

    @Test func testImagesAtRestWithEveryVisibleImageLoaded() throws {
        assertSnapshot(of: try replayed("images-fling", screen: "images", frames: 300), as: .screenshot())
    }

    @Test func testImagesMidFlingWithPlaceholdersForSkippedRows() throws {
        assertSnapshot(of: try replayed("images-fling", screen: "images", frames: 40), as: .screenshot())
    }

    @Test func testPagingAtRest() throws {
        assertSnapshot(of: try replayed("paging-flings", screen: "paging", frames: 60), as: .screenshot())
    }

    @Test func testPagingMidScroll() throws {
        assertSnapshot(of: try replayed("paging-flings", screen: "paging", frames: 14), as: .screenshot())
    }

    @Test func testSnapAtRest() throws {
        assertSnapshot(of: try replayed("snap-flings", screen: "snap", frames: 200), as: .screenshot())
    }

    @Test func testZoomAtTwiceAfterADoubleTap() throws {
        // the double tap's zoom to 2× about (140, 330) has landed (t = 0.78 s)
        assertSnapshot(of: try replayed("zoom-pinch-double-tap", screen: "zoom", frames: 60), as: .screenshot())
    }

    @Test func testZoomHeldPastItsMaximum() throws {
        // the fingers spread to 6× and held: the rubber band holds the photo past its 4× maximum (t = 3 s)
        assertSnapshot(of: try replayed("zoom-pinch-double-tap", screen: "zoom", frames: 180), as: .screenshot())
    }

    @Test func testSnapMidScroll() throws {
        // 80 ms after the first release (t = 0.154 s): the landing, under half a second, is well under way
        assertSnapshot(of: try replayed("snap-flings", screen: "snap", frames: 14), as: .screenshot())
    }

    @Test func testPagesAtRest() throws {
        // The trace flicks every 0.3 s, each catching the landing before it; at rest after the last one.
        assertSnapshot(of: try replayed("pages-flings", screen: "pages", frames: 2040), as: .screenshot())
    }

    @Test func testPagesMidScroll() throws {
        assertSnapshot(of: try replayed("pages-flings", screen: "pages", frames: 9), as: .screenshot())
    }

    @Test func testParallaxAtRest() throws {
        assertSnapshot(of: try replayed("parallax-drags", screen: "parallax", frames: 150), as: .screenshot())
    }

    @Test func testParallaxMidDrag() throws {
        assertSnapshot(of: try replayed("parallax-drags", screen: "parallax", frames: 25), as: .screenshot())
    }
}
