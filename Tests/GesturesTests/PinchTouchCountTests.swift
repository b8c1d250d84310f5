import Geometry
import Gestures
import Testing

/// A pinch measures only while exactly two fingers are down, as UIKit's
/// `_UIPinchGestureRecognizerDriver` does: a third finger neither fails it nor moves its scale.
@Suite struct PinchTouchCountTests {
    @Test func threeFingersWaitAndTheTwoLeftPinch() {
        // given: three fingers down on a pinch
        let script = Script()
        let pinch = PinchGestureRecognizer(name: "pinch")
        script.root.addGestureRecognizer(pinch)
        script.down(1, 100, 400, at: 0)
        script.down(2, 200, 400, at: 0.01)
        script.down(3, 150, 300, at: 0.02)

        // when: they spread, then the third lifts and the two left spread on
        script.move(2, 300, 400, at: 0.03)
        let whileThree = (pinch.state, pinch.scale)
        script.up(3, 150, 300, at: 0.04)
        script.move(2, 320, 400, at: 0.05)
        script.move(2, 520, 400, at: 0.06)

        // then: nothing while three were down, then a pinch of the two: 220 → 420 pt, 10 pt hysteresis
        #expect(whileThree.0 == .possible && whileThree.1 == 1)
        #expect(pinch.state == .changed)
        #expect(abs(pinch.scale - 420.0 / 210.0) < 1e-9)
    }

    @Test func aThirdFingerHoldsTheScaleAndItsLiftGoesOnWithoutAJump() {
        // given: a pinch at 2×
        let script = Script()
        let pinch = PinchGestureRecognizer(name: "pinch")
        script.root.addGestureRecognizer(pinch)
        script.down(1, 100, 400, at: 0)
        script.down(2, 200, 400, at: 0.01)
        script.move(2, 210, 400, at: 0.02)
        script.move(2, 320, 400, at: 0.03)
        #expect(abs(pinch.scale - 2) < 1e-9)

        // when: a third finger lands and every finger moves, then it lifts and the two spread by half
        script.down(3, 150, 300, at: 0.04)
        script.move(2, 500, 400, at: 0.05)
        let held = pinch.scale
        script.up(3, 150, 300, at: 0.06)
        let afterLift = (pinch.state, pinch.scale)
        script.move(2, 700, 400, at: 0.07)

        // then: held at 2×, still pinching after the lift, and on from 2× by the pair's own change
        #expect(abs(held - 2) < 1e-9)
        #expect(afterLift.0 == .changed && abs(afterLift.1 - 2) < 1e-9)
        #expect(abs(pinch.scale - 2 * 600.0 / 400.0) < 1e-9)
    }

    @Test func tenFingersNeverPinch() {
        // given: ten fingers down at once
        let script = Script()
        let pinch = PinchGestureRecognizer(name: "pinch")
        script.root.addGestureRecognizer(pinch)
        for id in 1...10 { script.down(id, 30 * Double(id), 400, at: 0.001 * Double(id)) }

        // when: they all spread
        for id in 1...10 { script.move(id, 60 * Double(id), 400, at: 0.02 + 0.001 * Double(id)) }

        // then: as in UIKit, no scale from more than two fingers
        #expect(pinch.state == .possible && pinch.scale == 1)
    }
}
