import Geometry
import Testing
@testable import SDLBackend

/// Matching the X server's XI2 records (X11) to the SDL events made from them, in the order an
/// SDL event watcher sees them: SDL's finger event, then the XI2 event's SYSWM message.
@Suite struct XInputEventsTests {
    private typealias Touch = XInputEvents.Touch
    private typealias Finger = XInputEvents.Finger

    private static func finger(_ phase: Touch.Phase, id: Int64, y: Double, device: Int64 = 11) -> Finger {
        Finger(touch: Touch(phase: phase, device: device, id: id), x: 0.5, y: y)
    }

    /// The watcher's records of one XI2 touch event SDL made `finger` of (nil: SDL dropped it).
    private static func records(_ touch: Touch, at time: UInt32, sdl finger: Finger?) -> [XInputEvents.Record] {
        (finger.map { [.sdlFinger($0)] } ?? []) + [.touch(touch, time: time)]
    }

    @Test func aFingerEventGetsTheServersPlaceWhereSDLClampedIt() {
        // given: a touch that went past the window's bottom edge (event_y 900.25 of 844 pixels),
        // which SDL's renderer clamped to 1
        var events = XInputEvents()
        events.append(.sdlFinger(Self.finger(.motion, id: 5, y: 1)))
        events.append(.touch(Touch(phase: .motion, device: 11, id: 5), time: 700, place: Point(x: 195.5, y: 900.25)))

        // when
        let match = events.matchFinger(Self.finger(.motion, id: 5, y: 1))

        // then: its time and the server's place, past the edge
        #expect(match.time == 700)
        #expect(match.place == Point(x: 195.5, y: 900.25))
    }

    @Test func bunchedFingerEventsGetTheServersTimesSkippingTheMovesSDLDropped() {
        // given: a flick's moves 8 ms apart on the server; SDL pumps them together and drops the one that changed nothing
        var events = XInputEvents()
        let moves: [(time: UInt32, y: Double?)] = [(1008, 0.5), (1016, 0.45), (1024, nil), (1032, 0.4), (1040, 0.35)]
        events.append(
            contentsOf: Self.records(
                Touch(phase: .down, device: 11, id: 7), at: 1000, sdl: Self.finger(.down, id: 7, y: 0.55)))
        for move in moves {
            events.append(
                contentsOf: Self.records(
                    Touch(phase: .motion, device: 11, id: 7), at: move.time,
                    sdl: move.y.map { Self.finger(.motion, id: 7, y: $0) }))
        }
        events.append(
            contentsOf: Self.records(
                Touch(phase: .up, device: 11, id: 7), at: 1047, sdl: Self.finger(.up, id: 7, y: 0.35)))

        // when: the window takes SDL's events, all stamped at one pump
        let times =
            [Self.finger(.down, id: 7, y: 0.55)] + [0.5, 0.45, 0.4, 0.35].map { Self.finger(.motion, id: 7, y: $0) }
            + [Self.finger(.up, id: 7, y: 0.35)]
        let matched = times.map { events.matchFinger($0).time }

        // then: each has its own server time; nothing is left or counted as missing
        #expect(matched == [1000, 1008, 1016, 1032, 1040, 1047])
        #expect(events.items.isEmpty)
        #expect(events.unmatched == 0 && events.matched == 6)
    }

    @Test func aFingerEventWithoutItsServerRecordKeepsSDLsTimeAndIsCounted() {
        // given: SDL's second move has no XI2 record after it (another record came between)
        var events = XInputEvents()
        events.append(.sdlFinger(Self.finger(.motion, id: 3, y: 0.5)))
        events.append(.touch(Touch(phase: .motion, device: 11, id: 3), time: 500))
        events.append(.sdlFinger(Self.finger(.motion, id: 3, y: 0.4)))
        events.append(.crossing)
        events.append(.touch(Touch(phase: .motion, device: 11, id: 3), time: 508))
        events.append(.sdlFinger(Self.finger(.motion, id: 3, y: 0.3)))
        events.append(.touch(Touch(phase: .motion, device: 11, id: 3), time: 516))

        // when
        let matched = [0.5, 0.4, 0.3].map { events.matchFinger(Self.finger(.motion, id: 3, y: $0)).time }

        // then: the second keeps SDL's time (nil), never its neighbour's, and is counted
        #expect(matched == [500, nil, 516])
        #expect(events.unmatched == 1 && events.matched == 2)
    }

    @Test func anSDLEventTheWatcherNeverSawFindsNothingAndTakesNoOtherEventsTime() {
        // given: one recorded move of finger 3
        var events = XInputEvents()
        events.append(
            contentsOf: Self.records(
                Touch(phase: .motion, device: 11, id: 3), at: 500, sdl: Self.finger(.motion, id: 3, y: 0.5)))

        // when: SDL delivers a move to another place first
        let lost = events.matchFinger(Self.finger(.motion, id: 3, y: 0.2))
        let found = events.matchFinger(Self.finger(.motion, id: 3, y: 0.5))

        // then
        #expect(lost.time == nil && found.time == 500)
        #expect(events.unmatched == 1)
    }

    @Test func twoFingersKeepTheirOwnTimes() {
        // given: fingers 1 and 2 move in turn, a record each
        var events = XInputEvents()
        for (index, time) in [UInt32(200), 203, 208, 211].enumerated() {
            let id = Int64(1 + index % 2), y = 0.5 - Double(index) * 0.01
            events.append(
                contentsOf: Self.records(
                    Touch(phase: .motion, device: 11, id: id), at: time, sdl: Self.finger(.motion, id: id, y: y)))
        }

        // when: SDL delivers them in the same order
        let matched = (0..<4).map { index in
            events.matchFinger(Self.finger(.motion, id: Int64(1 + index % 2), y: 0.5 - Double(index) * 0.01)).time
        }

        // then
        #expect(matched == [200, 203, 208, 211])
    }

    @Test func aTouchRecordOfAnotherFingerOrKindIsNotTaken() {
        // given: SDL's down of finger 1 followed by a record of finger 2, and a motion record after an up
        var events = XInputEvents()
        events.append(.sdlFinger(Self.finger(.down, id: 1, y: 0.5)))
        events.append(.touch(Touch(phase: .down, device: 11, id: 2), time: 90))
        events.append(.sdlFinger(Self.finger(.up, id: 1, y: 0.5)))
        events.append(.touch(Touch(phase: .motion, device: 11, id: 1), time: 95))

        // when / then
        #expect(events.matchFinger(Self.finger(.down, id: 1, y: 0.5)).time == nil)
        #expect(events.matchFinger(Self.finger(.up, id: 1, y: 0.5)).time == nil)
    }
}

extension XInputEvents {
    mutating func append(contentsOf records: [Record]) { records.forEach { append($0) } }
}
