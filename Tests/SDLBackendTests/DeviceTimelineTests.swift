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

    @Test func theDropIsTakenAtAPauseLongEnoughThatNothingGoesBack() {
        // given: an event at 1 s, then the clock drops 50 ms
        var timeline = DeviceTimeline()
        let last = timeline.frameTime(ofRealTime: 1.0, clock: clock(dropped: 0), droppedTime: 0)
        let settling = 0.05 + DeviceTimeline.settlingPause

        // when: an event after a pause shorter than the drop and the settling pause, then one after a longer one
        let soon = timeline.frameTime(ofRealTime: 1.0 + settling - 0.01, clock: clock(dropped: 0.05), droppedTime: 0.05)
        let keptBefore = timeline.adoptedDrop
        let later = timeline.frameTime(ofRealTime: 1.0 + 2 * settling, clock: clock(dropped: 0.05), droppedTime: 0.05)

        // then: the first keeps the old offset and its spacing; the second takes the drop, still
        // a settling pause after the first
        #expect(keptBefore == 0)
        #expect(abs(soon - last - (settling - 0.01)) < 1e-9)
        #expect(timeline.adoptedDrop == 0.05)
        #expect(later > soon + DeviceTimeline.settlingPause)
    }
}
