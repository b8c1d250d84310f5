import DeviceRecordings
import Foundation
import ScrollTrace
import Testing

/// Hostile recordings (issue 40): each ends in a trace or in `FILE:LINE: reason` with exit 65,
/// never a crash, and within the trace format's bounds. The inputs are generated here, small.
@Suite(.serialized) struct ImportBoundsTests {
    let folder: String

    init() throws {
        folder =
            FileManager.default.temporaryDirectory.appendingPathComponent("import-bounds-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// A protocol B panel (slots 0…9, 0…4095 on both axes) and its `A:` lines, then `events`.
    static func panel(
        axes: String = "A: 35 0 4095 0 0 0\nA: 36 0 4095 0 0 0\n", slots: String = "A: 2f 0 9 0 0 0\n", _ events: String
    )
        -> String
    {
        "N: Test panel\nP: 02 00 00 00 00 00 00 00\n" + slots + axes + "A: 39 0 65535 0 0 0\n" + events
    }

    /// A libinput record file of one panel with `absinfo` lines and `events`.
    static func yaml(version: String = "1", evdevExtra: String = "", absinfo: String? = nil, events: String) -> String {
        """
        version: \(version)
        devices:
        - node: /dev/input/event5
          evdev:
            name: "Test panel"\(evdevExtra)
            absinfo:
        \(absinfo ?? "      53: [0, 4095, 0, 0, 0]\n      54: [0, 4095, 0, 0, 0]\n      57: [0, 65535, 0, 0, 0]\n      47: [0, 9, 0, 0, 0]")
            properties: [1]
          events:
          - evdev:
        \(events)
        """
    }

    private func importError(_ text: String, file: String = "r") -> String? {
        do {
            _ = try RecordingImporter.importRecording(text, file: file, options: .init())
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// `scroll-lab import` on `text` as a file: exit status and standard error.
    private func importProcess(_ text: String, name: String) throws -> (status: Int32, errors: String) {
        let path = folder + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return try ScrollLab.run(["import", path, "-o", folder + "/t.jsonl"])
    }

    @Test func deepYAMLNestingIsRefusedBeforeLibyamlRecurses() throws {
        // 10⁴ nested `[` and 10⁵ nested `{a:` overflowed libyaml's stack (exit 139)
        let brackets =
            "devices: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n"
        let mappings =
            "devices: " + String(repeating: "{a: ", count: 100_000) + String(repeating: "}", count: 100_000) + "\n"
        for (text, name) in [(brackets, "brackets.yml"), (mappings, "mappings.yml")] {
            let result = try importProcess(text, name: name)
            #expect(result.status == 65)
            #expect(result.errors.hasPrefix(folder + "/\(name):1: YAML nested more than 64 deep"), "\(result.errors)")
        }
    }

    @Test func anAliasBombIsRefusedBeforeLibyamlExpandsIt() throws {
        // 20,000 aliases of 20,000 aliases grew past 2.6 GB; 150 are refused at the alias that is one too many
        let aliases = Array(repeating: "*e", count: 150).joined(separator: ", ")
        let text = Self.yaml(
            evdevExtra: "\n    x: &e [0, 0, 3, 53, 1]\n    y: [\(aliases)]", events: "    - [0, 0, 0, 0, 0]")
        #expect(importError(text) == "r:7: more than 100 YAML aliases (libinput record writes none)")
    }

    @Test func numbersThatWouldOverflowAreRefusedWithTheirLine() throws {
        // each trapped (exit 132): seconds × 1,000,000; maximum − minimum of a 64-bit axis
        let seconds = Self.yaml(events: "    - [10000000000000, 0, 3, 53, 1]")
        let yamlAxis = Self.yaml(
            absinfo: "      53: [-9223372036854775808, 9223372036854775807, 0, 0, 0]", events: "    - [0, 0, 0, 0, 0]")
        let evemuAxis = Self.panel(
            axes: "A: 35 -9223372036854775808 9223372036854775807 0 0 0\nA: 36 0 4095 0 0 0\n", "E: 0.0 0000 0000 0\n")
        let cases = [
            (
                seconds, "s.yml",
                "s.yml:14: the time must be whole seconds (below 2^40) and 0…999999 microseconds, got 10000000000000 s 0 µs"
            ),
            (
                yamlAxis, "a.yml",
                "a.yml:7: ABS_MT_POSITION_X's minimum, maximum and resolution must fit the kernel's 32 bits"
            ),
            (
                evemuAxis, "a.evemu",
                "a.evemu:4: ABS_MT_POSITION_X's minimum, maximum and resolution must fit the kernel's 32 bits"
            ),
        ]
        for (text, name, message) in cases {
            let result = try importProcess(text, name: name)
            #expect(result.status == 65 && result.errors.hasPrefix(folder + "/" + message), "\(result)")
        }
    }

    @Test func protocolAAtThe32BitExtremesImports() throws {
        // dx·dx + dy·dy trapped (exit 132) for positions inside the kernel's own 32-bit range
        var text =
            "N: Wide panel\nP: 02 00 00 00 00 00 00 00\nA: 35 -2147483648 2147483647 0 0 0\nA: 36 -2147483648 2147483647 0 0 0\n"
        for (time, x) in [("0.000000", 2_147_483_647), ("0.010000", -2_147_483_648)] {
            text +=
                "E: \(time) 0003 0035 \(x)\nE: \(time) 0003 0036 2147483647\nE: \(time) 0000 0002 0\nE: \(time) 0000 0000 0\n"
        }
        let result = try importProcess(text, name: "wide.evemu")
        #expect(result.status == 0, "\(result.errors)")
    }

    @Test func moreFingersThanATraceFollowsAreRefusedAtTheOneTooMany() throws {
        // protocol A: 10,000 contacts took 3.5 GB (all n·m pairs sorted); protocol B: 1,000 slots
        // down imported and replay dropped 980 of them
        var flood = "N: Flood panel\nP: 02 00 00 00 00 00 00 00\nA: 35 0 4095 0 0 0\nA: 36 0 4095 0 0 0\n"
        for contact in 0..<25 {
            flood += "E: 0.000000 0003 0035 \(contact)\nE: 0.000000 0003 0036 0\nE: 0.000000 0000 0002 0\n"
        }
        flood += "E: 0.000000 0000 0000 0\n"
        var slots = ""
        for slot in 0..<25 {
            slots +=
                "E: 0.000000 0003 002f \(slot)\nE: 0.000000 0003 0039 \(slot)\nE: 0.000000 0003 0035 1\nE: 0.000000 0003 0036 1\n"
        }
        let message = "more than 20 fingers down at once, the most a trace follows (replay would drop the rest)"
        #expect(importError(flood, file: "a.evemu") == "a.evemu:\(4 + 21 * 3): \(message)")
        #expect(
            importError(Self.panel(slots: "A: 2f 0 99 0 0 0\n", slots), file: "b.evemu")
                == "b.evemu:\(6 + 20 * 4 + 2): \(message)")
    }

    @Test func timeThatNeverAdvancesStopsAtTheTraceBound() throws {
        // 150,000 frames at one kernel time imported into 299,999 events at t = 0, which replay refuses
        var text = Self.panel("E: 0.000000 0003 0035 100\nE: 0.000000 0003 0036 100\n")
        for frame in 0..<50_001 {
            text += "E: 0.000000 0003 0039 \(frame % 2 == 1 ? -1 : frame)\nE: 0.000000 0000 0000 0\n"
        }
        #expect(
            importError(text, file: "t.evemu")
                == "t.evemu:100007: more than 100,000 events at one kernel time (0 µs): time must advance")
    }

    @Test func nonsenseAxesAreRefusedWithTheirLine() {
        // each was clamped to a 1-unit range and imported
        let cases = [
            ("A: 35 10 5 0 0 0", "ABS_MT_POSITION_X's minimum 10 is above its maximum 5"),
            ("A: 35 7 7 0 0 0", "ABS_MT_POSITION_X has a zero range (7…7): no position can be read"),
            ("A: 35 0 4095 0 0 -3", "ABS_MT_POSITION_X's resolution -3 is negative"),
        ]
        for (line, message) in cases {
            let text = Self.panel(axes: line + "\nA: 36 0 4095 0 0 0\n", "E: 0.000000 0000 0000 0\n")
            #expect(importError(text, file: "x.evemu") == "x.evemu:4: \(message)")
        }
        let yaml = Self.yaml(
            absinfo: "      53: [0, 4095, 0, 0, -3]\n      54: [0, 4095, 0, 0, 0]", events: "    - [0, 0, 0, 0, 0]")
        #expect(importError(yaml, file: "x.yml") == "x.yml:7: ABS_MT_POSITION_X's resolution -3 is negative")
    }

    @Test func aSlotOutsideTheDeclaredRangeIsRefused() {
        // ABS_MT_SLOT 2⁶³−1 and −5 were accepted
        #expect(
            importError(Self.panel("E: 0.000000 0003 002f -5\n"), file: "s.evemu")
                == "s.evemu:7: ABS_MT_SLOT -5 is outside the device's slots 0…9")
        #expect(
            importError(Self.panel("E: 0.000000 0003 002f 9223372036854775807\n"), file: "s.evemu")
                == "s.evemu:7: the value 9223372036854775807 does not fit the kernel's 32 bits")
    }

