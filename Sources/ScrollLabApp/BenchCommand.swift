import ArgumentParser
import Foundation
import Geometry
import ScrollSession
import ScrollTrace
import ScrollUI
import SDLRender
import SDLBackend

/// `scroll-lab bench`: the cost of a frame on a screen (`scroll-lab bench --screen list` in the
/// figures of BENCHMARKS.md) while `BenchScript` flicks, drags and jumps through it, headless at 390x844. A benchmark, not a test: it reports figures, asserts nothing.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure the frame cost of a screen (default: the root) during flicks, drags and jumps.",
        discussion: """
            The step is input + time + layout + display list; --render adds the software \
            rasterization at scale 1. --replay also measures replay speed on a 10-second trace \
            of the same script, without and with one screenshot a second. BENCHMARKS.md has figures.
            """)

    @OptionGroup var rowsOption: RowsOption

    @Option(parsing: .unconditional, help: "Frames to run (60 a second).")
    var frames = 600

    @Flag(help: "Also render every frame with the software renderer.")
    var render = false

    @Option(
        name: .customLong("screen"),
        help: "The screen the script drags (default: the root; its jumps only on a table, e.g. list).")
    var screenOption: String?

    /// The screen the script drags: `--screen`, else the registry's root.
    var screen: String { screenOption ?? scenario?.screen ?? ScrollLabApp.screens.root }

    @Option(parsing: .unconditional, help: "Pixels per point of --render.")
    var scale = 1.0

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Also run the screen at N rows (items) and the floor, an empty scroll view as tall, in the same frames, and give the ratios.",
            valueName: "N"))
    var baselineRows: Int?

    @Flag(help: "Also measure replay speed (simulated seconds per wall-clock second).")
    var replay = false

    @Option(
        parsing: .unconditional,
        help: "Instead, write a trace of this many touch events and time its replay (streamed, with a log).")
    var traceEvents: Int?

    @Flag(help: "Print the figures as one JSON object.")
    var json = false

    @Option(
        help:
            "Instead of the script, hold a row swiped (swipe), delete ten rows at once every 17 frames (delete), or hold the context menu over its blur (blur)."
    )
    var scenario: BenchScenario?

    static let size = Size(width: 390, height: 844)

    func validate() throws {
        try validateScreen(screen)
        try validateScale(scale)
        if let baselineRows, !(1...ScreenOptions.maximumRows).contains(baselineRows) {
            throw ValidationError(
                "--baseline-rows must be between 1 and \(ScreenOptions.maximumRows) (got \(baselineRows))")
        }
        guard (1...100_000).contains(frames) else {
            throw ValidationError("--frames must be between 1 and 100000 (got \(frames))")
        }
        if let traceEvents, !(1...10_000_000).contains(traceEvents) {
            throw ValidationError("--trace-events must be between 1 and 10000000 (got \(traceEvents))")
        }
    }

    func run() throws {
        if let traceEvents { return try reportTraceReplay(events: traceEvents) }
        let made = scenario.map { BenchSubject(scenario: $0, frames: frames, size: Self.size) }
        guard let subject = made ?? BenchSubject(screen: screen, rows: rowsOption.rows, frames: frames, size: Self.size)
        else {
            throw ExitCode.failure
        }
        let rows = subject.count > 0 ? subject.count : rowsOption.rows ?? 0
        // With --baseline-rows, the same screen at that count and the floor run in the same
        // frames, in turn, so the machine's noise falls on all three alike.
        let others =
            try baselineRows.map { baseline -> [BenchSubject] in
                guard let other = BenchSubject(screen: screen, rows: baseline, frames: frames, size: Self.size) else {
                    throw ExitCode.failure
                }
                return [other, BenchSubject(floorOf: subject, frames: frames)]
            } ?? []
        let canvas = render ? try HeadlessCanvas(size: Self.size, scale: scale) : nil
        var renders: [Double] = [], copies: [Double] = []
        let clock = ContinuousClock()
        var steps = try BenchSubject.steps(of: [subject] + others, frames: frames) { picture in
            guard let canvas else { return }
            renders.append(try clock.measure { try canvas.render(picture) }.milliseconds)
            copies.append(clock.measure { canvas.copyPixels() }.milliseconds)
        }
        if let skip = scenario?.skippedFrames, skip < frames {
            (renders, copies) = (Array(renders.dropFirst(skip)), Array(copies.dropFirst(skip)))
            steps[0] = Array(steps[0].dropFirst(skip))
        }
        let comparison =
            others.isEmpty
            ? nil : BenchComparison(rows: others[0].count, baseline: Figures(steps[1]), floor: Figures(steps[2]))
        let speeds = replay ? try replaySpeeds(rows: rows) : nil
        report(
            rows: rows, steps: Figures(steps[0]), renders: render ? (Figures(renders), Figures(copies)) : nil,
            replay: speeds,
            comparison: comparison)
    }

    /// `--trace-events N`: a replay of a streamed trace of N events, its time and peak memory.
    private func reportTraceReplay(events: Int) throws {
        let figures = try TraceBench(events: events, screen: screen).run()
        let peak = peakResidentMegabytes()
        if json {
            print(
                JSONValue.object([
                    ("events", .number(Double(events))), ("traceMB", .figure(figures.megabytes)),
                    ("simulatedSeconds", .figure(figures.simulatedSeconds)),
                    ("replaySeconds", .figure(figures.wallSeconds)),
                    ("peakRSSMB", .figure(peak)),
                ]).serialized)
        } else {
            print(
                String(
                    format: "replay of %d events (%.0f MB, %.0f s simulated): %.2f s, peak memory %.1f MB",
                    events, figures.megabytes, figures.simulatedSeconds, figures.wallSeconds, peak))
        }
    }

    /// Simulated seconds per wall-clock second for a 10-second replay of the script, without
    /// and with a screenshot every second.
    private func replaySpeeds(rows: Int) throws -> (plain: Double, screenshots: Double) {
        let trace = Trace(
            header: Trace.Header(screen: screen, size: Self.size, rows: rows),
            events: BenchScript(frames: 600).events)
        func speed(screenshots: [Replayer.Screenshot]) throws -> Double {
            guard
                let app = ScrollLabApp.screens.makeApplication(
                    screen: screen, size: Self.size, options: ScreenOptions(rows: rows))
            else {
                return 0
            }
            let replayer = Replayer(trace: trace, renderer: SoftwareRenderer(), until: 10, screenshots: screenshots)
            var output: Replayer.Output?
            let wall = try ContinuousClock().measure { output = try replayer.run(app: app) }.milliseconds / 1000
            output?.discard()
            return 10 / wall
        }
        let folder = FileManager.default.temporaryDirectory.path
        let shots = (1...10).map { Replayer.Screenshot(time: Double($0), path: "\(folder)/bench-\($0).png") }
        return (try speed(screenshots: []), try speed(screenshots: shots))
    }

    private func report(
        rows: Int, steps: Figures, renders: (frame: Figures, copy: Figures)?,
        replay: (plain: Double, screenshots: Double)?,
        comparison: BenchComparison?
    ) {
        let peak = peakResidentMegabytes()
        if json {
            return reportJSON(
                rows: rows, peak: peak, steps: steps, renders: renders, replay: replay, comparison: comparison)
        }
        print("rows \(rows), frames \(frames), peak memory \(String(format: "%.1f", peak)) MB")
        print("step (input + time + layout + display list): \(steps)")
        if let renders {
            print("software render of \(screen) at 390x844, scale \(scale.formatted()): \(renders.frame)")
            print(
                String(
                    format: "floor, copying the frame's bytes once: median %.3f ms; render = %.1f× the floor",
                    renders.copy.median, renders.frame.median / max(renders.copy.median, 1e-9)))
        }
        if let comparison { print(comparison.summary(rows: rows, steps: steps)) }
        if let replay {
            print(
                String(
                    format: "replay of 10 s: %.0f× real time; with a screenshot a second: %.0f×", replay.plain,
                    replay.screenshots))
        }
    }

    /// `report` as one JSON object (`--json`).
    private func reportJSON(
        rows: Int, peak: Double, steps: Figures, renders: (frame: Figures, copy: Figures)?,
        replay: (plain: Double, screenshots: Double)?, comparison: BenchComparison?
    ) {
        var fields: [(String, JSONValue)] = [
            ("rows", .number(Double(rows))), ("frames", .number(Double(frames))),
            ("stepMedianMs", .figure(steps.median)), ("stepP99Ms", .figure(steps.p99)),
            ("stepMaxMs", .figure(steps.max)),
            ("stepMeanMs", .figure(steps.mean)), ("stepP95Ms", .figure(steps.p95)),
            ("peakRSSMB", .figure(peak)),
        ]
        if let renders {
            fields += [
                ("renderMedianMs", .figure(renders.frame.median)), ("renderP99Ms", .figure(renders.frame.p99)),
                ("renderMeanMs", .figure(renders.frame.mean)), ("renderMaxMs", .figure(renders.frame.max)),
                ("copyMedianMs", .figure(renders.copy.median)),
                ("renderPerCopy", .figure(renders.frame.median / max(renders.copy.median, 1e-9))),
            ]
        }
        if let comparison { fields += comparison.fields(steps: steps) }
        if let replay {
            fields += [
                ("replaySpeed", .figure(replay.plain)), ("replaySpeedWithScreenshots", .figure(replay.screenshots)),
            ]
        }
        print(JSONValue.object(fields).serialized)
    }

    /// The process's peak resident memory so far, in MB (getrusage).
    private func peakResidentMegabytes() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024  // kilobytes on Linux
    }
}

