// PhysicsComparison — `replay TRACE --physics A.json --compare-physics B.json --video ab.mp4`.
// Implements: the trace replayed once under each feel into a lossless video of its own (in a
//   private temporary folder), then the two put side by side by ffmpeg, each half labelled with
//   its file's name and, under it, the release velocity and where and when it came to rest
//   (also said on standard error, a line a side).
// Does not: a trace on standard input (it is read twice), more than two feels.

import Foundation
import OutputFiles
import ScrollPhysics
import ScrollSession
import ScrollTrace
import SDLRender
import ScrollLabAssets

extension ReplayCommand {
    /// Writes `--video` with the replay under `--physics` (else the trace's feel) on the left and
    /// under `other` on the right.
    func replayComparingPhysics(with other: String) throws {
        guard let path = videoOptions.video, let format = VideoFormat(path: path) else { return }
        guard trace != "-" else {
            throw CommandFailure(
                message:
                    "\(ScrollLabApp.name): --compare-physics reads the trace twice; give it a file, not -",
                exitStatus: ExitStatus.usage)
        }
        let ffmpeg = try VideoEncoder.ffmpeg()
        let sides = [
            (physicsOption.physics ?? "the trace's feel", try physicsOption.settings()),
            (other, try PhysicsOption.read(other)),
        ]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scroll-lab-compare-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var halves: [String] = []
        for (index, side) in sides.enumerated() {
            let half = "\(folder)/\(index).mkv", label = "\(folder)/\(index).txt"
            let summary = try replayHalf(into: half, physics: side.1), name = (side.0 as NSString).lastPathComponent
            try ([name] + summary.lines).joined(separator: "\n").write(toFile: label, atomically: true, encoding: .utf8)
            printError("\(ScrollLabApp.name): \(name): \(summary.lines.joined(separator: "; "))")
            halves += [half, label]
        }
        let output = try OutputFile(path: path)
        let descriptor = try output.descriptorForAnotherProgram()
        defer { close(descriptor) }
        let arguments = sideBySideArguments(halves, format: format, path: VideoFormat.standardOutput)
        let process = FFmpegProcess(executable: ffmpeg, arguments: arguments, output: descriptor, frameBytes: 0)
        try VideoEncoder.check(process.finish(), wrote: descriptor, path: path)
        try output.commit()
    }

    /// Replays the trace under `physics` into the lossless video `path`; what its log said of the release.
    private func replayHalf(into path: String, physics: PhysicsSettings?) throws -> ReleaseSummary {
        let encoder = try VideoEncoder(path: path, format: .mkv, from: videoOptions.from ?? 0)
        let (stream, app) = try makeSession(physics: physics ?? .uiKit, renders: true)
        var replayer = Replayer(source: stream, renderer: SoftwareRenderer(), until: until, scale: scale)
        replayer.frameSink = encoder
        defer { printWarnings(of: stream) }
        let output = try replayer.run(app: app)
        try encoder.finish()
        try encoder.output.commit()
        return ReleaseSummary(logLines: output.logLines)
    }

    /// The height in pixels of the white band of labels under the halves.
    static func labelBand(scale: Double) -> Int { Int((66 * scale).rounded()) }

    /// ffmpeg's arguments: the halves (video, label file, video, label file) padded with a white
    /// band of labels underneath, stacked left to right, encoded in `format` to `path`.
    private func sideBySideArguments(_ halves: [String], format: VideoFormat, path: String) -> [String] {
        let font =
            AssetCatalog.shared.fontPath("DejaVuSans.ttf")
            ?? ScrollLabAssets.fontsDirectory.appendingPathComponent("DejaVuSans.ttf").path
        let band = Self.labelBand(scale: scale), size = Int((14 * scale).rounded()),
            margin = Int((10 * scale).rounded())
        let labelled = (0..<2).map { index in
            "[\(index):v]pad=iw:ih+\(band):0:0:color=white,drawtext=fontfile='\(font)':textfile='\(halves[2 * index + 1])':"
                + "x=\(margin):y=h-\(band - margin):fontsize=\(size):fontcolor=black:line_spacing=\(size / 3)[h\(index)]"
        }
        let graph = labelled.joined(separator: ";") + ";[h0][h1]hstack=inputs=2," + format.filter
        return [
            "-hide_banner", "-nostats", "-loglevel", "error", "-y", "-i", halves[0], "-i", halves[2],
            "-filter_complex", graph,
        ] + format.codec + [path]
    }
}

/// What a replay's log says of its last fling: the release velocity, and where and when the
/// scroll view came to rest (`scrollViewWillEndDragging`, `scrollViewDidEndDecelerating`).
struct ReleaseSummary {
    var velocity: [Double]?
    var target: [Double]?
    var restTime: Double?

    init(logLines: [String]) {
        for line in logLines where line.contains("\"callback\"") {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                continue
            }
            switch object["callback"] as? String {
            case "scrollViewWillEndDragging":
                velocity = object["velocity"] as? [Double]
                target = object["target"] as? [Double]
                restTime = nil
            case "scrollViewDidEndDragging" where object["willDecelerate"] as? Bool == false:
                restTime = object["t"] as? Double
            case "scrollViewDidEndDecelerating": restTime = object["t"] as? Double
            default: break
            }
        }
    }

    /// Two lines for the label: the release, then where it came to rest and when, or, when it
    /// had not by the end, where it was heading.
    var lines: [String] {
        guard let velocity, let target else { return ["no release", ""] }
        let speed = (velocity[0] * velocity[0] + velocity[1] * velocity[1]).squareRoot()
        let place = String(format: "(%.0f, %.0f)", target[0], target[1])
        let rest =
            restTime.map { String(format: "rest at \(place) at %.2f s", $0) }
            ?? "still moving at the end, heading for \(place)"
        return [String(format: "release %.0f pt/s", speed), rest]
    }
}
