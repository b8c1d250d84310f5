import Geometry
import Gestures
import Testing

/// The bound on simultaneous touches (issue 28, item 4): past `TouchDispatcher.maximumTouches`
/// fingers a new one is ignored with its moves and end, and each event's cost stays small.
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
        #expect(script.dispatcher.activeTouches.map(\.id) == Array(0..<3) + Array(4..<20) + [TouchDispatcher.mouseTouchID, 30])
    }

    /// Seconds `body(count)` takes.
    private func seconds(_ count: Int, _ body: (Int) -> Void) -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        body(count)
        let elapsed = clock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    /// Fingers down, moved and lifted, `count` of them all down at once.
    private func fingers(_ count: Int) {
        let script = Script()
        script.root.addGestureRecognizer(PanGestureRecognizer(name: "pan"))
        for id in 0..<count { script.down(id, 100 + Double(id % 200), 400, at: 0.0001 * Double(id)) }
        for id in 0..<count { script.move(id, 100 + Double(id % 200), 380, at: 1 + 0.0001 * Double(id)) }
        for id in 0..<count { script.up(id, 100 + Double(id % 200), 380, at: 2 + 0.0001 * Double(id)) }
        #expect(script.dispatcher.activeTouches.isEmpty)
    }

    @Test func tenTimesTheFingersAtOnceCostTenTimesTheTime() {
        // 1,000 fingers took 2.3 s, 10⁴ took 278 s: every event walked every touch down.
        // (A ratio, not a time: the machine running the tests may be busy.)
        let few = seconds(1000, fingers), many = seconds(10_000, fingers)

        #expect(many / few < 30, "1,000 fingers: \(few) s; 10,000: \(many) s")
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
        func taps(_ count: Int) {
            for _ in 0..<count {
                script.down(1, 200, 500, at: time)
                script.up(1, 200, 500, at: time + 0.0001)
                time += 0.0002
            }
        }
        let few = seconds(1000, taps), many = seconds(10_000, taps)

        // then: at most 20 ends wait; the older ones were given up (touchesCancelled)
        #expect(many / few < 30, "1,000 taps: \(few) s; 10,000 more: \(many) s")
        let log = script.root.phases
        #expect(log.filter { $0.hasPrefix("began") }.count == 11_001)
        #expect(log.filter { $0.hasPrefix("cancelled") }.count == 11_000 - TouchDispatcher.maximumTouches)
        #expect(script.arena.explain().contains("later entries not kept: a list holds at most 1000"))

        // and the resting finger's lift delivers the ends still waiting, and its own
        script.up(0, 100, 400, at: 3)
        #expect(script.root.phases.filter { $0.hasPrefix("ended") }.count == TouchDispatcher.maximumTouches + 1)
    }
}
