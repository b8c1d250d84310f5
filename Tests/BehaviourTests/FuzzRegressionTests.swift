import Foundation
import Geometry
import Screens
import ScrollLabTesting
import ScrollSession
import ScrollTrace
import ScrollUI
import Testing

/// Traces the long fuzz runs broke an invariant with, shrunk (`SCROLLLAB_FUZZ_SHRINK`) to a few
/// events and replayed as `scroll-lab replay` plays them, with `InvariantChecker` after every
/// frame. Each names the run that found it.
@Suite struct FuzzRegressionTests {
    /// Plays the trace `name` (under `Traces/`) on its screen to its end, checking the invariants
    /// after every frame; `afterFrame` sees each frame too.
    @discardableResult
    func replay(_ name: String, afterFrame: (ScreenDriver) -> Void = { _ in }) throws -> ScreenDriver {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "jsonl", subdirectory: "Traces"))
        let trace = try TraceReader.read(path: url.path)
        let header = trace.header
        let driver = try #require(
            ScreenDriver(
                registry: ScreenCatalog.registry, screen: header.screen ?? "home",
                size: header.size ?? ScreenDriver.phoneSize,
                physics: header.physics ?? .uiKit))
        driver.app.safeAreaInsets = header.safeArea ?? EdgeInsets()
        driver.app.stampResolution = header.stampResolution ?? 0
        driver.play(trace)
        try driver.run(until: trace.duration) { afterFrame(driver) }
        return driver
    }

    /// The offset of `scrollView` is no further past its range than the rubber band reaches (its extent).
    private func assertWithinReach(
        _ scrollView: ScrollView?, _ message: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let scrollView else { return }
        for axis in Axis.allCases {
            let range = scrollView.offsetRange(axis), reach = scrollView.bounds.size[axis]
            #expect(
                (range.lowerBound - reach...range.upperBound + reach).contains(scrollView.contentOffset[axis]),
                "\(message): \(scrollView.contentOffset) around \(range)", sourceLocation: sourceLocation)
        }
    }

    @Test func aResizeUnderAHeldFingerBandsContentTheBandCouldNotReach() throws {
        // given: a trackpad flick far past the bottom right of the document, caught by the mouse
        // and held there (2 M events, seed 0x5C011AB + 19, document-conflict)
        // when: the window grows until the whole document fits
        // then: the offset is where the band holds it, not left a window beyond the edge
        try replay("fuzz-document-held-resize") { driver in
            assertWithinReach(driver.scrollView("document"), "t = \(driver.time)")
        }
    }

    @Test func aResizeDuringATrackpadDragBandsContentTheBandCouldNotReach() throws {
        // given: the document opened from the home menu, a trackpad drag with a huge delta after
        // the touch device went away mid-touch (2 M events, seed 0x5C011AB + 7, pages)
        // when: the window becomes much shorter and narrower
        // then: the offset is within the rubber band's reach from that frame on
        let driver = try replay("fuzz-document-trackpad-resize") { driver in
            assertWithinReach(driver.scrollView("document"), "t = \(driver.time)")
        }
        #expect(driver.scrollView("document") != nil, "the trace ends on the document")
    }
}

extension FuzzRegressionTests {
    @Test func snapDraggedThroughAResizeEndsItsDragLegally() throws {
        // given: snap opened from the home menu, its toggle pressed, then a drag on the strip
        // (5 M events, seed 0xF0CACC1A + 15, back-hidden-button)
        // when: the window becomes narrow and tall mid-drag, and the focus goes
        // then: every phase transition is legal
        try replay("fuzz-snap-resize-mid-drag")
    }
}

extension FuzzRegressionTests {
    @Test func aFlingAtALegalFastestSpeedStaysWithinTheRubberBand() throws {
        // given: home's feel given a 37,692.8 pt/s maximum fling (legal up to 50,000) by a physics
        // event, the reproduction; a 37,500 pt/s flick down past the top
        // when: it bounces
        // then: never further past the edge than the view is tall (it went 1,335 pt in an 800 pt view)
        let driver = try replay("feel-fastest-fling") { driver in
            assertWithinReach(driver.scrollView("home"), "t = \(driver.time)")
        }
        #expect(driver.scrollView("home")?.contentOffset.y == 0, "back on the edge")
    }

