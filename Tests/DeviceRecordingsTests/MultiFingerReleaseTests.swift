import Foundation
import ScrollTrace
import Testing

/// Real touchscreen recordings where several fingers lift at different times, imported and replayed:
/// the release is a least-squares fit on the centroid translation at the kernel's stamps, each kernel
/// frame taken whole (its moves before its lifts and landings), and no order of one frame's events
/// changes the replay.
@Suite(.serialized) struct MultiFingerReleaseTests {
    /// A recording, the window its panel's aspect fills, a screen that scrolls along its motion and
    /// that axis (0: x, 1: y).
    struct Case: CustomTestStringConvertible, Sendable {
        var file: String
        var size: String
        var screen: String
        var axis: Int
        var testDescription: String { file }
    }

    static let severalFingers = [
        Case(file: "ep0430m09-two-finger-scroll.evemu", size: "1280x768", screen: "list", axis: 1),
        Case(file: "ep0430m09-four-finger-drag.evemu", size: "1280x768", screen: "list", axis: 1),
        Case(file: "wacom-isdv4-e6-two-finger-circle.evemu", size: "1280x723", screen: "paging", axis: 0),
        Case(file: "dell-canvas-five-fingers.evemu", size: "1280x720", screen: "document", axis: 0),
    ]
    static let oneFinger = [Case(file: "dell-canvas-flick.evemu", size: "1280x720", screen: "list", axis: 1)]

    let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("multi-finger-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// The trace's touch lines, each with its time and fields.
    private struct TouchLine {
        var time: Double
        var stamp: Double?
        var id: Int
        var phase: String
        var position: [Double]
    }

    private func touchLines(_ trace: String) throws -> [TouchLine] {
        try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").compactMap { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            guard let object, object["type"] as? String == "touch" else { return nil }
            return TouchLine(
                time: object["t"] as! Double, stamp: object["stamp"] as? Double, id: object["id"] as! Int,
                phase: object["phase"] as! String, position: [object["x"] as! Double, object["y"] as! Double])
        }
    }

    /// The fit at the last lift: the centroid translation on `axis`, each instant (one time stamp)
    /// taken whole — moves over the fingers down before it, then lifts and landings re-basing.
    private func fittedRelease(_ lines: [TouchLine], axis: Int) -> Double {
        var down: [Int: Double] = [:], translation = 0.0, samples: [(seconds: Double, value: Double)] = []
        var index = 0
        while index < lines.count {
            let instant = lines[index...].prefix { $0.time == lines[index].time && $0.stamp == lines[index].stamp }
            index += instant.count
            let time = instant.first!.stamp ?? instant.first!.time
            let moved = instant.filter { $0.phase == "moved" && down[$0.id] != nil }
            if !moved.isEmpty {
                translation += moved.reduce(0) { $0 + $1.position[axis] - down[$1.id]! } / Double(down.count)
                for line in moved { down[line.id] = line.position[axis] }
                samples.append((time, translation))
            }
            for line in instant where line.phase == "ended" || line.phase == "cancelled" { down[line.id] = nil }
            for line in instant where line.phase == "began" {
                if down.isEmpty { (translation, samples) = (0, [(time, 0)]) }
                down[line.id] = line.position[axis]
            }
        }
        return -ImportReplayTests.quadraticFitSlope(samples)  // the content moves against the fingers
    }

    /// Imports `recording`, replays it and returns the trace and the log's path.
    private func importAndReplay(_ recording: Case, name: String) throws -> (trace: String, log: String) {
        let trace = "\(folder)/\(name).jsonl", log = "\(folder)/\(name).log"
        let imported = try ScrollLab.run([
            "import", Recordings.path(recording.file), "-o", trace, "--screen", recording.screen, "--size",
            recording.size,
        ])
        let replayed = try ScrollLab.run(["replay", trace, "--log", log])
        #expect(imported.status == 0 && replayed.status == 0, "\(imported.errors)\(replayed.errors)")
        return (trace, log)
    }

    private func loggedRelease(_ log: String, axis: Int) throws -> Double {
        let line = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
            .last { $0.contains("\"scrollViewWillEndDragging\"") }
        let velocity = try #require(line.flatMap { try StateLog.entry(String($0), file: log).callback?.velocity })
        return axis == 0 ? velocity.x : velocity.y
    }

    @Test(arguments: severalFingers + oneFinger)
    func theReleaseIsTheFitOnTheCentroidWithEachFrameTakenWhole(_ recording: Case) throws {
        let (trace, log) = try importAndReplay(recording, name: "whole")

        let fitted = fittedRelease(try touchLines(trace), axis: recording.axis)
        let logged = try loggedRelease(log, axis: recording.axis)

        #expect(abs(fitted) > 50)
        #expect(
            abs(logged - fitted) <= abs(fitted) * 0.01,
            "replay \(logged) pt/s, fit on the kernel's stamps \(fitted) pt/s")
    }

    @Test(arguments: severalFingers)
    func noOrderOfOneFramesEventsChangesTheReplay(_ recording: Case) throws {
        let (trace, log) = try importAndReplay(recording, name: "imported")
        var lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").map(String.init)
        let touches = try touchLines(trace)
        #expect(touches.count == lines.count - 2)  // the header and the end marker

        // Each instant's lines reversed, lifts and landings before moves: as a window may deliver them.
        var start = 1, mixed = 0
        while start < lines.count - 1 {
            let first = touches[start - 1]
            var end = start
            while end < lines.count - 1, touches[end - 1].time == first.time, touches[end - 1].stamp == first.stamp {
                end += 1
            }
            let instant = touches[(start - 1)..<(end - 1)]
            if instant.contains(where: { $0.phase == "moved" }) && instant.contains(where: { $0.phase != "moved" }) {
                mixed += 1
            }
            lines[start..<end].reverse()
            start = end
        }
        let permuted = "\(folder)/permuted.jsonl", permutedLog = "\(folder)/permuted.log"
        try (lines.joined(separator: "\n") + "\n").write(toFile: permuted, atomically: true, encoding: .utf8)
        let replayed = try ScrollLab.run(["replay", permuted, "--log", permutedLog])

        #expect(replayed.status == 0, "\(replayed.errors)")
        #expect(mixed > 0, "a frame holds a lift or landing and a move")
        #expect(
            try String(contentsOfFile: permutedLog, encoding: .utf8) == String(contentsOfFile: log, encoding: .utf8))
    }
}
