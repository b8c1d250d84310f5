import Geometry
import Testing
import SDLRender
import ScrollTrace
@testable import SDLBackend

/// Matching the compositor's records (Wayland) to the SDL events made from them.
@Suite struct CompositorEventsTests {
    private typealias Record = CompositorEvents.Record

    @Test func touchMovesMatchByFingerAndPositionSkippingTheOnesSDLDropped() {
        // given: finger 0 moves to y 10, stays (SDL drops that move), moves to 20; finger 1 moves meanwhile
        var events = CompositorEvents()
        events.append(Record(kind: .touchDown, time: 100, id: 0, x: 5, y: 0))
        events.append(Record(kind: .touchMotion, time: 108, id: 0, x: 5, y: 10))
        events.append(Record(kind: .touchMotion, time: 116, id: 0, x: 5, y: 10))
        events.append(Record(kind: .touchMotion, time: 117, id: 1, x: 50, y: 50))
        events.append(Record(kind: .touchMotion, time: 124, id: 0, x: 5, y: 20))

        // when: SDL delivers down, the first move and the move to 20 of finger 0
        let down = events.matchTouch(.touchDown, id: 0, x: 5, y: 0, tolerance: 0.5)
        let first = events.matchTouch(.touchMotion, id: 0, x: 5, y: 10, tolerance: 0.5)
        let second = events.matchTouch(.touchMotion, id: 0, x: 5, y: 20, tolerance: 0.5)

        // then: each has its own time; finger 1's move waits for its SDL event
        #expect([down?.time, first?.time, second?.time] == [100, 108, 124])
        #expect(events.pending == [Record(kind: .touchMotion, time: 117, id: 1, x: 50, y: 50)])
    }

    @Test func aMovePastTheViewportsEdgeIsMatchedAndKeepsItsPlace() {
        // given: a finger leaving a letterboxed app over its bottom edge (y 759) onto the bar;
        // SDL's renderer clamps both moves onto the edge
        var events = CompositorEvents()
        events.append(Record(kind: .touchMotion, time: 108, id: 0, x: 195, y: 770))
        events.append(Record(kind: .touchMotion, time: 116, id: 0, x: 195, y: 791))
        events.append(Record(kind: .touchUp, time: 120, id: 0))
        let clamp = { (place: Point) in Point(x: min(max(place.x, 39), 351), y: min(max(place.y, 84), 759)) }

        // when: SDL delivers the two moves, both at the edge, and the lift
        let first = events.matchTouch(.touchMotion, id: 0, x: 195, y: 759, tolerance: 0.5, asSDLPlaces: clamp)
        let second = events.matchTouch(.touchMotion, id: 0, x: 195, y: 759, tolerance: 0.5, asSDLPlaces: clamp)
        let up = events.matchTouch(.touchUp, id: 0, x: 195, y: 759, tolerance: 0.5, asSDLPlaces: clamp)

        // then: each has its own time and the place the compositor sent (the lift has none)
        #expect(first?.time == 108 && first?.place == Point(x: 195, y: 770))
        #expect(second?.time == 116 && second?.place == Point(x: 195, y: 791))
        #expect(up?.time == 120 && up?.place == nil)
    }

    @Test func twoMovesInOneMillisecondAreMatchedEachToItsOwnSDLEvent() {
        // given: a 1 kHz panel's moves, two in millisecond 108, with their microseconds
        var events = CompositorEvents()
        events.append(Record(kind: .touchMotion, time: 108, microseconds: 108_100, id: 0, x: 5, y: 10))
        events.append(Record(kind: .touchMotion, time: 108, microseconds: 108_900, id: 0, x: 5, y: 11))

        // when: SDL delivers both
        let first = events.matchTouch(.touchMotion, id: 0, x: 5, y: 10, tolerance: 0.5)
        let second = events.matchTouch(.touchMotion, id: 0, x: 5, y: 11, tolerance: 0.5)

        // then: the second is not taken for one SDL dropped (its SDL time would be the pump's, later than the next)
        #expect(first == CompositorEvents.Match(time: 108, microseconds: 108_100, place: Point(x: 5, y: 10)))
        #expect(second == CompositorEvents.Match(time: 108, microseconds: 108_900, place: Point(x: 5, y: 11)))
        #expect(events.pending.isEmpty)
    }

