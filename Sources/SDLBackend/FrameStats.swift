// FrameStats — `run --frame-stats FILE.jsonl`, one line per presented frame.
// Implements: the frame's interval, step, render and present costs and its input latencies, in ms;
//   where the compositor says when it showed the frame (wp_presentation), its line waits for that.
// Does not: measure them (`WindowHost` does); GPU time (only what the CPU waits for); dropped frames.

import Foundation
import OutputFiles
import ScrollSession
import ScrollTrace
import ScrollUI

/// `run --frame-stats FILE.jsonl`: one JSON line per presented frame with what it cost and how
/// long input took to reach the screen, in milliseconds rounded to the microsecond:
///
///     {"frame":42,"t":0.7,"intervalMs":16.671,"stepMs":0.412,"renderMs":1.893,"presentMs":0.311,
///      "inputLatencyMs":21.5,"eventLatenciesMs":[21.5,9.5]}
///
/// `frame` and `t` are the last frame the loop ran before the present (as in the state log);
/// `intervalMs` is the time since the previous present. `inputLatencyMs` is from the device's
/// stamp of the oldest input the frame delivered to the present, and `eventLatenciesMs` the same
/// for each input event it delivered, oldest first (the latency of every event, where the oldest
/// is the frame's worst); both are absent when no input reached the frame. On a Wayland
/// compositor with `wp_presentation` (Weston) a line also says when the frame was really shown:
/// `shownMs` after the present returned, and `shownLatencyMs` and `shownEventLatenciesMs` from
/// its input's stamps to then; they are absent for a frame the compositor did not show.
public final class FrameStats {
    /// Where the lines go; the caller commits it with the run's other outputs.
    public let file: OutputFile
    /// Presented frames waiting to hear when they were shown, oldest first.
    private var waiting: [Presented] = []

    /// A presented frame: its line's fields, and when (SDL ticks, ms) it was presented and each
    /// input it delivered happened, oldest first.
    package struct Presented {
        var frame: Int
        var time: Double
        var cost: Instruments.FrameCost
        var presentedAtTicks: Double
        var inputTicks: [Double]

        package init(
            frame: Int, time: Double, cost: Instruments.FrameCost, presentedAtTicks: Double, inputTicks: [Double]
        ) {
            self.frame = frame
            self.time = time
            self.cost = cost
            self.presentedAtTicks = presentedAtTicks
            self.inputTicks = inputTicks
        }
    }

    public init(file: OutputFile) {
        self.file = file
    }

    /// Writes the line of one presented frame; `eventLatencies`: each input event's, oldest first.
    package func write(
        frame: Int, time: Double, cost: Instruments.FrameCost, eventLatencies: [Double] = [],
        shownFields: [(String, JSONValue)] = []
    ) throws {
        var fields: [(String, JSONValue)] = [
            ("frame", .number(Double(frame))), ("t", .number(TraceWriter.recordedTime(time))),
            ("intervalMs", Self.milliseconds(cost.interval)), ("stepMs", Self.milliseconds(cost.step)),
            ("renderMs", Self.milliseconds(cost.render)), ("presentMs", Self.milliseconds(cost.present)),
        ]
        if let latency = cost.inputLatency { fields.append(("inputLatencyMs", Self.milliseconds(latency))) }
        if !eventLatencies.isEmpty {
            fields.append(("eventLatenciesMs", .array(eventLatencies.map(Self.milliseconds))))
        }
        try file.write(line: JSONValue.object(fields + shownFields).serialized)
    }

    /// Holds the line of `frame` until the compositor says when it was shown (`shown`).
    package func hold(_ frame: Presented) {
        waiting.append(frame)
    }

    /// Writes the lines of the frames held, oldest first, one per answer in `shownAtTicks` (when
    /// each was shown, in SDL ticks; nil: not shown).
    package func shown(atTicks shownAtTicks: [Double?]) throws {
        for shown in shownAtTicks {
            guard !waiting.isEmpty else { return }
            let frame = waiting.removeFirst()
            let fields = shown.map { Self.shownFields(of: frame, shownAtTicks: $0) } ?? []
            try write(
                frame: frame.frame, time: frame.time, cost: frame.cost,
                eventLatencies: frame.inputTicks.map { frame.presentedAtTicks - $0 }, shownFields: fields)
        }
    }

    /// When `frame` was shown, after its present and after each of its input's stamps.
    private static func shownFields(of frame: Presented, shownAtTicks shown: Double) -> [(String, JSONValue)] {
        let shownMs = ("shownMs", milliseconds(shown - frame.presentedAtTicks))
        guard let oldest = frame.inputTicks.first else { return [shownMs] }
        return [
            shownMs, ("shownLatencyMs", milliseconds(shown - oldest)),
            ("shownEventLatenciesMs", .array(frame.inputTicks.map { milliseconds(shown - $0) })),
        ]
    }

    /// Writes the lines still held, without when they were shown (the session ended first).
    package func flush() throws {
        try shown(atTicks: Array(repeating: nil, count: waiting.count))
    }

    private static func milliseconds(_ value: Double) -> JSONValue { .number((value * 1000).rounded() / 1000) }
}
