import Foundation
import Geometry
import Gestures
import Screens
import ScrollLabTesting
import ScrollTrace
import ScrollUI
import Testing
import TestSupport

/// Two-finger scrolling from a source that never reports the fingers lifting (X11's smooth-scroll
/// valuators): silence ends the gesture, soon after a flick and late after slow fingers, which
/// real pads rest mid-gesture (`TrackpadVelocity.endsAfter`). `Traces/touchpad-synaptics.jsonl` is
/// `scroll-lab import` of `Tests/DeviceRecordingsTests/Recordings/mouse-and-touchpad.yml` on
/// `list`: one two-finger gesture of 2 s on a 40 Hz Synaptics pad, up, down and up again, with rests.
@Suite struct LiftlessTrackpadTests {
    /// A flick up `list` from a lift-less source: events every `interval` seconds speeding up to
    /// 1,200 pt/s, the last one `phase` of a frame after a frame's time.
    private func flick(interval: Double, phase: Double) -> Trace {
        let count = Int((0.12 / interval).rounded())
        let last = 0.5 + phase / 60
        let events = (0..<count).map { n -> PointerEvent in
            let time = last - Double(count - 1 - n) * interval
            let speed = 300 + 900 * Double(n) / Double(count - 1)
            return PointerEvent(
                time: time, kind: .scroll(delta: Point(x: 0, y: speed * interval), precise: true, location: Point(x: 200, y: 400)))
        }
        return Trace(header: Trace.Header(screen: "list"), events: events, end: last + 1)
    }

    /// The frames of a driver's `list` callbacks named `name`.
    private func frames(_ driver: ScreenDriver, _ event: (ScrollViewEvent) -> Bool) -> [Int] {
        driver.callbacks.filter { $0.view == "list" && event($0.event) }.map { Int(($0.time * FrameLoop.rate).rounded()) }
    }

    @Test(arguments: [0.008, 0.010, 0.0125, 0.025])
    func momentumStartsWithinTwoFramesOfTheLastMotion(interval: Double) throws {
        for phase in [0.05, 0.3, 0.6, 0.95] {
            // given
            let trace = flick(interval: interval, phase: phase)
            let driver = try #require(ScreenDriver(registry: ScreenCatalog.registry, screen: "list"))
            driver.play(trace)

            // when
            try driver.run(until: driver.inputEnd)

            // then: one drag, released with momentum at most 2 frames after the frame of its last event
            let lastEvent = try #require(trace.events.last).time
            let lastFrame = Int((lastEvent * FrameLoop.rate - 1e-9).rounded(.up))
            let decelerations = frames(driver) { $0 == .willBeginDecelerating }
            #expect(frames(driver) { $0 == .willBeginDragging }.count == 1, "interval \(interval), phase \(phase)")
            #expect(
                decelerations.count == 1 && decelerations[0] - lastFrame <= 2,
                "interval \(interval), phase \(phase): \(decelerations) after frame \(lastFrame)")
        }
    }

    /// `ReplayLog`'s drags of `trace` with its lifts taken out (or kept).
    private func dragCount(_ name: String, liftless: Bool) throws -> (begins: Int, ends: Int) {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "jsonl", subdirectory: "Traces"))
        var trace = try TraceReader.read(path: url.path)
        if liftless {
            trace.events.removeAll { if case .scrollEnded = $0.kind { true } else { false } }
        }
        let driver = try #require(ScreenDriver(registry: ScreenCatalog.registry, screen: "list"))
        driver.play(trace)
        try driver.run(until: driver.inputEnd + 0.5)
        return (
            frames(driver) { $0 == .willBeginDragging }.count, frames(driver) { if case .didEndDragging = $0 { true } else { false } }.count
        )
    }

    @Test func aRealPadsRestsDoNotSplitItsGesture() throws {
        // given: the Synaptics gesture, whose fingers rest 98 ms after 140 pt/s and 50 ms four times
        // when: played as its pad reports it (lifts) and as X11 delivers it (no lift)
        let reported = try dragCount("touchpad-synaptics", liftless: false)
        let liftless = try dragCount("touchpad-synaptics", liftless: true)

        // then: one drag either way
        #expect(reported.begins == 1 && reported.ends == 1)
        #expect(liftless.begins == 1 && liftless.ends == 1)
    }

    @Test func fingersResting110MillisecondsStayOneDrag() throws {
        // given: `trackpad-pause`'s shape (scroll, rest 110 ms after 240 pt/s, scroll on, lift)
        // when: with its lifts, and without
        let reported = try dragCount("touchpad-list-pause", liftless: false)
        let liftless = try dragCount("touchpad-list-pause", liftless: true)

        // then
        #expect(reported.begins == 1 && reported.ends == 1)
        #expect(liftless.begins == 1 && liftless.ends == 1)
    }
}
