import Geometry
import Gestures
import Screens
import ScrollLabDriver
import ScrollSession
import ScrollUI
import Testing

/// Resizes, reloads and device glitches in the middle of a motion, found by the long fuzz run:
/// each keeps the content where the screen's own rules put it.
@Suite struct ResizeDuringMotionTests {
    private func app(
        _ screen: String, size: Size = Size(width: 1000, height: 700)
    ) throws -> (Application, ScreenDriver) {
        let app = try #require(ScreenCatalog.makeApplication(screen: screen, size: size))
        return (app, ScreenDriver(app: app))
    }

    @Test func aKeyAnimationStartedInTheFrameOfANarrowingResizeEndsInRange() throws {
        // given: the images list scrolled far down, in a wide window
        let (app, driver) = try app("images")
        let screen = try #require(app.navigation.topViewController as? ImagesScreen)
        try driver.run(until: 0.1)
        screen.table.contentOffset.y = screen.table.maximumContentOffset.y - 100
        try driver.run(until: 0.2)

        // when: Space (a page down, animated) and a resize that makes every row shorter, in one frame
        driver.enqueue(SessionEvent(deliveredAt: 0.21, kind: .key(name: "space", isDown: true)))
        driver.enqueue(SessionEvent(deliveredAt: 0.21, kind: .resize(Size(width: 300, height: 500))))

        // then: the offset never leaves the range, and the animation ends on an allowed offset
        try driver.run(until: 2) {
            let table = screen.table
            #expect(table.contentOffset.y <= (table.maximumContentOffset.y + 1e-6), "frame \(driver.loop.currentFrame)")
            #expect(table.contentOffset.y >= (-1e-6), "frame \(driver.loop.currentFrame)")
        }
        #expect(!screen.table.isInMotion)
    }

