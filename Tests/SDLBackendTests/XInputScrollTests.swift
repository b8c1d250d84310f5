import Testing
@testable import SDLBackend

/// A touchpad's XI2 smooth-scroll valuators as precise scrolls (X11), and the wheel ticks the
/// server emulates from them; a mouse wheel's ticks stay SDL's.
@Suite struct XInputScrollTests {
    private typealias Scroll = XInputEvents.Scroll

    /// A vertical valuator motion of a touchpad (increment 15, as xf86-input-libinput's) at `value`.
    private static func pad(
        _ value: Double, at time: UInt32, device: Int64 = 12, isTouchpad: Bool = true
    ) -> XInputEvents.Record {
        .scroll(
            Scroll(
                time: time, device: device, x: 100, y: 200, vertical: value, verticalIncrement: 15,
                horizontalIncrement: 15,
                isTouchpad: isTouchpad))
    }

    @Test func valuatorMotionBecomesPreciseIncrementsAfterTheFirstSetsTheBase() {
        // given: absolute values 300, 304.5, 310.5, then a horizontal wobble with the vertical unchanged
        var events = XInputEvents()
        events.append(Self.pad(300, at: 10))
        events.append(Self.pad(304.5, at: 18))
        events.append(Self.pad(310.5, at: 26))
        events.append(.scroll(Scroll(time: 34, device: 12, horizontal: 7, horizontalIncrement: 15)))
        events.append(.scroll(Scroll(time: 42, device: 12, horizontal: 4, horizontalIncrement: 15)))

        // when
        let scrolls = events.takeScrolls()

        // then: 0.3 and 0.4 of an increment down, then 0.2 left; the first of each axis only sets the base
        #expect(scrolls.map(\.time) == [18, 26, 42])
        #expect(scrolls.map(\.deltaY) == [0.3, 0.4, 0])
        #expect(scrolls.map(\.deltaX) == [0, 0, -0.2])
    }

    @Test func aCrossingForgetsTheBase() {
        // given: the pointer leaves, the pad scrolls elsewhere, the pointer comes back
        var events = XInputEvents()
        events.append(Self.pad(300, at: 10))
        events.append(Self.pad(303, at: 18))
        events.append(.crossing)
        events.append(Self.pad(900, at: 500))
        events.append(Self.pad(901.5, at: 508))

        // when
        let scrolls = events.takeScrolls()

        // then: no jump of 597 / 15 increments
        #expect(scrolls.map(\.deltaY) == [0.2, 0.1])
    }

    @Test func ticksEmulatedFromATouchpadAreMarkedWhicheverComesFirst() {
        // given: a touchpad scroll at 26 with its emulated tick after it; a tick at 40 read before its scroll
        var events = XInputEvents()
        events.append(Self.pad(300, at: 10))
        events.append(Self.pad(316, at: 26))
        events.append(.wheelButton(time: 26))
        events.append(.sdlWheel)
        events.append(.wheelButton(time: 40))
        events.append(.sdlWheel)
        events.append(Self.pad(332, at: 40))

        // when
        let first = events.matchWheel(), second = events.matchWheel()

        // then: both are dropped for the precise scrolls; the first scroll comes before its tick, the second after
        #expect(first.isEmulatedTick && first.time == 26)
        #expect(first.scrollsBefore.map(\.time) == [26])
        #expect(second.isEmulatedTick && second.time == 40)
        #expect(events.takeScrolls().map(\.time) == [40])
    }

    @Test func aMouseWheelsTicksStayTicksWithTheServersTime() {
        // given: a mouse (no touchpad property) whose valuator moves a whole increment per click
        var events = XInputEvents()
        events.append(Self.pad(0, at: 100, device: 9, isTouchpad: false))
        events.append(Self.pad(15, at: 180, device: 9, isTouchpad: false))
        events.append(.wheelButton(time: 180))
        events.append(.sdlWheel)

        // when
        let tick = events.matchWheel()

        // then
        #expect(tick == XInputEvents.Match(time: 180))
        #expect(events.takeScrolls().isEmpty)
    }

    @Test func preciseScrollsComeInTheirPlaceAmongSDLsEvents() {
        // given: a scroll, a finger event, another scroll
        var events = XInputEvents()
        let finger = XInputEvents.Finger(touch: .init(phase: .down, device: 11, id: 1), x: 0.5, y: 0.5)
        events.append(Self.pad(300, at: 10))
        events.append(Self.pad(301.5, at: 18))
        events.append(.sdlFinger(finger))
        events.append(.touch(finger.touch, time: 20))
        events.append(Self.pad(303, at: 26))

        // when
        let match = events.matchFinger(finger)

        // then: the scroll before the finger comes with it, the later one after SDL's queue
        #expect(match.scrollsBefore.map(\.time) == [18])
        #expect(match.time == 20)
        #expect(events.takeScrolls().map(\.time) == [26])
    }
}