    @Test func aScrollTakesItsSourceAndTheLiftsBeforeIt() {
        var events = CompositorEvents()
        events.append(Record(kind: .scroll, time: 200, x: 0, y: 12, source: 1))
        events.append(Record(kind: .scroll, time: 208, source: 1, stopped: true))
        events.append(Record(kind: .pointerButton, time: 209))
        events.append(Record(kind: .scroll, time: 300, x: 0, y: 15, source: 0))

        let smooth = events.matchScroll()
        let wheel = events.matchScroll()

        #expect(smooth == CompositorEvents.Match(time: 200, isSmoothScroll: true))
        #expect(wheel == CompositorEvents.Match(time: 300, isSmoothScroll: false, liftsBefore: [208]))
        #expect(events.pending.map(\.kind) == [.pointerButton])
    }

    @Test func liftsWithoutMovementAreTakenOnceSDLsQueueIsEmpty() {
        var events = CompositorEvents()
        events.append(Record(kind: .scroll, time: 200, x: 0, y: 12, source: 1, stopped: true))
        events.append(Record(kind: .scroll, time: 250, source: 1, stopped: true))

        let moved = events.matchScroll()
        let lifts = events.takeLifts()

        #expect(moved?.liftAfter == 200)
        #expect(lifts == [250])
        #expect(events.pending.isEmpty)
    }

    @Test func anUnmatchedEventKeepsSDLsOwnTime() {
        var events = CompositorEvents()
        events.append(Record(kind: .touchMotion, time: 100, id: 0, x: 5, y: 10))

        #expect(events.matchTouch(.touchMotion, id: 0, x: 5, y: 40, tolerance: 0.5) == nil)
        #expect(events.matchButton(code: 0x110, pressed: true) == nil)
        #expect(events.pending.count == 1)
    }

    @Test func buttonsMatchByButtonAndDirectionAndOldRecordsAreForgotten() {
        // given: a right click on a decoration SDL does not report, then a left press
        var events = CompositorEvents()
        events.append(Record(kind: .pointerButton, time: 100, id: 0x111, x: 1))
        events.append(Record(kind: .pointerButton, time: 150, id: 0x111, x: 0))
        events.append(Record(kind: .pointerButton, time: 3000, id: 0x110, x: 1))

        let left = events.matchButton(code: 0x110, pressed: true)
        events.forget(olderThan: 2000)

        #expect(left?.time == 3000)
        #expect(events.pending.isEmpty)
    }

    @Test func keysMatchByDirectionInOrderAmongTheTouchesAfterThem() {
        // given: a key pressed and released, then a finger down, all read after a stall
        var events = CompositorEvents()
        events.append(Record(kind: .key, time: 95_630, id: 67, x: 1))
        events.append(Record(kind: .key, time: 95_679, id: 67, x: 0))
        events.append(Record(kind: .touchDown, time: 96_130, id: 0, x: 195, y: 590))

        // when: SDL's key down and up, each stamped when SDL read it
        let down = events.matchKey(pressed: true)
        let up = events.matchKey(pressed: false)

        // then: each keeps the compositor's time, before the touch's
        #expect(down?.time == 95_630)
        #expect(up?.time == 95_679)
        #expect(events.matchKey(pressed: true) == nil)
        #expect(events.pending.map(\.kind) == [.touchDown])
    }

    @Test func aWindowSecondsBehindStillMatchesEveryMoveOfAFlickToItsOwnTime() {
        // given: the burst a guest's Weston sent a window that ran 3 s behind (issue 30): a
        // flick's 40 moves 8 ms apart, gathered before SDL delivers any of them; the window
        // forgets unmatched records before each pump, as WaylandStamps does
        var events = CompositorEvents()
        let times = (0..<40).map { 10_000 + 8 * UInt32($0) }
        for (index, time) in times.enumerated() {
            events.append(Record(kind: .touchMotion, time: time, id: 0, x: 195, y: 590 - 12 * Double(index)))
        }

        // when: SDL delivers them 3 s later, a few per pump
        var matched: [UInt32?] = []
        for index in times.indices {
            if index % 4 == 0 { events.forget(olderThan: WaylandStamps.recordLifetime) }
            matched.append(
                events.matchTouch(.touchMotion, id: 0, x: 195, y: 590 - 12 * Double(index), tolerance: 0.5)?.time)
        }

        // then: every move keeps its compositor time (none falls back to SDL's pump time)
        #expect(matched == times.map { $0 })
        #expect(events.pending.isEmpty)
    }
}
