import Geometry
import Gestures
import Testing

@Suite("Arena and relations")
struct ArenaTests {
    @Test func longPressWinsWhenHeldStill() {
        let script = Script()
        let pan = PanGestureRecognizer(name: "pan")
        let press = LongPressGestureRecognizer(name: "press")
        script.root.addGestureRecognizer(pan)
        script.root.addGestureRecognizer(press)
        let log = ActionLog()
        log.watch(pan, press)

        script.down(1, 100, 100, at: 0)
        script.move(1, 103, 104, at: 0.2)
        script.advance(to: 0.5)
        script.move(1, 140, 104, at: 0.6)
        script.up(1, 140, 104, at: 0.7)

        #expect(log.entries == ["press:began", "press:changed", "press:ended"])
        #expect(script.arena.lastReport?.failures.first?.reason == "prevented by press, which was recognized first")
        #expect(script.root.phases == ["began 0.000", "cancelled 0.500"])
    }

    @Test func panWinsWhenMovedBeforeTheLongPress() {
        let script = Script()
        let pan = PanGestureRecognizer(name: "pan")
        let press = LongPressGestureRecognizer(name: "press")
        script.root.addGestureRecognizer(pan)
        script.root.addGestureRecognizer(press)
        let log = ActionLog()
        log.watch(pan, press)
        var atEnd: Point?
        pan.addAction { if $0.state == .ended { atEnd = pan.translation(in: nil) } }

        script.down(1, 100, 100, at: 0)
        script.drag(1, from: Point(x: 100, y: 100), to: Point(x: 100, y: 160), start: 0.1)
        script.advance(to: 0.7)
        script.up(1, 100, 160, at: 0.8)

        #expect(log.states(of: "press").isEmpty)
        #expect(log.states(of: "pan").first == "began")
        #expect(log.states(of: "pan").last == "ended")
        #expect(atEnd == Point(x: 0, y: 50))
    }

    /// A horizontal scroll view inside the root, which holds the back-swipe edge pan.
    private func makeEdgeConflict() -> (Script, PanGestureRecognizer, ScreenEdgePanGestureRecognizer, ActionLog) {
        let script = Script()
        let pager = script.root.addChild("pager", frame: Rect(x: 0, y: 100, width: 390, height: 600))
        let pan = PanGestureRecognizer(name: "pagerPan")
        let edge = ScreenEdgePanGestureRecognizer(edges: .left, name: "back")
        pager.addGestureRecognizer(pan)
        script.root.addGestureRecognizer(edge)
        let log = ActionLog()
        log.watch(pan, edge)
        return (script, pan, edge, log)
    }

    @Test func scrollViewPanBeatsEdgePanByDefault() {
        let (script, _, _, log) = makeEdgeConflict()

        script.down(1, 5, 300, at: 0)
        script.drag(1, from: Point(x: 5, y: 300), to: Point(x: 105, y: 300), start: 0)
        script.up(1, 105, 300, at: 0.1)

        #expect(log.states(of: "back").isEmpty)
        #expect(log.states(of: "pagerPan").first == "began")
        #expect(script.arena.lastReport?.winners == ["pagerPan"])
    }

    @Test func shouldBeRequiredToFailByMakesThePanWaitForTheEdgePan() {
        let (script, pan, edge, log) = makeEdgeConflict()
        let navigation = script.makeDelegate()
        navigation.beRequiredToFailBy = { _, _ in true }
        edge.delegate = navigation

        script.down(1, 5, 300, at: 0)
        script.drag(1, from: Point(x: 5, y: 300), to: Point(x: 105, y: 300), start: 0)
        script.up(1, 105, 300, at: 0.1)

        #expect(log.states(of: "back").first == "began")
        #expect(log.states(of: "pagerPan").isEmpty)
        #expect(pan.state == .possible)
        let explanation = script.arena.lastReport?.description ?? ""
        #expect(explanation.contains("pagerPan waited for back [back's delegate: shouldBeRequiredToFailBy]"))
        #expect(explanation.contains("pagerPan at 0.008: it required back to fail"))
    }

    @Test func waitingPanFiresWithWhatItHasSeenWhenTheEdgePanFails() {
        let (script, pan, edge, log) = makeEdgeConflict()
        let navigation = script.makeDelegate()
        navigation.beRequiredToFailBy = { _, _ in true }
        edge.delegate = navigation
        var translationAtBegin: Point?
        pan.addAction { if $0.state == .began { translationAtBegin = pan.translation(in: nil) } }

        // a vertical drag from the edge: the pan is past its hysteresis at 12 pt, but waits
        script.down(1, 5, 300, at: 0)
        script.move(1, 5, 312, at: 0.01)

        // the pan waited for the edge pan, which refused the vertical move at the same event:
        // the pan began then, with everything it had seen (hysteresis removed)
        #expect(log.states(of: "pagerPan") == ["began"])
        #expect(script.arena.currentReport?.waits.map(\.waiter) == ["pagerPan"])
        #expect(translationAtBegin == Point(x: 0, y: 2))

        script.move(1, 5, 340, at: 0.02)

        #expect(pan.translation(in: nil) == Point(x: 0, y: 30))
        #expect(edge.state == .failed)
    }

    @Test func edgePanFailsAtOnceAwayFromTheEdgeSoThePanDoesNotWait() {
        let (script, pan, edge, _) = makeEdgeConflict()
        let navigation = script.makeDelegate()
        navigation.beRequiredToFailBy = { _, _ in true }
        edge.delegate = navigation

        script.down(1, 100, 300, at: 0)

        #expect(edge.state == .failed)

        script.move(1, 120, 300, at: 0.01)

        #expect(pan.state == .began)
        #expect(script.arena.currentReport?.waits.isEmpty == true)
    }

