import Foundation
import Geometry
import Gestures
import Screens
import ScrollLabTesting
import ScrollTrace
import ScrollUI
import Testing
import TestSupport

/// Flicks on `list` whose stamps a compositor floored to the millisecond, replayed with and without
/// the trace header's `"stampResolution":0.001`: told, the pan fits for the rounding
/// (ScrollPhysics.docc/Physics.md, "Millisecond stamps").
@Suite struct MillisecondReleaseTests {
    /// A 1,500 pt/s flick up `list`, a move every 8 ms ± 0.5 ms, from a finger down at a random
    /// phase of the clock, each stamp floored to the millisecond, lifted 8 ms after the last move.
    private func flick(_ generator: inout SplitMix64, header: Trace.Header) -> Trace {
        let down = Double.random(in: 0.2..<0.3, using: &generator)
        func floored(_ time: Double) -> Double { (time * 1000).rounded(.down) / 1000 }
        var events = [
            SessionEvent(
                deliveredAt: floored(down), kind: .touch(id: 1, phase: .began, location: Point(x: 200, y: 700)))
        ]
        var last = down, y = 700.0
        for n in 1...20 {
            last = down + Double(n) * 0.008 + Double.random(in: -0.0005...0.0005, using: &generator)
            y = 700 - 1500 * (last - down)
            events.append(
                SessionEvent(
                    deliveredAt: floored(last), kind: .touch(id: 1, phase: .moved, location: Point(x: 200, y: y))))
        }
        events.append(
            SessionEvent(
                deliveredAt: floored(last + 0.008), kind: .touch(id: 1, phase: .ended, location: Point(x: 200, y: y))))
        return Trace(header: header, events: events, end: last + 0.5)
    }

    /// The same flick on a trackpad that reports its lifts (a lift first declares it): a scroll
    /// event every 8 ms ± 0.5 ms carrying the travel since the previous one, stamps floored.
    private func trackpadFlick(_ generator: inout SplitMix64, header: Trace.Header) -> Trace {
        let down = Double.random(in: 0.2..<0.3, using: &generator)
        func floored(_ time: Double) -> Double { (time * 1000).rounded(.down) / 1000 }
        let location = Point(x: 200, y: 400)
        var events = [SessionEvent(deliveredAt: 0.1, kind: .scrollEnded(location: location))]
        var previous = down
        for n in 1...20 {
            let time = down + Double(n) * 0.008 + Double.random(in: -0.0005...0.0005, using: &generator)
            let delta = Point(x: 0, y: 1500 * (time - previous))
            events.append(
                SessionEvent(deliveredAt: floored(time), kind: .scroll(delta: delta, precise: true, location: location))
            )
            previous = time
        }
        events.append(SessionEvent(deliveredAt: floored(previous + 0.008), kind: .scrollEnded(location: location)))
        return Trace(header: header, events: events, end: previous + 0.5)
    }

    /// The worst relative error of the releases of `count` flicks (on a trackpad) against 1,500 pt/s.
    private func worstError(header: Trace.Header, count: Int, trackpad: Bool = false) throws -> Double {
        var generator = SplitMix64(state: 1500)
        var worst = 0.0
        for _ in 0..<count {
            let driver = try #require(ScreenDriver(registry: ScreenCatalog.registry, screen: "list"))
            driver.play(trackpad ? trackpadFlick(&generator, header: header) : flick(&generator, header: header))
            try driver.run(until: driver.inputEnd)
            let releases = driver.callbacks("list").compactMap { event -> Double? in
                if case .willEndDragging(let velocity, _) = event { abs(velocity.y) } else { nil }
            }
            worst = max(worst, abs(try #require(releases.first) / 1500 - 1))
        }
        return worst
    }

    @Test func aTraceThatStatesMillisecondStampsReleasesAtTheHandsSpeed() throws {
        // given: the same 40 flicks, stated as exact and as floored to the millisecond
        let exact = Trace.Header(screen: "list")
        let floored = Trace.Header(screen: "list", stampResolution: 0.001)

        // when
        let plain = try worstError(header: exact, count: 40)
        let told = try worstError(header: floored, count: 40)

        // then: the plain parabola reacts to the rounding; told, every release is within 1 %
        #expect(plain > 0.015)
        #expect(told < 0.01)
    }

    @Test func aTrackpadOnMillisecondStampsIsFittedForThemToo() throws {
        // given: 40 trackpad flicks, stated as exact and as floored to the millisecond
        let exact = Trace.Header(screen: "list")
        let floored = Trace.Header(screen: "list", stampResolution: 0.001)

        // when
        let plain = try worstError(header: exact, count: 40, trackpad: true)
        let told = try worstError(header: floored, count: 40, trackpad: true)
        print("trackpad flicks at 1,500 pt/s, floored stamps: worst \(plain) plain, \(told) told")

        // then: the trackpad's fit is told the resolution, as the pan's is (measured: 1.98 % → 0.65 %)
        #expect(told < 0.01)
        #expect(told < plain)
    }
}
