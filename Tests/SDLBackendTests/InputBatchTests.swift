import Geometry
import Gestures
import SDLBackend
import ScrollSession
import ScrollTrace
import ScrollUI
import Testing

/// The window's input pumped after a stall, as on Wayland: touches carry the compositor's stamps,
/// a key only the time SDL read it (`InputBatch`, with the clock, timeline and schedule as
/// `InputPump` and `WindowHost` use them).
@Suite struct InputBatchTests {
    private static let finger = Point(x: 195, y: 400)

    private func touch(_ phase: TouchPhase, at stamp: Double) -> PumpedLoop.Input {
        .init(stamp: stamp, kind: .touch(id: 1, phase: phase, location: Self.finger))
    }

    /// A key, which has no stamp: its time is when the window read it.
    private let key = PumpedLoop.Input(stamp: nil, kind: .key(name: "f9", isDown: true))

    /// The recorded times of the touches that began and ended, in order.
    private func touchEnds(_ events: [SessionEvent]) -> [Double] {
        events.compactMap { event in
            guard case .touch(_, let phase, _) = event.pointerKind, phase != .moved else { return nil }
            return event.deliveredAt
        }
    }

    @Test func aKeyReadAfterAStopDoesNotPullTheTouchesQueuedBehindItToItsTime() {
        // given: a tap at 0.1 s pumped at once; the window is stopped from 0.5 s to 3 s, while a
        // key (no stamp) is pressed and a finger held from 1.0 s to 1.9 s behind it
        var loop = PumpedLoop()
        loop.pump([touch(.began, at: 0.1), touch(.ended, at: 0.16)], atRealTime: 0.17)
        loop.run(until: 0.5)

        // when: all of it is pumped at once when the window resumes
        loop.pump([key, touch(.began, at: 1.0), touch(.ended, at: 1.9)], atRealTime: 3.0)
        loop.run(until: 5.0)

        // then: the hold is 0.9 s and the gap before it 0.84 s (were 0 and 2.84: both at the key's time)
        let times = touchEnds(loop.scheduled)
        let gaps = zip(times.dropFirst(), times).map { $0 - $1 }
        let stampGaps = [0.06, 0.84, 0.9]
        #expect(gaps.count == 3)
        for (gap, stampGap) in zip(gaps, stampGaps) { #expect(abs(gap - stampGap) < 1e-5, "recorded gaps \(gaps)") }
        #expect(loop.scheduled.first { $0.kind == key.kind }.map { $0.deliveredAt <= times[2] } == true)
    }

    @Test func theFirstInputQueuedInAStallTheClockDroppedKeepsItsSpacing() {
        // given: the window starts, then stalls from 0.2 s to 2 s (a slow frame) before any input;
        // a key (no stamp) is pressed at 0.5 s, a finger drags from 1.0 s to 1.5 s
        var loop = PumpedLoop()
        loop.run(until: 0.2)
        let drag =
            [touch(.began, at: 1.0)] + (1...9).map { touch(.moved, at: 1.0 + 0.05 * Double($0)) } + [
                touch(.ended, at: 1.5)
            ]

        // when: the clock drops the stall, then all of it is pumped at once
        loop.pump([key] + drag, atRealTime: 2.0)
        loop.run(until: 4.0)

        // then: the drag lasts 0.5 s (was 0: began and ended at the key's time, or in one frame)
        let times = touchEnds(loop.scheduled)
        #expect(times.count == 2)
        #expect(times.count == 2 && abs(times[1] - times[0] - 0.5) < 1e-5, "recorded \(times)")
        #expect(loop.schedule.lateEvents == 0)
    }
}

/// The window's loop without SDL, as `WindowHost.run` and `InputPump` drive it: each time round,
/// the clock drops what it may, the input SDL had queued is put on the frame clock (a stamped
/// event at its stamp, one without at the time it was read) and scheduled as a batch, and the
/// frames due run; one time round every 1/60 s of real time.
private struct PumpedLoop {
    struct Input {
        /// When the device saw it (real seconds), nil when it has no stamp (a key on Wayland).
        var stamp: Double?
        var kind: SessionEvent.Kind
    }

    var clock = FixedStepClock(inputAllowance: 0.004)
    var timeline = DeviceTimeline()
    var schedule = InputSchedule()
    var batch = InputBatch()
    var lastFrameTime = 0.0, currentFrame = 0, realTime = 0.0
    var scheduled: [SessionEvent] = []

    /// Pumps `inputs`, queued in this order, at `pumpTime` (real seconds), and runs the frames due.
    mutating func pump(_ inputs: [Input], atRealTime pumpTime: Double) {
        realTime = pumpTime
        clock.dropStall(realTime: realTime, lastFrameTime: lastFrameTime)
        for input in inputs {
            let clock = self.clock
            let time = timeline.frameTime(
                ofRealTime: input.stamp ?? pumpTime, clock: clock.frameTime(ofRealTime:), droppedTime: clock.droppedTime
            )
            let ticks = UInt32(((input.stamp ?? pumpTime) * 1000).rounded())
            batch.append(
                .init(
                    event: SessionEvent(deliveredAt: time, kind: input.kind), occurredAtTicks: ticks,
                    isStamped: input.stamp != nil))
        }
        let (events, restored) = batch.schedule(
            with: &schedule, timeline: &timeline, lastFrameTime: lastFrameTime, currentFrame: currentFrame,
            droppedTime: clock.droppedTime)
        clock.restoreDropped(restored)
        scheduled += events
        if timeline.keepsTime { clock.keepTime() }
        runFramesDue()
    }

    /// Goes round the loop with nothing to pump until `end` (real seconds).
    mutating func run(until end: Double) {
        while realTime < end {
            realTime += 1.0 / 60
            clock.dropStall(realTime: realTime, lastFrameTime: lastFrameTime)
            if timeline.keepsTime { clock.keepTime() }
            runFramesDue()
        }
    }

    private mutating func runFramesDue() {
        let due = clock.framesDue(realTime: realTime, lastFrameTime: lastFrameTime)
        for _ in 0..<due {
            currentFrame += 1
            lastFrameTime = Double(currentFrame) * FrameLoop.frameDuration
        }
    }
}
