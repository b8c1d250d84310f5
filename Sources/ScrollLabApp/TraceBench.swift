import ArgumentParser
import Foundation
import Geometry
import Gestures
import OutputFiles
import ScrollSession
import ScrollTrace
import ScrollUI
import SDLRender
import SDLBackend

/// `scroll-lab bench --trace-events N`: the cost of replaying a long trace. Writes N touch events
/// (drags of 300 events at 1 kHz, 50 ms apart, on `screen`) to a temporary file, then replays it
/// through the same streaming path as `scroll-lab replay FILE --log LOG`.
struct TraceBench {
    let events: Int
    let screen: String

    struct Figures {
        var megabytes: Double
        var simulatedSeconds: Double
        var wallSeconds: Double
    }

    func run() throws -> Figures {
        let folder = FileManager.default.temporaryDirectory.path
        let tracePath = "\(folder)/scroll-lab-bench-\(getpid()).jsonl"
        defer { unlink(tracePath) }
        let trace = try OutputFile(path: tracePath)
        try trace.write(line: TraceWriter.headerLine(Trace.Header(screen: screen, size: BenchCommand.size)))
        var time = 0.0
        for index in 0..<events {
            let step = index % 300, drag = index / 300
            let phase: TouchPhase = step == 0 ? .began : step == 299 || index == events - 1 ? .ended : .moved
            // Up the screen with a small sideways wobble; every drag starts where the last began.
            let location = Point(x: 200 + 3 * sin(Double(step) / 7), y: 760 - 1.9 * Double(step))
            try trace.write(
                line: TraceWriter.line(
                    for: SessionEvent(deliveredAt: time, kind: .touch(id: drag + 1, phase: phase, location: location))))
            time += phase == .ended ? 0.05 : 0.001
        }
        try trace.commit()
        let size = Double(
            (try FileManager.default.attributesOfItem(atPath: tracePath)[.size] as? NSNumber)?.intValue ?? 0)

        let log = try OutputFile(path: "\(folder)/scroll-lab-bench-\(getpid()).log")
        defer { log.discard() }
        let start = ContinuousClock.now
        guard
            let app = ScrollLabApp.screens.makeApplication(
                screen: screen, size: BenchCommand.size, options: ScreenOptions())
        else {
            throw ExitCode.failure
        }
        let output = try Replayer(source: TraceStream(path: tracePath), renderer: SoftwareRenderer()).run(app: app) {
            try log.write(line: $0)
        }
        let wall = (ContinuousClock.now - start).milliseconds / 1000
        output.discard()
        return Figures(
            megabytes: size / 1e6, simulatedSeconds: FrameLoop.time(ofFrame: output.frames), wallSeconds: wall)
    }
}
