import Geometry
import Gestures
import Testing

/// A frame's touches in one order, whatever order they came in: moves, lifts, landings, by id.
@Suite struct TouchInstantTests {
    private let at = Point(x: 10, y: 20)

    private func names(_ events: [PointerEvent]) -> [String] {
        events.map { event in
            guard case .touch(let id, let phase, _) = event.kind else { return "other@\(event.deliveredAt)" }
            return "\(phase)\(id)@\(event.deliveredAt)"
        }
    }

    @Test func movesComeBeforeLiftsAndLiftsBeforeLandingsWhateverTheOrderTheyCameIn() {
        // given: one instant written slot by slot, a lift first
        let instant: [PointerEvent] = [
            .touch(3, .began, at: at, time: 0.5), .touch(1, .ended, at: at, time: 0.5),
            .touch(2, .moved, at: at, time: 0.5), .touch(4, .cancelled, at: at, time: 0.5),
            .touch(0, .moved, at: at, time: 0.5),
        ]

        // when
        let ordered = TouchInstant.ordered(instant)
        let reversed = TouchInstant.ordered(instant.reversed())

        // then
        #expect(names(ordered) == ["moved0@0.5", "moved2@0.5", "ended1@0.5", "cancelled4@0.5", "began3@0.5"])
        #expect(names(reversed) == names(ordered))
    }

    @Test func aTouchsOwnEventsKeepTheirOrderAndOtherEventsEndAnInstant() {
        // given: touch 5 lands and moves at one instant; a wheel tick between two touches at 1.0
        let events: [PointerEvent] = [
            .touch(5, .began, at: at, time: 0.25), .touch(5, .moved, at: at, time: 0.25),
            .touch(1, .moved, at: at, time: 0.25),
            .touch(2, .ended, at: at, time: 1.0),
            PointerEvent(deliveredAt: 1.0, kind: .scroll(delta: Point(x: 0, y: 40), precise: false, location: at)),
            .touch(3, .moved, at: at, time: 1.0),
            PointerEvent(deliveredAt: 2.0, kind: .touch(id: 1, phase: .ended, location: at), stamp: 1.9),
            .touch(2, .moved, at: at, time: 2.0),
        ]

        // when
        let ordered = names(TouchInstant.ordered(events))

        // then: 5 still lands before it moves; nothing crosses the key; another stamp is another instant
        #expect(
            ordered == [
                "moved1@0.25", "began5@0.25", "moved5@0.25", "ended2@1.0", "other@1.0", "moved3@1.0", "ended1@2.0",
                "moved2@2.0",
            ])
    }
}