    @Test func shouldBeginNoFailsAndLetsWaitersProceed() {
        let (script, pan, edge, log) = makeEdgeConflict()
        let navigation = script.makeDelegate()
        navigation.beRequiredToFailBy = { _, _ in true }
        navigation.shouldBegin = { _ in false }  // only one screen on the stack: no back swipe
        edge.delegate = navigation

        script.down(1, 5, 300, at: 0)
        script.move(1, 8, 300, at: 0.01)
        script.move(1, 25, 300, at: 0.02)

        #expect(edge.state == .failed)
        #expect(pan.state == .began)
        #expect(log.entries == ["pagerPan:began"])
        #expect(
            script.arena.currentReport?.failures.first?.reason
                == "its delegate's gestureRecognizerShouldBegin returned false")
    }

    @Test func viewCanRefuseToLetARecognizerBegin() {
        let script = Script()
        let pan = PanGestureRecognizer(name: "pan")
        script.root.addGestureRecognizer(pan)
        script.root.allowsRecognizersToBegin = false

        script.down(1, 100, 100, at: 0)
        script.move(1, 100, 150, at: 0.01)

        #expect(pan.state == .failed)
        #expect(script.root.phases == ["began 0.000"])
    }

    @Test func shouldReceiveFiltersTouches() {
        let script = Script()
        let pan = PanGestureRecognizer(name: "pan")
        let filter = script.makeDelegate()
        filter.shouldReceive = { _, touch in touch.location.x >= 50 }
        pan.delegate = filter
        script.root.addGestureRecognizer(pan)

        script.down(1, 20, 100, at: 0)
        script.move(1, 20, 200, at: 0.01)

        #expect(pan.state == .possible)
        #expect(pan.numberOfTouches == 0)
        #expect(script.root.touchLog == ["began 0.000", "moved 0.010"])
        #expect(script.arena.currentReport?.competitors.isEmpty == true)

        script.up(1, 20, 200, at: 0.02)
        script.down(1, 80, 100, at: 0.5)
        script.move(1, 80, 200, at: 0.51)

        #expect(pan.state == .began)
    }

    /// An outer vertical scroll view with an inner one inside it.
    private func makeNestedPans(simultaneous: Bool) -> (Script, PanGestureRecognizer, PanGestureRecognizer) {
        let script = Script()
        let outer = script.root.addChild("outer", frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let inner = outer.addChild("inner", frame: Rect(x: 0, y: 200, width: 390, height: 644))
        let outerPan = PanGestureRecognizer(name: "outerPan")
        let innerPan = PanGestureRecognizer(name: "innerPan")
        outer.addGestureRecognizer(outerPan)
        inner.addGestureRecognizer(innerPan)
        if simultaneous {
            let delegate = script.makeDelegate()
            delegate.simultaneous = { _, _ in true }
            outerPan.delegate = delegate
        }
        return (script, outerPan, innerPan)
    }

    @Test func nestedPansInnerWinsAlone() {
        let (script, outerPan, innerPan) = makeNestedPans(simultaneous: false)

        script.down(1, 100, 500, at: 0)
        script.drag(1, from: Point(x: 100, y: 500), to: Point(x: 100, y: 400), start: 0)

        #expect(innerPan.state == .changed)
        #expect(outerPan.state == .failed)
    }

    @Test func nestedPansRecognizeSimultaneouslyWhenEitherDelegateSaysSo() {
        let (script, outerPan, innerPan) = makeNestedPans(simultaneous: true)

        script.down(1, 100, 500, at: 0)
        script.drag(1, from: Point(x: 100, y: 500), to: Point(x: 100, y: 400), start: 0)

        #expect(innerPan.state == .changed)
        #expect(outerPan.state == .changed)
        #expect(innerPan.translation(in: nil) == outerPan.translation(in: nil))
        #expect(script.arena.currentReport?.winners == ["innerPan", "outerPan"])
    }

    @Test func requireToFailCycleIsReportedNotHung() {
        let script = Script()
        let a = PanGestureRecognizer(name: "a")
        let b = PanGestureRecognizer(name: "b")
        let c = PanGestureRecognizer(name: "c")
        a.require(toFail: b)
        b.require(toFail: c)
        c.require(toFail: a)
        [a, b, c].forEach(script.root.addGestureRecognizer)

        script.down(1, 100, 100, at: 0)
        script.move(1, 100, 150, at: 0.01)

        #expect(script.arena.lastError == .requireToFailCycle(["a", "b", "c", "a"]))
        #expect([a, b, c].filter { $0.state == .began }.count == 1)
        #expect(script.arena.explain().contains("require-to-fail cycle: a waits for b waits for c waits for a"))
    }

    @Test func winnerOnOneFingerDoesNotFailAnotherFingersRecognizers() {
        let script = Script()
        let left = script.root.addChild("left", frame: Rect(x: 0, y: 0, width: 195, height: 844))
        let right = script.root.addChild("right", frame: Rect(x: 195, y: 0, width: 195, height: 844))
        let leftPan = PanGestureRecognizer(name: "leftPan")
        let rightPan = PanGestureRecognizer(name: "rightPan")
        left.addGestureRecognizer(leftPan)
        right.addGestureRecognizer(rightPan)

        script.down(1, 100, 400, at: 0)
        script.down(2, 300, 400, at: 0)
        script.move(1, 100, 450, at: 0.01)
        script.move(2, 300, 350, at: 0.02)

        #expect(leftPan.state == .began)
        #expect(rightPan.state == .began)
    }
}
