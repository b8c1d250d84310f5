import Foundation
import ScrollTrace
import Testing

/// `scroll-lab` on hostile input, as a process (issue 28, items 4 and 10): memory does not grow
/// with the trace, whatever its events; endless and huge input ends quickly with `FILE:LINE`.
///
/// The memory test runs 10⁴ events of each kind against 10³ in CI (a debug build parses a line
/// in about 50 µs and handles a touch in about 300); `SCROLLLAB_BOUNDS_EVENTS=1000000 swift
/// test --filter BoundedInputTests` runs 10⁶ of each against 10⁵ (BENCHMARKS.md has figures).
@Suite(.serialized) struct BoundedInputTests {
    static let binary: String = {
        let folder = Bundle.main.executableURL!.resolvingSymlinksInPath().deletingLastPathComponent()
        return folder.appendingPathComponent("scroll-lab").path
    }()

    let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bounds-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// A finished child: exit status, peak resident memory, wall time and standard error.
    struct Finished {
        var status: Int32
        var peakMB: Double
        var seconds: Double
        var errors: String
    }

    /// Starts `scroll-lab arguments` (standard output to /dev/null, standard input from `input`;
    /// paths in `arguments` must be absolute).
    private func start(
        _ arguments: [String], input: String = "/dev/null", environment: [String: String] = [:]
    ) throws -> (pid: pid_t, errors: String, started: ContinuousClock.Instant) {
        let errors = folder + "/stderr-\(UUID().uuidString)"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = ([Self.binary] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let env =
            ProcessInfo.processInfo.environment.merging(environment) { $1 }.map { strdup("\($0.key)=\($0.value)") } + [
                nil
            ]
        defer { env.forEach { free($0) } }
        var pid = pid_t()
        let started = ContinuousClock.now
        let failed = posix_spawn(&pid, Self.binary, &actions, nil, argv, env)
        guard failed == 0 else { throw POSIXError(POSIXErrorCode(rawValue: failed) ?? .EIO) }
        return (pid, errors, started)
    }

    /// The child's peak resident memory so far in MB (`VmHWM`), or nil once it has exited.
    private func highWaterMark(_ pid: pid_t) -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Double(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        else { return nil }
        return kilobytes / 1024
    }

    /// Waits for a child of `start`, reading its peak memory every 2 ms while it runs. (Not
    /// `wait4`'s `ru_maxrss`: a child spawned by this process counts this process's memory at
    /// its `exec`, 45 MB and more.) The mark only grows, so a late reading holds any growth.
    private func finish(_ child: (pid: pid_t, errors: String, started: ContinuousClock.Instant)) -> Finished {
        var status: Int32 = 0
        var peak = 0.0
        while true {
            if let mark = highWaterMark(child.pid) { peak = max(peak, mark) }
            let waited = waitpid(child.pid, &status, WNOHANG)
            if waited == child.pid || (waited < 0 && errno != EINTR) { break }
            usleep(2000)
        }
        let elapsed = ContinuousClock.now - child.started
        let exit = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let message = (try? String(contentsOfFile: child.errors, encoding: .utf8)) ?? ""
        return Finished(
            status: exit, peakMB: peak,
            seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18,
            errors: message)
    }

    private func run(
        _ arguments: [String], input: String = "/dev/null", environment: [String: String] = [:]
    ) throws -> Finished {
        finish(try start(arguments, input: input, environment: environment))
    }

    /// The trace's events: `count` of `kind`, 10 µs apart (`sameTime`: focus events all at t = 1).
    private func writeTrace(_ kind: String, count: Int) throws -> String {
        let path = folder + "/\(kind)-\(count).jsonl"
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let file = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? file.close() }
        var text = #"{"trace":1,"screen":"list"}"# + "\n"
        for index in 0..<count {
            let t = kind == "sameTime" ? "1" : String(Double(index) / 100_000)
            let step = index % 10, y = 600 - 5 * step
            switch kind {
            case "touch":
                let phase = step == 0 ? "began" : step == 9 ? "ended" : "moved"
                text += #"{"t":\#(t),"type":"touch","phase":"\#(phase)","id":\#(index / 10 % 1000),"x":200,"y":\#(y)}"#
            case "mouse":
                let phase = step == 0 ? "down" : step == 9 ? "up" : "moved"
                text += #"{"t":\#(t),"type":"mouse","phase":"\#(phase)","x":200,"y":\#(y)}"#
            case "scroll":
                text += #"{"t":\#(t),"type":"scroll","dx":0,"dy":\#(index % 2 == 0 ? 1 : -1),"precise":true}"#
            case "key": text += #"{"t":\#(t),"type":"key","key":"a","phase":"\#(index % 2 == 0 ? "down" : "up")"}"#
            case "resize": text += #"{"t":\#(t),"type":"resize","width":\#(390 + index % 2),"height":844}"#
            case "focus", "sameTime": text += #"{"t":\#(t),"type":"focus","phase":"lost"}"#
            case "touchDevice": text += #"{"t":\#(t),"type":"touchDevice","phase":"removed"}"#
            // never went down: dropped
            case "warnings": text += #"{"t":\#(t),"type":"mouse","phase":"up","x":1,"y":1}"#
            default: Issue.record("unknown kind \(kind)")
            }
            text += "\n"
            if text.utf8.count > 1 << 20 {
                file.write(Data(text.utf8))
                text = ""
            }
        }
        file.write(Data(text.utf8))
        return path
    }

