import Geometry
import Gestures
import Screens
import ScrollLabTesting
import ScrollTrace
@testable import ScrollUI
import SnapshotTesting
import Testing

/// The gesture overlay, the projection guide and the frame HUD, on scripted conflicts.
@Suite struct InstrumentsTests {
    /// `screen` with the overlay on, after `frames` frames of the trace `name`.
    private func replayed(_ name: String, screen: String, frames: Int, size: Size = Size(width: 390, height: 844)) throws -> Application {
        let url = traceURL(name)
        let trace = try TraceReader.read(path: url.path)
        let app = try #require(ScreenCatalog.makeApplication(screen: screen, size: size))
        app.instruments.showsOverlay = true
        let loop = FrameLoop(app: app)
        trace.events.forEach(loop.enqueue)
        for _ in 0..<frames { loop.runFrame() }
        return app
    }

    private func overlayLines(_ app: Application) -> [String] {
        GestureOverlay(app: app, trails: app.instruments.trails).lines
    }

    @Test func testTheOverlayShowsTheBackGestureLosingToThePagerOnNested() throws {
        // given: a fullscreen back swipe over `nested` on its second page, mid-drag (t = 0.95 s)
        let app = try replayed("back-fullscreen-page1", screen: "back-fullscreen", frames: 57)

        // when
        let lines = overlayLines(app)

        // then: who waited for whom, who won, why the back gesture failed, where the finger is
        #expect(lines.contains("touch 1 at (300, 600)"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("  pager.pan waits for navigation.fullscreenBackGesture [") }, "\(lines)")
        #expect(lines.first == "winner: pager.pan", "\(lines)")
        #expect(lines.contains { $0.hasPrefix("  navigation.fullscreenBackGesture failed: ") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("header: 88…260 pt") }, "\(lines)")
        assertSnapshot(of: app, as: .screenshot())
    }

