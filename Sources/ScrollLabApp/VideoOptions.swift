import ArgumentParser
import Foundation
import Geometry
import ScrollTrace

/// `replay`'s video and touches: `--video OUT.mp4|.webm|.gif|.mkv [--from S]`, `--touches`.
struct VideoOptions: ParsableArguments {
    @Option(
        help:
            "Encode the replay's frames at 60 fps into this video (.mp4, .webm, .gif, or .mkv: lossless FFV1) through ffmpeg."
    )
    var video: String?

    @Option(
        parsing: .unconditional,
        help: "With --video: the video starts at the first frame at or after this time, in seconds (default 0).")
    var from: Double?

    @Option(
        help: ArgumentHelp(
            "With --video: the same trace also under this feel, side by side with --physics's (else the trace's), each half labelled with its file and its release velocity and resting point.",
            valueName: "B.json"))
    var comparePhysics: String?

    @Flag(
        help:
            "Draw each finger as a translucent circle, as iOS screen recordings show touches (in the video and screenshots)."
    )
    var touches = false

    /// Checks the options; `otherOutputs` names the replay's other outputs given (`--log`,
    /// `--screenshot`), which `--compare-physics` refuses: it replays two feels, and a log or a
    /// screenshot is of one (replay without it for those).
    func validate(until: Double?, otherOutputs: [String] = []) throws {
        if let video, let problem = VideoFormat.problem(with: video) { throw ValidationError("--video \(problem)") }
        if comparePhysics != nil, video == nil {
            throw ValidationError("--compare-physics makes a video; pass --video FILE too")
        }
        if comparePhysics != nil, let other = otherOutputs.first {
            throw ValidationError(
                "--compare-physics writes only the video of two feels; \(other) is of one: replay without --compare-physics for it"
            )
        }
        guard let from else { return }
        guard video != nil else { throw ValidationError("--from is for --video; pass --video FILE too") }
        guard from.isFinite, (0...TraceReader.maximumTime).contains(from) else {
            throw ValidationError("--from must be between 0 and \(Int(TraceReader.maximumTime)) seconds (got \(from))")
        }
        if let until, from > until { throw ValidationError("--from (\(from)) must not be after --until (\(until))") }
    }

    /// Throws when `--video` is given and ffmpeg cannot encode the window's pixels — two side by
    /// side over their labels with `--compare-physics` — checked before the replay, not after it.
    func checkPixelSize(_ size: Size, scale: Double) throws {
        guard let video, let format = VideoFormat(path: video) else { return }
        var width = Int((size.width * scale).rounded()), height = Int((size.height * scale).rounded())
        if comparePhysics != nil { (width, height) = (2 * width, height + ReplayCommand.labelBand(scale: scale)) }
        guard let problem = format.sizeProblem(width: width, height: height) else { return }
        throw CommandFailure(message: "\(ScrollLabApp.name): \(video): \(problem)", exitStatus: ExitStatus.usage)
    }

    /// The encoder for `--video`, or nil; ffmpeg is looked for on PATH now, before the replay runs.
    func makeEncoder() throws -> VideoEncoder? {
        guard let video, let format = VideoFormat(path: video) else { return nil }
        return try VideoEncoder(path: video, format: format, from: from ?? 0)
    }
}
