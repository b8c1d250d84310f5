import Geometry
import Gestures
import SDLBackend
import ScrollSession
import ScrollTrace
import ScrollUI
import Testing

/// Device times on the frame clock across a stall (`DeviceTimeline`): once input has come, the
/// interval between any two input events is their stamps' interval, however far behind the
/// frames run.
@Suite struct DeviceTimelineTests {
    /// A clock that dropped `dropped` frame seconds: real time minus it.
    private func clock(dropped: Double) -> (Double) -> Double { { $0 - dropped } }

    @Test func aGestureGoingOnAcrossAStallKeepsItsSpacing() {
        // given: moves every 8 ms; the window stalls 300 ms at 1 s, and the clock drops 50 ms of it
        var timeline = DeviceTimeline()
        let before = (0..<125).map { 0.008 * Double($0) }  // up to 0.992 s, mapped before the drop
        let after = (125..<170).map { 0.008 * Double($0) }  // the burst and what follows
        var mapped = before.map { realTime in
            defer { timeline.keepTime() }
            return timeline.frameTime(ofRealTime: realTime, clock: clock(dropped: 0), droppedTime: 0)
        }

        // when
        mapped += after.map { timeline.frameTime(ofRealTime: $0, clock: clock(dropped: 0.05), droppedTime: 0.05) }

        // then: every event 8 ms after the one before, none pinned to another's time
        let gaps = zip(mapped.dropFirst(), mapped).map { $0 - $1 }
        #expect(gaps.allSatisfy { abs($0 - 0.008) < 1e-9 })
        #expect(timeline.adoptedDrop == 0)
    }

    @Test func stampedEventsDeliveredLateKeepEveryGap() {
        // given: taps 450 ms apart and a 1.2 s hold, as the device stamped them; the window stops
        // after the second tap, and its clock drops 0.75 s before the rest is pumped
        let stamps = [0.10, 0.18, 0.63, 0.71, 1.16, 2.36, 2.81, 2.89]  // down, up, down, up, down (held), up, down, up
        var timeline = DeviceTimeline()
        var mapped: [Double] = []
        for (index, stamp) in stamps.enumerated() {
            let dropped = index < 4 ? 0 : 0.75  // the rest is pumped after the stop, all at once
            mapped.append(timeline.frameTime(ofRealTime: stamp, clock: clock(dropped: dropped), droppedTime: dropped))
            timeline.keepTime()
        }

        // then: every interval is the stamps' (the hold 1.2 s, not shortened to a tap; the taps
        // 450 ms apart, not a double tap)
        let gaps = zip(mapped.dropFirst(), mapped).map { $0 - $1 }
        let stampGaps = zip(stamps.dropFirst(), stamps).map { $0 - $1 }
        for (gap, stampGap) in zip(gaps, stampGaps) { #expect(abs(gap - stampGap) < 1e-9, "\(gaps) for \(stampGaps)") }
    }

    @Test func aWindowFarBehindRealTimeGetsItsFirstInputAtOnce() {
        // given: a lift declared when the window started; its first frame took 110 s (a guest
        // under emulation), which the clock dropped but for 50 ms
        var timeline = DeviceTimeline()
        let start = timeline.frameTime(ofRealTime: 0, clock: clock(dropped: 0), droppedTime: 0)

        // when: the first touch, 110 s after the start, as the frame clock reads 0.05 s
        let touch = timeline.frameTime(ofRealTime: 110.0, clock: clock(dropped: 109.95), droppedTime: 109.95)

        // then: it is at the frame clock's time, not 110 s of frames away
        #expect(abs(touch - start - 0.05) < 1e-9)
    }

    @Test func aPressHeldAcrossAOneSecondStopIsRecordedAsHeld() {
        // given: the window's loop (`WindowHost.run`) with a finger down at 0.1 s, lifted at 1.3 s;
        // the process is stopped (SIGSTOP) from 0.3 s to 1.2 s, and the lift comes after it resumed
        var loop = WindowLoop()
        let press = WindowLoop.Input(
            stamp: 0.1, arrival: 0.1, kind: .touch(id: 1, phase: .began, location: Point(x: 100, y: 400)))
        let lift = WindowLoop.Input(
            stamp: 1.3, arrival: 1.3, kind: .touch(id: 1, phase: .ended, location: Point(x: 100, y: 400)))

        // when
        loop.run(inputs: [press, lift], until: 2.0, stoppedFrom: 0.3, to: 1.2)

        // then: the recording holds the finger 1.2 s (was 0.54 s: the clock's drop was taken at
        // the pause), and the frames caught up: the lift is delivered within 0.1 s of real time
        let recorded = loop.scheduled.map(\.deliveredAt)
        #expect(recorded.count == 2)
        #expect(abs(recorded[1] - recorded[0] - 1.2) < 1e-6, "recorded \(recorded)")
        #expect(loop.clock.droppedTime == 0)
        let liftDelivered = loop.deliveredAt[1]
        #expect(liftDelivered.map { $0 - 1.3 < 0.1 } == true, "delivered at \(String(describing: liftDelivered)) s")
    }
}

/// The window's loop without SDL: pump (the timeline and the schedule, as `InputPump` uses them),
/// frames due (`FixedStepClock`), frames run; one time round every 1/60 s of real time, none while stopped.
private struct WindowLoop {
    struct Input {
        var stamp: Double, arrival: Double
        var kind: SessionEvent.Kind
    }

    var clock = FixedStepClock(inputAllowance: 0.004)
    var timeline = DeviceTimeline()
    var schedule = InputSchedule()
    var lastFrameTime = 0.0, currentFrame = 0
    /// The events as scheduled (and recorded), and the real time at which a frame delivered each.
    var scheduled: [SessionEvent] = []
    var deliveredAt: [Double?] = []

    mutating func run(inputs: [Input], until end: Double, stoppedFrom stop: Double, to resume: Double) {
        var pending = inputs
        var realTime = 0.0
        while realTime < end {
            defer { realTime += realTime >= stop && realTime < resume ? resume - realTime : 1.0 / 60 }
            clock.dropStall(realTime: realTime, lastFrameTime: lastFrameTime)
            while let input = pending.first, input.arrival <= realTime {
                pending.removeFirst()
                pump(input)
            }
            if timeline.keepsTime { clock.keepTime() }
            let due = clock.framesDue(realTime: realTime, lastFrameTime: lastFrameTime)
            for _ in 0..<due { runFrame(atRealTime: realTime) }
        }
    }

    private mutating func pump(_ input: Input) {
        let clock = self.clock
        let time = timeline.frameTime(
            ofRealTime: input.stamp, clock: clock.frameTime(ofRealTime:), droppedTime: clock.droppedTime)
        timeline.keepTime()
        let event = schedule.schedule(
            SessionEvent(deliveredAt: time, kind: input.kind), occurredAtTicks: UInt32(input.stamp * 1000),
            lastFrameTime: lastFrameTime, currentFrame: currentFrame)
        scheduled.append(event)
        deliveredAt.append(nil)
    }

    private mutating func runFrame(atRealTime realTime: Double) {
        currentFrame += 1
        lastFrameTime = Double(currentFrame) * FrameLoop.frameDuration
        for (index, event) in scheduled.enumerated()
        where deliveredAt[index] == nil && event.deliveredAt <= lastFrameTime + 1e-9 {
            deliveredAt[index] = realTime
        }
    }
}
