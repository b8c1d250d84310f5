import Foundation
import TestSupport
import Testing

/// `replay --video` and `--touches` (issue 34, "Video"): the frames decoded back from the file
/// are the replay's screenshots at the same times (exactly for .mkv, within the codec's loss for
/// .mp4); no ffmpeg, or a failing one, is a clear message and status; a finger is a circle.
@Suite(.serialized) struct VideoTests {
    let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("video-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// Frame n of a replay runs at n/60 s: these are frame times, so a screenshot and a video frame meet.
    static let shotFrames = [6, 15, 24, 40]

    /// A flick on the list (finger down at (200, 600) from 0.05 s to 0.2 s), then its deceleration, to `end` s.
    private func writeFlick(end: Double = 0.7) throws -> String {
        var lines = [#"{"trace":1,"screen":"list","width":200,"height":300}"#]
        for step in 0...9 {
            let phase = step == 0 ? "began" : step == 9 ? "ended" : "moved"
            lines.append(
                #"{"t":\#(0.05 + Double(step) / 60),"type":"touch","phase":"\#(phase)","id":1,"x":100,"y":\#(250 - 15 * step)}"#
            )
        }
        lines.append(#"{"t":\#(end),"type":"end"}"#)
        let path = folder + "/flick.jsonl"
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// `scroll-lab replay TRACE` with `arguments`: its status and stderr.
    private func replay(
        _ trace: String, _ arguments: [String], path: String? = nil
    ) throws -> (status: Int32, message: String) {
        var environment = ProcessInfo.processInfo.environment
        if let path { environment["PATH"] = path }
        let run = try Run(ProcessTests.binary, ["replay", trace] + arguments, in: folder, environment: environment)
        return (run.status, String(decoding: run.standardError, as: UTF8.self))
    }

    /// Every frame of a video or image as RGB bytes, decoded by ffmpeg.
    private func decodedFrames(_ file: String, width: Int, height: Int) throws -> [[UInt8]] {
        let run = try Run(
            "/usr/bin/env",
            ["ffmpeg", "-v", "error", "-i", folder + "/" + file, "-f", "rawvideo", "-pix_fmt", "rgb24", "pipe:1"],
            in: folder)
        let bytes = [UInt8](run.standardOutput), size = width * height * 3
        #expect(
            run.status == 0 && bytes.count % size == 0,
            "ffmpeg decoding \(file): \(String(decoding: run.standardError, as: UTF8.self))")
        return stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0..<min($0 + size, bytes.count)]) }
    }

    private func shots() -> [String] {
        Self.shotFrames.flatMap { ["--screenshot", "\(Double($0) / 60):shot\($0).png"] }
    }

    @Test func aLosslessVideosFramesAreTheReplaysScreenshotsExactly() throws {
        let trace = try writeFlick()

        let result = try replay(trace, ["--video", "flick.mkv", "--touches", "--scale", "2"] + shots())

        #expect(result.status == 0, "\(result.message)")
        let frames = try decodedFrames("flick.mkv", width: 400, height: 600)
        #expect(frames.count == 42)  // frames 1…42: 0.7 s at 60 fps
        for frame in Self.shotFrames {
            let shot = try decodedFrames("shot\(frame).png", width: 400, height: 600)
            #expect(frames[frame - 1] == shot[0], "frame \(frame) differs from its screenshot")
        }
        #expect(frames[5] != frames[14], "the video shows the flick moving")
    }

    @Test func anMP4sFramesAreTheScreenshotsWithinTheCodecsLossAndFromSkipsTheStart() throws {
        let trace = try writeFlick()

        let result = try replay(trace, ["--video", "flick.mp4", "--from", "0.1"] + shots())

        #expect(result.status == 0, "\(result.message)")
        let frames = try decodedFrames("flick.mp4", width: 200, height: 300)
        #expect(frames.count == 42 - 5)  // from frame 6 (0.1 s) on
        for frame in Self.shotFrames {
            let shot = try decodedFrames("shot\(frame).png", width: 200, height: 300)[0]
            let psnr = Self.psnr(frames[frame - 6], shot)
            #expect(psnr > 32, "frame \(frame): PSNR \(psnr) dB")
        }
    }