    @Test func anAnimationAtTheEndOfAListThatShrinksUnderItComesIntoTheNewRangeAtOnce() throws {
        // given: the images list at its end in a wide window, animating to the end (End)
        let (app, driver) = try app("images")
        let screen = try #require(app.navigation.topViewController as? ImagesScreen)
        try driver.run(until: 0.1)
        screen.table.contentOffset.y = screen.table.maximumContentOffset.y - 10
        driver.enqueue(SessionEvent(deliveredAt: 0.15, kind: .key(name: "end", isDown: true)))
        try driver.run(until: 0.2)

        // when: in one frame the window becomes narrow and short (far less content) and Space pages down
        driver.enqueue(SessionEvent(deliveredAt: 0.21, kind: .resize(Size(width: 190, height: 390))))
        driver.enqueue(SessionEvent(deliveredAt: 0.21, kind: .key(name: "space", isDown: true)))

        // then: from that frame on the offset is within the new range
        try driver.run(until: 2) {
            #expect(
                screen.table.contentOffset.y <= (screen.table.maximumContentOffset.y + 1e-6),
                "frame \(driver.loop.currentFrame)")
        }
    }

    @Test func anAnimationToTheTopStaysInRangeWhenANarrowingResizeReanchorsTheList() throws {
        // given: the images list far down, animating to the top (Home)
        let (app, driver) = try app("images")
        let screen = try #require(app.navigation.topViewController as? ImagesScreen)
        try driver.run(until: 0.1)
        screen.table.contentOffset.y = screen.table.maximumContentOffset.y / 2
        driver.enqueue(SessionEvent(deliveredAt: 0.2, kind: .key(name: "home", isDown: true)))
        try driver.run(until: 0.2)

        // when: late in the animation, when one frame's step is over half the distance left, the
        // window narrows, which makes every row shorter (the list keeps its top row in place)
        var previous = screen.table.contentOffset.y
        while screen.table.contentOffset.y > 2 * (previous - screen.table.contentOffset.y)
            || previous == screen.table.contentOffset.y
        {
            previous = screen.table.contentOffset.y
            try driver.runFrame()
            #expect(driver.time < 1, "the animation reaches that point")
        }
        driver.enqueue(SessionEvent(deliveredAt: driver.time + 0.001, kind: .resize(Size(width: 300, height: 330))))

        // then: it reaches the top without passing it
        try driver.run(until: 2) {
            #expect(screen.table.contentOffset.y >= (-1e-6), "frame \(driver.loop.currentFrame)")
        }
        #expect(abs(screen.table.contentOffset.y - 0) <= 1e-9)
    }

    @Test func parallaxKeepsItsPageWhenTheWindowNarrows() throws {
        // given: parallax on its third page in a wide window
        let (app, driver) = try app("parallax")
        let screen = try #require(app.navigation.topViewController as? ParallaxScreen)
        try driver.run(until: 0.1)
        screen.content.contentOffset.x = 2 * screen.content.bounds.width
        try driver.run(until: 0.2)

        // when
        driver.enqueue(SessionEvent(deliveredAt: 0.21, kind: .resize(Size(width: 158, height: 400))))
        try driver.run(until: 1)

        // then: still the third page, at the new width, and the titles within their range
        #expect(abs(screen.content.contentOffset.x - (2 * 158)) <= 1e-9)
        #expect(abs(screen.titles.contentOffset.x - (2 * ParallaxScreen.titleWidth)) <= 1e-9)
        #expect(screen.titles.contentOffset.x <= screen.titles.offsetRange(.horizontal).upperBound)
    }

    @Test func aTouchMovedToNaNDuringTheBackGestureIsDropped() throws {
        // given: a pushed screen being popped by an edge swipe
        let (app, driver) = try app("list", size: Size(width: 390, height: 844))
        let events: [SessionEvent] = [
            SessionEvent(deliveredAt: 0.1, kind: .touch(id: 1, phase: .began, location: Point(x: 5, y: 400))),
            SessionEvent(deliveredAt: 0.12, kind: .touch(id: 1, phase: .moved, location: Point(x: 40, y: 400))),
            SessionEvent(deliveredAt: 0.14, kind: .touch(id: 1, phase: .moved, location: Point(x: 80, y: 400))),
            // when: the device reports a location that is not a number, then lifts
            SessionEvent(deliveredAt: 0.16, kind: .touch(id: 1, phase: .moved, location: Point(x: .nan, y: .infinity))),
            SessionEvent(deliveredAt: 0.18, kind: .touch(id: 1, phase: .ended, location: Point(x: .nan, y: 400))),
        ]
        events.forEach(driver.enqueue)

        // then: the transition's progress stays a number, and the pop settles one way or the other
        try driver.run(until: 2) {
            if let progress = app.navigation.transition?.progress {
                #expect(progress.isFinite, "frame \(driver.loop.currentFrame)")
            }
        }
        #expect(app.navigation.transition == nil)
        #expect(app.dispatcher.activeTouches.isEmpty)
    }

    @Test func aBounceGoesOnWhenTheContentChangesFarFromTheEdgeItBouncesAt() throws {
        // given: the images list pulled 60 pt past its top and released
        let (app, driver) = try app("images", size: Size(width: 390, height: 844))
        let screen = try #require(app.navigation.topViewController as? ImagesScreen)
        for (n, y) in [300.0, 330, 360, 390, 420, 450].enumerated() {
            driver.enqueue(
                SessionEvent(
                    deliveredAt: 0.1 + Double(n) / 60,
                    kind: .touch(id: 1, phase: n == 0 ? .began : .moved, location: Point(x: 200, y: y))))
        }
        driver.enqueue(
            SessionEvent(deliveredAt: 0.3, kind: .touch(id: 1, phase: .ended, location: Point(x: 200, y: 450))))
        try driver.run(until: 0.4)
        let bouncing = screen.table.contentOffset.y
        #expect(bouncing < -10, "it is bouncing back")

        // when: the content grows at its far end
        screen.table.contentSize.height += 1
        try driver.runFrame()

        // then: the bounce goes on from where it was, toward the top, without a jump
        #expect(screen.table.contentOffset.y < 0)
        #expect(screen.table.contentOffset.y > bouncing)
        try driver.run(until: 3)
        #expect(screen.table.contentOffset.y == 0)
    }

    @Test func aPagingViewResizedToAFixedContentComesIntoRangeOnTheNextFrame() throws {
        // given: a paging view of fixed content, 1,000 pt wide, at 700 in a 300-pt-wide view
        let pager = ScrollView(name: "pager", frame: Rect(x: 0, y: 0, width: 300, height: 200))
        pager.isPagingEnabled = true
        pager.contentSize = Size(width: 1000, height: 200)
        pager.contentOffset.x = 700
        let host = ViewController(title: "Pager", name: "pager")
        host.view.addSubview(pager)
        let app = Application(root: host, size: Size(width: 390, height: 844))
        let driver = ScreenDriver(app: app)

        // when: it widens to 400
        pager.frame.size.width = 400
        try driver.runFrame()

        // then: on its last page, not past the end
        #expect(pager.contentOffset.x == 600)
    }

    @Test func aResizedViewAtRestKeepsItsOffsetUnlessPastTheNewEndWhereItComesToItOnTheNextFrame() throws {
        // given: fixed content 1,000 pt tall in a view 300 pt tall, at rest at 650 (50 pt from its end)
        let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 300, height: 300))
        list.contentSize = Size(width: 300, height: 1000)
        list.contentOffset.y = 650
        let host = ViewController(title: "List", name: "list")
        host.view.addSubview(list)
        let app = Application(root: host, size: Size(width: 390, height: 844))
        let driver = ScreenDriver(app: app)

        // when: it grows 20 pt taller, the offset is still allowed: it stays (UIKit)
        list.frame.size.height = 320
        try driver.runFrame()
        #expect(list.contentOffset.y == 650)

        // when: it grows 200 pt taller, the new end is 500: it comes there on the next frame
        list.frame.size.height = 500
        try driver.runFrame()
        #expect(list.contentOffset.y == 500)
    }

    @Test func parallaxStripsMovedAtOnceStayLinkedAndInRange() throws {
        // given: the content animating from its last page back to its first, and a wheel step
        // forward on the titles meanwhile
        let (app, driver) = try app("parallax", size: Size(width: 390, height: 844))
        let screen = try #require(app.navigation.topViewController as? ParallaxScreen)
        screen.content.contentOffset.x = screen.content.offsetRange(.horizontal).upperBound
        try driver.run(until: 0.1)
        screen.content.setContentOffset(.zero, animated: true)
        driver.enqueue(
            SessionEvent(
                deliveredAt: 0.15,
                kind: .scroll(delta: Point(x: 40, y: 0), precise: false, location: Point(x: 195, y: 108))))

        // when / then: the strips never push each other out of their ranges…
        try driver.run(until: 2) {
            for strip in [screen.content, screen.titles] {
                let range = strip.offsetRange(.horizontal)
                #expect(
                    range.contains(strip.contentOffset.x),
                    "\(strip.name) at \(strip.contentOffset.x), frame \(driver.loop.currentFrame)")
            }
        }
        // and they rest linked, on a page (two motions at once left them between pages)
        let page = screen.content.contentOffset.x / screen.content.bounds.width
        #expect(abs(page - page.rounded()) <= 1e-9)
        #expect(
            abs(
                screen.titles.contentOffset.x
                    - (screen.content.contentOffset.x / screen.content.bounds.width * ParallaxScreen.titleWidth))
                <= 1e-6)
    }

    @Test func aScreenThatLeavesStopsMovingAndEndsItsCallbacks() throws {
        // given: the list flung and decelerating
        let (app, driver) = try app("list", size: Size(width: 390, height: 844))
        app.recordsCallbacks = true
        let list = try #require(app.navigation.topViewController.loggedScrollViews.first?.scrollView)
        for (n, y) in [700.0, 660, 600, 520, 420].enumerated() {
            driver.enqueue(
                SessionEvent(
                    deliveredAt: 0.1 + Double(n) / 60,
                    kind: .touch(id: 1, phase: n == 0 ? .began : .moved, location: Point(x: 200, y: y))))
        }
        driver.enqueue(
            SessionEvent(deliveredAt: 0.19, kind: .touch(id: 1, phase: .ended, location: Point(x: 200, y: 420))))
        try driver.run(until: 0.3)
        #expect(list.isDecelerating)

        // when: Esc pops it (0.35 s), then time goes on
        driver.enqueue(SessionEvent(deliveredAt: 0.31, kind: .key(name: "escape", isDown: true)))
        try driver.run(until: 0.8)
        let atRemoval = app.drainCallbacks().map(\.callback)
        try driver.run(until: 3)

        // then: it ended its deceleration as it left, and said nothing after
        #expect(app.navigation.depth == 1)
        #expect(atRemoval.last == "scrollViewDidEndDecelerating")
        #expect(!list.isInMotion)
        #expect(app.drainCallbacks().map(\.callback) == [])
    }

    @Test func aDragOnAScreenThatLeavesEndsWithItsCallbacks() throws {
        // given: a finger dragging the list
        let (app, driver) = try app("list", size: Size(width: 390, height: 844))
        app.recordsCallbacks = true
        let list = try #require(app.navigation.topViewController.loggedScrollViews.first?.scrollView)
        for (n, y) in [700.0, 680, 650, 620].enumerated() {
            driver.enqueue(
                SessionEvent(
                    deliveredAt: 0.1 + Double(n) / 60,
                    kind: .touch(id: 1, phase: n == 0 ? .began : .moved, location: Point(x: 200, y: y))))
        }
        try driver.run(until: 0.2)
        #expect(list.isDragging)

        // when: Esc pops the screen while the finger stays down and moves on
        driver.enqueue(SessionEvent(deliveredAt: 0.21, kind: .key(name: "escape", isDown: true)))
        for n in 1...40 {
            driver.enqueue(
                SessionEvent(
                    deliveredAt: 0.21 + Double(n) / 60,
                    kind: .touch(id: 1, phase: .moved, location: Point(x: 200, y: 620 - 3 * Double(n))))
            )
        }
        try driver.run(until: 1)

        // then: the drag ended as the screen left, with UIKit's callbacks, and nothing followed
        let callbacks = app.drainCallbacks().map(\.callback)
        #expect(app.navigation.depth == 1)
        #expect(!(list.isDragging || list.isTracking))
        #expect((callbacks.filter { $0 == "scrollViewWillBeginDragging" }.count) == 1)
        #expect((callbacks.filter { $0 == "scrollViewDidEndDragging" }.count) == 1, "\(callbacks)")
    }
}
