import Foundation
import ScrollUI
import Testing
import SDLRender
import ScrollTrace
import SDLBackend

@Suite struct FrameStatsTests {
    @Test func aLinePerFrameInMillisecondsToTheMicrosecondWithLatencyOnlyWhenInputArrived() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("frames-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let stats = FrameStats(file: try OutputFile(path: path))

        try stats.write(frame: 41, time: 41.0 / 60, cost: Instruments.FrameCost(interval: 16.6712345, step: 0.4, render: 1.8934, present: 0.3))
        try stats.write(frame: 42, time: 0.7, cost: Instruments.FrameCost(interval: 16.7, step: 0.5, render: 2, present: 0.25, inputLatency: 21.5004))
        try stats.file.commit()

        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines == [
            #"{"frame":41,"t":0.683333,"intervalMs":16.671,"stepMs":0.4,"renderMs":1.893,"presentMs":0.3}"#,
            #"{"frame":42,"t":0.7,"intervalMs":16.7,"stepMs":0.5,"renderMs":2,"presentMs":0.25,"inputLatencyMs":21.5}"#,
        ])
    }
}
