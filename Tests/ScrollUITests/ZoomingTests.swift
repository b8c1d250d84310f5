import Foundation
import Geometry
import Gestures
import ScrollLabDriver
import ScrollUI
import Testing

/// `ScrollView` zooming through scripted pinches and taps (the Zooming article): the limits and the
/// bounce, the pinch about its centroid, no drift, `zoom(to:animated:)`, the double-tap recipe,
/// centring, and touches reaching a zoomed subview.
@Suite struct ZoomingTests {
    static let window = Size(width: 300, height: 400)
    static let middle = Point(x: 150, y: 200)

    private func photo(
        _ content: Size = ZoomingTests.window, minimum: Double = 1, maximum: Double = 3
    ) -> (ZoomScreen, ScreenDriver) {
        let screen = ZoomScreen(contentSize: content, minimum: minimum, maximum: maximum)
        let driver = ScreenDriver(screen, size: Self.window)
        return (screen, driver)
    }

    /// The point of the zoomed view under `window` (a window point).
    private func contentPoint(_ screen: ZoomScreen, under window: Point) -> Point {
        screen.content.convert(window, from: nil)
    }

    @Test func aPinchPastTheMaximumResistsThenBouncesBackToItExactly() throws {
        let (screen, driver) = photo()
        let scroll = screen.scrollView

        driver.pinch(around: Self.middle, from: 60, to: 280, duration: 0.3)  // the fingers ask for 280 / 70 = 4×
        try driver.run(until: driver.inputEnd - 0.001)  // the last move, fingers still down
        let pinched = scroll.zoomScale
        try driver.run(for: 1.0 / 60)
        let bouncing = scroll.isZoomBouncing
        let bounceStart = driver.time
        while scroll.isZoomBouncing { try driver.runFrame() }
        let bounceTime = driver.time - bounceStart
        try driver.runUntilAtRest()

        let expected = 3 * exp(ScrollView.zoomRubberBand.dampedDistance(forOverscroll: log(4.0 / 3)))
        #expect(abs(pinched - expected) < 1e-9, "rubber-banded on the log scale: \(pinched), not 4")
        #expect(pinched > 3 && pinched < 3.5)
        #expect(bouncing)
        #expect(scroll.zoomScale == 3, "back exactly on the maximum")
        #expect(scroll.contentSize == Size(width: 900, height: 1200))
        #expect(scroll.contentOffset == scroll.clamped(scroll.contentOffset))
        #expect(bounceTime > 0.2 && bounceTime < 0.8, "the scroll view's bounce: \(bounceTime) s")
        #expect(screen.zoomCalls == ["willBeginZooming", "didEndZooming(3.0)"])
        #expect(
            driver.callbacks("photo").filter { [.willBeginZooming, .didEndZooming(scale: 3)].contains($0) }.count == 2)
        #expect(abs(contentPoint(screen, under: Self.middle).x - 150) < 1e-6, "the bounce kept the centre where it was")
    }

    @Test func aPinchThatAlsoPullsPastAnEdgeBouncesScaleAndOffsetBackTogether() throws {
        let (screen, driver) = photo()
        let scroll = screen.scrollView
        scroll.zoomScale = 2  // about the centre: (150, 200)
        scroll.contentOffset = .zero  // the top-left quarter

        // the fingers ask for 2 × 120 / 70 ≈ 3.4× while their centroid moves 170, 220 pt down
        // and right: the content's top-left corner is pulled into the view, past both edges
        driver.pinch(around: Point(x: 60, y: 80), from: 60, to: 120, moving: Point(x: 170, y: 220), duration: 0.4)
        try driver.run(until: driver.inputEnd - 0.001)
        let pulled = scroll.contentOffset
        try driver.runUntilAtRest()

        #expect(pulled.x < 0 && pulled.y < 0, "past the top-left edges (rubber-banded): \(pulled)")
        #expect(scroll.zoomScale == 3)
        #expect(scroll.contentOffset == .zero, "the nearest edge at 3×")
        #expect(
            driver.callbacks("photo").map(\.callbackName) == [
                "scrollViewWillBeginDragging", "scrollViewWillBeginZooming",
                "scrollViewWillEndDragging", "scrollViewDidEndDragging",
                "scrollViewDidEndZooming",
            ], "the centroid moved 10 pt before the distance did")
        #expect(
            driver.callbacks("photo").contains(.willEndDragging(velocity: .zero, targetContentOffset: .zero)),
            "the drag's target is where the zoom's bounce brings the offset")
    }

    @Test func aPinchBelowTheMinimumComesBackToItAndToTheStartOffset() throws {
        let (screen, driver) = photo()
        let scroll = screen.scrollView

        driver.pinch(around: Self.middle, from: 200, to: 40, duration: 0.3)
        try driver.run(until: driver.inputEnd - 0.001)
        let pinched = scroll.zoomScale
        try driver.runUntilAtRest()

        #expect(pinched < 1 && pinched > 0.5, "resists below the minimum, never under half of it: \(pinched)")
        #expect(scroll.zoomScale == 1)
        #expect(scroll.contentOffset == .zero)
        #expect(screen.content.frame == Rect(x: 0, y: 0, width: 300, height: 400))
    }

    @Test func withoutBouncesZoomThePinchStopsAtTheLimits() throws {
        let (screen, driver) = photo()
        screen.scrollView.bouncesZoom = false

        driver.pinch(around: Self.middle, from: 60, to: 280, duration: 0.3)
        try driver.run(until: driver.inputEnd - 0.001)

        #expect(screen.scrollView.zoomScale == 3)
        try driver.runUntilAtRest()
        #expect(screen.scrollView.zoomScale == 3)
    }

    @Test func thePointUnderTheFingersStaysUnderThemWhileTheyPinchAndMove() throws {
        let (screen, driver) = photo()
        let scroll = screen.scrollView
        scroll.zoomScale = 2
        scroll.contentOffset = Point(x: 100, y: 150)

        driver.pinch(around: Self.middle, from: 100, to: 160, moving: Point(x: 30, y: 20), duration: 0.4)
        var anchor: Point?
        var worst = 0.0, frames = 0
        while driver.time < driver.inputEnd - 0.001 {
            try driver.runFrame()
            guard scroll.isZooming, let pinch = scroll.pinchRecognizer else { continue }
            let under = contentPoint(screen, under: pinch.location(in: nil))
            if let anchor {
                worst = max(worst, (under - anchor).length)
                frames += 1
            } else {
                anchor = under
            }
        }

        #expect(frames >= 15)
        #expect(worst < 0.5, "the content point under the centroid moved \(worst) pt")
        #expect(scroll.zoomScale > 2.8, "zoomed to \(scroll.zoomScale)")
        try driver.runUntilAtRest()
        let names = driver.callbacks("photo").map(\.callbackName)
        #expect(
            names == [
                "scrollViewWillBeginZooming", "scrollViewWillBeginDragging", "scrollViewWillEndDragging",
                "scrollViewDidEndDragging", "scrollViewDidEndZooming",
            ],
            "the centroid moved: the pan dragged too, and ended at rest, the zoom after it")
        #expect(!scroll.isDragging && !scroll.isZooming && !scroll.isZoomBouncing)
    }

    @Test func aPinchOutAndBackBelowOneReturnsExactlyToItsStart() throws {
        let (screen, driver) = photo()
        let scroll = screen.scrollView
        scroll.zoomScale = 2
        scroll.contentOffset = Point(x: 100, y: 150)
        var lowest = 2.0, highest = 2.0

        // 100 pt apart, out to 280, in to 40 (below 1×), back to 110 where the pinch began (10 pt
        // out: its hysteresis is taken from its start, so 110 is its scale 1), then lifted
        driver.pinch(around: Point(x: 120, y: 180), through: [100, 280, 40, 110])
        while driver.time < driver.inputEnd + 0.05 {
            try driver.runFrame()
            lowest = min(lowest, scroll.zoomScale)
            highest = max(highest, scroll.zoomScale)
        }
        try driver.runUntilAtRest()

        #expect(lowest < 1 && highest > 3, "went below 1× (\(lowest)) and past the maximum (\(highest))")
        #expect(scroll.zoomScale == 2)
        #expect(scroll.contentOffset == Point(x: 100, y: 150), "no drift: \(scroll.contentOffset)")
        #expect(screen.zoomCalls == ["willBeginZooming", "didEndZooming(2.0)"])
    }

    @Test func zoomToARectFitsItInTheBoundsCentred() throws {
        let (screen, driver) = photo()
        let scroll = screen.scrollView
        let rect = Rect(x: 100, y: 150, width: 120, height: 100)

        scroll.zoom(to: rect, animated: true)
        try driver.run(for: 0.15)
        let halfway = scroll.zoomScale
        try driver.runUntilAtRest()

        #expect(halfway > 1 && halfway < 2.5)
        #expect(scroll.zoomScale == 2.5, "300 / 120: the width fits")
        let visible = screen.content.convert(scroll.bounds, from: scroll)
        #expect(abs(visible.minX - rect.minX) < 1e-9 && abs(visible.width - rect.width) < 1e-9)
        #expect(abs(visible.midY - rect.midY) < 1e-9, "centred: \(visible)")
        #expect(screen.zoomCalls == ["willBeginZooming", "didEndZooming(2.5)"])
    }

    @Test func zoomToASmallRectStopsAtTheMaximumAndAtTheEdges() throws {
        let (screen, driver) = photo()
        let scroll = screen.scrollView

        scroll.zoom(to: Rect(x: 0, y: 0, width: 30, height: 40), animated: false)
        try driver.runUntilAtRest()

        #expect(scroll.zoomScale == 3)
        #expect(scroll.contentOffset == .zero, "clamped to the range")
        #expect(screen.zoomCalls.isEmpty, "an immediate zoom only calls scrollViewDidZoom")
        #expect(screen.didZoomCount == 1)
    }

    @Test func theDoubleTapRecipeZoomsInAroundTheTapAndBackOut() throws {
        let (screen, driver) = photo()
        let scroll = screen.scrollView
        let tap = Point(x: 100, y: 120)

        driver.tap(at: tap).tap(at: tap, pause: 0.1)
        try driver.runUntilAtRest()
        let zoomedScale = scroll.zoomScale
        let centre = contentPoint(screen, under: Self.middle)
        driver.tap(at: tap).tap(at: tap, pause: 0.1)
        try driver.runUntilAtRest()

        #expect(zoomedScale == 3)
        #expect(
            abs(centre.x - tap.x) < 1e-9 && abs(centre.y - tap.y) < 1e-9, "the tapped point in the middle: \(centre)")
        #expect(scroll.zoomScale == 1)
        #expect(scroll.contentOffset == .zero)
        #expect(
            screen.zoomCalls == ["willBeginZooming", "didEndZooming(3.0)", "willBeginZooming", "didEndZooming(1.0)"])
    }

    @Test(arguments: [false, true])
    func smallContentStaysCentredThroughAPinchAndItsBounce(recipe: Bool) throws {
        let (screen, driver) = photo(Size(width: 300, height: 200), minimum: 0.5, maximum: 3)
        let scroll = screen.scrollView
        if recipe {
            screen.centresWithInsets = true
            try driver.runFrame()  // laid out
            scroll.zoomScale = 1  // the recipe runs in scrollViewDidZoom
            scroll.contentOffset = scroll.clamped(scroll.contentOffset)  // as apps do after layout
        } else {
            scroll.centersZoomedContent = true
            try driver.runFrame()
        }
        let centredAtStart = screen.content.convert(Point(x: 150, y: 100), to: nil)

        driver.pinch(around: Self.middle, from: 200, to: 60, duration: 0.3)
        try driver.runUntilAtRest()

        #expect(centredAtStart == Self.middle)
        #expect(scroll.zoomScale == 0.5)
        let centre = screen.content.convert(Point(x: 150, y: 100), to: nil)
        #expect(
            abs(centre.x - 150) < 1e-9 && abs(centre.y - 200) < 1e-9, "the content's centre at the view's: \(centre)")
    }

    @Test func aTapReachesAZoomedSubviewWhereItIsDrawn() throws {
        let (screen, driver) = photo()
        let scroll = screen.scrollView
        let tile = try #require(screen.content.subviews.first { $0.name == "tile.2.2" })  // (100, 100, 50, 50)
        var tapped = 0
        tile.addGestureRecognizer(TapGestureRecognizer(name: "tile.tap") { _ in tapped += 1 })
        scroll.zoomScale = 2
        scroll.contentOffset = Point(x: 100, y: 100)

        driver.tap(at: Point(x: 110, y: 110))  // (100, 100) zoomed: 200 − 100 = 100 in the window
        driver.tap(at: Point(x: 60, y: 60), pause: 0.5)  // the tile's place at 1×: another tile's now
        try driver.runUntilAtRest()

        #expect(tapped == 1)
        #expect(scroll.hitTest(scroll.convert(Point(x: 110, y: 110), from: nil)) === tile)
        #expect(tile.convert(Point(x: 5, y: 5), to: nil) == Point(x: 110, y: 110))
    }
}

