import DeviceRecordings
import Foundation
import Geometry
import ScrollTrace
import Testing

/// `import` then `replay`, as a user runs them: the release a replay logs is the one a
/// least-squares fit on the recording's own kernel stamps gives.
@Suite(.serialized) struct ImportReplayTests {
    let folder: String

    init() throws {
        folder =
            FileManager.default.temporaryDirectory.appendingPathComponent("import-replay-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// The LSQ2 slope at the newest sample (Flutter's and Android's fit, ScrollPhysics.docc/Physics.md):
    /// the samples of the last 100 ms before it, at most 20, none before a gap over 40 ms.
    static func quadraticFitSlope(_ samples: [(seconds: Double, value: Double)]) -> Double {
        let newest = samples.last!
        var window = [newest]
        for sample in samples.dropLast().reversed() {
            guard newest.seconds - sample.seconds <= 0.1, window.first!.seconds - sample.seconds <= 0.04,
                window.count < 20
            else { break }
            window.insert(sample, at: 0)
        }
        // Normal equations for value = a + b·s + c·s², s from the newest sample.
        var sums = [Double](repeating: 0, count: 5), moments = [Double](repeating: 0, count: 3)
        for sample in window {
            let s = sample.seconds - newest.seconds
            var power = 1.0
            for k in 0..<5 { sums[k] += power; if k < 3 { moments[k] += power * sample.value }; power *= s }
        }
        let m = [[sums[0], sums[1], sums[2]], [sums[1], sums[2], sums[3]], [sums[2], sums[3], sums[4]]]
        func det(_ a: [[Double]]) -> Double {
            a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1]) - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0]) + a[
                0][2]
                * (a[1][0] * a[2][1] - a[1][1] * a[2][0])
        }
        var withMoments = m
        for row in 0..<3 { withMoments[row][1] = moments[row] }
        return det(withMoments) / det(m)  // Cramer's rule for b
    }

    @Test func aRealFlickReleasesAtTheFitOnItsKernelStamps() throws {
        let recording = Recordings.path("dell-canvas-flick.evemu")
        let trace = folder + "/t.jsonl", log = folder + "/log.jsonl"

        // The panel is 16:9: a 1280 × 720 pt window covers it (a portrait one would leave this swipe beside it).
        let imported = try ScrollLab.run(["import", recording, "-o", trace, "--screen", "list", "--size", "1280x720"])
        let replayed = try ScrollLab.run(["replay", trace, "--log", log])
        #expect(imported.status == 0 && replayed.status == 0, "\(imported.errors)\(replayed.errors)")

        // The fit, from the recording alone: the finger's y (slot 0) at each frame it moved, in
        // points (the panel's 98 units per mm, 334.4 mm for 720 pt), on the kernel's microseconds.
        let events = try Recordings.evemuEvents("dell-canvas-flick.evemu")
        let mmPerPoint = min(32767 / 55.0 / 1280, 32767 / 98.0 / 720)
        var samples: [(seconds: Double, value: Double)] = [], y: Int?, lastSampled: Int?, lift: Int64 = 0
        for event in events {
            if event.type == 3 && event.code == 0x36 { y = event.value }
            if event.type == 3 && event.code == 0x39 && event.value < 0 { lift = event.microseconds }
            if event.type == 0 && event.code == 0, let y, y != lastSampled, lift == 0 {
                samples.append(
                    (
                        Double(event.microseconds - events[0].microseconds) / 1e6,
                        Double(y) / 32767 * (32767 / 98.0) / mmPerPoint
                    ))
                lastSampled = y
            }
        }
        #expect(lift - events.last { $0.type == 0 && $0.code == 0 && $0.microseconds < lift }!.microseconds < 40_000)
        let fitted = -Self.quadraticFitSlope(samples)  // the content moves against the finger
        let logged = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
            .first { $0.contains("\"scrollViewWillEndDragging\"") }
        let velocity = try #require(logged.flatMap { try StateLog.entry(String($0), file: log).callback?.velocity?.y })
        #expect(abs(fitted) > 50)
        #expect(
            abs(velocity - fitted) <= abs(fitted) * 0.001,
            "replay \(velocity) pt/s, fit on kernel stamps \(fitted) pt/s")
        print("import round trip: replay \(velocity) pt/s, fit \(fitted) pt/s, \(samples.count) samples")
    }

    @Test func theTraceWritesEveryKernelTimeExactly() throws {
        let trace = folder + "/t.jsonl"

        #expect(try ScrollLab.run(["import", Recordings.path("ntrig-protocol-a-drag.evemu"), "-o", trace]).status == 0)

        let read = try TraceReader.read(path: trace)
        let events = try Recordings.evemuEvents("ntrig-protocol-a-drag.evemu")
        let reports = Set(
            events.filter { $0.type == 0 && $0.code == 0 }.map {
                Double($0.microseconds - events[0].microseconds) / 1e6
            })
        #expect(!read.events.isEmpty && read.events.allSatisfy { reports.contains($0.deliveredAt) && $0.stamp == nil })
    }
}
