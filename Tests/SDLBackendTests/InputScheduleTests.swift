import Geometry
import Gestures
import SDLBackend
import ScrollTrace
import Testing

/// The window's late-event rule and input latency, without a window (`InputSchedule`).
@Suite struct InputScheduleTests {
    private let frame = 1.0 / 60

    private func touch(at time: Double) -> SessionEvent {
        SessionEvent(deliveredAt: time, kind: .touch(id: 1, phase: .moved, location: Point(x: 10, y: 20)))
    }

    @Test func anEventAfterTheLastFrameKeepsItsTimeToTheMicrosecond() {
        var schedule = InputSchedule()

        let event = schedule.schedule(
            touch(at: 0.020_000_4), occurredAtTicks: 120, lastFrameTime: frame, currentFrame: 1)

        #expect(event.deliveredAt == 0.02)
        #expect(event.stamp == nil)
        #expect(schedule.lateEvents == 0)
        #expect(schedule.lastDeliveredAt == 0.02)
    }

    @Test func anEventThatArrivedAfterItsFrameRanGoesToTheNextFrameKeepingWhenItOccurred() {
        var schedule = InputSchedule()

        let event = schedule.schedule(touch(at: 0.010), occurredAtTicks: 110, lastFrameTime: frame, currentFrame: 1)

        #expect(event.deliveredAt == 0.016669)  // just after frame 1 (0.016667 s), to the microsecond
        #expect(event.stamp == 0.010)
        #expect(event.deliveredAt > frame && event.deliveredAt <= 2 * frame)
        #expect(schedule.lateEvents == 1)
    }

    @Test func inputBeforeTheFirstFrameIsMovedButNotCountedLate() {
        var schedule = InputSchedule()

        let event = schedule.schedule(touch(at: 0), occurredAtTicks: 100, lastFrameTime: 0, currentFrame: 0)

        #expect(event.deliveredAt == 0.000002)
        #expect(event.stamp == 0)
        #expect(schedule.lateEvents == 0)
    }

    @Test func anEventStampedBeforeTheLastOneScheduledIsDeliveredWithItKeepingWhenItOccurred() {
        var schedule = InputSchedule()
        _ = schedule.schedule(touch(at: 0.030), occurredAtTicks: 130, lastFrameTime: frame, currentFrame: 1)

        let older = schedule.schedule(touch(at: 0.025), occurredAtTicks: 125, lastFrameTime: frame, currentFrame: 1)

        #expect(older.deliveredAt == 0.030)
        #expect(older.stamp == 0.025)
        #expect(schedule.lastDeliveredAt == 0.030)
    }

    @Test func aBurstOfLateEventsKeepsEachOnesOwnTime() {
        // given: a frozen compositor's burst: moves 8 ms apart, all arriving after frame 30 ran
        var schedule = InputSchedule()
        let lastFrame = 30 * frame
        let occurred = (0..<38).map { 0.2 + Double($0) * 0.008 }

        // when
        let delivered = occurred.map {
            schedule.schedule(touch(at: $0), occurredAtTicks: 0, lastFrameTime: lastFrame, currentFrame: 30)
        }

        // then: all go to the next frame, in order, and each keeps when it occurred
        #expect(delivered.allSatisfy { $0.deliveredAt > lastFrame && $0.deliveredAt < lastFrame + frame })
        #expect(delivered.map(\.occurredAt) == occurred.map { (($0 * 1e6).rounded()) / 1e6 })
        #expect(schedule.lateEvents == 38)
    }

    @Test func theInputTheFramesRunDeliveredIsTakenOnceOldestFirst() {
        var schedule = InputSchedule()
        _ = schedule.schedule(touch(at: 0.020), occurredAtTicks: 140, lastFrameTime: frame, currentFrame: 1)
        _ = schedule.schedule(touch(at: 0.030), occurredAtTicks: 135, lastFrameTime: frame, currentFrame: 1)
        _ = schedule.schedule(touch(at: 0.040), occurredAtTicks: 150, lastFrameTime: frame, currentFrame: 1)

        let afterFrame2 = schedule.takeDelivered(upTo: 2 * frame)
        let again = schedule.takeDelivered(upTo: 2 * frame)
        let afterFrame3 = schedule.takeDelivered(upTo: 3 * frame)

        #expect(afterFrame2 == [135, 140])  // the two frame 2 delivered, by device time
        #expect(again.isEmpty)
        #expect(afterFrame3 == [150])
    }
}