    @Test func withoutFFmpegTheMessageSaysHowToInstallItAndNothingIsWritten() throws {
        let trace = try writeFlick()

        let result = try replay(trace, ["--video", "flick.mp4"], path: folder + "/nothing-here")

        #expect(result.status == 69)
        #expect(
            result.message.contains(
                "--video needs ffmpeg, which is not on PATH; install ffmpeg: apt-get install ffmpeg"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/flick.mp4"))
    }

    @Test func aFailingFFmpegIsReportedWithItsLastStderrLinesAndNothingIsWritten() throws {
        let trace = try writeFlick(), bin = folder + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        let script = "#!/bin/sh\ncat > /dev/null\necho 'first line' >&2\necho 'Unknown encoder libx264' >&2\nexit 1\n"
        try ExecutableScript.write(script, to: bin + "/ffmpeg")

        let result = try replay(trace, ["--video", "flick.mp4", "--log", "log.jsonl"], path: bin)

        #expect(result.status == 70)
        #expect(result.message.contains("flick.mp4: ffmpeg failed with exit status 1"))
        #expect(result.message.contains("  ffmpeg: Unknown encoder libx264"))
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).filter {
            $0 != "bin" && $0 != "flick.jsonl"
        }
        #expect(left.isEmpty, "left behind: \(left)")
    }

    @Test(arguments: [false, true])
    func touchesDrawATranslucentCircleWhereTheFingerIsAndNowhereElse(byRecordedKey: Bool) throws {
        let trace = try writeFlick(), time = "\(3.0 / 60)"  // frame 3: the finger is down at (100, 250)
        _ = try replay(trace, ["--screenshot", "\(time):plain.png"])
        if byRecordedKey {  // F6 pressed in the window before the touch: the replay shows the touches too
            let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").map(String.init)
            let f6 = #"{"t":0.01,"type":"key","key":"f6","phase":"down"}"#
            try ([lines[0], f6] + lines.dropFirst()).joined(separator: "\n").write(
                toFile: trace, atomically: true, encoding: .utf8)
        }

        let result = try replay(trace, (byRecordedKey ? [] : ["--touches"]) + ["--screenshot", "\(time):touches.png"])

        #expect(result.status == 0, "\(result.message)")
        let plain = try decodedFrames("plain.png", width: 200, height: 300)[0]
        let touched = try decodedFrames("touches.png", width: 200, height: 300)[0]
        func pixel(_ image: [UInt8], _ x: Int, _ y: Int) -> [UInt8] {
            Array(image[(y * 200 + x) * 3..<(y * 200 + x) * 3 + 3])
        }
        for (x, y) in [(100, 250), (85, 250), (115, 250), (100, 235), (100, 265)] {  // inside the 40-pt circle
            #expect(pixel(plain, x, y) != pixel(touched, x, y), "no circle at (\(x), \(y))")
        }
        for (x, y) in [(100, 200), (40, 250), (160, 250), (100, 290)] {  // outside it
            #expect(pixel(plain, x, y) == pixel(touched, x, y), "changed at (\(x), \(y))")
        }
    }