    /// Events of the large run (the small one has a tenth), from `SCROLLLAB_BOUNDS_EVENTS` if set.
    static let largeCount = ProcessInfo.processInfo.environment["SCROLLLAB_BOUNDS_EVENTS"].flatMap { Int($0) }

    @Test(arguments: ["touch", "mouse", "scroll", "key", "resize", "focus", "touchDevice", "warnings"])
    func peakMemoryIsFlatInTheTracesLength(kind: String) throws {
        // 1 M dropped-event warnings took 186 MB: such growth would add 3.3 MB between the two
        // warnings runs here (18,000 more), and any of 230 bytes an event or more 2 MB between
        // the others (9,000 more); flat runs differ by up to about 1 MB (allocator noise, seen
        // on a loaded 2-core machine), so the bound is 2 MB
        let large = Self.largeCount ?? (kind == "warnings" ? 20_000 : 10_000)
        let small = large / 10
        let smallTrace = try writeTrace(kind, count: small), largeTrace = try writeTrace(kind, count: large)

        let first = try start(["replay", smallTrace]), second = try start(["replay", largeTrace])
        let short = finish(first), long = finish(second)

        #expect(short.status == 0 && long.status == 0, "\(short.errors)\(long.errors)")
        #expect(
            long.peakMB - short.peakMB < 2,
            "\(kind): \(small) events peak at \(short.peakMB) MB, \(large) at \(long.peakMB) MB (\(long.seconds) s)")
        #expect(long.peakMB < 64)
        print(
            "\(kind): \(small) events \(short.peakMB) MB \(short.seconds) s; \(large) events \(long.peakMB) MB \(long.seconds) s"
        )
        if kind == "warnings" {
            #expect(long.errors.split(separator: "\n").count == 11)  // the first ten, then the count
            #expect(
                long.errors.hasSuffix(
                    "warning: \(largeTrace): \(large.grouped) events dropped in all (the first 10 shown)\n"))
        }
    }

    @Test func anEndlessLineEndsAtOnceInLittleMemory() throws {
        // /dev/zero grew memory at 300 MB/s until killed; standard input the same
        for (arguments, input, name) in [
            (["replay", "/dev/zero"], "/dev/null", "/dev/zero"), (["replay", "-"], "/dev/zero", "stdin"),
        ] {
            let finished = try run(arguments, input: input)

            #expect(finished.status == 65)
            #expect(finished.errors == "\(name):1: line longer than 1 MiB (1,048,576 bytes)\n")
            #expect(finished.seconds < 5 && finished.peakMB < 64, "\(finished.seconds) s, \(finished.peakMB) MB")
        }
    }

    @Test func timeThatNeverAdvancesOnStandardInputEndsInTheMemoryOfATenthOfIt() throws {
        // a FIFO fed one event forever, as `yes EVENT | scroll-lab replay -` would, ran until
        // killed, and the events of its one frame were gathered (2 M: 311 MB)
        let tenth = try run(["replay", try writeTrace("sameTime", count: 10_000)])
        let fifo = folder + "/forever"
        #expect(mkfifo(fifo, 0o600) == 0)
        let writer = Thread {
            guard let handle = FileHandle(forWritingAtPath: fifo) else { return }
            signal(SIGPIPE, SIG_IGN)
            let line = Data((#"{"t":1,"type":"focus","phase":"lost"}"# + "\n").utf8)
            var chunk = Data()
            for _ in 0..<20_000 { chunk.append(line) }
            do {
                try handle.write(contentsOf: Data(#"{"trace":1,"screen":"list"}"#.utf8 + [10]))
                while true { try handle.write(contentsOf: chunk) }  // until the reader is gone
            } catch {}
            try? handle.close()
        }
        writer.start()  // first: the child's open of the FIFO waits for a writer

        let finished = try run(["replay", "-"], input: fifo)

        #expect(finished.status == 65)
        #expect(finished.errors == "stdin:100002: more than 100,000 events at one time (t = 1.0): time must advance\n")
        #expect(
            tenth.status == 0 && finished.peakMB - tenth.peakMB < 1,
            "10,000 at one time: \(tenth.peakMB) MB; 100,000: \(finished.peakMB) MB")
        print(
            "sameTime: 10000 events \(tenth.peakMB) MB \(tenth.seconds) s; 100,001 on stdin \(finished.peakMB) MB \(finished.seconds) s"
        )
    }

    @Test func secondsCountsWallTimeWhateverTheTimeScale() throws {
        // `run --seconds 0.5 --time-scale 0.1` ran 5 s: --seconds counted the slowed frame clock
        let finished = try run(
            ["run", "--seconds", "0.5", "--time-scale", "0.1", "--record", folder + "/rec.jsonl"],
            environment: ["SDL_VIDEODRIVER": "dummy"])

        #expect(finished.status == 0, "\(finished.errors)")
        #expect(finished.seconds < 3.5, "\(finished.seconds) s")
        let recording = try String(contentsOfFile: folder + "/rec.jsonl", encoding: .utf8)
        let end = try #require(
            recording.split(separator: "\n").last.flatMap {
                try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
            })
        #expect((end["t"] as? Double ?? 1) <= 0.1)  // 0.5 s of wall time at a tenth of the speed
    }

    /// A recording of `events` kernel events of one-finger drags (1 ms a frame) on a protocol B
    /// panel, as evemu (`format` "evemu") or as libinput record's YAML ("yml").
    private func writeRecording(_ format: String, events count: Int) throws -> String {
        let path = folder + "/drag-\(count).\(format)"
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let file = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? file.close() }
        var text =
            format == "evemu"
            ? "N: Bench panel\nP: 02 00 00 00 00 00 00 00\nA: 2f 0 9 0 0 0\nA: 35 0 4095 0 0 0\nA: 36 0 4095 0 0 0\nA: 39 0 65535 0 0 0\n"
            : "version: 1\ndevices:\n- node: /dev/input/event5\n  evdev:\n    name: Bench panel\n    absinfo:\n      47: [0, 9, 0, 0, 0]\n"
                + "      53: [0, 4095, 0, 0, 0]\n      54: [0, 4095, 0, 0, 0]\n      57: [0, 65535, 0, 0, 0]\n    properties: [1]\n  events:\n"
        var made = 0, frame = 0
        while made < count {
            let step = frame % 100
            let events =
                step == 0
                ? [(3, 0x39, frame), (3, 0x35, 1000), (3, 0x36, 1000)]
                : step == 99 ? [(3, 0x39, -1)] : [(3, 0x36, 1000 + step)]
            if format != "evemu" { text += "  - evdev:\n" }
            for (type, code, value) in (events + [(0, 0, 0)]).prefix(count - made) {
                let (seconds, microseconds) = (frame / 1000, frame % 1000 * 1000)
                text +=
                    format == "evemu"
                    ? "E: \(seconds).\(String(format: "%06d", microseconds)) \(String(format: "%04x %04x", type, code)) \(value)\n"
                    : "    - [\(seconds), \(microseconds), \(type), \(code), \(value)] # event\n"
                made += 1
            }
            frame += 1
            if text.utf8.count > 1 << 20 {
                file.write(Data(text.utf8))
                text = ""
            }
        }
        file.write(Data(text.utf8))
        return path
    }

    @Test func importMemoryDoesNotGrowWithTheRecording() throws {
        // a 10⁶-event YAML took 901 MB (the file and Yams' tree of it held whole); evemu held every event
        // 3 × 10⁴ events: the code before grew 7 MB on evemu (YAML 35 MB); allocator noise is about 1 MB
        let count = Self.largeCount ?? 30_000
        for format in ["evemu", "yml"] {
            let small = try run(["import", try writeRecording(format, events: count / 10), "-o", "/dev/null"])
            let large = try run(["import", try writeRecording(format, events: count), "-o", "/dev/null"])

            #expect(small.status == 0 && large.status == 0, "\(small.errors) \(large.errors)")
            #expect(large.peakMB - small.peakMB < 2, "\(format): \(small.peakMB) MB, then \(large.peakMB) MB")
            print(
                "import \(format): \(count / 10) events \(small.peakMB) MB \(small.seconds) s; \(count) \(large.peakMB) MB \(large.seconds) s"
            )
        }
    }

    @Test func endlessStandardInputToImportEndsAtTheBoundInLittleMemory() throws {
        // `yes 'E: 0.000000 0000 0000 0' | scroll-lab import -` grew 2.4 GB in 10 s
        let description =
            "N: Panel\nP: 02 00 00 00 00 00 00 00\nA: 2f 0 9 0 0 0\nA: 35 0 4095 0 0 0\nA: 36 0 4095 0 0 0\nA: 39 0 65535 0 0 0\n"
        let expected = [
            description: "stdin:100007: more than 100,000 events at one kernel time (0 µs): time must advance\n",
            "":
                "stdin:1: events without a device description (N: and A: lines); put the device's evemu-describe output first (cat DEVICE.desc DEVICE.events > RECORDING.evemu)\n",
        ]
        for (first, message) in expected {
            let fifo = folder + "/forever-\(first.count)"
            #expect(mkfifo(fifo, 0o600) == 0)
            let writer = Thread {
                guard let handle = FileHandle(forWritingAtPath: fifo) else { return }
                signal(SIGPIPE, SIG_IGN)
                let chunk = Data(String(repeating: "E: 0.000000 0000 0000 0\n", count: 20_000).utf8)
                do {
                    try handle.write(contentsOf: Data(first.utf8))
                    while true { try handle.write(contentsOf: chunk) }  // until the reader is gone
                } catch {}
                try? handle.close()
            }
            writer.start()

            let finished = try run(["import", "-", "-o", "/dev/null"], input: fifo)

            #expect(finished.status == 65)
            #expect(finished.errors == message)
            #expect(finished.peakMB < 64, "\(finished.peakMB) MB")
        }
    }
}
