import Foundation
import OutputFiles
import ScrollSession
import ScrollUI
import Testing
import SDLRender
import ScrollTrace
import SDLBackend
import TestSupport

@Suite(.stagesOutputs) struct FrameStatsTests {
    @Test func aLinePerFrameInMillisecondsToTheMicrosecondWithLatencyOnlyWhenInputArrived() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("frames-\(UUID().uuidString).jsonl")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let stats = FrameStats(file: try OutputFile(path: path))

        try stats.write(
            frame: 41, time: 41.0 / 60,
            cost: Instruments.FrameCost(interval: 16.6712345, step: 0.4, render: 1.8934, present: 0.3))
        try stats.write(
            frame: 42, time: 0.7,
            cost: Instruments.FrameCost(interval: 16.7, step: 0.5, render: 2, present: 0.25, inputLatency: 21.5004),
            eventLatencies: [21.5004, 9.25])
        try stats.file.commit()

        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(
            lines == [
                #"{"frame":41,"t":0.683333,"intervalMs":16.671,"stepMs":0.4,"renderMs":1.893,"presentMs":0.3}"#,
                #"{"frame":42,"t":0.7,"intervalMs":16.7,"stepMs":0.5,"renderMs":2,"presentMs":0.25,"inputLatencyMs":21.5,"eventLatenciesMs":[21.5,9.25]}"#,
            ])
    }

    @Test func framesWaitingToHearWhenTheyWereShownAreWrittenInOrderWithTheirAnswers() throws {
        // given: three frames presented at 1000, 1016.7 and 1033.3 ms, the first two with input from 990 ms
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("shown-\(UUID().uuidString).jsonl")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let stats = FrameStats(file: try OutputFile(path: path))
        let cost = Instruments.FrameCost(interval: 16.7, step: 0.5, render: 2, present: 0.25)
        for (index, presented) in [1000.0, 1016.7, 1033.3].enumerated() {
            stats.hold(
                FrameStats.Presented(
                    frame: 60 + index, time: Double(60 + index) / 60, cost: cost,
                    presentedAtTicks: presented, inputTicks: index < 2 ? [990, 1000] : []))
        }

        // when: the compositor showed the first at 1012.5 ms, discarded the second, and the session ended
        try stats.shown(atTicks: [1012.5, nil])
        try stats.file.flush()
        let afterTwo = try String(contentsOfFile: try #require(stats.file.stagedPath), encoding: .utf8).split(
            separator: "\n"
        ).count
        try stats.flush()
        try stats.file.commit()

        // then: each line once, in order; only the shown one says when
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(afterTwo == 2)
        #expect(lines.map { $0.contains("shownMs") } == [true, false, false])
        #expect(
            lines[0].hasSuffix(
                #""presentMs":0.25,"eventLatenciesMs":[10,0],"shownMs":12.5,"shownLatencyMs":22.5,"shownEventLatenciesMs":[22.5,12.5]}"#
            ))
        #expect(lines[1].hasSuffix(#""eventLatenciesMs":[26.7,16.7]}"#))
        #expect(lines.map { $0.prefix(12) } == [#"{"frame":60,"#, #"{"frame":61,"#, #"{"frame":62,"#])
    }
}
