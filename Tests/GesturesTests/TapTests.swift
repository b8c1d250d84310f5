import Geometry
import Gestures
import Testing

@Suite("Taps")
struct TapTests {
    /// A view with a single tap and a double tap, both watched.
    private func makeTaps(singleWaitsForDouble: Bool) -> (Script, TapGestureRecognizer, TapGestureRecognizer, ActionLog)
    {
        let script = Script()
        let single = TapGestureRecognizer(name: "single")
        let double = TapGestureRecognizer(name: "double")
        double.numberOfTapsRequired = 2
        if singleWaitsForDouble { single.require(toFail: double) }
        script.root.addGestureRecognizer(single)
        script.root.addGestureRecognizer(double)
        let log = ActionLog()
        log.watch(single, double)
        return (script, single, double, log)
    }

    @Test func singleTapWaitsForDoubleTapToFail() {
        let (script, single, _, log) = makeTaps(singleWaitsForDouble: true)

        script.tap(1, 100, 100, at: 0)

        #expect(log.entries.isEmpty)
        #expect(single.isWaitingForFailure)

        script.advance(to: 0.4)

        #expect(log.entries == ["single:ended"])
        #expect(script.root.phases == ["began 0.000", "cancelled 0.400"])
        #expect(script.arena.explain().contains("single waited for double [require(toFail:)]"))
    }

    @Test func doubleTapWinsOverWaitingSingleTap() {
        let (script, _, _, log) = makeTaps(singleWaitsForDouble: true)

        script.tap(1, 100, 100, at: 0)
        script.tap(1, 102, 101, at: 0.2)
        script.advance(to: 1)

        #expect(log.entries == ["double:ended"])
        #expect(script.arena.lastReport?.winners == ["double"])
        #expect(script.arena.lastReport?.failures.map(\.recognizer) == ["single"])
    }

    @Test func withoutRequireToFailBothFire() {
        let (script, _, _, log) = makeTaps(singleWaitsForDouble: false)

        script.tap(1, 100, 100, at: 0)
        script.tap(1, 100, 100, at: 0.2)
        script.advance(to: 1)

        // UIKit's well-known behaviour that require(toFail:) exists to fix.
        #expect(log.entries == ["single:ended", "single:ended", "double:ended"])
    }

    @Test func slowSecondTapIsTwoSingleTaps() {
        let (script, _, _, log) = makeTaps(singleWaitsForDouble: true)

        script.tap(1, 100, 100, at: 0)
        script.tap(1, 100, 100, at: 0.6)
        script.advance(to: 1.5)

        #expect(log.entries == ["single:ended", "single:ended"])
    }

    @Test func tapFailsWhenTheFingerMoves() {
        let script = Script()
        let tap = TapGestureRecognizer(name: "tap")
        script.root.addGestureRecognizer(tap)
        let log = ActionLog()
        log.watch(tap)

        script.down(1, 100, 100, at: 0)
        script.move(1, 100, 115, at: 0.03)
        script.up(1, 100, 115, at: 0.05)

        #expect(log.entries.isEmpty)
        #expect(script.root.phases == ["began 0.000", "ended 0.050"])
    }

    @Test func twoFingerTap() {
        let script = Script()
        let tap = TapGestureRecognizer(name: "tap2")
        tap.numberOfTouchesRequired = 2
        script.root.addGestureRecognizer(tap)
        let log = ActionLog()
        log.watch(tap)

        script.down(1, 100, 100, at: 0)
        script.down(2, 150, 100, at: 0.01)
        script.up(1, 100, 100, at: 0.06)

        #expect(log.entries.isEmpty)

        script.up(2, 150, 100, at: 0.07)

        #expect(log.entries == ["tap2:ended"])
        #expect(tap.location(in: nil) == Point(x: 150, y: 100))
    }

    @Test func chainOfThreeWaitsDownTheLine() {
        let script = Script()
        let single = TapGestureRecognizer(name: "single")
        let double = TapGestureRecognizer(name: "double")
        let triple = TapGestureRecognizer(name: "triple")
        double.numberOfTapsRequired = 2
        triple.numberOfTapsRequired = 3
        single.require(toFail: double)
        double.require(toFail: triple)
        [single, double, triple].forEach(script.root.addGestureRecognizer)
        let log = ActionLog()
        log.watch(single, double, triple)

        script.tap(1, 100, 100, at: 0)
        script.tap(1, 100, 100, at: 0.2)

        #expect(log.entries.isEmpty)
        #expect(single.isWaitingForFailure && double.isWaitingForFailure)

        script.advance(to: 0.7)

        #expect(log.entries == ["double:ended"])
        let report = script.arena.lastReport
        #expect(report?.waits.map { "\($0.waiter)→\($0.on)" } == ["single→double", "double→triple"])
        #expect(report?.failures.map(\.recognizer) == ["triple", "single"])
    }
}
