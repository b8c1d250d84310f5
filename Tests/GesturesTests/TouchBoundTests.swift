import Geometry
@testable import Gestures  // the subject: the records the dispatcher keeps
import Testing

/// The bound on simultaneous touches (issue 28, item 4): past `TouchDispatcher.maximumTouches`
/// fingers a new one is ignored with its moves and end, and the touches the dispatcher keeps (and walks
/// on every event) stay bounded, so each event's cost does. (Counted, not timed: the cost is the records.)
@Suite("At most 20 fingers at once")
struct TouchBoundTests {
    @Test func aFingerPastTheTwentiethIsIgnoredWithItsMovesAndEnd() {
        let script = Script()
        let pan = PanGestureRecognizer(name: "pan")
        script.root.addGestureRecognizer(pan)

        for id in 0..<25 { script.down(id, 100 + Double(id), 400, at: 0.001 * Double(id)) }

        #expect(TouchDispatcher.maximumTouches == 20)
        #expect(script.dispatcher.activeTouches.map(\.id) == Array(0..<20))
        #expect(pan.touches.count == 20)

        // the ignored fingers' moves and ends change nothing
        for id in 20..<25 { script.move(id, 300, 700, at: 0.1) }
        for id in 20..<25 { script.up(id, 300, 700, at: 0.11) }
        #expect(script.dispatcher.activeTouches.map(\.id) == Array(0..<20))
        #expect(script.root.phases.filter { $0.hasPrefix("ended") }.isEmpty)

        // the mouse's finger is not counted; a finger that lifts makes room for a new one
        script.handle(.mouse(.down, at: Point(x: 50, y: 50), time: 0.2))
        script.up(3, 103, 400, at: 0.21)
        script.down(30, 200, 400, at: 0.22)
        #expect(
            script.dispatcher.activeTouches.map(\.id) == Array(0..<3) + Array(4..<20) + [
                TouchDispatcher.mouseTouchID, 30,
            ])
    }

    /// Fingers down, moved and lifted, `count` of them all down at once; returns the most records
    /// the dispatcher held after any event.
    private func fingers(_ count: Int) -> Int {
        let script = Script()
        script.root.addGestureRecognizer(PanGestureRecognizer(name: "pan"))
        var most = 0
        func kept() { most = max(most, script.dispatcher.records.count) }
        for id in 0..<count { script.down(id, 100 + Double(id % 200), 400, at: 0.0001 * Double(id)); kept() }
        for id in 0..<count { script.move(id, 100 + Double(id % 200), 380, at: 1 + 0.0001 * Double(id)); kept() }
        for id in 0..<count { script.up(id, 100 + Double(id % 200), 380, at: 2 + 0.0001 * Double(id)); kept() }
        #expect(script.dispatcher.activeTouches.isEmpty)
        return most
    }

    @Test func tenTimesTheFingersAtOnceKeepNoMoreTouches() {
        // 1,000 fingers took 2.3 s, 10⁴ took 278 s: every event walked every touch down, all kept.
        let few = fingers(1000), many = fingers(10_000)

        #expect(few <= TouchDispatcher.maximumTouches && many == few, "1,000 fingers: \(few) kept; 10,000: \(many)")
    }

    @Test func tapsBesideARestingFingerNeitherPileUpNorSlowDown() {
        // given: a finger resting on a pan, so the pan stays undecided and holds back every
        // other touch's touchesEnded (UIKit's delaysTouchesEnded) for as long as it rests
        let script = Script()
        script.root.addGestureRecognizer(PanGestureRecognizer(name: "pan"))
        script.down(0, 100, 400, at: 0)

        // when: another finger taps 10⁴ times (each waiting end was kept, and every event
        // walked them all: quadratic, and memory growing with the taps)
        var time = 0.001
        func taps(_ count: Int) -> Int {
            var most = 0
            for _ in 0..<count {
                script.down(1, 200, 500, at: time)
                script.up(1, 200, 500, at: time + 0.0001)
                most = max(most, script.dispatcher.records.count)
                time += 0.0002
            }
            return most
        }
        let few = taps(1000), many = taps(10_000)

        // then: at most 20 ends wait; the older ones were given up (touchesCancelled)
        // (the resting finger, at most 20 waiting ends, the tapping finger)
        #expect(
            few <= TouchDispatcher.maximumTouches + 2 && many == few, "1,000 taps: \(few) kept; 10,000 more: \(many)")
        let log = script.root.phases
        #expect(log.filter { $0.hasPrefix("began") }.count == 11_001)
        #expect(log.filter { $0.hasPrefix("cancelled") }.count == 11_000 - TouchDispatcher.maximumTouches)
        #expect(script.arena.explain().contains("later entries not kept: a list holds at most 1000"))

        // and the resting finger's lift delivers the ends still waiting, and its own
        script.up(0, 100, 400, at: 3)
        #expect(script.root.phases.filter { $0.hasPrefix("ended") }.count == TouchDispatcher.maximumTouches + 1)
    }
}
