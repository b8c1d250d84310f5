import Foundation

/// The containers `replay --video` writes, chosen by the file name's extension, and the ffmpeg
/// arguments that encode 60 frames a second of raw BGRA (the canvas's own layout) into each.
enum VideoFormat: String, CaseIterable, Sendable {
    /// H.264 (yuv420p, CRF 18, preset ultrafast: veryfast took 2.5× the CPU, BENCHMARKS.md): plays everywhere; lossy.
    case mp4
    /// VP9 (yuv420p, CRF 32, realtime): for the web; lossy.
    case webm
    /// A palette per video: for a README or a chat; lossy in colour.
    case gif
    /// FFV1 in Matroska: lossless, the decoded frames equal the replay's PNGs byte for byte.
    case mkv

    /// The format `path`'s extension names (any case), or nil.
    init?(path: String) {
        self.init(rawValue: (path as NSString).pathExtension.lowercased())
    }

    /// What to tell someone whose file name names no format.
    static func problem(with path: String) -> String? {
        VideoFormat(path: path) == nil
            ? "\(path): a video is .mp4, .webm, .gif or .mkv (lossless); name the file so" : nil
    }

    /// Frames a second of every video: the replay's frame rate.
    static let frameRate = 60

    /// Whether the decoded frames equal the rendered ones exactly.
    var isLossless: Bool { self == .mkv }

    /// ffmpeg's arguments: raw BGRA frames of `width`×`height` pixels on standard input, this
    /// format written to `output` (`standardOutput`: no extension of its own), errors only on stderr.
    func ffmpegArguments(width: Int, height: Int, output: String) -> [String] {
        let input = [
            "-hide_banner", "-nostats", "-loglevel", "error", "-y",
            "-f", "rawvideo", "-pix_fmt", "bgra", "-s", "\(width)x\(height)",
            "-framerate", "\(Self.frameRate)", "-i", "pipe:0",
        ]
        let evenSides = width.isMultiple(of: 2) && height.isMultiple(of: 2)
        return input + ["-vf", evenSides && filter == Self.padToEvenSides ? "null" : filter] + codec + [output]
    }

    /// Where ffmpeg writes: its standard output, which is the staged file's open descriptor — a
    /// seekable file (MP4 seeks back to its header, and `+faststart` reads it again), reopened
    /// through `/proc` by descriptor, so no name is looked up (a link put at the staged name is
    /// never followed). `pipe:1` would make MP4 a fragmented file (`-movflags empty_moov`).
    static let standardOutput = "/dev/fd/1"

    /// Why ffmpeg cannot encode frames of `width`×`height` pixels, or nil: a decoder or filter
    /// refuses an image when 8 × (width + 128) × (height + 128) reaches `Int32.max`
    /// (`av_image_check_size2`, libavutil/imgutils.c): 16,255² is the largest square (16,254² for
    /// .mp4 and .webm, which pad an odd side for yuv420p), so 16,384² — the largest screenshot —
    /// is too large.
    func sizeProblem(width: Int, height: Int) -> String? {
        let padded = filter == Self.padToEvenSides ? (width + width % 2, height + height % 2) : (width, height)
        guard 8 * (padded.0 + 128) * (padded.1 + 128) >= Int(Int32.max) else { return nil }
        return
            "a video of \(width)x\(height) pixels is more than ffmpeg encodes (8 × (width + 128) × (height + 128) must stay under 2^31 − 1, odd sides padded to even for .mp4 and .webm: a square of 16254x16254 at most); use a smaller --size or --scale"
    }

    /// What is done to the frames before the codec: yuv420p needs even sides (an odd one is
    /// padded); a GIF makes its palette.
    var filter: String {
        switch self {
        case .mp4, .webm: Self.padToEvenSides
        case .gif: "split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=none"
        case .mkv: "null"
        }
    }

    /// Pads an odd side by one pixel (yuv420p halves both).
    static let padToEvenSides = "pad=ceil(iw/2)*2:ceil(ih/2)*2"

    /// The codec, its settings and the muxer.
    var codec: [String] {
        switch self {
        case .mp4:
            return [
                "-c:v", "libx264", "-preset", "ultrafast", "-crf", "18", "-pix_fmt", "yuv420p",
                "-movflags", "+faststart", "-f", "mp4",
            ]
        case .webm:
            return [
                "-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-row-mt", "1",
                "-crf", "32", "-b:v", "0", "-pix_fmt", "yuv420p", "-f", "webm",
            ]
        case .gif:
            return ["-f", "gif"]
        case .mkv:
            return ["-c:v", "ffv1", "-level", "3", "-pix_fmt", "bgr0", "-f", "matroska"]
        }
    }
}
