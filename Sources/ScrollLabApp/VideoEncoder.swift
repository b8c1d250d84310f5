// VideoEncoder — `replay --video`: the replay's frames through ffmpeg into a video file.
// Implements: ffmpeg found on PATH (or a clear failure), started at the first frame with its
//   size, fed the canvas's raw BGRA (copied once, not converted) on its standard input through swift-subprocess, the file written by the
//   output policy (staged and renamed into place, or copied to a stream at commit), ffmpeg's
//   failure reported with its last stderr lines.
// Does not: change size mid-video (a resize in the trace is an error), audio, hardware encoders.

import Foundation
import ScrollTrace
import SDLRender
import Subprocess

/// Encodes the frames a `Replayer` hands it (`ReplayFrameSink`) into `path` through ffmpeg.
final class VideoEncoder: ReplayFrameSink {
    let from: Double
    let format: VideoFormat
    let output: OutputFile
    private let ffmpeg: String
    private var process: FFmpegProcess?
    private var pixelSize: (width: Int, height: Int)?

    /// Finds ffmpeg on `searchPath` (PATH's form) and stages `path`; frames before `from` seconds are skipped.
    init(path: String, format: VideoFormat, from: Double, searchPath: String? = ProcessInfo.processInfo.environment["PATH"]) throws {
        ffmpeg = try Self.ffmpeg(in: searchPath)
        self.format = format
        self.from = from
        output = try OutputFile(path: path)
    }

    deinit { process?.cancel() }

    /// Sends the frame in `canvas` to ffmpeg, starting it at the first frame.
    func take(_ canvas: HeadlessCanvas, time: Double) throws {
        let size = canvas.pixelSize
        if process == nil {
            let arguments = format.ffmpegArguments(width: size.width, height: size.height, path: try output.pathForAnotherProgram())
            process = FFmpegProcess(executable: ffmpeg, arguments: arguments)
            pixelSize = size
        }
        guard let process, let pixelSize, pixelSize == size else {
            throw CommandFailure(
                message:
                    "\(ScrollLabApp.name): \(output.path): the window was resized at \(time.formatted()) s; a video keeps one size (use --until before the resize)",
                exitStatus: ExitStatus.dataError)
        }
        if !process.send(count: size.width * size.height * 4, fill: canvas.copyBGRAPixels) { try finish() }
    }

    /// Waits for ffmpeg to write the whole file; throws its failure with its last stderr lines.
    func finish() throws {
        guard let process else {
            throw CommandFailure(
                message:
                    "\(ScrollLabApp.name): \(output.path): the replay ended before --from; no frame to encode", exitStatus: ExitStatus.usage
            )
        }
        try Self.check(process.finish(), writing: output.path)
    }

    /// ffmpeg on `searchPath` (PATH's form), or the failure that says how to install it.
    static func ffmpeg(in searchPath: String? = ProcessInfo.processInfo.environment["PATH"]) throws -> String {
        guard let ffmpeg = executable(named: "ffmpeg", in: searchPath) else {
            throw CommandFailure(
                message:
                    "\(ScrollLabApp.name): --video needs ffmpeg, which is not on PATH; install ffmpeg: apt-get install ffmpeg",
                exitStatus: ExitStatus.unavailable)
        }
        return ffmpeg
    }

    /// Throws ffmpeg's failure to write `path`, with its last stderr lines, unless it succeeded.
    static func check(_ outcome: FFmpegProcess.Outcome, writing path: String) throws {
        if case .exited(0) = outcome.status, outcome.launchError == nil { return }
        let reason = outcome.launchError.map { "could not run ffmpeg (\($0))" } ?? describe(outcome.status)
        let lines = outcome.standardError.split(separator: "\n").suffix(stderrLines).map { "  ffmpeg: \($0)" }
        throw CommandFailure(
            message: (["\(ScrollLabApp.name): \(path): \(reason)"] + lines).joined(separator: "\n"), exitStatus: ExitStatus.softwareError)
    }

    /// How ffmpeg ended, in words.
    static func describe(_ status: TerminationStatus) -> String {
        switch status {
        case .exited(let code): "ffmpeg failed with exit status \(code)"
        case .signaled(let signal): "ffmpeg was killed by signal \(signal)"
        }
    }

    /// How many of ffmpeg's last stderr lines a failure shows.
    static let stderrLines = 8

    /// The first executable file called `name` in the folders of `searchPath` (colon-separated).
    static func executable(named name: String, in searchPath: String?) -> String? {
        for folder in (searchPath ?? "").split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = (String(folder) as NSString).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