    @Test func theLoosestLegalBounceStaysWithinTheRubberBand() throws {
        // given: a 0.999 per ms bounce (legal), a 7,400 pt/s flick down past home's top
        // when: it bounces
        // then: within the view's height past the edge (it went 1,466 pt in an 800 pt view)
        try replay("feel-loosest-bounce") { driver in
            assertWithinReach(driver.scrollView("home"), "t = \(driver.time)")
        }
    }
}

extension FuzzRegressionTests {
    @Test func aBounceBeyondTheBandOfAShrunkWindowComesToItsEdge() throws {
        // given: nested-handover in a 4,541 pt tall window with a tuned feel, a trackpad scroll of
        // 2·10¹⁰ pt bouncing the outer view back from 4,307 pt past its edge (600,000 events with
        // the varied setup, seed 0x5C011AB + 22, shrunk to 2 events)
        // when: the window becomes 561 pt tall, the outer view's range staying what it was
        // then: the bounce is refitted to the new extent at once, not left 4,106 pt past the edge
        try replay("fuzz-nested-handover-shrunk-window") { driver in
            assertWithinReach(driver.scrollView("outer"), "t = \(driver.time)")
        }
    }
}

extension FuzzRegressionTests {
    @Test func anAxisAtRestThatAResizeLeavesOutOfRangeComesBack() throws {
        // given: the document opened from back-off, with a tuned feel and a safe area, dragged,
        // End pressed mid-drag (the offset jumps to the bottom), then the focus lost: the release
        // decelerates the horizontal axis only (5 M events with the varied setup, seed 1795852069
        // + 10, shrunk to 15 events)
        // when: in the same frame the window grows until the document is 1,291 pt tall
        // then: the vertical offset, left 1,966 pt down with no motion of its own, comes back
        // within the band at once instead of staying 1,722 pt past the new end
        try replay("fuzz-document-end-key-resize") { driver in
            assertWithinReach(driver.scrollView("document"), "t = \(driver.time)")
        }
    }

    @Test func aFingerLiftingBesideAPinchLeavesThePinchInCharge() throws {
        // given: a photo on zoom, a mouse drag under way, the window grown, then two fingers
        // pinching (600,000 events, seed 0x5C011AB + 16 on `pages`, which reached zoom through
        // home; shrunk to 9 events and started on zoom)
        // when: the mouse lifts while both fingers stay down, and one of them moves far
        // then: no bounce starts under the pinch (it took the pinch's moves as a drag's and sent
        // the offset 3,300 pt past its range); the pinch settles the zoom at its own end
        try replay("fuzz-zoom-lift-beside-pinch") { driver in
            assertWithinReach(driver.scrollView("zoom.photo"), "t = \(driver.time)")
        }
    }
}

extension FuzzRegressionTests {
    @Test func aFormScrolledAboveTheKeyboardStaysWithinReachWhenTheKeyboardGoes() throws {
        // given: text-field opened from detail's home, a huge bottom safe area (8,347 pt), a field
        // tapped so the keyboard rises and the form scrolls the field into sight, the window
        // resized (10⁷ events with the varied setup, seed 0x5C011AB + 13; shrunk to 22 events)
        // then: the form's offset never goes past the reach of its rubber band
        // (set up as the fuzz run was, its feel applied through the tuning panel)
        let url = try #require(
            Bundle.module.url(
                forResource: "fuzz-text-field-keyboard-resize", withExtension: "jsonl", subdirectory: "Traces"))
        let trace = try TraceReader.read(path: url.path)
        var setup = FuzzSetup()
        setup.size = try #require(trace.header.size)
        setup.safeArea = trace.header.safeArea ?? EdgeInsets()
        setup.stampResolution = trace.header.stampResolution ?? 0
        setup.physics = trace.header.physics ?? .uiKit
        let driver = ScreenDriver(app: try #require(setup.makeApplication(screen: "detail")))
        // The fuzz sent touch 7 down a second time while it was down (a trace drops that event).
        var events = trace.events
        let again = SessionEvent(
            deliveredAt: 6.052434,
            kind: .touch(id: 7, phase: .began, location: Point(x: 63.83305681486803, y: 449.0383193571095)))
        events.insert(again, at: events.firstIndex { $0.deliveredAt > again.deliveredAt } ?? events.endIndex)
        events.forEach(driver.enqueue)
        try driver.run(until: trace.duration) { assertWithinReach(driver.scrollView("form"), "t = \(driver.time)") }
    }
}
