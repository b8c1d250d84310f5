// VideoEncoder — `replay --video`: the replay's frames through ffmpeg into a video file.
// Implements: ffmpeg found on PATH (or a clear failure), started at the first frame with its
//   size, fed the canvas's raw BGRA (copied once, not converted) on its standard input through swift-subprocess, the file written by the
//   output policy (staged and renamed into place, or copied to a stream at commit), ffmpeg's
//   failure reported with its last stderr lines.
// Does not: change size mid-video (a resize in the trace is an error), audio, hardware encoders.

import Foundation
import OutputFiles
import ScrollSession
import ScrollTrace
import SDLRender
import ScrollUI
import Subprocess

/// Encodes the frames a `Replayer` hands it (`ReplayFrameSink`) into `path` through ffmpeg.
final class VideoEncoder: ReplayFrameSink {
    let from: Double
    let format: VideoFormat
    let output: OutputFile
    private let ffmpeg: String
    private var process: FFmpegProcess?
    /// ffmpeg's standard output: the staged file, open (`OutputFile.descriptorForAnotherProgram`).
    private var descriptor: Int32?
    private var pixelSize: (width: Int, height: Int)?

    /// Finds ffmpeg on `searchPath` (PATH's form) and stages `path`; frames before `from` seconds are skipped.
    init(
        path: String, format: VideoFormat, from: Double,
        searchPath: String? = ProcessInfo.processInfo.environment["PATH"]
    ) throws {
        ffmpeg = try Self.ffmpeg(in: searchPath)
        self.format = format
        self.from = from
        output = try OutputFile(path: path)
    }

    deinit {
        process?.cancel()
        if let descriptor { close(descriptor) }
    }

    /// Sends the frame in `canvas` to ffmpeg, starting it at the first frame.
    func take(_ canvas: any OffscreenCanvas, time: Double) throws {
        let size = canvas.pixelSize
        if process == nil { try start(size: size) }
        guard let process, let pixelSize, pixelSize == size else {
            throw CommandFailure(
                message:
                    "\(ScrollLabApp.name): \(output.path): the window was resized at \(time.formatted()) s; a video keeps one size (use --until before the resize)",
                exitStatus: ExitStatus.dataError)
        }
        if !process.send(count: size.width * size.height * 4, fill: canvas.copyBGRAPixels) { try finish() }
    }

    /// Starts ffmpeg on frames of `size` pixels, writing to the staged file's descriptor.
    private func start(size: (width: Int, height: Int)) throws {
        if let problem = format.sizeProblem(width: size.width, height: size.height) {
            throw CommandFailure(
                message: "\(ScrollLabApp.name): \(output.path): \(problem)", exitStatus: ExitStatus.usage)
        }
        let descriptor = try output.descriptorForAnotherProgram()
        self.descriptor = descriptor
        let arguments = format.ffmpegArguments(
            width: size.width, height: size.height, output: VideoFormat.standardOutput)
        process = FFmpegProcess(
            executable: ffmpeg, arguments: arguments, output: descriptor, frameBytes: size.width * size.height * 4)
        pixelSize = size
    }

    /// Waits for ffmpeg to write the whole file; throws its failure with its last stderr lines.
    func finish() throws {
        guard let process, let descriptor else {
            throw CommandFailure(
                message:
                    "\(ScrollLabApp.name): \(output.path): the replay ended before --from; no frame to encode",
                exitStatus: ExitStatus.usage
            )
        }
        try Self.check(process.finish(), wrote: descriptor, path: output.path)
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

    /// Throws ffmpeg's failure to write `path`, with its last stderr lines, unless it succeeded
    /// and wrote something to `descriptor` (an empty video is no video): a full disk is an output
    /// that cannot be written (73), any other failure ffmpeg's (70).
    static func check(_ outcome: FFmpegProcess.Outcome, wrote descriptor: Int32, path: String) throws {
        var info = stat()
        let written = fstat(descriptor, &info) == 0 ? Int(info.st_size) : 0
        if case .exited(0) = outcome.status, outcome.launchError == nil, outcome.stalledAfter == nil, written > 0 {
            return
        }
        let lines = outcome.standardError.split(separator: "\n").suffix(stderrLines).map { "  ffmpeg: \($0)" }
        let reason = failureReason(outcome)
        let status =
            fullDiskReasons.contains(where: outcome.standardError.contains)
            ? ExitStatus.cannotCreate : ExitStatus.softwareError
        throw CommandFailure(
            message: (["\(ScrollLabApp.name): \(path): \(reason)"] + lines).joined(separator: "\n"), exitStatus: status)
    }

    /// What went wrong with a run that did not make a video.
    private static func failureReason(_ outcome: FFmpegProcess.Outcome) -> String {
        if let seconds = outcome.stalledAfter {
            return
                "ffmpeg made no progress for \(seconds.formatted()) s (it took no frame, or wrote nothing); it was stopped"
        }
        if let launchError = outcome.launchError { return "could not run ffmpeg (\(launchError))" }
        if case .exited(0) = outcome.status { return "ffmpeg ended without writing a video (0 bytes)" }
        let full = fullDiskReasons.first(where: outcome.standardError.contains)
        return full.map { "cannot write the video: \($0)" } ?? describe(outcome.status)
    }

    /// The system's words for an output that does not fit, as ffmpeg prints them.
    static let fullDiskReasons = [ENOSPC, EDQUOT, EFBIG].map { String(cString: strerror($0)) }

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
