import Foundation
import Geometry
import Gestures
import Screens
import ScrollLabTesting
import ScrollSession
import ScrollTrace
import ScrollUI
import Testing
import TestSupport

/// Two-finger scrolling from a source that never reports the fingers lifting (X11's smooth-scroll
/// valuators): silence ends the gesture, soon after a flick and late after slow fingers, which
/// real pads rest mid-gesture, and after a flick never sooner than the pad's own reports allow
/// (`TrackpadVelocity.endsAfter`). `Traces/touchpad-synaptics.jsonl` is
/// `scroll-lab import` of `Tests/DeviceRecordingsTests/Recordings/mouse-and-touchpad.yml` on
/// `list`: one two-finger gesture of 2 s on a 40 Hz Synaptics pad, up, down and up again, with rests.
@Suite struct LiftlessTrackpadTests {
    /// A flick up `list` from a lift-less source: events every `interval` seconds speeding up to
    /// 1,200 pt/s, the last one `phase` of a frame after a frame's time.
    private func flick(interval: Double, phase: Double) -> Trace {
        let count = Int((0.12 / interval).rounded())
        let last = 0.5 + phase / 60
        let events = (0..<count).map { n -> SessionEvent in
            let time = last - Double(count - 1 - n) * interval
            let speed = 300 + 900 * Double(n) / Double(count - 1)
            return SessionEvent(
                deliveredAt: time,
                kind: .scroll(delta: Point(x: 0, y: speed * interval), precise: true, location: Point(x: 200, y: 400)))
        }
        return Trace(header: Trace.Header(screen: "list"), events: events, end: last + 1)
    }

    /// The frames of a driver's `list` callbacks named `name`.
    private func frames(_ driver: ScreenDriver, _ event: (ScrollViewEvent) -> Bool) -> [Int] {
        driver.callbacks.filter { $0.view == "list" && event($0.event) }.map {
            Int(($0.time * FrameLoop.rate).rounded())
        }
    }

    /// A flick up `list` at 1,000 pt/s from a lift-less source reporting every `interval` seconds
    /// ± 30 % (uniform, from `seed`), for 0.3 s.
    private func jitteredFlick(interval: Double, seed: UInt64) -> Trace {
        var generator = SplitMix64(state: seed)
        var time = 0.5 + Double.random(in: 0..<(1 / FrameLoop.rate), using: &generator)
        var events: [SessionEvent] = []
        while time < 0.8 {
            let gap = interval * Double.random(in: 0.7...1.3, using: &generator)
            time += gap
            events.append(
                SessionEvent(
                    deliveredAt: time,
                    kind: .scroll(delta: Point(x: 0, y: 1000 * gap), precise: true, location: Point(x: 200, y: 400))))
        }
        return Trace(header: Trace.Header(screen: "list"), events: events, end: time + 1)
    }

    /// The frames after the frame of `trace`'s last event at which `driver` began decelerating.
    private func decelerationDelays(_ driver: ScreenDriver, _ trace: Trace) throws -> [Int] {
        let lastFrame = Int((try #require(trace.events.last).deliveredAt * FrameLoop.rate - 1e-9).rounded(.up))
        return frames(driver) { $0 == .willBeginDecelerating }.map { $0 - lastFrame }
    }

    /// Frames a flick may wait for momentum: 2, or as many as the silence that ends it on a pad
    /// reporting every `interval` seconds (`ScrollView.trackpadFlickGapPerReportInterval` reports).
    private func momentumFrames(interval: Double) -> Int {
        max(2, Int((ScrollView.trackpadFlickGapPerReportInterval * interval * FrameLoop.rate - 1e-9).rounded(.up)))
    }

    @Test(arguments: [0.008, 0.010, 0.0125, 0.025, 0.033])
    func momentumStartsSoonAfterTheLastMotion(interval: Double) throws {
        for phase in [0.05, 0.3, 0.6, 0.95] {
            // given
            let trace = flick(interval: interval, phase: phase)
            let driver = try #require(ScreenDriver(registry: ScreenCatalog.registry, screen: "list"))
            driver.play(trace)

            // when
            try driver.run(until: driver.inputEnd)

            // then: one drag, released with momentum within 2 frames of the frame of its last event
            // (pads reporting every 15 ms or faster), else within 2 report intervals
            let delays = try decelerationDelays(driver, trace)
            #expect(frames(driver) { $0 == .willBeginDragging }.count == 1, "interval \(interval), phase \(phase)")
            #expect(
                delays.count == 1 && delays[0] <= momentumFrames(interval: interval),
                "interval \(interval), phase \(phase): \(delays)")
        }
    }

    @Test func aJittered40HertzPadsFlicksStayOneDrag() throws {
        for seed: UInt64 in 1...40 {
            // given: reports 25 ms ± 30 % apart, some of them more than 30 ms
            let trace = jitteredFlick(interval: 0.025, seed: seed)
            let driver = try #require(ScreenDriver(registry: ScreenCatalog.registry, screen: "list"))
            driver.play(trace)

            // when
            try driver.run(until: driver.inputEnd)

            // then: one drag, with momentum within 2 of its longest report intervals (65 ms, 4 frames) of its last event
            let delays = try decelerationDelays(driver, trace)
            #expect(frames(driver) { $0 == .willBeginDragging }.count == 1, "seed \(seed)")
            #expect(delays.count == 1 && delays[0] <= momentumFrames(interval: 0.025 * 1.3), "seed \(seed): \(delays)")
        }
    }

    /// `ReplayLog`'s drags of `trace` with its lifts taken out (or kept).
    private func dragCount(_ name: String, liftless: Bool) throws -> (begins: Int, ends: Int) {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "jsonl", subdirectory: "Traces"))
        var trace = try TraceReader.read(path: url.path)
        if liftless {
            trace.events.removeAll { if case .scrollEnded = $0.pointerKind { true } else { false } }
        }
        let driver = try #require(ScreenDriver(registry: ScreenCatalog.registry, screen: "list"))
        driver.play(trace)
        try driver.run(until: driver.inputEnd + 0.5)
        return (
            frames(driver) { $0 == .willBeginDragging }.count,
            frames(driver) { if case .didEndDragging = $0 { true } else { false } }.count
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
