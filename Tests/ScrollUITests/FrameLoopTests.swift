import Geometry
import ScrollLabDriver
import Gestures
import ScrollSession
import ScrollTrace
import Testing
import ScrollUI

/// A view that records, in order, the touches it receives and the frames that advance it.
/// It asks for time for `framesWanted` frames (counted from the first advance).
private final class ProbeView: View {
    var journal: [String] = []
    var framesWanted = Int.max
    private var advances = 0

    override var needsAdvance: Bool { advances < framesWanted }

    override func touchesBegan(_ touches: [Touch], time: Double) { journal.append("began@\(touches[0].deliveredAt)") }
    override func touchesEnded(_ touches: [Touch], time: Double) { journal.append("ended@\(touches[0].deliveredAt)") }
    override func advance(to time: Double) {
        advances += 1
        journal.append("advance@\(Int((time * 60).rounded()))")
    }
}

private final class ProbeScreen: ViewController {
    let probe = ProbeView(name: "probe")

    init(probeWantsTime: Bool = true) {
        super.init(title: "Probe", name: "probe.screen")
        view.addSubview(probe)
        if probeWantsTime { probe.setNeedsAdvance() }
    }

    override func layoutView() { probe.frame = view.bounds }
}

@Suite struct FrameLoopTests {
    @Test func frameNRunsAtExactlyNSixtieths() throws {
        let loop = FrameLoop(app: Application(root: ProbeScreen(), size: Size(width: 200, height: 300)))

        for _ in 0..<120 { loop.runFrame() }

        #expect(loop.currentFrame == 120)
        #expect(loop.time == 2.0)
    }

    @Test func anEventIsSeenByTheFrameAtOrAfterItsTimeNeverBefore() throws {
        let screen = ProbeScreen()
        let loop = FrameLoop(app: Application(root: screen, size: Size(width: 200, height: 300)))
        let at = Point(x: 50, y: 100)
        loop.enqueue(SessionEvent(.touch(1, .began, at: at, time: 0.010)))  // between frames 0 and 1
        loop.enqueue(SessionEvent(.touch(1, .ended, at: at, time: 2.0 / 60)))  // exactly on frame 2

        let first = loop.runFrame()
        let second = loop.runFrame()
        let third = loop.runFrame()

        #expect(first.map(\.deliveredAt) == [0.010])
        #expect(second.map(\.deliveredAt) == [2.0 / 60])
        #expect(third.isEmpty)
        #expect(screen.probe.journal == ["began@0.01", "advance@1", "ended@\(2.0 / 60)", "advance@2", "advance@3"])
    }

    @Test func onlyViewsThatAskForTimeAreAdvancedAndOnlyWhileTheyNeedIt() throws {
        let idle = ProbeScreen(probeWantsTime: false)
        let moving = ProbeScreen()
        moving.probe.framesWanted = 2
        let app = Application(root: idle, size: Size(width: 200, height: 300))
        app.push(moving)
        let loop = FrameLoop(app: app)

        for _ in 0..<4 { loop.runFrame() }
        moving.probe.framesWanted = 3
        moving.probe.setNeedsAdvance()
        loop.runFrame()

        #expect(idle.probe.journal.isEmpty)
        #expect(moving.probe.journal == ["advance@1", "advance@2", "advance@5"])
        #expect(app.displayLink.scheduledCount == 0)
    }

    @Test func eventsAfterTheLastFrameWait() throws {
        let loop = FrameLoop(app: Application(root: ProbeScreen(), size: Size(width: 200, height: 300)))
        loop.enqueue(SessionEvent(deliveredAt: 0.5, kind: .key(name: "a", isDown: true)))

        let delivered = (0..<29).flatMap { _ in loop.runFrame() }
        let thirtieth = loop.runFrame()

        #expect(delivered.isEmpty)
        #expect(thirtieth.count == 1)
    }
}

/// A frame's touches are one instant for a pan: a lift and a move of one time stamp give the
/// same translation in either order, the move counted over every finger that was down.
@Suite struct TouchInstantFrameTests {
    /// Two fingers down and moved, then one instant in which finger 1 lifts and finger 2 moves 40 pt
    /// down, written in `order`; the pan's vertical translation after it, queued or fed one by one.
    private func translation(liftFirst: Bool, fedOneByOne: Bool) -> Double {
        let screen = ProbeScreen()
        let pan = PanGestureRecognizer()
        screen.probe.addGestureRecognizer(pan)
        let loop = FrameLoop(app: Application(root: screen, size: Size(width: 200, height: 300)))
        let lift = PointerEvent.touch(1, .ended, at: Point(x: 50, y: 120), time: 0.05)
        let move = PointerEvent.touch(2, .moved, at: Point(x: 150, y: 160), time: 0.05)
        let events: [PointerEvent] =
            [
                .touch(1, .began, at: Point(x: 50, y: 100), time: 0.001),
                .touch(2, .began, at: Point(x: 150, y: 100), time: 0.001),
                .touch(1, .moved, at: Point(x: 50, y: 120), time: 0.02),
                .touch(2, .moved, at: Point(x: 150, y: 120), time: 0.02),
            ] + (liftFirst ? [lift, move] : [move, lift])
        for event in events.map(SessionEvent.init) {
            if fedOneByOne {
                while loop.time + FrameLoop.frameDuration < event.deliveredAt { loop.runFrame() }
                loop.deliverForNextFrame(event)
            } else {
                loop.enqueue(event)
            }
        }
        for _ in 0..<4 { loop.runFrame() }
        return pan.translation(in: nil).y + pan.hysteresis  // the 20 pt before the instant, less nothing
    }

