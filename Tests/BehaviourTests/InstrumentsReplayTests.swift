import Foundation
import Geometry
import Gestures
import Screens
import ScrollLabTesting
import ScrollTrace
@testable import ScrollSession  // the subject: the overlay's lines, panel and guide
import ScrollUI
import Testing

/// The gesture overlay and the projection guide on recorded conflicts (the overlay as drawn:
/// SnapshotTests' InstrumentsSnapshotTests).
@Suite struct InstrumentsReplayTests {
    /// `screen` with the overlay on, driven through `frames` frames of the trace `name`.
    private func replayed(
        _ name: String, screen: String, frames: Int, size: Size = Size(width: 390, height: 844)
    ) throws -> ScreenDriver {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "jsonl", subdirectory: "Traces"))
        let trace = try TraceReader.read(path: url.path)
        let app = try #require(ScreenCatalog.makeApplication(screen: screen, size: size))
        app.instruments.showsOverlay = true
        let driver = ScreenDriver(app: app)
        trace.events.forEach(driver.enqueue)
        try driver.run(until: FrameLoop.time(ofFrame: frames))
        return driver
    }

    private func overlayLines(_ app: Application) -> [String] {
        GestureOverlay(app: app, trails: app.instruments.trails).lines
    }

    @Test func theOverlayShowsTheBackGestureLosingToThePagerOnNested() throws {
        // given: a fullscreen back swipe over `nested` on its second page, mid-drag (t = 0.95 s)
        let driver = try replayed("back-fullscreen-page1", screen: "back-fullscreen", frames: 57)

        // when
        let lines = overlayLines(driver.app)

        // then: who waited for whom, who won, why the back gesture failed, where the finger is
        #expect(lines.contains("touch 1 at (300, 600)"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("  pager.pan waits for navigation.fullscreenBackGesture [") }, "\(lines)")
        #expect(lines.first == "winner: pager.pan", "\(lines)")
        #expect(lines.contains { $0.hasPrefix("  navigation.fullscreenBackGesture failed: ") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("header: 88…260 pt") }, "\(lines)")
    }

    /// The overlay panel as drawn: its background and its rows, top to bottom.
    private func panel(_ app: Application) throws -> (frame: Rect, rows: [String]) {
        let items = app.displayList().items
        let texts: [(String, Rect)] = items.compactMap {
            guard case .text(let text, let box, let font, .white, _) = $0, font == GestureOverlay.panelFont else {
                return nil
            }
            return (text, box)
        }
        let frame = try #require(
            items.compactMap { item -> Rect? in
                guard case .fill(let rect, _, cornerRadius: 8) = item, let first = texts.first,
                    rect.contains(first.1.origin)
                else {
                    return nil
                }
                return rect
            }.last, "no panel")
        return (frame, texts.sorted { $0.1.minY < $1.1.minY }.map(\.0))
    }

    @Test func testThePanelShowsTheWinnerFirstAndFitsTheWindow() throws {
        // given: a fullscreen back swipe over `nested` mid-drag — many recognizers, waits and
        // failures — in a phone window and in a short one
        for height in [844.0, 660] {
            let driver = try replayed(
                "back-fullscreen-page1", screen: "back-fullscreen", frames: 57, size: Size(width: 390, height: height))

            // when
            let (frame, rows) = try panel(driver.app)

            // then: the winner is the first row, never cut; the panel stays in the window's lower part
            #expect(rows.first == "winner: pager.pan", "\(rows)")
            #expect(frame.minY >= (height * 2 / 3), "\(rows)")
            #expect(frame.maxY <= height)
            #expect(abs(frame.height - (Double(rows.count) * 15 + 10)) <= 1e-9)
            // every row fits the panel's width
            for row in rows {
                #expect(
                    TextWrap.width(row, font: GestureOverlay.panelFont) <= (frame.width - 16), Comment(rawValue: row))
            }
        }
    }

    @Test func theOverlayShowsAListDragWinningOverTheRowsTouch() throws {
        // given: a flick that starts on a row, mid-drag (the finger is at y = 560)
        let driver = try replayed("list-fling", screen: "list", frames: 6)  // t = 0.1 s

        // when
        let lines = overlayLines(driver.app)

        // then: the finger, the pan that won, the delay that held the touch for the row failing
        #expect(lines.contains("touch 1 at (200, 560)"), "\(lines)")
        #expect(lines.contains("  list.pan (ScrollViewPan): changed"), "\(lines)")
        #expect(lines.first == "winner: list.pan", "\(lines)")
        #expect(lines.contains { $0.hasPrefix("  list.delayContentTouches failed: ") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("list: (0, ") && $0.hasSuffix(" pt/s") }, "\(lines)")
    }

    @Test func theOverlayShowsEachNestedTechniquesSeam() throws {
        // given: a flick up on the header, at rest (t = 4.4 s), on each article's technique
        for (screen, technique) in [
            ("nested-kvo", "KVO reset"), ("nested-handover", "deceleration handover"),
            ("nested-pinning", "simultaneous pinning"),
        ] {
            let driver = try replayed("technique-header-flick-up", screen: screen, frames: 264)
            let nested = try #require(driver.app.navigation.topViewController as? NestedScreen)

            // then: the overlay names the technique and gives the seam the log has
            let lines = overlayLines(driver.app)
            #expect(lines.contains("technique: \(technique)"), "\(lines)")
            let lost = try #require(nested.seam.distanceLost)
            #expect(
                lines.contains { $0.hasPrefix("seam: ") && $0.hasSuffix(String(format: "%.1f pt lost", lost)) },
                "\(lines)")
        }
    }

    @Test func theProjectionGuideIsAtTheTargetAndTheContentComesToRestOnIt() throws {
        // given: the list decelerating after a flick
        let driver = try replayed("list-fling", screen: "list", frames: 30)
        let list = try #require(driver.screen.loggedScrollViews.first?.scrollView)
        let rest = try #require(list.projectedRestingOffset)
        let frame = Rect(origin: list.convertToWindow(list.bounds.origin), size: list.bounds.size)

        // then: the guide is drawn where the content point that will be at the top now is
        let guide = GestureOverlay.guideLine(frame: frame, offset: list.contentOffset, rest: rest)
        #expect(abs(guide.from.y - (frame.minY + rest.y - list.contentOffset.y)) <= 1e-9)
        #expect(
            driver.app.displayList().items.contains(
                .line(from: guide.from, to: guide.to, width: 2, GestureOverlay.guide)))

        // when: it comes to rest
        try driver.runUntil { list.projectedRestingOffset == nil }

        // then: exactly on the projection, where the guide had reached the view's top edge
        #expect(list.contentOffset == rest)
        #expect(GestureOverlay.guideLine(frame: frame, offset: list.contentOffset, rest: rest).from.y == frame.minY)
    }
}
