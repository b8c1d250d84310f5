import ArgumentParser
import Foundation
import Geometry
import Gestures
import ScrollUI
import Screens
import SDLBackend

/// `scroll-lab bench`: frame cost of the `list` screen during a scripted fling. A benchmark,
/// not a test: it reports figures and asserts nothing.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench", abstract: "Measure the cost of a frame on the list screen during a fling.")

    @Option(help: "Rows in the list.")
    var rows = 200

    @Option(help: "Frames to run.")
    var frames = 600

    @Flag(help: "Also render every frame with the software renderer.")
    var render = false

    @Flag(help: "Print the figures as one JSON object.")
    var json = false

    func validate() throws {
        guard (1...100_000).contains(rows) else { throw ValidationError("--rows must be 1…100000") }
        guard (1...100_000).contains(frames) else { throw ValidationError("--frames must be 1…100000") }
    }

    func run() throws {
        let size = Size(width: 390, height: 844)
        let app = Application(root: HomeScreen(), size: size)
        app.push(ListScreen(rowCount: rows))
        let loop = FrameLoop(app: app)
        // A flick every second: finger down at y = 700, up 300 pt over 100 ms, released.
        for start in stride(from: 0.0, to: Double(frames) / 60, by: 1.0) {
            for step in 0...6 {
                let phase: TouchPhase = step == 0 ? .began : (step == 6 ? .ended : .moved)
                loop.enqueue(.touch(1, phase, at: Point(x: 200, y: 700 - Double(step) * 50), time: start + Double(step) / 60))
            }
        }
        let canvas = render ? try HeadlessCanvas(size: size) : nil
        var stepTimes: [Double] = [], renderTimes: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<frames {
            var list = DisplayList()
            stepTimes.append(clock.measure { loop.runFrame(); list = app.displayList() }.seconds)
            if let canvas { renderTimes.append(try clock.measure { try canvas.render(list) }.seconds) }
        }
        report(step: stepTimes, render: renderTimes)
    }

    private func report(step: [Double], render: [Double]) {
        func stats(_ values: [Double]) -> (mean: Double, p95: Double, max: Double) {
            guard !values.isEmpty else { return (0, 0, 0) }
            let sorted = values.sorted()
            return (values.reduce(0, +) / Double(values.count), sorted[Int(Double(sorted.count - 1) * 0.95)], sorted.last!)
        }
        let s = stats(step), r = stats(render)
        if json {
            let fields: [(String, JSONValue)] = [
                ("rows", .number(Double(rows))), ("frames", .number(Double(frames))),
                ("stepMeanMs", .number(s.mean * 1000)), ("stepP95Ms", .number(s.p95 * 1000)), ("stepMaxMs", .number(s.max * 1000)),
                ("renderMeanMs", .number(r.mean * 1000)), ("renderP95Ms", .number(r.p95 * 1000)), ("renderMaxMs", .number(r.max * 1000)),
            ]
            print(JSONValue.object(fields).serialized)
        } else {
            print(String(format: "rows %d, frames %d", rows, frames))
            print(String(format: "input+physics+layout+display list: mean %.3f ms, p95 %.3f ms, max %.3f ms", s.mean * 1000, s.p95 * 1000, s.max * 1000))
            if !render.isEmpty {
                print(String(format: "software render: mean %.3f ms, p95 %.3f ms, max %.3f ms", r.mean * 1000, r.p95 * 1000, r.max * 1000))
            }
        }
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) * 1e-18 }
}
