import Geometry
import Gestures
import Testing

@Suite struct PinchVelocityTests {
    /// Fingers spreading at a steady 2,000 pt/s (scale +10 per second from 200 pt apart), a move
    /// every 8 ms; the 4th and 8th moves arrive after the frame at 1/60 s steps had run, so they
    /// are delivered at the next frame's time with their own stamps (as the window does).
    private func release(keepingStamps: Bool) -> Double {
        let script = Script()
        let pinch = PinchGestureRecognizer(name: "pinch")
        pinch.hysteresis = 1
        script.root.addGestureRecognizer(pinch)
        var velocity = 0.0
        pinch.addAction { if $0.state == .ended { velocity = pinch.velocity } }
        script.down(1, 95, 400, at: 0)
        script.down(2, 295, 400, at: 0)
        var time = 0.0
        for step in 1...12 {
            time = Double(step) * 0.008
            let late = step == 4 || step == 8
            let delivered = late ? ((time * 60).rounded(.up) + 0.0001) / 60 : time
            let move = PointerEvent.touch(2, .moved, at: Point(x: 295 + 2000 * time, y: 400), time: delivered)
            script.handle(
                PointerEvent(deliveredAt: move.deliveredAt, kind: move.kind, stamp: late && keepingStamps ? time : nil))
        }
        script.up(2, 295 + 2000 * time, 400, at: time + 0.004)
        return velocity
    }

    @Test func scaleVelocityIsFittedOnTheTouchesStamps() {
        // given: scale = distance / (200 + 1 pt of hysteresis), so d(scale)/dt = 2000 / 201 per second
        let truth = 2000.0 / 201

        // when
        let stamped = release(keepingStamps: true)
        let delivered = release(keepingStamps: false)

        // then
        #expect(abs(stamped / truth - 1) < 1e-9, "fitted on stamps: \(stamped), truth \(truth)")
        #expect(abs(delivered / truth - 1) > 0.005, "on delivery times the fit is off: \(delivered)")
    }
}
