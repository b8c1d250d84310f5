import ArgumentParser
import Foundation
import Geometry
import SDLRender
import SDLBackend
import ScrollSession
import ScrollTrace
import ScrollUI

/// A window size in points: `WIDTHxHEIGHT` (e.g. `390x844`) or a device preset name.
struct SizeArgument {
    let size: Size

    /// Parses `--size`; a value that is neither names the form and the presets.
    static func parse(_ argument: String) throws -> SizeArgument {
        if let preset = DevicePreset.all.first(where: { $0.name == argument }) {
            return SizeArgument(size: preset.size)
        }
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width.isFinite,
            height.isFinite
        else {
            throw ArgumentProblem(
                "expected WIDTHxHEIGHT in points (e.g. 390x844) or a preset: \(DevicePreset.all.map(\.name).joined(separator: ", "))"
            )
        }
        // the range is checked by `validateSize`, with a message
        return SizeArgument(size: Size(width: width, height: height))
    }
}

/// `--device NAME` for `run` and `replay`: a preset's size (unless `--size` gives one) and its
/// safe area (status bar, home indicator: `Application.safeAreaInsets`).
struct DeviceOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "A device preset: its size (unless --size) and its safe area, the status bar's and the home indicator's (see `devices`; replay: the trace header's \"safeArea\" if any).",
            valueName: "NAME"),
        transform: DeviceOption.parse)
    var device: DeviceProfile?

    static func parse(_ argument: String) throws -> DeviceProfile {
        guard let preset = DeviceProfile.all.first(where: { $0.name == argument }) else {
            throw ArgumentProblem("expected a preset: \(DeviceProfile.all.map(\.name).joined(separator: ", "))")
        }
        return preset
    }
}

/// `SECONDS:FILE` for `replay --screenshot` (the file's format is checked by `validateScreenshotPath`).
struct ScreenshotArgument {
    let screenshot: Replayer.Screenshot

    /// Parses `--screenshot`, saying what is wrong with a value it refuses.
    static func parse(_ argument: String) throws -> ScreenshotArgument {
        let form = "expected SECONDS:FILE, e.g. 1.5:shot.png"
        guard let colon = argument.firstIndex(of: ":"), let seconds = Double(argument[..<colon]) else {
            throw ArgumentProblem(form)
        }
        guard seconds.isFinite, (0...TraceReader.maximumTime).contains(seconds) else {
            throw ArgumentProblem(
                "SECONDS must be between 0 and \(Int(TraceReader.maximumTime)) (got \(argument[..<colon]))")
        }
        let path = String(argument[argument.index(after: colon)...])
        guard !path.isEmpty else { throw ArgumentProblem("\(form) (the file name is missing)") }
        return ScreenshotArgument(screenshot: Replayer.Screenshot(time: seconds, path: path))
    }
}

/// Why an option's value was refused; ArgumentParser prints it after the value (exit status 64).
struct ArgumentProblem: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Window sizes of common devices, in points, with their safe areas (`scroll-lab devices`).
typealias DevicePreset = DeviceProfile

extension ScrollLabApp {
    /// The help's visibility of an option only the demo screens read (`--rows`, `--image-latency`).
    static var demoOptionVisibility: ArgumentVisibility { showsDemoOptions ? .default : .hidden }
}

/// `--rows N` for list screens (`ScreenOptions.rows`), shared by `run`, `replay` and `bench`.
struct RowsOption: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Rows of a list screen, 1…\(ScreenOptions.maximumRows) (default: the screen's own, 200 on list; replay: the trace header's \"rows\" if any).",
            valueName: "N", visibility: ScrollLabApp.demoOptionVisibility))
    var rows: Int?

    func validate() throws {
        if let rows, !(1...ScreenOptions.maximumRows).contains(rows) {
            throw ValidationError("--rows must be between 1 and \(ScreenOptions.maximumRows) (got \(rows))")
        }
    }
}

/// `--image-latency S` for screens that load images (`ScreenOptions.imageLatency`), shared by `run` and `replay`.
struct ImageLatencyOption: ParsableArguments {
    @Option(
        name: .customLong("image-latency"), parsing: .unconditional,
        help: ArgumentHelp(
            "Artificial image load time, 0…\(Int(Trace.imageLatencyRange.upperBound)) seconds (default: the screen's own, 0.08 on images; replay: the trace header's \"imageLatency\" if any).",
            valueName: "SECONDS", visibility: ScrollLabApp.demoOptionVisibility))
    var imageLatency: Double?

    func validate() throws {
        if let imageLatency, !Trace.imageLatencyRange.contains(imageLatency) {
            throw ValidationError(
                "--image-latency must be between 0 and \(Int(Trace.imageLatencyRange.upperBound)) seconds (got \(imageLatency))"
            )
        }
    }
}

/// Validates a `--size` against the window sizes traces allow, and its pixels at `scale`.
func validateSize(_ size: SizeArgument?, scale: Double? = nil) throws {
    guard let size else { return }
    if let problem = Trace.sizeProblem(size.size) { throw ValidationError("--size: \(problem)") }
    if let scale, let problem = pixelProblem(size.size, scale: scale) { throw ValidationError(problem) }
}

/// The most pixels a side of a window or screenshot may have (the software renderer's limit).
let maximumPixelSide = Double(HeadlessCanvas.maximumPixelSide)

/// Why `size` points at `scale` pixels per point is too many pixels, or nil.
func pixelProblem(_ size: Size, scale: Double) -> String? {
    let width = (size.width * scale).rounded(), height = (size.height * scale).rounded()
    guard max(width, height) > maximumPixelSide else { return nil }
    return
        "--size \(size.width.formattedSide)x\(size.height.formattedSide) at --scale \(scale.formattedSide) is \(Int(width))x\(Int(height)) pixels; a side may have at most \(Int(maximumPixelSide))"
}

/// Validates a screen name against the catalogue.
func validateScreen(_ name: String) throws {
    guard ScrollLabApp.screens.names.contains(name) else {
        throw ValidationError(
            "unknown screen \(quoted(name)); `\(ScrollLabApp.name) screens` lists: \(ScrollLabApp.screens.names.joined(separator: ", "))"
        )
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

/// `--overlay` and `--hud` for `run` and `replay`. In the window they start on and F2 / F3 toggle
/// them. A replay shows them when its window did (the recording's header says how they started,
/// the recorded presses toggle them); with the flag they are on throughout.
struct InstrumentsOptions: ParsableArguments {
    @Flag(
        help:
            "Show the gesture overlay (F2): touches, recognizers and their states, velocities, rubber bands, where the content will rest."
    )
    var overlay = false

    @Flag(help: "Show the frame HUD (F3): frames per second, step and render cost (a replay shows its virtual clock).")
    var hud = false

    @Flag(
        help:
            "Show the touch test: each finger's path and place in points, the time from its device's stamp to the frame, its velocity at the lift, the device's name."
    )
    var touchTest = false

    /// For `run`: on from the start, toggled by F2 / F3.
    func apply(to app: Application) {
        app.instruments.showsOverlay = overlay
        app.instruments.showsHUD = hud
        app.instruments.showsTouchTest = touchTest
    }

    /// For `replay`: as the recording's window started (`header`), toggled by its recorded
    /// presses; a flag keeps its instrument on throughout.
    func apply(to app: Application, header: Trace.Header) {
        app.instruments.showsOverlay = overlay || header.overlay == true
        app.instruments.showsHUD = hud || header.hud == true
        app.instruments.keepsOverlayOn = overlay
        app.instruments.keepsHUDOn = hud
        app.instruments.showsTouchTest = touchTest
    }
}