extension JSONValue {
    /// A measured figure for `bench --json`: rounded to 6 decimals (a nanosecond when in
    /// milliseconds, a byte when in MB), then written in the shortest form (`0.163046`).
    static func figure(_ value: Double) -> JSONValue { .number((value * 1e6).rounded() / 1e6) }
}

/// Summary statistics of per-frame times, in milliseconds.
struct Figures: CustomStringConvertible {
    let median, p95, p99, max, mean: Double

    init(_ values: [Double]) {
        let sorted = values.sorted()
        func percentile(_ p: Double) -> Double {
            sorted.isEmpty ? 0 : sorted[Int((Double(sorted.count - 1) * p).rounded())]
        }
        median = percentile(0.5)
        p95 = percentile(0.95)
        p99 = percentile(0.99)
        max = sorted.last ?? 0
        mean = sorted.isEmpty ? 0 : sorted.reduce(0, +) / Double(sorted.count)
    }

    var description: String {
        String(format: "median %.3f ms, p99 %.3f ms, max %.3f ms (mean %.3f, p95 %.3f)", median, p99, max, mean, p95)
    }
}

extension Duration {
    /// The duration in milliseconds.
    var milliseconds: Double { (Double(components.seconds) + Double(components.attoseconds) * 1e-18) * 1000 }
}