    /// The overlay panel as drawn: its background and its rows, top to bottom.
    private func panel(_ app: Application) throws -> (frame: Rect, rows: [String]) {
        let items = app.displayList().items
        let texts: [(String, Rect)] = items.compactMap {
            guard case .text(let text, let box, let font, .white, _) = $0, font == GestureOverlay.panelFont else { return nil }
            return (text, box)
        }
        let frame = try #require(
            items.compactMap { item -> Rect? in
                guard case .fill(let rect, _, cornerRadius: 8) = item, let first = texts.first, rect.contains(first.1.origin) else {
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
            let app = try replayed("back-fullscreen-page1", screen: "back-fullscreen", frames: 57, size: Size(width: 390, height: height))

            // when
            let (frame, rows) = try panel(app)

            // then: the winner is the first row, never cut; the panel stays in the window's lower part
            #expect(rows.first == "winner: pager.pan", "\(rows)")
            #expect(frame.minY >= (height * 2 / 3), "\(rows)")
            #expect(frame.maxY <= height)
            #expect(abs(frame.height - (Double(rows.count) * 15 + 10)) <= 1e-9)
            // every row fits the panel's width
            for row in rows {
                #expect(TextWrap.estimatedWidth(row, font: GestureOverlay.panelFont) <= (frame.width - 16), Comment(rawValue: row))
            }
        }
    }

    @Test func testAPanelTooSmallForEveryLineKeepsTheWinnerWholeAndCountsWhatItLeavesOut() {
        // given: a long winner and more lines than rows
        let winner = "winner: " + (1...12).map { "pan.\($0)" }.joined(separator: ", then ")
        let rest = (1...10).map { "  line \($0) " + String(repeating: "word ", count: 20) }

        // when
        let rows = GestureOverlay.panelRows(first: [winner], rest: rest, width: 200, maxRows: 8)
        let roomy = GestureOverlay.panelRows(first: [winner], rest: Array(rest.prefix(2)), width: 200, maxRows: 20)

        // then: the winner on all the rows it needs, then what fits, cut, and a count of the rest
        let winnerRows = rows.prefix { !$0.hasPrefix("  line") }.count
        #expect(winnerRows > 1)
        #expect(rows.count == 8)
        #expect((rows.prefix(winnerRows).flatMap { $0.split(separator: " ") }.joined(separator: " ")) == winner)
        #expect(rows.dropFirst(winnerRows).dropLast().allSatisfy { $0.hasSuffix("…") }, "\(rows)")
        #expect(rows.last == "… \(10 - (8 - winnerRows - 1)) more lines")
        // with room, every line is wrapped whole
        #expect(!(roomy.contains { $0.hasSuffix("…") }), "\(roomy)")
    }

    @Test func testTheOverlayShowsAListDragWinningOverTheRowsTouch() throws {
        // given: a flick that starts on a row, mid-drag (the finger is at y = 560)
        let app = try replayed("list-fling", screen: "list", frames: 6)  // t = 0.1 s

        // when
        let lines = overlayLines(app)

        // then: the finger, the pan that won, the delay that held the touch for the row failing
        #expect(lines.contains("touch 1 at (200, 560)"), "\(lines)")
        #expect(lines.contains("  list.pan (ScrollViewPan): changed"), "\(lines)")
        #expect(lines.first == "winner: list.pan", "\(lines)")
        #expect(lines.contains { $0.hasPrefix("  list.delayContentTouches failed: ") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("list: (0, ") && $0.hasSuffix(" pt/s") }, "\(lines)")
        assertSnapshot(of: app, as: .screenshot())
    }

    /// Lets every pair recognize together.
    private final class Together: GestureRecognizerDelegate {
        func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { true }
    }

    @Test func testTheOverlayShowsRecognizersThatRecognizeTogether() {
        // given: a screen with a pan and a pinch that may recognize together, and two fingers spreading
        let screen = ViewController(title: "Together", name: "together")
        let pan = PanGestureRecognizer(name: "pan"), pinch = PinchGestureRecognizer(name: "pinch")
        let together = Together()
        for recognizer in [pan, pinch] as [GestureRecognizer] {
            recognizer.delegate = together
            screen.view.addGestureRecognizer(recognizer)
        }
        let app = Application(root: screen, size: Size(width: 390, height: 844))
        app.instruments.showsOverlay = true
        let loop = FrameLoop(app: app)
        loop.enqueue(PointerEvent(time: 0.01, kind: .touch(id: 1, phase: .began, location: Point(x: 150, y: 400))))
        loop.enqueue(PointerEvent(time: 0.01, kind: .touch(id: 2, phase: .began, location: Point(x: 250, y: 400))))
        for step in 1...10 {
            let time = 0.01 + Double(step) / 60, spread = 8 * Double(step)
            loop.enqueue(PointerEvent(time: time, kind: .touch(id: 1, phase: .moved, location: Point(x: 150 - spread, y: 420 + spread))))
            loop.enqueue(PointerEvent(time: time, kind: .touch(id: 2, phase: .moved, location: Point(x: 250 + spread, y: 420 + spread))))
        }

        // when
        for _ in 0..<10 { loop.runFrame() }

        // then
        #expect(overlayLines(app).contains("  together: pan + pinch"), "\(overlayLines(app))")
    }

    @Test func testTheOverlayShowsEachNestedTechniquesSeam() throws {
        // given: a flick up on the header, at rest (t = 4.4 s), on each article's technique
        for (screen, technique) in [
            ("nested-kvo", "KVO reset"), ("nested-handover", "deceleration handover"),
            ("nested-pinning", "simultaneous pinning"),
        ] {
            let app = try replayed("technique-header-flick-up", screen: screen, frames: 264)
            let nested = try #require(app.navigation.topViewController as? NestedScreen)

            // then: the overlay names the technique and gives the seam the log has
            let lines = overlayLines(app)
            #expect(lines.contains("technique: \(technique)"), "\(lines)")
            let lost = try #require(nested.seam.distanceLost)
            #expect(lines.contains { $0.hasPrefix("seam: ") && $0.hasSuffix(String(format: "%.1f pt lost", lost)) }, "\(lines)")
            assertSnapshot(of: app, as: .screenshot(), named: screen)
        }
    }

    @Test func theProjectionGuideIsAtTheTargetAndTheContentComesToRestOnIt() throws {
        // given: the list decelerating after a flick
        let app = try replayed("list-fling", screen: "list", frames: 30)
        let list = try #require(app.navigation.topViewController.loggedScrollViews.first?.scrollView)
        let rest = try #require(list.projectedRestingOffset)
        let frame = Rect(origin: list.convertToWindow(list.bounds.origin), size: list.bounds.size)

        // then: the guide is drawn where the content point that will be at the top now is
        let guide = GestureOverlay.guideLine(frame: frame, offset: list.contentOffset, rest: rest)
        #expect(abs(guide.from.y - (frame.minY + rest.y - list.contentOffset.y)) <= 1e-9)
        #expect(app.displayList().items.contains(.line(from: guide.from, to: guide.to, width: 2, GestureOverlay.guide)))

        // when: it comes to rest
        let loop = FrameLoop(app: app)
        for _ in 0..<600 where list.projectedRestingOffset != nil { loop.runFrame() }

        // then: exactly on the projection, where the guide had reached the view's top edge
        #expect(list.contentOffset == rest)
        #expect(GestureOverlay.guideLine(frame: frame, offset: list.contentOffset, rest: rest).from.y == frame.minY)
    }

    @Test func theHUDShowsMeasuredFramesInTheWindowAndTheVirtualClockInAReplay() {
        let replay = FrameHUD(frames: [], frameIndex: 90, time: 1.5)
        let window = FrameHUD(
            frames: Array(repeating: Instruments.FrameCost(interval: 20, step: 0.5, render: 3), count: 40),
            frameIndex: 90, time: 1.5)

        #expect(replay.lines == ["virtual clock: 60 fps", "frame 90, t 1.500 s"])
        #expect(window.lines == ["50 fps", "step 0.50 · render 3.00 ms", "present 0.00 ms · no input"])

        // with input: the latency averages the frames that had some
        let costs = (0..<30).map { Instruments.FrameCost(interval: 16, step: 1, render: 2, present: 4, inputLatency: $0 < 10 ? 30 : nil) }
        #expect(FrameHUD(frames: costs, frameIndex: 30, time: 0.5).lines.last == "present 4.00 ms · input 30.0 ms")
    }
}
