import Geometry
import Gestures
import Testing

@Suite("Pan, pinch and multi-touch")
struct PanTests {
    @Test func hysteresisIsRemovedFromTheTranslation() {
        let script = Script()
        let pan = PanGestureRecognizer(name: "pan")
        script.root.addGestureRecognizer(pan)
        var atBegin: Point?
        pan.addAction { if $0.state == .began { atBegin = pan.translation(in: nil) } }

        script.down(1, 100, 100, at: 0)
        script.move(1, 100, 106, at: 0.01)

        #expect(pan.state == .possible)

        script.move(1, 100, 112, at: 0.02)

        #expect(pan.state == .began)
        #expect(atBegin == Point(x: 0, y: 2))
    }

    @Test func velocityComesFromTheLeastSquaresTracker() {
        let script = Script()
        let pan = PanGestureRecognizer(name: "pan")
        script.root.addGestureRecognizer(pan)
        var releaseVelocity = Point.zero
        pan.addAction { if $0.state == .ended { releaseVelocity = pan.velocity(in: nil) } }

        // 1000 pt/s upward: 8 pt every 8 ms, lifted 8 ms after the last move
        script.down(1, 100, 600, at: 0)
        let last = script.drag(1, from: Point(x: 100, y: 600), to: Point(x: 100, y: 440), start: 0, steps: 20)
        script.up(1, 100, 440, at: last + 0.008)

        #expect(abs(releaseVelocity.y + 1000) < 1)
        #expect(abs(releaseVelocity.x) < 1e-6)
    }

    /// A window that ran a frame before two moves arrived delivers them in the next frame
    /// (`time`) with their own stamps: the velocity is fitted on when the finger was there.
    @Test func movesDeliveredLateAreFittedOnTheirStamps() {
        func release(keepingStamps: Bool) -> Double {
            let script = Script()
            let pan = PanGestureRecognizer(name: "pan")
            script.root.addGestureRecognizer(pan)
            var velocity = 0.0
            pan.addAction { if $0.state == .ended { velocity = pan.velocity(in: nil).y } }
            // 5,000 pt/s upward, a move every 8 ms; the 4th and 8th arrive after the frame at
            // 1/60 s steps had run, so they are delivered at the next frame's time.
            script.down(1, 200, 700, at: 0)
            var time = 0.0
            for step in 1...12 {
                time = Double(step) * 0.008
                let late = step == 4 || step == 8
                let delivered = late ? ((time * 60).rounded(.up) + 0.0001) / 60 : time
                let move = PointerEvent.touch(1, .moved, at: Point(x: 200, y: 700 - 40 * Double(step)), time: delivered)
                script.handle(
                    PointerEvent(
                        deliveredAt: move.deliveredAt, kind: move.kind, stamp: late && keepingStamps ? time : nil))
            }
            script.up(1, 200, 220, at: time + 0.004)
            return -velocity
        }

        #expect(abs(release(keepingStamps: true) - 5000) < 1)
        #expect(abs(release(keepingStamps: false) - 5000) > 25, "without the stamps the fit is off by more than 0.5 %")
    }

    @Test func aMouseDragFitsItsVelocityOnSteadiedTimesATouchOnItsStamps() {
        // given: the last 25 moves of a real xdotool drag through Xvfb, as the X server stamped
        // them: 12 pt per event, sent every 4–7 ms (2,620 pt/s over the last 20), then the button up
        let stamps = [
            691, 695, 700, 704, 709, 713, 717, 722, 726, 730, 735, 739, 744, 748, 753, 757,
            761, 766, 771, 775, 780, 787, 791, 796, 800,
        ].map { Double($0) / 1000 }
        let fitted = stamps.suffix(20)  // the tracker's 20 samples
        let hand = 12 * Double(fitted.count - 1) / (fitted.last! - fitted.first!)
        func release(mouse: Bool) -> Double {
            let script = Script()
            let pan = PanGestureRecognizer(name: "pan")
            script.root.addGestureRecognizer(pan)
            var velocity = 0.0
            pan.addAction { if $0.state == .ended { velocity = pan.velocity(in: nil).y } }
            for (n, time) in stamps.enumerated() {
                let y = 496 - 12 * Double(n)
                if mouse {
                    script.handle(
                        PointerEvent(
                            deliveredAt: time,
                            kind: .mouse(phase: n == 0 ? .down : .moved, location: Point(x: 100, y: y), button: 1)))
                } else if n == 0 {
                    script.down(1, 100, y, at: time)
                } else {
                    script.move(1, 100, y, at: time)
                }
            }
            if mouse {
                script.handle(
                    PointerEvent(
                        deliveredAt: 0.801, kind: .mouse(phase: .up, location: Point(x: 100, y: 208), button: 1)))
            } else {
                script.up(1, 100, 208, at: 0.801)
            }
            return -velocity
        }

        // when
        let mouse = release(mouse: true), touch = release(mouse: false)

        // then: the mouse's estimate is within 1 % of the hand; the parabola on the raw stamps,
        // which a finger keeps (Flutter's fit), is bent by the 7 ms gap near the end
        #expect(abs(mouse / hand - 1) < 0.01, "\(mouse) vs \(hand)")
        #expect(abs(touch / hand - 1) > 0.05, "\(touch) vs \(hand)")
    }

