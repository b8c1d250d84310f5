import ArgumentParser
import Foundation
import SDLRender
import SDLBackend

/// `scroll-lab compare A B`: whether two screenshots show the same picture within a tolerance,
/// e.g. a window captured from the display server against the replay of its recording.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two images pixel by pixel (PNG or JPEG); exit 1 when too many differ.",
        discussion: """
            A pixel differs when one of its channels is off by more than --tolerance levels (of \
            255). Prints how many differ; exits 0 when at most --max-percent of the pixels do, 1 \
            when more do or the sizes differ. --diff writes an image of the differences in red.
            """)

    @Argument(help: "The expected image.")
    var expected: String

    @Argument(help: "The actual image.")
    var actual: String

    @Option(parsing: .unconditional, help: "Levels (0…255) a channel may be off before the pixel counts as different.")
    var tolerance = 24

    @Option(parsing: .unconditional, help: "The percentage of pixels that may differ.")
    var maxPercent = 0.5

    @Option(help: "Write an image of the differing pixels (in red) here.")
    var diff: String?

    func validate() throws {
        guard (0...255).contains(tolerance) else { throw ValidationError("--tolerance must be between 0 and 255 (got \(tolerance))") }
        guard maxPercent.isFinite, (0...100).contains(maxPercent) else {
            throw ValidationError("--max-percent must be between 0 and 100 (got \(maxPercent))")
        }
    }

    func run() throws {
        let images = try [expected, actual].map { path in
            do { return try RGBAImage(contentsOf: path) } catch { throw failure("scroll-lab: \(path): \(error)", exitCode: 66) }
        }
        guard let (differing, diffImage) = images[0].difference(from: images[1], channelTolerance: UInt8(tolerance)) else {
            throw failure("scroll-lab: sizes differ: \(expected) is \(images[0].width)x\(images[0].height), "
                          + "\(actual) is \(images[1].width)x\(images[1].height)", exitCode: 1)
        }
        if let diff { try diffImage.pngData().write(to: URL(fileURLWithPath: diff)) }
        let total = images[0].width * images[0].height
        let percent = Double(differing) / Double(max(total, 1)) * 100
        print(String(format: "%d of %d pixels (%.3f %%) differ by more than %d levels", differing, total, percent, tolerance))
        if percent > maxPercent { throw ExitCode.failure }
    }
}
