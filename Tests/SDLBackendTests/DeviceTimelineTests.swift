import SDLBackend
import ScrollUI
import Testing

/// Device times on the frame clock across a stall (`DeviceTimeline`): the time the clock drops
/// reaches the input only at a pause in it.
@Suite struct DeviceTimelineTests {
    /// A clock that dropped `dropped` frame seconds: real time minus it.
    private func clock(dropped: Double) -> (Double) -> Double { { $0 - dropped } }

    @Test func aGestureGoingOnAcrossAStallKeepsItsSpacing() {
        // given: moves every 8 ms; the window stalls 300 ms at 1 s, and the clock drops 50 ms of it
        var timeline = DeviceTimeline()
        let before = (0..<125).map { 0.008 * Double($0) }  // up to 0.992 s, mapped before the drop
        let after = (125..<170).map { 0.008 * Double($0) }  // the burst and what follows
        var mapped = before.map { timeline.frameTime(ofRealTime: $0, clock: clock(dropped: 0), droppedTime: 0) }

        // when
        mapped += after.map { timeline.frameTime(ofRealTime: $0, clock: clock(dropped: 0.05), droppedTime: 0.05) }

        // then: every event 8 ms after the one before, none pinned to another's time
        let gaps = zip(mapped.dropFirst(), mapped).map { $0 - $1 }
        #expect(gaps.allSatisfy { abs($0 - 0.008) < 1e-9 })
        #expect(timeline.adoptedDrop == 0)
    }

    @Test func theDropIsTakenAtAPauseAsFarAsNothingComesWithinASettlingPauseOfTheEventBefore() {
        // given: an event at 1 s, then the clock drops 50 ms
        var timeline = DeviceTimeline()
        let last = timeline.frameTime(ofRealTime: 1.0, clock: clock(dropped: 0), droppedTime: 0)
        let settling = DeviceTimeline.settlingPause

        // when: an event 40 ms later (mid-gesture), then one 140 ms after that, then one after a long pause
        let soon = timeline.frameTime(ofRealTime: 1.04, clock: clock(dropped: 0.05), droppedTime: 0.05)
        let keptBefore = timeline.adoptedDrop
        let after = timeline.frameTime(ofRealTime: 1.18, clock: clock(dropped: 0.05), droppedTime: 0.05)
        let takenThen = timeline.adoptedDrop
        let later = timeline.frameTime(ofRealTime: 2.0, clock: clock(dropped: 0.05), droppedTime: 0.05)

        // then: the first keeps the old offset and its spacing; the second takes what keeps it a
        // settling pause after the first; the third takes the whole drop
        #expect(keptBefore == 0)
        #expect(abs(soon - last - 0.04) < 1e-9)
        #expect(abs(after - soon - settling) < 1e-9)
        #expect(abs(takenThen - 0.04) < 1e-9)
        #expect(abs(later - 1.95) < 1e-9)
        #expect(timeline.adoptedDrop == 0.05)
    }

    @Test func aWindowFarBehindRealTimeGetsItsFirstInputAtOnce() {
        // given: a lift declared when the window started; its first frame took 110 s (a guest
        // under emulation), which the clock dropped but for 50 ms
        var timeline = DeviceTimeline()
        let start = timeline.frameTime(ofRealTime: 0, clock: clock(dropped: 0), droppedTime: 0)

        // when: the first touch, 110 s after the start, as the frame clock reads 0.05 s
        let touch = timeline.frameTime(ofRealTime: 110.0, clock: clock(dropped: 109.95), droppedTime: 109.95)

        // then: it is a settling pause after the lift, not 110 s of frames away
        #expect(abs(touch - start - DeviceTimeline.settlingPause) < 1e-9)
    }
}