    @Test func setTranslationRebasesTheTranslation() {
        let script = Script()
        let pan = PanGestureRecognizer(name: "pan")
        script.root.addGestureRecognizer(pan)
        script.down(1, 100, 100, at: 0)
        script.move(1, 100, 150, at: 0.01)

        pan.setTranslation(.zero, in: script.root)
        script.move(1, 110, 170, at: 0.02)

        #expect(pan.translation(in: script.root) == Point(x: 10, y: 20))
    }

    @Test func panFollowsTheCentroidWithoutJumpingWhenFingersJoinAndLeave() {
        let script = Script()
        let pan = PanGestureRecognizer(name: "pan")
        script.root.addGestureRecognizer(pan)
        var atEnd: Point?
        pan.addAction { if $0.state == .ended { atEnd = pan.translation(in: nil) } }
        script.down(1, 100, 100, at: 0)
        script.move(1, 100, 150, at: 0.01)
        let beforeSecondFinger = pan.translation(in: nil)

        script.down(2, 300, 500, at: 0.02)

        #expect(pan.translation(in: nil) == beforeSecondFinger)
        #expect(pan.numberOfTouches == 2)
        #expect(pan.location(in: nil) == Point(x: 200, y: 325))

        script.move(1, 100, 170, at: 0.03)
        script.move(2, 300, 520, at: 0.04)

        #expect(pan.translation(in: nil) == beforeSecondFinger + Point(x: 0, y: 20))

        script.up(1, 100, 170, at: 0.05)

        #expect(pan.translation(in: nil) == beforeSecondFinger + Point(x: 0, y: 20))
        #expect(pan.state == .changed)

        script.move(2, 300, 530, at: 0.06)
        script.up(2, 300, 530, at: 0.07)

        #expect(atEnd == beforeSecondFinger + Point(x: 0, y: 30))
        #expect(pan.state == .possible)
    }

    @Test func minimumNumberOfTouchesHoldsThePanBack() {
        let script = Script()
        let pan = PanGestureRecognizer(name: "twoFingers")
        pan.minimumNumberOfTouches = 2
        script.root.addGestureRecognizer(pan)

        script.down(1, 100, 100, at: 0)
        script.move(1, 100, 150, at: 0.01)

        #expect(pan.state == .possible)

        script.down(2, 200, 100, at: 0.02)
        script.move(2, 200, 130, at: 0.03)

        #expect(pan.state == .began)
    }

    @Test func pinchScalesFromTwoTouches() {
        let script = Script()
        let pinch = PinchGestureRecognizer(name: "pinch")
        script.root.addGestureRecognizer(pinch)

        script.down(1, 100, 400, at: 0)
        script.down(2, 200, 400, at: 0.01)
        script.move(2, 205, 400, at: 0.02)

        #expect(pinch.state == .possible)

        script.move(2, 210, 400, at: 0.03)

        #expect(pinch.state == .began)
        #expect(pinch.scale == 1)

        script.move(2, 320, 400, at: 0.04)

        #expect(abs(pinch.scale - 2) < 1e-9)

        script.up(2, 320, 400, at: 0.05)

        #expect(pinch.state == .ended)

        script.up(1, 100, 400, at: 0.06)

        #expect(pinch.state == .possible)
    }

    @Test func mouseDragIsAnEmulatedTouch() {
        let script = Script()
        let pan = PanGestureRecognizer(name: "pan")
        script.root.addGestureRecognizer(pan)

        script.handle(.mouse(.down, at: Point(x: 100, y: 100), button: 3, time: 0))

        #expect(script.dispatcher.activeTouches.isEmpty)

        script.handle(.mouse(.down, at: Point(x: 100, y: 100), time: 0.1))
        script.handle(.mouse(.moved, at: Point(x: 100, y: 130), button: 0, time: 0.12))

        #expect(pan.state == .began)
        #expect(script.dispatcher.activeTouches.map(\.id) == [TouchDispatcher.mouseTouchID])

        script.handle(.mouse(.up, at: Point(x: 100, y: 130), time: 0.14))

        #expect(script.dispatcher.activeTouches.isEmpty)
        #expect(pan.state == .possible)
    }
}
