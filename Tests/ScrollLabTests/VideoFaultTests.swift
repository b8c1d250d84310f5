import Foundation
import TestSupport
import Testing
@testable import ScrollLabApp

/// `replay --video` against hostile ffmpegs and arguments (issue 40, "`--video`,
/// `--compare-physics` and ffmpeg"): fake ffmpegs on PATH that swap a link in, write nothing,
/// stop reading, fill the disk, or print megabytes; the compared feel's file as an output; a size
/// ffmpeg cannot encode; the memory of frames in flight.
@Suite(.serialized) struct VideoFaultTests {
    let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("video-faults-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/bin", withIntermediateDirectories: true)
        var lines = [#"{"trace":1,"screen":"list","width":200,"height":300}"#]
        for step in 0...9 {
            let phase = step == 0 ? "began" : step == 9 ? "ended" : "moved"
            lines.append(
                #"{"t":\#(0.05 + Double(step) / 60),"type":"touch","phase":"\#(phase)","id":1,"x":100,"y":\#(250 - 15 * step)}"#
            )
        }
        lines.append(#"{"t":0.7,"type":"end"}"#)
        try (lines.joined(separator: "\n") + "\n").write(
            toFile: folder + "/flick.jsonl", atomically: true, encoding: .utf8)
    }

    /// Puts a shell script called ffmpeg on the PATH the replays get; `$out` is its last argument.
    private func fakeFFmpeg(_ body: String) throws {
        let script = "#!/bin/sh\nfor a; do out=$a; done\n" + body + "\n"
        try ExecutableScript.write(script, to: folder + "/bin/ffmpeg")
    }

    /// `scroll-lab replay flick.jsonl ARGUMENTS` with the fake ffmpeg: its status and stderr.
    private func replay(
        _ arguments: [String], environment extra: [String: String] = [:]
    ) throws -> (status: Int32, message: String) {
        var environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
        environment["PATH"] = folder + "/bin:/usr/bin:/bin"
        let run = try Run(
            ProcessTests.binary, ["replay", "flick.jsonl"] + arguments, in: folder, environment: environment)
        return (run.status, String(decoding: run.standardError, as: UTF8.self))
    }

    private func contents(_ name: String) -> String? {
        try? String(contentsOfFile: folder + "/" + name, encoding: .utf8)
    }

    /// The files left in the folder besides the trace, the fake and the ones named.
    private func leftBehind(besides kept: Set<String>) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter {
            !(["bin", "flick.jsonl"] + kept).contains($0)
        }.sorted()
    }

    /// Whether process `pid` has ended (gone, or a zombie nobody waited for).
    static func hasEnded(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
        return stat.split(separator: ")").last?.split(separator: " ").first == "Z"
    }

    @Test func theComparedFeelsFileIsAnInputAndNeverWrittenAsTheVideo() throws {
        try fakeFFmpeg("cat > /dev/null; printf video > \"$out\"")
        try #"{"maximumFlingVelocity":5000}"#.write(toFile: folder + "/s.mp4", atomically: true, encoding: .utf8)

        let result = try replay(["--video", "s.mp4", "--compare-physics", "s.mp4"])

        #expect(result.status == 73, "\(result.message)")
        #expect(result.message.contains("s.mp4: it is also the physics settings compared"), "\(result.message)")
        #expect(contents("s.mp4") == #"{"maximumFlingVelocity":5000}"#)
    }

