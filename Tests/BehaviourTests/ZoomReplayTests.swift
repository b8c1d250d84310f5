import Geometry
import ScrollTrace
import Testing

/// The `zoom` screen's recorded pinch and double taps (`Traces/zoom-pinch-double-tap.jsonl`),
/// replayed as `scroll-lab replay` does: the log's `zoomScale` and zoomed `contentSize` of the
/// photo shown (`zoom.photo`) on every frame, and the zoom callbacks.
@Suite struct ZoomReplayTests {
    /// The photo fitted to the 390 pt page at 1×: 390 × 293.
    let fitted = Size(width: 390, height: 293)

    private func replay() throws -> ReplayLog { try ReplayLog(trace: "zoom-pinch-double-tap", until: 4) }

    /// The frames between a `scrollViewWillBeginZooming` and the next `scrollViewDidEndZooming`, each
    /// pair with the scale it ended at.
    private func zooms(_ log: ReplayLog) -> [(begin: Int, end: Int, scale: Double)] {
        var begin: Int?
        var result: [(Int, Int, Double)] = []
        for callback in log.callbacks where callback.view == "zoom.photo" {
            if callback.name == "scrollViewWillBeginZooming" { begin = callback.frame }
            if callback.name == "scrollViewDidEndZooming", let start = begin {
                result.append((start, callback.frame, callback.scale ?? .nan))
                begin = nil
            }
        }
        return result
    }

    @Test func aDoubleTapZoomsToTwiceAndBackAndThePinchBouncesBackToFourTimes() throws {
        let log = try replay()
        let zooms = zooms(log)

        // then the double tap zoomed to 2×, the second back to 1×, and the pinch ended at the 4× maximum
        #expect(zooms.map(\.scale) == [2, 1, 4])
        // and every frame logged the scale with the content size it gives the photo
        for frame in log.frames {
            let scale = try #require(frame.zoomScales["zoom.photo"], "frame \(frame.frame)")
            let size = try #require(frame.contentSizes["zoom.photo"])
            #expect(abs(size.width - fitted.width * scale) < 1e-6 && abs(size.height - fitted.height * scale) < 1e-6)
        }
        #expect(log.frames.allSatisfy { $0.zoomScales["zoom.pager"] == nil }, "the pager does not zoom")
    }

    @Test func aDoubleTapZoomsAboutTheTappedPoint() throws {
        // given the first double tap at (140, 330) in the window, on the photo fitted at 1×
        let log = try replay()
        let zoomIn = try #require(zooms(log).first)
        let before = try #require(log.frames.first { $0.frame == zoomIn.begin - 1 })
        let after = try #require(log.frames.first { $0.frame == zoomIn.end })
        let offsetBefore = try #require(before.offsets["zoom.photo"]),
            offsetAfter = try #require(after.offsets["zoom.photo"])

        // then the tapped point of the picture is at the centre of the page across at 2× (UIKit's
        // zoom(to:animated:) recipe: a rect half the page's size around the tap), and the picture,
        // still shorter than the 800 pt page, stays centred down it
        let tap = Point(x: 140, y: 330 - 44)  // the page starts under the 44 pt bar
        let shown = (tap + offsetBefore) * 2 - offsetAfter
        #expect(abs(shown.x - 195) < 1e-6)
        #expect(offsetAfter.y == -(800 - fitted.height * 2) / 2)
    }

    @Test func thePinchPastTheMaximumIsHeldRubberBandedAndBouncesBack() throws {
        let log = try replay()
        let pinch = try #require(zooms(log).last)
        let scales = log.frames.filter { $0.frame >= pinch.begin && $0.frame <= pinch.end }.compactMap {
            $0.zoomScales["zoom.photo"]
        }

        // then the fingers' 6× is held at less than 6× but past 4×, and it comes back to exactly 4×
        let held = try #require(scales.max())
        #expect(held > 4.2 && held < 6)
        #expect(scales.last == 4)
    }
}