    @Test func aDuplicateYAMLKeyIsNamedWithItsLine() {
        // the first was taken, silently
        let text = Self.yaml(evdevExtra: "\n    name: \"Other panel\"", events: "    - [0, 0, 0, 0, 0]")
        #expect(importError(text, file: "d.yml") == "d.yml:6: the key \"name\" is given twice in one mapping")
    }

    @Test func aLibinputRecordVersionImportDoesNotKnowIsRefused() throws {
        let result = try importProcess(Self.yaml(version: "2", events: "    - [0, 0, 0, 0, 0]"), name: "v.yml")
        #expect(result.status == 65)
        #expect(
            result.errors.hasPrefix(folder + "/v.yml:1: libinput record version \"2\" is not one import knows (1)"),
            "\(result.errors)")
    }

    @Test func crlfLineEndingsReadAsLineFeeds() throws {
        // "no touchscreen or touchpad in the recording": the whole file was one line
        let text = try Recordings.text("dell-canvas-flick.evemu")
        let crlf = text.replacingOccurrences(of: "\n", with: "\r\n")
        let imported = try RecordingImporter.importRecording(crlf, file: "crlf.evemu", options: .init())
        #expect(imported.events == (try Recordings.imported("dell-canvas-flick.evemu").events))
    }

    @Test func aFIFOReadsAsAFileDoes() throws {
        // "cannot be read"; `-` worked
        let fifo = folder + "/recording.evemu"
        #expect(mkfifo(fifo, 0o600) == 0)
        let text = try Recordings.text("dell-canvas-flick.evemu")
        let writer = Thread {
            signal(SIGPIPE, SIG_IGN)
            guard let handle = FileHandle(forWritingAtPath: fifo) else { return }
            try? handle.write(contentsOf: Data(text.utf8))
            try? handle.close()
        }
        writer.start()
        let result = try ScrollLab.run(["import", fifo, "-o", folder + "/t.jsonl"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(FileManager.default.fileExists(atPath: folder + "/t.jsonl"))
    }

    @Test func controlCharactersInALineAreEscapedInTheMessage() throws {
        // a NUL went raw to standard error
        let text = Self.panel("E: 0.000000 0003 0035 1\u{0}\u{1B}[2J\n")
        let result = try importProcess(text, name: "nul.evemu")
        #expect(result.status == 65)
        #expect(result.errors.contains(#"got "E: 0.000000 0003 0035 1\u{0}\u{1B}[2J""#), "\(result.errors)")
        #expect(!result.errors.unicodeScalars.contains { $0.value == 0 || $0.value == 0x1B })
    }

    @Test func aLineLongerThanATraceLineIsRefusedAfterReadingThatMuch() {
        // a 200 MB `N:` line took 811 MB
        let text = "N: " + String(repeating: "x", count: 1 << 21) + "\n"
        #expect(importError(text, file: "n.evemu") == "n.evemu:1: line longer than 1 MiB (1,048,576 bytes)")
    }

    @Test func libinputRecordsOwnLayoutStreamsPastItsLibinputEntriesAndAFlowListReadsTheSame() throws {
        // comments, blank lines and `- libinput:` entries (--with-libinput) among the `- evdev:` frames
        let streamed = Self.yaml(
            events: """
                    - [  1,      0,   3,  57,      5] # EV_ABS / ABS_MT_TRACKING_ID  5
                    - [  1,      0,   3,  53,   1000] # EV_ABS / ABS_MT_POSITION_X 1000
                    - [  1,      0,   3,  54,   1000] # EV_ABS / ABS_MT_POSITION_Y 1000
                    - [  1,      0,   0,   0,      0] # ------------ SYN_REPORT (0) ---------- +0ms
                  # a comment
                  - libinput:
                      type: TOUCH_DOWN
                      point: [1.0, 2.0]

                  - evdev:
                    - [  1,  20000,   3,  57,     -1] # EV_ABS / ABS_MT_TRACKING_ID -1
                    - [  1,  20000,   0,   0,      0] # ------------ SYN_REPORT (0) ---------- +20ms
                """)
        let flow = streamed.replacingOccurrences(
            of: streamed[streamed.range(of: "  events:")!.lowerBound...],
            with: "  events: [{evdev: [[1, 0, 3, 57, 5], [1, 0, 3, 53, 1000], [1, 0, 3, 54, 1000], [1, 0, 0, 0, 0]]}, "
                + "{libinput: {type: TOUCH_DOWN}}, {evdev: [[1, 20000, 3, 57, -1], [1, 20000, 0, 0, 0]]}]\n")
        for text in [streamed, flow] {
            let touches = try RecordingImporter.importRecording(text, file: "r.yml", options: .init()).events
                .compactMap(TouchLine.init)
            #expect(touches.map(\.phase) == [.began, .ended] && touches.map(\.t) == [0, 0.02])
        }
    }
}
