import Geometry
import Gestures
import ScrollSession
import ScrollTrace
import ScrollUI

/// The input `scroll-lab bench` plays on `list`, in a 4-second cycle: a fast flick up, a slow
/// drag down held before lifting, a flick down, then a jump to near the middle of the list
/// (`jumpFrames`, done with `scrollToRow`).
struct BenchScript {
    /// Seconds per cycle.
    static let cycle = 4.0
    let frames: Int

    /// Every touch event of the script, in time order (window points, seconds).
    var events: [SessionEvent] {
        var events: [PointerEvent] = []
        for start in stride(from: 0.0, to: FrameLoop.time(ofFrame: frames), by: Self.cycle) {
            events += stroke(from: 760, to: 160, start: start + 0.05, duration: 0.1)  // flick up
            events += stroke(from: 200, to: 500, start: start + 1.05, duration: 0.6, hold: 0.1)  // slow drag
            events += stroke(from: 160, to: 760, start: start + 2.05, duration: 0.1)  // flick down
        }
        return events.map(SessionEvent.init)
    }

    /// Frames (1-based) at which the bench jumps, and the row it jumps to, for `rows` rows.
    func jumps(rows: Int) -> [(frame: Int, row: Int)] {
        stride(from: 0.0, to: FrameLoop.time(ofFrame: frames), by: Self.cycle).enumerated().map { index, start in
            (
                Int(((start + 3.05) * FrameLoop.rate).rounded()),
                min(rows - 1, rows / 2 + index * 7919 % max(rows / 10, 1))
            )
        }
    }

    /// One finger moving vertically from `from` to `to` (y, points) in 60 Hz steps.
    private func stroke(from: Double, to: Double, start: Double, duration: Double, hold: Double = 0) -> [PointerEvent] {
        let steps = Int((duration * FrameLoop.rate).rounded())
        var events = [PointerEvent.touch(1, .began, at: Point(x: 200, y: from), time: start)]
        for step in 1...steps {
            let y = from + (to - from) * Double(step) / Double(steps)
            events.append(.touch(1, .moved, at: Point(x: 200, y: y), time: start + FrameLoop.time(ofFrame: step)))
        }
        events.append(.touch(1, .ended, at: Point(x: 200, y: to), time: start + duration + hold + 0.005))
        return events
    }
}
