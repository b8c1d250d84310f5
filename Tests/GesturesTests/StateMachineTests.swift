import Geometry
import Gestures
import Testing

@Suite("State machine")
struct StateMachineTests {
    @Test func legalTransitionsAreExactlyTheDocumentedOnes() {
        let legal: Set<String> = [
            "possible→began", "possible→ended", "possible→failed",
            "began→changed", "began→ended", "began→cancelled",
            "changed→changed", "changed→ended", "changed→cancelled",
            "ended→possible", "cancelled→possible", "failed→possible",
        ]

        var accepted: Set<String> = []
        for from in GestureRecognizerState.allCases {
            for to in GestureRecognizerState.allCases where (try? from.transitioned(to: to)) == to {
                accepted.insert("\(from)→\(to)")
            }
        }

        #expect(accepted == legal)
        #expect(throws: IllegalTransition(from: .possible, to: .changed)) {
            try GestureRecognizerState.possible.transitioned(to: .changed)
        }
    }

    @Test func illegalTransitionIsRecordedNotApplied() {
        let script = Script()
        let tap = TapGestureRecognizer(name: "tap")
        script.root.addGestureRecognizer(tap)
        script.down(1, 100, 100, at: 0)

        tap.transition(to: .changed)

        #expect(tap.state == .possible)
        #expect(tap.transitionErrors == [.illegalTransition(recognizer: "tap", from: .possible, to: .changed)])
        #expect(script.arena.lastError == .illegalTransition(recognizer: "tap", from: .possible, to: .changed))
    }

    @Test func failedRecognizerCannotBegin() {
        let pan = PanGestureRecognizer(name: "pan")
        pan.transition(to: .failed)

        pan.transition(to: .began)

        #expect(pan.state == .failed)
        #expect(pan.transitionErrors == [.illegalTransition(recognizer: "pan", from: .failed, to: .began)])
    }

    @Test func everyRecognizerReturnsToPossibleAfterItsSequence() {
        let script = Script()
        let pan = PanGestureRecognizer(name: "pan")
        let tap = TapGestureRecognizer(name: "tap")
        let press = LongPressGestureRecognizer(name: "press")
        let edge = ScreenEdgePanGestureRecognizer(edges: .left, name: "edge")
        let pinch = PinchGestureRecognizer(name: "pinch")
        let all = [pan, tap, press, edge, pinch]
        all.forEach(script.root.addGestureRecognizer)

        // a tap, a long press, a pan from the edge, a pinch
        script.tap(1, 100, 100, at: 0)
        script.down(1, 100, 100, at: 1)
        script.advance(to: 1.6)
        script.up(1, 100, 100, at: 1.7)
        script.down(1, 5, 300, at: 2)
        script.drag(1, from: Point(x: 5, y: 300), to: Point(x: 100, y: 300), start: 2)
        script.up(1, 100, 300, at: 2.2)
        script.down(1, 100, 300, at: 3)
        script.down(2, 200, 300, at: 3.01)
        script.drag(2, from: Point(x: 200, y: 300), to: Point(x: 260, y: 300), start: 3.01)
        script.up(1, 100, 300, at: 3.2)
        script.up(2, 260, 300, at: 3.21)
        script.advance(to: 4)

        #expect(all.allSatisfy { $0.state == .possible && $0.numberOfTouches == 0 })
        #expect(script.arena.participants.isEmpty)
        #expect(script.arena.currentReport == nil)
        #expect(script.dispatcher.activeTouches.isEmpty)
        #expect(script.arena.errors.isEmpty)
    }

    @Test func descriptionNamesKindViewAndState() {
        let script = Script()
        let list = script.root.addChild("list.row.12", frame: Rect(x: 0, y: 0, width: 390, height: 44))
        let pan = PanGestureRecognizer(name: "scroll")
        list.addGestureRecognizer(pan)
        script.down(1, 10, 10, at: 0)

        script.drag(1, from: Point(x: 10, y: 10), to: Point(x: 10, y: 40), start: 0)

        #expect(pan.description == "Pan \"scroll\" on list.row.12: changed")
        #expect(TapGestureRecognizer().label == "Tap@nil")
    }
}
