import Geometry
import Gestures
import Testing

@Suite("Debuggability and odd cases")
struct ExplanationTests {
    @Test func explanationTellsWhoCompetedWaitedAndWon() {
        let script = Script()
        let list = script.root.addChild("list", frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let scroll = PanGestureRecognizer(name: "list.pan")
        let back = ScreenEdgePanGestureRecognizer(edges: .left, name: "back")
        list.addGestureRecognizer(scroll)
        script.root.addGestureRecognizer(back)
        let navigation = script.makeDelegate()
        navigation.beRequiredToFailBy = { _, _ in true }
        back.delegate = navigation

        script.down(1, 8, 400, at: 0)
        script.drag(1, from: Point(x: 8, y: 400), to: Point(x: 88, y: 400), start: 0, steps: 4)
        script.up(1, 88, 400, at: 0.04)
        let text = script.arena.explain()

        #expect(text.hasPrefix("Touch sequence #1 (t 0.000–0.040)"))
        #expect(text.contains("Competitors: list.pan, back"))
        #expect(
            text.contains("Waits:\n  list.pan waited for back [back's delegate: shouldBeRequiredToFailBy] from 0.008"))
        #expect(text.contains("Winner: back"))
        #expect(text.contains("0.008 back: possible → began"))
        #expect(text.contains("list.pan at 0.008: it required back to fail"))
    }

    @Test func aPanLimitedToOneTouchSaysTouchInTheSingular() {
        let script = Script()
        let pan = PanGestureRecognizer(name: "pan")
        pan.maximumNumberOfTouches = 1
        script.root.addGestureRecognizer(pan)

        script.down(1, 100, 100, at: 0)
        script.down(2, 150, 100, at: 0.01)
        let text = script.arena.explain()

        #expect(text.contains("pan at 0.010: more than 1 touch"))
        #expect(!text.contains("more than 1 touches"))
    }

    @Test func explainBeforeAnyTouch() {
        #expect(GestureArena().explain() == "No touch sequence yet.")
    }

    @Test func heldEndReachesTheViewWhenTheWaitedRecognizerFails() {
        let script = Script()
        let double = TapGestureRecognizer(name: "double")
        double.numberOfTapsRequired = 2
        script.root.addGestureRecognizer(double)

        script.tap(1, 100, 100, at: 0)

        #expect(script.root.phases == ["began 0.000"])

        script.advance(to: 0.4)

        #expect(script.root.phases == ["began 0.000", "ended 0.400"])
    }

    @Test func disablingAnActivePanCancelsIt() {
        let script = Script()
        let pan = PanGestureRecognizer(name: "pan")
        script.root.addGestureRecognizer(pan)
        let log = ActionLog()
        log.watch(pan)
        script.down(1, 100, 100, at: 0)
        script.move(1, 100, 150, at: 0.01)

        pan.isEnabled = false
        script.move(1, 100, 170, at: 0.02)

        #expect(log.entries == ["pan:began", "pan:cancelled"])
    }

    @Test func rightEdgeUsesTheWindowSizeFromResize() {
        let script = Script(size: Size(width: 400, height: 800))
        let edge = ScreenEdgePanGestureRecognizer(edges: .right, name: "right")
        script.root.addGestureRecognizer(edge)

        script.down(1, 390, 300, at: 0)
        script.move(1, 370, 300, at: 0.01)

        #expect(edge.state == .began)
        #expect(edge.startEdge == .right)
    }

    @Test func edgePanRefusesMovementAlongTheEdge() {
        let script = Script()
        let edge = ScreenEdgePanGestureRecognizer(edges: .left, name: "back")
        script.root.addGestureRecognizer(edge)

        script.down(1, 5, 300, at: 0)
        script.move(1, 8, 330, at: 0.01)

        #expect(edge.state == .failed)
    }
}
