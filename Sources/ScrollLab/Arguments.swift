import ArgumentParser
import Foundation
import Geometry
import Screens
import SDLBackend
import ScrollUI

/// A window size in points: `WIDTHxHEIGHT` (e.g. `390x844`) or a device preset name.
struct SizeArgument: ExpressibleByArgument {
    let size: Size

    init?(argument: String) {
        if let preset = DevicePreset.all.first(where: { $0.name == argument }) {
            size = preset.size
            return
        }
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite else { return nil }
        size = Size(width: width, height: height)  // the range is checked by `validateSize`, with a message
    }

    static var defaultValueDescription: String { "390x844" }
}

/// `SECONDS:FILE` for `replay --screenshot` (the file's format is checked by `validateScreenshotPath`).
struct ScreenshotArgument: ExpressibleByArgument {
    let screenshot: Replayer.Screenshot

    init?(argument: String) {
        guard let colon = argument.firstIndex(of: ":"), let seconds = Double(argument[..<colon]),
              seconds.isFinite, (0...TraceReader.maximumTime).contains(seconds) else { return nil }
        let path = String(argument[argument.index(after: colon)...])
        guard !path.isEmpty else { return nil }
        screenshot = Replayer.Screenshot(time: seconds, path: path)
    }
}

/// Window sizes of common devices, in points (`scroll-lab devices`).
struct DevicePreset: Sendable {
    let name: String
    let size: Size

    static let all: [DevicePreset] = [
        DevicePreset(name: "iphone-se", size: Size(width: 375, height: 667)),
        DevicePreset(name: "iphone-14", size: Size(width: 390, height: 844)),
        DevicePreset(name: "iphone-15-pro-max", size: Size(width: 430, height: 932)),
        DevicePreset(name: "ipad-air", size: Size(width: 820, height: 1180)),
    ]
}

/// `--rows N` for the `list` screen, shared by `run`, `replay` and `bench`.
struct RowsOption: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("Rows of the list screen, 1…\(ListScreen.maximumRowCount) (default \(ListScreen.defaultRowCount); replay: the trace header's \"rows\" if any).",
                               valueName: "N"))
    var rows: Int?

    func validate() throws {
        if let rows, !(1...ListScreen.maximumRowCount).contains(rows) {
            throw ValidationError("--rows must be between 1 and \(ListScreen.maximumRowCount) (got \(rows))")
        }
    }
}

/// `--image-latency S` for the `images` screen, shared by `run` and `replay`.
struct ImageLatencyOption: ParsableArguments {
    @Option(name: .customLong("image-latency"), parsing: .unconditional,
            help: ArgumentHelp("Artificial image load time of the images screen, 0…\(Int(Trace.imageLatencyRange.upperBound)) seconds (default \(ImagesScreen.defaultLatency); replay: the trace header's \"imageLatency\" if any).",
                               valueName: "SECONDS"))
    var imageLatency: Double?

    func validate() throws {
        if let imageLatency, !Trace.imageLatencyRange.contains(imageLatency) {
            throw ValidationError("--image-latency must be between 0 and \(Int(Trace.imageLatencyRange.upperBound)) seconds (got \(imageLatency))")
        }
    }
}

/// Refuses, before anything runs, an output that is an input or another output, or that cannot
/// be written: one line on stderr naming the path and the reason, exit status 73 (EX_CANTCREAT).
func checkOutputs(_ outputs: [(path: String, role: String)], inputs: [(path: String, role: String)] = []) throws {
    do {
        try OutputPaths.check(outputs: outputs, inputs: inputs)
    } catch let problem as OutputPaths.Problem {
        FileHandle.standardError.write(Data("scroll-lab: \(problem)\n".utf8))
        throw ExitCode(73)
    }
}

/// Validates a `--size` against the window sizes traces allow.
func validateSize(_ size: SizeArgument?) throws {
    if let size, let problem = Trace.sizeProblem(size.size) { throw ValidationError("--size: \(problem)") }
}

/// Validates a screen name against the catalogue.
func validateScreen(_ name: String) throws {
    guard ScreenCatalog.names.contains(name) else {
        throw ValidationError("unknown screen \"\(name)\"; `scroll-lab screens` lists: \(ScreenCatalog.names.joined(separator: ", "))")
    }
}

/// Validates that a screenshot's file name says PNG or JPEG.
func validateScreenshotPath(_ path: String) throws {
    if let problem = ImageFormat.problem(with: path) { throw ValidationError("--screenshot \(problem)") }
}

/// Validates a scale factor (pixels per point).
func validateScale(_ scale: Double?) throws {
    if let scale, !(scale.isFinite && scale >= 0.5 && scale <= 4) {
        throw ValidationError("--scale must be between 0.5 and 4 (got \(scale))")
    }
}

/// Writes `message` and a line feed to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data("\(message)\n".utf8))
}

/// Reports `message` on standard error and gives the exit code to throw.
func failure(_ message: String, exitCode: Int32) -> ExitCode {
    printError(message)
    return ExitCode(exitCode)
}

/// `--overlay` and `--hud` for `run` and `replay`: the instruments F2 and F3 toggle, on from the start.
struct InstrumentsOptions: ParsableArguments {
    @Flag(help: "Show the gesture overlay (F2): touches, recognizers and their states, velocities, rubber bands, where the content will rest.")
    var overlay = false

    @Flag(help: "Show the frame HUD (F3): frames per second, step and render cost (a replay shows its virtual clock).")
    var hud = false

    func apply(to app: Application) {
        app.instruments.showsOverlay = overlay
        app.instruments.showsHUD = hud
    }
}