    @Test(arguments: ["--log", "--screenshot"])
    func comparePhysicsRefusesALogOrScreenshotsItWouldNotWrite(option: String) throws {
        try fakeFFmpeg("cat > /dev/null; printf video > \"$out\"")
        try #"{"maximumFlingVelocity":5000}"#.write(toFile: folder + "/b.json", atomically: true, encoding: .utf8)
        let output = option == "--log" ? "log.jsonl" : "0.2:a.png"

        let result = try replay(["--video", "ab.mp4", "--compare-physics", "b.json", option, output])

        #expect(result.status == 64, "\(result.message)")
        #expect(
            result.message.contains("--compare-physics writes only the video of two feels; \(option) is of one"),
            "\(result.message)")
        #expect(try leftBehind(besides: ["b.json"]).isEmpty)
    }

    @Test func ffmpegWritesThroughTheStagedDescriptorSoALinkSwappedInAtTheStagedNameIsNotFollowed() throws {
        try "precious\n".write(toFile: folder + "/victim.txt", atomically: true, encoding: .utf8)
        try fakeFFmpeg(
            "for f in .flick.mp4.*; do rm -f \"$f\"; ln -s victim.txt \"$f\"; done\ncat > /dev/null\nprintf video > \"$out\""
        )

        let result = try replay(["--video", "flick.mp4"])

        #expect(contents("victim.txt") == "precious\n", "the link's target was written")
        #expect(result.status == 73, "\(result.message)")
        #expect(result.message.contains("was removed or replaced while it was written"), "\(result.message)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/flick.mp4"))
    }

    @Test func anFFmpegThatSucceedsWithoutWritingKeepsTheOldVideo() throws {
        try "old video".write(toFile: folder + "/keep.mp4", atomically: true, encoding: .utf8)
        try fakeFFmpeg("cat > /dev/null; exit 0")

        let result = try replay(["--video", "keep.mp4"])

        #expect(result.status == 70, "\(result.message)")
        #expect(
            result.message.contains("keep.mp4: ffmpeg ended without writing a video (0 bytes)"), "\(result.message)")
        #expect(contents("keep.mp4") == "old video")
        #expect(try leftBehind(besides: ["keep.mp4"]).isEmpty)
    }

    @Test func aFullDiskIsAnOutputThatCannotBeWritten() throws {
        try fakeFFmpeg("cat > /dev/null; echo 'av_interleaved_write_frame(): No space left on device' >&2; exit 1")

        let result = try replay(["--video", "flick.mp4"])

        #expect(result.status == 73, "\(result.message)")
        #expect(
            result.message.contains("flick.mp4: cannot write the video: No space left on device"), "\(result.message)")
        #expect(try leftBehind(besides: []).isEmpty)
    }

    @Test func anFFmpegThatPrintsMegabytesAndSucceedsIsASuccess() throws {
        try fakeFFmpeg("cat > /dev/null; head -c 3000000 /dev/zero | tr '\\0' x >&2; echo >&2; printf video > \"$out\"")

        let result = try replay(["--video", "flick.mp4"])

        #expect(result.status == 0, "\(result.message.suffix(300))")
        #expect(contents("flick.mp4") == "video")
    }

    @Test func aStuckFFmpegIsStoppedWithAClearMessageAndNothingIsLeft() throws {
        // It takes a few frames (so it was started and is known), then reads no more.
        try fakeFFmpeg("head -c 1000000 > /dev/null; echo $$ > ffmpeg.pid; exec sleep 30")

        let result = try replay(["--video", "flick.mp4"], environment: ["SCROLLLAB_FFMPEG_STALL_SECONDS": "1"])

        #expect(result.status == 70, "\(result.message)")
        #expect(result.message.contains("flick.mp4: ffmpeg made no progress for 1 s"), "\(result.message)")
        let pid = try #require(
            contents("ffmpeg.pid").flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
        #expect(Self.hasEnded(pid), "ffmpeg was left running")
        #expect(try leftBehind(besides: ["ffmpeg.pid"]).isEmpty)
    }

    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func aSignalMidVideoReachesFFmpegToo(signal: Int32) throws {
        try fakeFFmpeg("head -c 1000000 > /dev/null; echo $$ > ffmpeg.pid; exec sleep 60")
        let process = Process(), errors = Pipe()
        process.executableURL = URL(fileURLWithPath: ProcessTests.binary)
        process.arguments = ["replay", "flick.jsonl", "--video", "flick.mp4"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = ProcessInfo.processInfo.environment.merging(["PATH": folder + "/bin:/usr/bin:/bin"]) {
            $1
        }
        process.standardError = errors
        try process.run()
        // The fake writes its id once it has taken frames: by then the replay knows it.
        while contents("ffmpeg.pid")?.hasSuffix("\n") != true, process.isRunning { usleep(2000) }
        let pid = try #require(
            contents("ffmpeg.pid").flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) })

        kill(process.processIdentifier, signal)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationStatus == 128 + signal, "\(message)")
        #expect(message.contains("interrupted by"), "\(message)")
        #expect(Self.hasEnded(pid), "ffmpeg (process \(pid)) was left running")
        kill(pid, SIGKILL)
    }

    @Test func aSizeFFmpegCannotEncodeIsABadArgumentBeforeTheReplay() throws {
        try fakeFFmpeg("cat > /dev/null; printf video > \"$out\"")

        let result = try replay(["--video", "big.mp4", "--size", "8192x8192", "--scale", "2"])

        #expect(result.status == 64, "\(result.message)")
        #expect(
            result.message.contains("big.mp4: a video of 16384x16384 pixels is more than ffmpeg encodes"),
            "\(result.message)")
        #expect(try leftBehind(besides: []).isEmpty)
    }

    @Test func theLargestSquareFFmpegEncodesIsAllowedAndOneLargerIsNot() {
        for format in VideoFormat.allCases {
            #expect(format.sizeProblem(width: 16254, height: 16254) == nil, "\(format)")
            #expect(format.sizeProblem(width: 16256, height: 16256) != nil, "\(format)")
            // An odd side is padded to even for yuv420p, and then is one too many.
            #expect(
                (format.sizeProblem(width: 16255, height: 16255) == nil) == [.gif, .mkv].contains(format), "\(format)")
        }
    }

    @Test func framesInFlightAreBoundedInBytes() {
        #expect(FFmpegProcess.framesInFlight(frameBytes: 200 * 300 * 4) == 3)
        #expect(FFmpegProcess.framesInFlight(frameBytes: 12288 * 12288 * 4) == 1)  // 604 MB: one at a time
        #expect(FFmpegProcess.framesInFlight(frameBytes: 5792 * 5792 * 4) == 2)  // 134 MB: two within the budget
    }
}
