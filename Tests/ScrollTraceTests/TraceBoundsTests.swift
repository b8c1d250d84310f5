import Foundation
import Gestures
@testable import ScrollTrace
import Testing

/// Bounded input (issue 28, item 4): the longest line, the most events at one time, the most
/// touches at once, and warnings counted rather than kept.
@Suite struct TraceBoundsTests {
    let header = #"{"trace":1,"screen":"list"}"#

    private func temporaryFile(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bounds-\(UUID().uuidString).jsonl")
            .path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A key line padded with a `note` to exactly `length` bytes.
    private func line(length: Int, t: Double = 0.5) -> String {
        let bare = #"{"t":\#(t),"type":"key","key":"a","phase":"down","note":""}"#
        return
            #"{"t":\#(t),"type":"key","key":"a","phase":"down","note":"\#(String(repeating: "x", count: length - bare.utf8.count))"}"#
    }

    @Test func aLineOfExactlyOneMebibyteReadsAndOneByteMoreIsAnErrorNamingItsLine() throws {
        // given: lines before it, so the long line spans the reader's chunks; CRLF is not counted
        let before = (0..<3000).map { #"{"t":\#(Double($0) / 1000),"type":"scroll","dx":0,"dy":1}"# }
        let fits = try temporaryFile(
            Array(([header] + before + [line(length: 1 << 20, t: 4)]).joined(separator: "\r\n").utf8))
        let tooLong = try temporaryFile(
            Array(
                ([header] + before + [line(length: (1 << 20) + 1, t: 4), line(length: 60, t: 5)]).joined(
                    separator: "\n"
                ).utf8))
        defer { [fits, tooLong].forEach { try? FileManager.default.removeItem(atPath: $0) } }

        #expect(try TraceReader.read(path: fits).events.count == 3001)
        #expect(throws: TraceError(file: tooLong, line: 3002, reason: "line longer than 1 MiB (1,048,576 bytes)")) {
            try TraceReader.read(path: tooLong)
        }
        #expect(TraceStream.maximumLineLength == 1_048_576)
    }

    @Test func anEndlessLineIsRefusedAfterOneMebibyteQuickly() throws {
        // /dev/zero is one line of NULs that never ends: it grew memory at 300 MB/s
        // and a 20 MB line (searched for its end once per chunk, from its start, it took 7 s)
        var bytes = Array((header + "\n" + #"{"t":0,"note":""#).utf8)
        bytes += [UInt8](repeating: UInt8(ascii: "y"), count: 20 << 20) + Array("\"}\n".utf8)
        let long = try temporaryFile(bytes)
        defer { try? FileManager.default.removeItem(atPath: long) }
        let clock = ContinuousClock()
        let start = clock.now
        #expect(throws: TraceError(file: "/dev/zero", line: 1, reason: "line longer than 1 MiB (1,048,576 bytes)")) {
            try TraceReader.read(path: "/dev/zero")
        }
        #expect(throws: TraceError(file: long, line: 2, reason: "line longer than 1 MiB (1,048,576 bytes)")) {
            try TraceReader.read(path: long)
        }
        #expect(clock.now - start < .seconds(2))  // 7 s before, on an idle machine
    }

    @Test func timeThatNeverAdvancesEndsAfterTheBoundOfEventsAtOneTime() throws {
        // (the bound, 100,000, is lowered here to keep the test quick; BoundedInputTests runs it whole)
        #expect(TraceStream.maximumEventsAtOneTime == 100_000)
        let event = #"{"t":1.5,"type":"scroll","dx":0,"dy":1}"#
        let atTheBound =
            [header] + Array(repeating: #"{"t":1,"type":"scroll","dx":0,"dy":1}"#, count: 1000)
            + Array(repeating: event, count: 1000)
        let stream = try TraceStream(text: atTheBound.joined(separator: "\n"), file: "same.jsonl")
        stream.eventsAtOneTimeBound = 1000
        var count = 0
        while try stream.nextEvent() != nil { count += 1 }
        #expect(count == 2000)

        // one more, even a dropped one, is an error naming its line
        let past = try TraceStream(
            text: (atTheBound + [#"{"t":1.5,"type":"mouse","phase":"up","x":1,"y":1}"#]).joined(separator: "\n"),
            file: "same.jsonl")
        past.eventsAtOneTimeBound = 1000
        #expect(
            throws: TraceError(
                file: "same.jsonl", line: 2002,
                reason: "more than 1,000 events at one time (t = 1.5): time must advance")
        ) {
            while try past.nextEvent() != nil {}
        }
    }

    @Test func touchesPastTwentyAreDroppedWithOneWarningAndTheirMovesAndEndsQuietly() throws {
        var lines = [header]
        for id in 0..<30 { lines.append(#"{"t":0.1,"type":"touch","phase":"began","id":\#(id),"x":10,"y":10}"#) }
        for id in 0..<30 { lines.append(#"{"t":0.2,"type":"touch","phase":"moved","id":\#(id),"x":10,"y":20}"#) }
        for id in 0..<30 { lines.append(#"{"t":0.3,"type":"touch","phase":"ended","id":\#(id),"x":10,"y":20}"#) }
        lines.append(#"{"t":0.4,"type":"touch","phase":"began","id":25,"x":10,"y":10}"#)  // room again: kept

        let trace = try TraceReader.parse(lines.joined(separator: "\n"), file: "many.jsonl")

        #expect(trace.events.count == 61)
        #expect(
            Set(trace.events.compactMap { if case .pointer(.touch(let id, _, _)) = $0.kind { id } else { nil } })
                == Set(0..<20).union([25])
        )
        #expect(
            trace.warnings.map(\.description) == [
                "many.jsonl:22: touch 20 began while 20 touches were down, the most ScrollLab follows; "
                    + "it and any later touch past 20 are dropped, with their moves and ends, without more warnings"
            ])
        #expect(trace.warningCount == 30)
    }

    @Test func warningsAreCountedAndOnlyTheFirstTenKept() throws {
        let lines =
            [header] + (0..<5000).map { #"{"t":\#(Double($0) / 1000),"type":"mouse","phase":"up","x":1,"y":1}"# }

        let trace = try TraceReader.parse(lines.joined(separator: "\n"), file: "ups.jsonl")

        #expect(trace.warningCount == 5000)
        #expect(trace.warnings.count == TraceStream.storedWarnings && TraceStream.storedWarnings == 10)
        #expect(
            trace.warnings.last?.description
                == "ups.jsonl:11: mouse button 1 went up without going down; the event is dropped")
    }

    @Test(arguments: [
        (#"{"trace":1,"rows":1e9}"#, #"t.jsonl:1: "rows" 1000000000 is out of range 1…10,000,000"#),
        (#"{"trace":1,"rows":0}"#, #"t.jsonl:1: "rows" 0 is out of range 1…10,000,000"#),
        (#"{"trace":1,"rows":10000001}"#, #"t.jsonl:1: "rows" 10000001 is out of range 1…10,000,000"#),
        (#"{"trace":1,"rows":2.5}"#, #"t.jsonl:1: "rows" must be a whole number"#),
    ])
    func aWholeNumberOutOfRangeSaysSo(line: String, expected: String) {
        #expect(throws: (any Error).self) { try TraceReader.parse(line, file: "t.jsonl") }
        do {
            _ = try TraceReader.parse(line, file: "t.jsonl")
        } catch {
            #expect("\(error)" == expected)
        }
    }
}
