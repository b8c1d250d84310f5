import ScrollTrace
import Foundation
import Geometry
import Gestures
import Testing

@Suite struct TraceReaderTests {
    let header = #"{"trace":1,"screen":"nested","width":390,"height":844}"#

    private func parse(_ lines: String...) throws -> Trace {
        try TraceReader.parse(lines.joined(separator: "\n"), file: "t.jsonl")
    }

    private func error(_ lines: String...) -> String? {
        do {
            _ = try TraceReader.parse(lines.joined(separator: "\n"), file: "t.jsonl")
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func aRecordingsEndMarkerIsRoundedDownToTheMicrosecondSoItsReplayRunsTheSameFrames() throws {
        #expect(TraceWriter.endLine(at: 3148.0 / 60) == #"{"t":52.466666,"type":"end"}"#)
        // A window that stopped after frame n (at n/60 s) records an end its replay stops at: frame n.
        for frame in 1...20_000 {
            let line = TraceWriter.endLine(at: Double(frame) / 60)
            let end = try #require(Double(line.dropFirst(5).prefix { $0 != "," }))
            #expect(Int((end * 60 - 1e-9).rounded(.up)) == frame, "frame \(frame): \(line)")
        }
    }

    @Test func aHugeUnknownKeyIsQuotedCutToEightyCharacters() throws {
        let key = String(repeating: "k", count: 1_000_000)  // near the longest line, 1 MiB

        let message = try #require(error(header, #"{"t":0,"type":"key","key":"\#(key)","phase":"down"}"#))

        #expect(
            message.hasPrefix(
                "t.jsonl:2: unknown key \"" + String(repeating: "k", count: 80) + "…\" (1000000 characters)"))
        #expect(message.count < 600)
    }

    @Test func readsTheHeader() throws {
        let trace = try parse(header)

        #expect(trace.header == Trace.Header(screen: "nested", size: Size(width: 390, height: 844)))
        #expect(trace.events.isEmpty)
    }

    @Test func readsEveryEventTypeOfTheContract() throws {
        let trace = try parse(
            header,
            #"{"t":0.000,"type":"touch","phase":"began","id":1,"x":200,"y":600}"#,
            #"{"t":0.016,"type":"touch","phase":"moved","id":1,"x":200,"y":580}"#,
            #"{"t":0.100,"type":"touch","phase":"ended","id":1,"x":200,"y":500}"#,
            #"{"t":0.200,"type":"mouse","phase":"down","x":10,"y":400,"button":1}"#,
            #"{"t":0.300,"type":"scroll","dx":0,"dy":12.5,"precise":true}"#,
            #"{"t":0.400,"type":"key","key":"escape","phase":"down"}"#,
            #"{"t":0.500,"type":"resize","width":844,"height":390}"#,
            #"{"t":0.600,"type":"focus","phase":"lost"}"#,
            "")

        let kinds = trace.events.map(\.kind)
        #expect(kinds[0] == .touch(id: 1, phase: .began, location: Point(x: 200, y: 600)))
        #expect(kinds[1] == .touch(id: 1, phase: .moved, location: Point(x: 200, y: 580)))
        #expect(kinds[2] == .touch(id: 1, phase: .ended, location: Point(x: 200, y: 500)))
        #expect(kinds[3] == .mouse(phase: .down, location: Point(x: 10, y: 400), button: 1))
        guard case .pointer(.scroll(let delta, let precise, let location)) = kinds[4] else {
            Issue.record("not a scroll"); return
        }
        #expect(delta == Point(x: 0, y: 12.5) && precise && !location.isFinite)
        #expect(kinds[5] == .key(name: "escape", isDown: true))
        #expect(kinds[6] == .resize(Size(width: 844, height: 390)))
        #expect(kinds[7] == .focusLost)
        #expect(trace.events.map(\.deliveredAt) == [0, 0.016, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6])
    }

    @Test func writerAndReaderRoundTrip() throws {
        let events: [SessionEvent] = [
            SessionEvent(.touch(3, .began, at: Point(x: 1.5, y: 2), time: 0.25)),
            SessionEvent(.mouse(.down, at: Point(x: 7, y: 8), button: 3, time: 0.4)),
            SessionEvent(.mouse(.up, at: Point(x: 7, y: 8), button: 3, time: 0.5)),
            SessionEvent(
                deliveredAt: 0.75,
                kind: .scroll(delta: Point(x: -4, y: 40), precise: false, location: Point(x: 10, y: 20))),
            SessionEvent(deliveredAt: 0.8, kind: .scrollEnded(location: Point(x: 10, y: 20))),
            SessionEvent(deliveredAt: 1, kind: .key(name: "a", isDown: false)),
            SessionEvent(deliveredAt: 1.5, kind: .resize(Size(width: 320, height: 480))),
        ]
        let text =
            ([TraceWriter.headerLine(Trace.Header(screen: "list", size: Size(width: 390, height: 844)))]
            + events.map(TraceWriter.line(for:))).joined(separator: "\n")

        let trace = try TraceReader.parse(text, file: "round.jsonl")

        #expect(trace.events == events)
        #expect(trace.header.screen == "list")
    }

    @Test func aStampSaysWhenALateEventHappened() throws {
        let trace = try parse(
            header, #"{"t":0.4,"type":"touch","phase":"began","id":1,"x":10,"y":10}"#,
            #"{"t":0.5,"type":"touch","phase":"moved","id":1,"x":10,"y":20,"stamp":0.49}"#)
        let event = try #require(trace.events.last)

        #expect(event.deliveredAt == 0.5 && event.stamp == 0.49 && event.occurredAt == 0.49)
        #expect(TraceWriter.line(for: event).hasSuffix(#","stamp":0.49}"#))
        #expect(!TraceWriter.line(for: SessionEvent(deliveredAt: 0.5, kind: event.kind)).contains("stamp"))
        #expect(
            error(header, #"{"t":0.5,"type":"touch","phase":"moved","id":1,"x":10,"y":20,"stamp":0.6}"#)?
                .hasPrefix(#"t.jsonl:2: "stamp" (when the event happened) must be between 0 and "t""#) == true)
        #expect(
            error(header, #"{"t":0.5,"type":"touch","phase":"moved","id":1,"x":10,"y":20,"stamp":"x"}"#)?
                .hasPrefix(#"t.jsonl:2: "stamp" must be a number"#) == true)
    }

    @Test func aTrackpadLiftIsAScrollThatEnded() throws {
        let trace = try parse(header, #"{"t":0.3,"type":"scroll","phase":"ended"}"#)

        guard case .pointer(.scrollEnded(let location)) = trace.events.first?.kind else {
            Issue.record("not a lift"); return
        }
        #expect(!location.isFinite)
        #expect(TraceWriter.line(for: trace.events[0]) == #"{"t":0.3,"type":"scroll","phase":"ended"}"#)
    }

    @Test func theScreenSettingExtensionsRoundTrip() throws {
        let header = Trace.Header(
            screen: "list", size: Size(width: 390, height: 844), rows: 1_000_000, imageLatency: 0.2)

        let line = TraceWriter.headerLine(header)
        let trace = try TraceReader.parse(line, file: "rows.jsonl")

        #expect(line == #"{"trace":1,"screen":"list","width":390,"height":844,"rows":1000000,"imageLatency":0.2}"#)
        #expect(trace.header == header)
        #expect(try parse(self.header).header.rows == nil)
    }

    @Test func theStampResolutionRoundTripsAndIsLeftOutWhenExact() throws {
        let rounded = Trace.Header(screen: "list", stampResolution: 0.001)
        let exact = Trace.Header(screen: "list", stampResolution: 0)

        let line = TraceWriter.headerLine(rounded)

        #expect(line == #"{"trace":1,"screen":"list","stampResolution":0.001}"#)
        #expect(try TraceReader.parse(line, file: "ms.jsonl").header == rounded)
        #expect(TraceWriter.headerLine(exact) == #"{"trace":1,"screen":"list"}"#)
        #expect(try parse(self.header).header.stampResolution == nil)
    }

    @Test(arguments: [
        (
            "",
            "t.jsonl:1: empty trace: expected a header like {\"trace\":1,\"screen\":\"list\",\"width\":390,\"height\":844}"
        ),
        (
            "{\"screen\":\"list\"}",
            "t.jsonl:1: expected a header like {\"trace\":1,\"screen\":\"list\",\"width\":390,\"height\":844}"
        ),
        ("{\"trace\":2}", "t.jsonl:1: unsupported trace version 2 (this build reads version 1)"),
        ("{\"trace\":1,\"width\":390}", "t.jsonl:1: give both \"width\" and \"height\", or neither"),
        (
            "{\"trace\":1,\"width\":0,\"height\":5}",
            "t.jsonl:1: width and height must be between 100 and 8192 points (got 0x5)"
        ),
        (
            "{\"trace\":1,\"width\":100000,\"height\":10}",
            "t.jsonl:1: width and height must be between 100 and 8192 points (got 100000x10)"
        ),
        ("{\"trace\":1,\"screen\":5}", "t.jsonl:1: \"screen\" must be a string"),
        ("[1,2]", "t.jsonl:1: expected a JSON object"),
        ("{\"trace\":1,\"rows\":0}", "t.jsonl:1: \"rows\" 0 is out of range 1…10,000,000"),
        ("{\"trace\":1,\"rows\":2.5}", "t.jsonl:1: \"rows\" must be a whole number"),
        ("{\"trace\":1,\"imageLatency\":-1}", "t.jsonl:1: \"imageLatency\" must be between 0 and 10 seconds"),
        (
            "{\"trace\":1,\"stampResolution\":0.5}",
            "t.jsonl:1: \"stampResolution\" must be between 0 and 0.1 seconds (got 0.5)"
        ),
        ("{\"trace\":1,\"stampResolution\":\"ms\"}", "t.jsonl:1: \"stampResolution\" must be a number"),
    ])
    func headerErrors(line: String, expected: String) {
        #expect(error(line) == expected)
    }

    @Test(arguments: [
        (#"{"t":0,"type":"touch""#, "t.jsonl:2: not valid JSON"),
        (#"{"type":"touch"}"#, "t.jsonl:2: missing \"t\""),
        (#"{"t":-1,"type":"touch"}"#, "t.jsonl:2: \"t\" must not be negative"),
        (
            #"{"t":1e9,"type":"touch"}"#,
            "t.jsonl:2: \"t\" must be at most 3600 seconds, the longest replay (got 1000000000.0)"
        ),
        (#"{"t":"0","type":"touch"}"#, "t.jsonl:2: \"t\" must be a number"),
        (#"{"t":0}"#, "t.jsonl:2: missing \"type\""),
        (
            #"{"t":0,"type":"swipe"}"#,
            "t.jsonl:2: unknown event type \"swipe\" (expected touch, mouse, scroll, key, text, resize, focus, touchDevice, physics or end)"
        ),
        (#"{"t":0,"type":"touch","phase":"began","x":1,"y":2}"#, "t.jsonl:2: missing \"id\""),
        (#"{"t":0,"type":"touch","phase":"began","id":1.5,"x":1,"y":2}"#, "t.jsonl:2: \"id\" must be a whole number"),
        (
            #"{"t":0,"type":"touch","phase":"down","id":1,"x":1,"y":2}"#,
            "t.jsonl:2: \"phase\" must be one of began, moved, ended, cancelled (got \"down\")"
        ),
        (#"{"t":0,"type":"touch","phase":"began","id":1,"y":2}"#, "t.jsonl:2: missing \"x\""),
        (#"{"t":0,"type":"touch","phase":"began","id":1,"x":true,"y":2}"#, "t.jsonl:2: \"x\" must be a number"),
        (
            #"{"t":0,"type":"mouse","phase":"began","x":1,"y":2}"#,
            "t.jsonl:2: \"phase\" must be one of down, moved, up (got \"began\")"
        ),
        (#"{"t":0,"type":"scroll","dx":0}"#, "t.jsonl:2: missing \"dy\""),
        (#"{"t":0,"type":"scroll","dx":0,"dy":1,"precise":1}"#, "t.jsonl:2: \"precise\" must be true or false"),
        (
            #"{"t":0,"type":"scroll","phase":"began","dx":0,"dy":1}"#,
            "t.jsonl:2: \"phase\" of a scroll must be ended (the fingers lifted), or left out"
        ),
        (#"{"t":0,"type":"key","key":"a","phase":"pressed"}"#, "t.jsonl:2: \"phase\" must be one of down, up"),
        (
            #"{"t":0,"type":"key","key":"arrowdown","phase":"down"}"#,
            "t.jsonl:2: unknown key \"arrowdown\" (expected escape, return, space, backspace, tab, left, right, up, down, pageup, pagedown, home, end, shift, alt, control, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, a single character, or keyN (SDL's key code N))"
        ),
        (
            #"{"t":0,"type":"key","key":"f13","phase":"down"}"#,
            "t.jsonl:2: unknown key \"f13\" (expected escape, return, space, backspace, tab, left, right, up, down, pageup, pagedown, home, end, shift, alt, control, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, a single character, or keyN (SDL's key code N))"
        ),
        (
            #"{"t":0,"type":"mouse","phase":"down","x":1,"y":2,"button":9}"#,
            "t.jsonl:2: \"button\" must be 1 (left), 2 (middle), 3 (right), 4 or 5 (side buttons); got 9"
        ),
        (
            #"{"t":0,"type":"resize","width":0,"height":10}"#,
            "t.jsonl:2: width and height must be between 100 and 8192 points (got 0x10)"
        ),
        (
            #"{"t":0,"type":"resize","width":50.5,"height":300}"#,
            "t.jsonl:2: width and height must be between 100 and 8192 points (got 50.5x300)"
        ),
    ])
    func eventErrors(line: String, expected: String) {
        #expect(error(header, line) == expected)
    }

    @Test func anEndMarkerSetsHowLongTheTraceLasts() throws {
        let text = [
            TraceWriter.headerLine(Trace.Header(screen: "list")), #"{"t":1.5,"type":"key","key":"a","phase":"down"}"#,
            TraceWriter.endLine(at: 6),
        ].joined(separator: "\n")

        let trace = try TraceReader.parse(text, file: "rec.jsonl")

        #expect(trace.end == 6 && trace.duration == 6 && trace.events.count == 1)
        #expect(
            error(header, #"{"t":2,"type":"end"}"#, #"{"t":3,"type":"key","key":"a","phase":"up"}"#)
                == "t.jsonl:3: nothing may follow the \"end\" line")
        #expect(
            error(header, #"{"t":2,"type":"key","key":"a","phase":"up"}"#, #"{"t":1,"type":"end"}"#)
                == "t.jsonl:3: time goes backwards (1.0 after 2.0)")
    }

    @Test func eventsThatMakeNoSenseAreDroppedWithAWarningNamingTheirLine() throws {
        let trace = try parse(
            header,
            #"{"t":0.1,"type":"touch","phase":"moved","id":4,"x":1,"y":2}"#,
            #"{"t":0.2,"type":"touch","phase":"began","id":1,"x":1,"y":2}"#,
            #"{"t":0.3,"type":"touch","phase":"began","id":1,"x":1,"y":2}"#,
            #"{"t":0.4,"type":"focus","phase":"lost"}"#,
            #"{"t":0.5,"type":"touch","phase":"ended","id":1,"x":1,"y":2}"#,
            #"{"t":0.6,"type":"mouse","phase":"up","x":1,"y":2}"#)

        #expect(trace.events.map(\.deliveredAt) == [0.2, 0.4])
        #expect(
            trace.warnings.map(\.description) == [
                "t.jsonl:2: touch 4 moved without having begun; the event is dropped",
                "t.jsonl:4: touch 1 began again while it was down; the event is dropped",
                "t.jsonl:6: touch 1 ended without having begun; the event is dropped",
                "t.jsonl:7: mouse button 1 went up without going down; the event is dropped",
            ])
    }

    @Test func keyNamesAreCaseInsensitive() throws {
        let trace = try parse(
            header, #"{"t":0,"type":"key","key":"PageDown","phase":"down"}"#,
            #"{"t":0,"type":"key","key":"Escape","phase":"down"}"#, #"{"t":0,"type":"key","key":"Q","phase":"down"}"#,
            #"{"t":0,"type":"key","key":"key1073741882","phase":"down"}"#)

        #expect(
            trace.events.map(\.kind) == [
                .key(name: "pagedown", isDown: true), .key(name: "escape", isDown: true),
                .key(name: "q", isDown: true), .key(name: "key1073741882", isDown: true),
            ])
    }

    @Test func windowsLineEndingsAreAccepted() throws {
        let trace = try TraceReader.parse(
            header + "\r\n" + #"{"t":0.5,"type":"key","key":"a","phase":"down"}"# + "\r\n",
            file: "crlf.jsonl")

        #expect(trace.header.screen == "nested")
        #expect(trace.events.map(\.deliveredAt) == [0.5])
    }

    @Test func timeGoingBackwardsNamesTheLine() {
        let message = error(
            header,
            #"{"t":0.5,"type":"key","key":"a","phase":"down"}"#,
            "",
            #"{"t":0.25,"type":"key","key":"a","phase":"up"}"#)

        #expect(message == "t.jsonl:4: time goes backwards (0.25 after 0.5)")
    }

    @Test func aMissingFileIsNamed() {
        #expect(
            throws: TraceError(
                file: "/nonexistent/x.jsonl", line: nil,
                reason: "cannot read the file (does it exist, and is it a file?)")
        ) {
            try TraceReader.read(path: "/nonexistent/x.jsonl")
        }
    }

    @Test func aFileIsReadInPiecesWhateverTheLineLengths() throws {
        // given: a file with a byte order mark, CRLF endings and a long line across the reader's 1 MiB chunks
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("long-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let padding = String(repeating: "x", count: (1 << 20) - 100)
        let lines =
            [header]
            + (0..<40_000).map {
                #"{"t":\#(Double($0) / 10_000),"type":"key","key":"a","phase":"\#($0 % 2 == 0 ? "down" : "up")"}"#
            }
            + [
                #"{"t":20,"type":"touch","phase":"began","id":1,"x":1,"y":2,"note":"\#(padding)"}"#,
                #"{"t":20.5,"type":"end"}"#,
            ]
        try Data(([0xEF, 0xBB, 0xBF] as [UInt8]) + Array(lines.joined(separator: "\r\n").utf8)).write(
            to: URL(fileURLWithPath: path))

        // when
        let trace = try TraceReader.read(path: path)

        // then
        #expect(trace.header.screen == "nested")
        #expect(trace.events.count == 40_001)
        #expect(trace.events.last?.kind == .touch(id: 1, phase: .began, location: Point(x: 1, y: 2)))
        #expect(trace.end == 20.5)
    }

    @Test func aStreamReadsNoFurtherThanAsked() throws {
        // given: a trace whose third line is broken
        let stream = try TraceStream(
            text: [header, #"{"t":0.5,"type":"key","key":"a","phase":"down"}"#, "{broken"].joined(separator: "\n"),
            file: "s.jsonl")

        // then: the first event reads, the broken line is reported when reached, with its line
        #expect(try stream.nextEvent()?.deliveredAt == 0.5)
        #expect(throws: TraceError(file: "s.jsonl", line: 3, reason: "not valid JSON")) { try stream.nextEvent() }
    }

    @Test func aFolderIsNotReadAsAnEmptyTrace() {
        let folder = FileManager.default.temporaryDirectory.path
        #expect(
            throws: TraceError(
                file: folder, line: nil, reason: "cannot read the file (does it exist, and is it a file?)")
        ) {
            try TraceReader.read(path: folder)
        }
    }
}
