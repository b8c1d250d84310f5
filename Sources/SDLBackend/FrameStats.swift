// FrameStats — `run --frame-stats FILE.jsonl`, one line per presented frame.
// Implements: the frame's interval, step, render and present costs and its input latency, in ms.
// Does not: measure them (`WindowHost` does); GPU time (only what the CPU waits for); dropped frames.

import Foundation
import ScrollTrace
import ScrollUI

/// `run --frame-stats FILE.jsonl`: one JSON line per presented frame with what it cost and how
/// long input took to reach the screen, in milliseconds rounded to the microsecond:
///
///     {"frame":42,"t":0.7,"intervalMs":16.671,"stepMs":0.412,"renderMs":1.893,"presentMs":0.311,"inputLatencyMs":21.5}
///
/// `frame` and `t` are the last frame the loop ran before the present (as in the state log);
/// `intervalMs` is the time since the previous present; `inputLatencyMs` is absent when no input
/// reached the frame.
public final class FrameStats {
    /// Where the lines go; the caller commits it with the run's other outputs.
    public let file: OutputFile

    public init(file: OutputFile) {
        self.file = file
    }

    /// Writes the line of one presented frame.
    package func write(frame: Int, time: Double, cost: Instruments.FrameCost) throws {
        var fields: [(String, JSONValue)] = [
            ("frame", .number(Double(frame))), ("t", .number(TraceWriter.recordedTime(time))),
            ("intervalMs", Self.milliseconds(cost.interval)), ("stepMs", Self.milliseconds(cost.step)),
            ("renderMs", Self.milliseconds(cost.render)), ("presentMs", Self.milliseconds(cost.present)),
        ]
        if let latency = cost.inputLatency { fields.append(("inputLatencyMs", Self.milliseconds(latency))) }
        try file.write(line: JSONValue.object(fields).serialized)
    }

    private static func milliseconds(_ value: Double) -> JSONValue { .number((value * 1000).rounded() / 1000) }
}