/// `touches(paths:)`: pinches of any shape, scripted finger by finger.
@Suite struct MultiTouchScriptTests {
    @Test func oneFingerStillAndAnotherMovingAwayAlongTheDiagonalZoomsByTheirSpread() throws {
        let screen = ZoomScreen(contentSize: ZoomingTests.window)
        let driver = ScreenDriver(screen, size: ZoomingTests.window)
        let anchor = Point(x: 100, y: 150)

        driver.touches(
            paths: [{ _ in anchor }, { f in anchor + Point(x: 40, y: 40) * (1 + f) }], duration: 0.3, hold: 0.2)
        try driver.run(until: driver.inputEnd - 0.1)  // the fingers still down, at rest

        // the spread went from 56.6 to 113.1 pt; the pinch counts from 10 pt past the start (its hysteresis)
        let expected = (80 * 2.0.squareRoot()) / (40 * 2.0.squareRoot() + PinchGestureRecognizer().hysteresis)
        #expect(abs(screen.scrollView.zoomScale - expected) < 1e-9, "\(screen.scrollView.zoomScale) for \(expected)")
        #expect(driver.app.dispatcher.activeTouches.map(\.id) == [1, 2])
    }

    @Test func theFixedPinchIsTheSameScriptAsItsPaths() throws {
        let scripted = ZoomScreen(contentSize: ZoomingTests.window),
            fixed = ZoomScreen(contentSize: ZoomingTests.window)
        let scriptedDriver = ScreenDriver(scripted, size: ZoomingTests.window),
            fixedDriver = ScreenDriver(fixed, size: ZoomingTests.window)
        let centre = ZoomingTests.middle

        scriptedDriver.touches(paths: [
            { f in centre - Point(x: 40 + 40 * f, y: 0) }, { f in centre + Point(x: 40 + 40 * f, y: 0) },
        ])
        fixedDriver.pinch(around: centre, from: 80, to: 160)
        try scriptedDriver.runUntilAtRest()
        try fixedDriver.runUntilAtRest()

        #expect(scripted.scrollView.zoomScale == fixed.scrollView.zoomScale)
        #expect(scripted.scrollView.contentOffset == fixed.scrollView.contentOffset)
    }
}