    @Test func comparePhysicsShowsEachFeelsReplayExactlySideBySideWithLabelsUnder() throws {
        let trace = try writeFlick(), end = "\(42.0 / 60)"
        try #"{"decelerationRate":0.99}"#.write(toFile: folder + "/heavy.json", atomically: true, encoding: .utf8)
        try "{}".write(toFile: folder + "/uikit.json", atomically: true, encoding: .utf8)
        _ = try replay(trace, ["--physics", "uikit.json", "--screenshot", "\(end):uikit.png"])
        _ = try replay(trace, ["--physics", "heavy.json", "--screenshot", "\(end):heavy.png"])

        let result = try replay(
            trace, ["--physics", "uikit.json", "--compare-physics", "heavy.json", "--video", "ab.mkv"])

        #expect(result.status == 0, "\(result.message)")
        let band = 66, frames = try decodedFrames("ab.mkv", width: 400, height: 300 + band)
        #expect(frames.count == 42)
        let last = frames.last ?? []
        func half(_ index: Int, rows: Range<Int>) -> [UInt8] {
            var bytes: [UInt8] = []
            for y in rows {
                let start: Int = (y * 400 + index * 200) * 3
                bytes += last[start..<start + 600]
            }
            return bytes
        }
        #expect(half(0, rows: 0..<300) == (try decodedFrames("uikit.png", width: 200, height: 300)[0]))
        #expect(half(1, rows: 0..<300) == (try decodedFrames("heavy.png", width: 200, height: 300)[0]))
        #expect(half(0, rows: 0..<300) != half(1, rows: 0..<300), "the two feels rest in different places")
        for index in 0...1 {
            #expect(half(index, rows: 300..<300 + band).contains { $0 < 128 }, "no label under half \(index)")
        }
    }

    @Test func comparePhysicsFiguresAreEachFeelsOwnReplay() throws {
        let trace = try writeFlick(end: 4)
        try #"{"decelerationRate":0.99}"#.write(toFile: folder + "/heavy.json", atomically: true, encoding: .utf8)
        try "{}".write(toFile: folder + "/uikit.json", atomically: true, encoding: .utf8)
        let expected = try ["uikit.json", "heavy.json"].map { name in
            #expect(try replay(trace, ["--physics", name, "--log", name + ".log"]).status == 0)
            return "\(name): " + (try Self.releaseAndRest(inLog: folder + "/" + name + ".log"))
        }

        let result = try replay(
            trace, ["--physics", "uikit.json", "--compare-physics", "heavy.json", "--video", "ab.mkv"])

        #expect(result.status == 0, "\(result.message)")
        #expect(expected[0] != expected[1], "the two feels release alike and rest in the same place")
        for figures in expected { #expect(result.message.contains(figures), "\(figures) not in: \(result.message)") }
    }

    /// The release speed, and where and when the scroll view came to rest, read from a replay's log:
    /// the last `scrollViewWillEndDragging` and the `scrollViewDidEndDecelerating` after it.
    static func releaseAndRest(inLog path: String) throws -> String {
        var release = "", rest = ""
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            if object?["callback"] as? String == "scrollViewWillEndDragging",
                let velocity = object?["velocity"] as? [Double], let target = object?["target"] as? [Double]
            {
                release = String(format: "release %.0f pt/s", hypot(velocity[0], velocity[1]))
                rest = String(format: "rest at (%.0f, %.0f)", target[0], target[1])
            }
            if object?["callback"] as? String == "scrollViewDidEndDecelerating", let time = object?["t"] as? Double {
                rest += String(format: " at %.2f s", time)
            }
        }
        #expect(!release.isEmpty && rest.hasSuffix(" s"), "no release and rest in \(path)")
        return release + "; " + rest
    }

    /// Peak signal-to-noise ratio of two RGB images, in dB.
    static func psnr(_ a: [UInt8], _ b: [UInt8]) -> Double {
        guard a.count == b.count, !a.isEmpty else { return 0 }
        let squared = zip(a, b).reduce(0.0) { $0 + pow(Double($1.0) - Double($1.1), 2) } / Double(a.count)
        return squared == 0 ? .infinity : 10 * log10(255 * 255 / squared)
    }
}

/// A program run to its end: its status and both outputs (read while it runs, so a full pipe cannot stall it).
struct Run {
    let status: Int32
    let standardOutput: Data
    let standardError: Data

    init(_ executable: String, _ arguments: [String], in folder: String, environment: [String: String]? = nil) throws {
        let process = Process(), output = Pipe(), errors = Pipe()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        if let environment { process.environment = environment }
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        nonisolated(unsafe) var errorBytes = Data()
        let reader = Thread { errorBytes = errors.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        standardOutput = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !reader.isFinished { usleep(1000) }
        standardError = errorBytes
        status = process.terminationStatus
    }
}
