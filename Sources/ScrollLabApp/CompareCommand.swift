import ArgumentParser
import Foundation
import OutputFiles
import ScrollTrace
import SDLRender
import SDLBackend

/// `scroll-lab compare A B`: whether two screenshots show the same picture within a tolerance,
/// e.g. a window captured from the display server against the replay of its recording.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two images pixel by pixel (PNG, GIF or JPEG); exit 1 when too many differ.",
        discussion: """
            Any PNG (grey, palette, with alpha or tRNS transparency, 1 to 16 bits), GIF or JPEG is \
            read as 8-bit RGBA. A pixel differs when one of its channels is off by more than \
            --tolerance levels (of 255). Prints how many differ; exits 0 when at most \
            --max-percent of the pixels do, 1 when more do or the sizes differ. --diff writes an \
            image of the differences in red, by the output policy (never over an input). Exit \
            status 64: a bad argument; 65: an input that is not an image; 66: an input that \
            cannot be read; 73: the diff cannot be written.
            """)

    @Argument(help: "The expected image.")
    var expected: String

    @Argument(help: "The actual image.")
    var actual: String

    @Option(parsing: .unconditional, help: "Levels (0…255) a channel may be off before the pixel counts as different.")
    var tolerance = 24

    @Option(parsing: .unconditional, help: "The percentage of pixels that may differ.")
    var maxPercent = 0.5

    @Option(help: "Write an image of the differing pixels (in red) here (.png, .jpg or .jpeg).")
    var diff: String?

    func validate() throws {
        guard (0...255).contains(tolerance) else {
            throw ValidationError("--tolerance must be between 0 and 255 (got \(tolerance))")
        }
        guard maxPercent.isFinite, (0...100).contains(maxPercent) else {
            throw ValidationError("--max-percent must be between 0 and 100 (got \(maxPercent))")
        }
        if let diff, let problem = ImageFormat.problem(with: diff) { throw ValidationError("--diff \(problem)") }
    }

    func run() throws {
        try StagedOutputs.allOrNothing(compare)
    }

    private func compare() throws {
        let images = try [expected, actual].map { path in
            do {
                return try RGBAImage(contentsOf: path)
            } catch let problem as ImageFile.Problem {
                throw CommandFailure(
                    message:
                        "\(ScrollLabApp.name): \(problem)",
                    exitStatus: problem.kind == .unreadable ? ExitStatus.missingInput : ExitStatus.dataError)
            }
        }
        if let diff {
            for (path, role) in [(expected, "the expected image"), (actual, "the actual image")]
            where Self.isSameFile(diff, path) {
                throw CommandFailure(
                    message:
                        "\(ScrollLabApp.name): --diff \(diff) is \(role) (\(path)); write the differences somewhere else",
                    exitStatus: ExitStatus.usage)
            }
            try OutputPaths.check(
                outputs: [(diff, "the diff")], inputs: [(expected, "the expected image"), (actual, "the actual image")])
        }
        guard let (differing, diffImage) = images[0].difference(from: images[1], channelTolerance: UInt8(tolerance))
        else {
            throw CommandFailure(
                message:
                    "\(ScrollLabApp.name): sizes differ: \(expected) is \(images[0].width)x\(images[0].height), "
                    + "\(actual) is \(images[1].width)x\(images[1].height)", exitStatus: 1)
        }
        if let diff { try write(diffImage, to: diff) }
        let total = images[0].width * images[0].height
        let percent = Double(differing) / Double(max(total, 1)) * 100
        print(
            String(
                format: "%d of %d pixels (%.3f %%) differ by more than %d levels", differing, total, percent, tolerance)
        )
        if percent > maxPercent { throw ExitCode.failure }
    }

    /// Writes the diff image by the output policy: staged and renamed into place (or streamed);
    /// any failure is one line naming the path, exit status 73.
    private func write(_ image: RGBAImage, to path: String) throws {
        do {
            let output = try OutputFile(path: path)
            try image.writeImage(into: output, format: ImageFormat(path: path) ?? .png)
            try output.commit()
        } catch let error as SDLError {
            throw CommandFailure(
                message: "\(ScrollLabApp.name): cannot write \(path): \(error)", exitStatus: ExitStatus.cannotCreate)
        }
    }

    /// Whether `output` names the regular file at `input` (through links, or as a hard link of it).
    static func isSameFile(_ output: String, _ input: String) -> Bool {
        var a = stat(), b = stat()
        guard stat(output, &a) == 0, stat(input, &b) == 0, a.st_mode & S_IFMT == S_IFREG else { return false }
        return a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }
}
