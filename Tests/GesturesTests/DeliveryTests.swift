import Geometry
import Gestures
import Testing

/// UIScrollView's delayed content touches, built as ScrollUI will: a recognizer with
/// `delaysTouchesBegan` that fails after 150 ms, next to the scroll view's pan.
@Suite("Touch delivery to views")
struct DeliveryTests {
    private func makeScrollView() -> (Script, FakeView, PanGestureRecognizer) {
        let script = Script()
        let scrollView = script.root.addChild("list", frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let row = scrollView.addChild("list.row.3", frame: Rect(x: 0, y: 132, width: 390, height: 44))
        let pan = PanGestureRecognizer(name: "scroll")
        scrollView.addGestureRecognizer(pan)
        scrollView.addGestureRecognizer(DelayedTouchesRecognizer(name: "delay"))
        return (script, row, pan)
    }

    @Test func touchHeldStillReachesTheContentLate() {
        let (script, row, _) = makeScrollView()

        script.down(1, 100, 150, at: 0)
        script.advance(to: 0.1)

        #expect(row.touchLog.isEmpty)

        script.advance(to: 0.15)

        #expect(row.touchLog == ["began 0.150"])
    }

    @Test func contentTouchIsCancelledWhenScrollingStartsAfterTheDelay() {
        let (script, row, _) = makeScrollView()

        script.down(1, 100, 150, at: 0)
        script.advance(to: 0.15)
        script.drag(1, from: Point(x: 100, y: 150), to: Point(x: 100, y: 100), start: 0.2, steps: 5)

        #expect(row.phases == ["began 0.150", "cancelled 0.208"])
    }

    @Test func panBeforeTheDelayMeansTheContentNeverSeesTheTouch() {
        let (script, row, pan) = makeScrollView()

        script.down(1, 100, 150, at: 0)
        script.drag(1, from: Point(x: 100, y: 150), to: Point(x: 100, y: 50), start: 0.02, steps: 5)
        script.advance(to: 0.3)
        script.up(1, 100, 50, at: 0.35)

        #expect(pan.state == .possible)
        #expect(row.touchLog.isEmpty)
        #expect(script.arena.lastReport?.timeline.contains { $0.contains("never delivered to list.row.3") } == true)
    }

    @Test func quickTapReachesTheContentOnLift() {
        let (script, row, _) = makeScrollView()

        script.down(1, 100, 150, at: 0)
        script.up(1, 100, 150, at: 0.08)

        #expect(row.touchLog == ["began 0.080", "ended 0.080"])
    }

    @Test func aFingerLandingOnADraggedViewJoinsThePanAndNeverReachesTheRow() {
        // given: one finger drags the list (the pan has begun)
        let (script, row, pan) = makeScrollView()
        script.down(1, 100, 400, at: 0)
        script.drag(1, from: Point(x: 100, y: 400), to: Point(x: 100, y: 300), start: 0)

        // when: a second finger taps the row meanwhile
        script.down(2, 100, 150, at: 0.1)
        script.up(2, 100, 150, at: 0.16)
        script.advance(to: 0.4)

        // then: the pan had it (its centroid moved with it), the row saw nothing, and the arena says why
        #expect(pan.state == .changed)
        #expect(pan.touches.map(\.id) == [1])
        #expect(row.touchLog.isEmpty)
        #expect(
            script.arena.currentReport?.timeline.contains {
                $0.contains("touch 2: never delivered to list.row.3 (scroll has begun")
            }
                == true)
    }

    @Test func aFingerLandingBesideAPanThatLeavesTouchesAloneReachesItsView() {
        let script = Script()
        let row = script.root.addChild("row", frame: Rect(x: 0, y: 100, width: 390, height: 44))
        let pan = PanGestureRecognizer(name: "pan")
        pan.cancelsTouchesInView = false
        script.root.addGestureRecognizer(pan)
        script.down(1, 100, 400, at: 0)
        script.drag(1, from: Point(x: 100, y: 400), to: Point(x: 100, y: 300), start: 0)

        script.down(2, 100, 120, at: 0.1)
        script.up(2, 100, 120, at: 0.16)

        #expect(pan.state == .changed)
        #expect(row.touchLog == ["began 0.100", "ended 0.160"])
    }

    @Test func cancelsTouchesInViewFalseLeavesTheViewAlone() {
        let script = Script()
        let pan = PanGestureRecognizer(name: "pan")
        pan.cancelsTouchesInView = false
        script.root.addGestureRecognizer(pan)

        script.down(1, 100, 100, at: 0)
        script.move(1, 100, 150, at: 0.01)
        script.up(1, 100, 150, at: 0.02)

        #expect(script.root.touchLog == ["began 0.000", "moved 0.010", "ended 0.020"])
    }

    @Test func focusLossCancelsEveryTouchAndActiveGesture() {
        let script = Script()
        let pan = PanGestureRecognizer(name: "pan")
        pan.cancelsTouchesInView = false
        script.root.addGestureRecognizer(pan)
        let log = ActionLog()
        log.watch(pan)
        script.down(1, 100, 100, at: 0)
        script.move(1, 100, 150, at: 0.01)

        script.dispatcher.cancelAllTouches(at: 0.02)

        #expect(log.entries == ["pan:began", "pan:cancelled"])
        #expect(script.root.phases == ["began 0.000", "cancelled 0.020"])
        #expect(script.dispatcher.activeTouches.isEmpty)
        #expect(pan.state == .possible)
    }

    @Test func removingTheTouchDeviceSparesTheMouse() {
        let script = Script()
        script.down(1, 100, 100, at: 0)
        script.handle(.mouse(.down, at: Point(x: 200, y: 200), time: 0))

        script.dispatcher.touchDeviceRemoved(at: 0.1)

        #expect(script.dispatcher.activeTouches.map(\.id) == [TouchDispatcher.mouseTouchID])
    }

    @Test func touchesOfALeavingScreenAreCancelled() {
        let script = Script()
        let leaving = script.root.addChild("detail", frame: Rect(x: 0, y: 0, width: 390, height: 400))
        script.down(1, 100, 100, at: 0)
        script.down(2, 100, 600, at: 0)

        script.dispatcher.cancelTouches(at: 0.3) { $0.isDescendant(of: leaving) }

        #expect(leaving.touchLog == ["began 0.000", "cancelled 0.300"])
        #expect(script.dispatcher.activeTouches.map(\.id) == [2])
    }
}
