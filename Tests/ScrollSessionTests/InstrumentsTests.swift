import Geometry
import Gestures
import ScrollLabDriver
@testable import ScrollSession  // the subject: the overlay's panel and lines and the frame HUD
import ScrollUI
import Testing

/// The gesture overlay's panel and lines and the frame HUD, on scripted input.
@Suite struct InstrumentsTests {
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

    /// Lets every pair recognize together.
    private final class Together: GestureRecognizerDelegate {
        func gestureRecognizer(
            _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
        ) -> Bool { true }
    }

    @Test func testTheOverlayShowsRecognizersThatRecognizeTogether() throws {
        // given: a screen with a pan and a pinch that may recognize together, and two fingers spreading
        let screen = ViewController(title: "Together", name: "together")
        let pan = PanGestureRecognizer(name: "pan"), pinch = PinchGestureRecognizer(name: "pinch")
        let together = Together()
        for recognizer in [pan, pinch] as [GestureRecognizer] {
            recognizer.delegate = together
            screen.view.addGestureRecognizer(recognizer)
        }
        let driver = ScreenDriver(screen, size: Size(width: 390, height: 844))
        driver.app.instruments.showsOverlay = true
        driver.enqueue(
            SessionEvent(deliveredAt: 0.01, kind: .touch(id: 1, phase: .began, location: Point(x: 150, y: 400))))
        driver.enqueue(
            SessionEvent(deliveredAt: 0.01, kind: .touch(id: 2, phase: .began, location: Point(x: 250, y: 400))))
        for step in 1...10 {
            let time = 0.01 + Double(step) / 60, spread = 8 * Double(step)
            driver.enqueue(
                SessionEvent(
                    deliveredAt: time,
                    kind: .touch(id: 1, phase: .moved, location: Point(x: 150 - spread, y: 420 + spread))))
            driver.enqueue(
                SessionEvent(
                    deliveredAt: time,
                    kind: .touch(id: 2, phase: .moved, location: Point(x: 250 + spread, y: 420 + spread))))
        }

        // when
        try driver.run(until: FrameLoop.time(ofFrame: 10))

        // then
        let lines = GestureOverlay(app: driver.app, trails: driver.app.instruments.trails).lines
        #expect(lines.contains("  together: pan + pinch"), "\(lines)")
    }

    @Test func theHUDShowsMeasuredFramesInTheWindowAndTheVirtualClockInAReplay() {
        let replay = FrameHUD(frames: [], currentFrame: 90, time: 1.5)
        let window = FrameHUD(
            frames: Array(repeating: Instruments.FrameCost(interval: 20, step: 0.5, render: 3), count: 40),
            currentFrame: 90, time: 1.5)

        #expect(replay.lines == ["virtual clock: 60 fps", "frame 90, t 1.500 s"])
        #expect(window.lines == ["50 fps", "step 0.50 · render 3.00 ms", "present 0.00 ms · no input"])

        // with input: the latency averages the frames that had some
        let costs = (0..<30).map {
            Instruments.FrameCost(interval: 16, step: 1, render: 2, present: 4, inputLatency: $0 < 10 ? 30 : nil)
        }
        #expect(FrameHUD(frames: costs, currentFrame: 30, time: 0.5).lines.last == "present 4.00 ms · input 30.0 ms")
    }
}