    @Test(arguments: [false, true])
    func aLiftAndAMoveOfOneInstantGiveTheSameTranslationInEitherOrder(fedOneByOne: Bool) {
        let liftFirst = translation(liftFirst: true, fedOneByOne: fedOneByOne)
        let moveFirst = translation(liftFirst: false, fedOneByOne: fedOneByOne)

        // 20 pt with both fingers, then half of finger 2's 40 pt: the centroid of the two fingers down
        #expect(abs(moveFirst - 40) < 1e-9, "\(moveFirst)")
        #expect(liftFirst == moveFirst)
    }
}

@Suite struct FixedStepClockTests {
    @Test func runsTheFramesThatRealTimeHasReached() throws {
        var clock = FixedStepClock()

        let due = clock.framesDue(realTime: 0.051, lastFrameTime: 0)

        #expect(due == 3)
        #expect(clock.droppedTime == 0)
    }

    @Test func aFrameWaitsTheInputAllowanceAfterItsTime() throws {
        var clock = FixedStepClock(inputAllowance: 0.004)

        let early = clock.framesDue(realTime: 1.0 / 60 + 0.003, lastFrameTime: 0)
        let late = clock.framesDue(realTime: 1.0 / 60 + 0.004, lastFrameTime: 0)

        #expect(early == 0)
        #expect(late == 1)
        #expect(clock.frameTime(ofRealTime: 0.5) == 0.5)  // stamps are not shifted
    }

    @Test func clampsALongStallAndShiftsLaterEventsOntoTheFrameClock() throws {
        var clock = FixedStepClock()

        let due = clock.framesDue(realTime: 2.0, lastFrameTime: 0)

        #expect(due == 15)
        #expect(abs(clock.droppedTime - 1.75) < 1e-12)
        #expect(abs(clock.frameTime(ofRealTime: 2.1) - 0.35) < 1e-12)
    }

    @Test func onceInputHasComeAStallIsCaughtUpNotDropped() throws {
        // given: input has come (the window keeps its spacing from then on)
        var clock = FixedStepClock()
        clock.keepTime()

        // when: the window was stopped until 2 s, and asks for its frames four times
        var lastFrameTime = 0.0, batches: [Int] = []
        for _ in 0..<4 {
            let due = clock.framesDue(realTime: 2.0, lastFrameTime: lastFrameTime)
            batches.append(due)
            lastFrameTime += Double(due) * FrameLoop.frameDuration
        }

        // then: 15 frames at a time until the frames reach real time, and no time dropped
        #expect(batches == [15, 15, 15, 15])
        #expect(clock.droppedTime == 0)
        #expect(abs(clock.frameTime(ofRealTime: 2.1) - 2.1) < 1e-12)
    }

    @Test func changingTheTimeScaleKeepsFrameTimeContinuous() throws {
        var clock = FixedStepClock()
        _ = clock.framesDue(realTime: 1, lastFrameTime: 0.9)

        clock.setTimeScale(0.25, atRealTime: 1)

        #expect(abs(clock.frameTime(ofRealTime: 1) - 1) < 1e-12)
        #expect(abs(clock.frameTime(ofRealTime: 3) - 1.5) < 1e-12)
    }

    @Test func aFlingInSlowMotionCoversAtFourTimesTheRealTimeWhatItCoversAtFullSpeed() throws {
        // The same flick on the frame clock: at 1× the hand takes 0.1 s; at 0.25× it takes 0.4 s
        // of real time, and its stamps are scaled with the clock.
        func offsets(timeScale: Double, sampledAt realTimes: [Double]) throws -> [Double] {
            let driver = ScreenDriver(listOf: 400)
            var clock = FixedStepClock(timeScale: timeScale)
            var pending = [
                SessionEvent(deliveredAt: 0.1, kind: .touch(id: 1, phase: .began, location: Point(x: 200, y: 600)))
            ]
            for step in 1...6 {  // 2,400 pt/s
                let time: Double = 0.1 + Double(step) / 60, y: Double = 600 - 40 * Double(step)
                pending.append(
                    SessionEvent(deliveredAt: time, kind: .touch(id: 1, phase: .moved, location: Point(x: 200, y: y))))
            }
            pending.append(
                SessionEvent(deliveredAt: 0.205, kind: .touch(id: 1, phase: .ended, location: Point(x: 200, y: 360))))
            var samples: [Double] = [], tick = 0
            for sample in realTimes {
                while Double(tick) * 0.0005 < sample - 1e-9 {
                    tick += 1
                    let real = Double(tick) * 0.0005
                    // The hand acts in real time: an event happens at real time (frame time) / scale.
                    while let event = pending.first, event.deliveredAt / timeScale <= real {
                        driver.enqueue(
                            SessionEvent(
                                deliveredAt: clock.frameTime(ofRealTime: event.deliveredAt / timeScale),
                                kind: event.kind))
                        pending.removeFirst()
                    }
                    for _ in 0..<clock.framesDue(realTime: real, lastFrameTime: driver.time) { try driver.runFrame() }
                }
                samples.append(driver.list.contentOffset.y)
            }
            return samples
        }
        let times = [0.16, 0.3, 0.6, 1.0, 1.5]

        let normal = try offsets(timeScale: 1, sampledAt: times)
        let slow = try offsets(timeScale: 0.25, sampledAt: times.map { $0 * 4 })

        #expect(normal.last! > 500, "it flung")
        #expect(slow == normal)
    }
}
