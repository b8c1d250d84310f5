import ArgumentParser
import Foundation
import Geometry
import OutputFiles
import ScrollPhysics
import ScrollSession
import ScrollTrace
import ScrollUI
import SDLRender
import SDLBackend
import ScrollLabAssets

/// `scroll-lab run`: the interactive window.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open a window on a screen; drag with the mouse, touch, or scroll with a trackpad.",
        discussion: "In the window:\n" + KeyHelp.text)

    @Option(
        name: .customLong("screen"),
        help: "Screen to open, pushed on top of the root screen (default: the root; see `screens`).")
    var screenOption: String?

    /// The screen to open: `--screen`, else the registry's root.
    var screen: String { screenOption ?? ScrollLabApp.screens.root }

    @Option(help: "Window size in points, WIDTHxHEIGHT or a device preset.", transform: SizeArgument.parse)
    var size: SizeArgument?

    @OptionGroup var deviceOption: DeviceOption

    @Option(parsing: .unconditional, help: "Pixels per point (default: 2 on a HiDPI display, else 1).")
    var scale: Double?

    @OptionGroup var rowsOption: RowsOption

    @OptionGroup var latencyOption: ImageLatencyOption

    @Option(
        help:
            "Record the input to this trace file as it happens (put in place when the window closes; a FIFO or device gets it as it happens)."
    )
    var record: String?

    @Flag(help: "Let --record replace an existing file (it is never touched before the run succeeds).")
    var force = false

    @Option(
        parsing: .unconditional,
        help: "Quit after this many seconds of wall time, whatever --time-scale (for scripted checks).")
    var seconds: Double?

    @Option(help: "Write the state log (JSON Lines, as replay --log writes it) of every frame here.")
    var log: String?

    @Option(
        help:
            "Write one JSON line per presented frame: intervalMs, stepMs, renderMs, presentMs, inputLatencyMs (its oldest input), eventLatenciesMs (each input)."
    )
    var frameStats: String?

    @Option(help: "Write a screenshot of the window when it closes (.png, .jpg or .jpeg).")
    var screenshot: String?

    @Option(
        parsing: .unconditional,
        help: "Speed of the clock, 0.1…1: 0.25 is slow motion, four times slower (F4 cycles 1, 0.5, 0.25, 0.1).")
    var timeScale: Double = 1

    @OptionGroup var instruments: InstrumentsOptions

    @Flag(
        help:
            "Show the touches (F6): a translucent circle where each finger is, as iOS screen recordings do; for demos.")
    var showTouches = false

    @Flag(help: "Full screen, for touch panels: the prototype centred at its size, or scaled to fit (F11 toggles).")
    var fullscreen = false

    @Option(
        help:
            "Take touches only from the touchscreen whose name contains NAME (`devices` lists them); others are ignored."
    )
    var touchDevice: String?

    @Option(help: "Folder the screenshot key (F12) and the tuning panel's save (S) write to.")
    var screenshotFolder = "."

    @OptionGroup var physicsOption: PhysicsOption

    @Flag(help: "Open the tuning panel (F5): sliders for the deceleration, rubber band, bounce, paging and thresholds.")
    var tune = false

    @OptionGroup var resume: ResumeOptions

    func validate() throws {
        try validateScreen(screen)
        try validateScale(scale)
        try validateSize(size, scale: scale)
        if let screenshot { try validateScreenshotPath(screenshot) }
        if let seconds, !(seconds.isFinite && seconds > 0) { throw ValidationError("--seconds must be positive") }
        guard timeScale.isFinite, (0.1...1).contains(timeScale) else {
            throw ValidationError("--time-scale must be between 0.1 and 1 (got \(timeScale))")
        }
        // Only a folder that is not there is a bad argument: whether it can be written is found
        // out when F12 is pressed (a read-only working folder must not stop the window).
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: screenshotFolder, isDirectory: &isFolder), isFolder.boolValue
        else {
            throw ValidationError("--screenshot-folder \(screenshotFolder): not a folder")
        }
    }

    /// The first SIGINT, SIGTERM or SIGHUP ends the session as closing the window does: the
    /// outputs are committed, what was written is said, and the exit status is the signal's
    /// (130, 143, 129). A second one meanwhile discards everything staged (README "Outputs").
    func run() throws {
        if resume.devStatus != nil { ParentWatch.endSessionWhenOrphaned() }  // a window `dev` started
        try StagedOutputs.allOrNothing(firstSignalEndsSession: true, openWindow)
        if let signal = StagedOutputs.sessionEndingSignal {
            let written = [record, log, screenshot, frameStats].compactMap { $0 }.map {
                $0 == "-" ? "standard output" : $0
            }
            printError(
                "\(ScrollLabApp.name): \(StagedOutputs.name(of: signal)): ended the session; "
                    + (written.isEmpty ? "nothing to write" : "wrote " + written.joined(separator: ", ")))
            throw ExitCode(StagedOutputs.exitStatus(for: signal))
        }
    }

    private func openWindow() throws {
        let outputs: [(path: String?, role: String)] = [
            (record, "the recording"), (screenshot, "the screenshot"),
            (log, "the log"), (frameStats, "the frame stats"),
        ]
        try OutputPaths.check(
            outputs: outputs.compactMap { output in output.path.map { ($0, output.role) } }, inputs: [])
        let trace = try resume.trace()
        let screen = resumedScreen(trace)
        let windowSize = size?.size ?? trace?.header.size ?? deviceOption.device?.size ?? Size(width: 390, height: 844)
        let options = ScreenOptions(rows: rowsOption.rows, imageLatency: latencyOption.imageLatency)
        let (app, physics) = try configuredApplication(screen: screen, size: windowSize, options: options)
        do {
            try ScrollLabAssets.verify(images: ScrollLabApp.screens.imageNames)
            let point = resumePoint(trace, screen: screen, size: windowSize, options: options)
            let header = point != nil ? trace!.header : newHeader(screen: screen, size: windowSize, physics: physics)
            // Staged (or, for a FIFO or device, opened at the first line): an existing file is untouched until the run succeeds.
            let recorder = try record.map { try TraceRecorder(path: $0, header: header, replacingExisting: force) }
            carryOver(trace, upTo: point, into: recorder)
            let logFile = try log.map { try OutputFile(path: $0) }
            let screenshotFile = try screenshot.map { try OutputFile(path: $0) }
            let stats = try frameStats.map { FrameStats(file: try OutputFile(path: $0)) }
            let host = try windowHost(for: app, screen: screen, recorder: recorder)
            if let trace, let point { try host.resume(trace, upTo: point, log: logFile) }
            if let note = resumeNote(trace, point: point, screen: screen) {
                host.showNote(note)
            }
            resume.announceResumed()
            host.setTimeScale(timeScale)
            if fullscreen { host.setFullscreen(true) }
            try host.run(
                maxSeconds: seconds, screenshot: screenshotFile, log: logFile, frameStats: stats,
                shouldEnd: { StagedOutputs.sessionEndingSignal != nil })
            resume.save(host)
            try OutputFile.commit([recorder?.output, logFile, screenshotFile, stats?.file].compactMap { $0 })
        } catch let error as SDLError {
            // No display, or no window or renderer.
            throw CommandFailure(message: "\(ScrollLabApp.name): \(Self.advice(error))", exitStatus: 1)
        }
    }

    /// The application on `screen` as the options ask: the device's safe area, the instruments,
    /// the physics (returned too, for the recording's header), the tuning panel, the touches.
    private func configuredApplication(
        screen: String, size windowSize: Size, options: ScreenOptions
    ) throws -> (Application, PhysicsSettings?) {
        guard let app = ScrollLabApp.screens.makeApplication(screen: screen, size: windowSize, options: options) else {
            throw ExitCode.failure
        }
        app.safeAreaInsets = deviceOption.device?.safeAreaInsets ?? .zero
        instruments.apply(to: app)
        let physics = try physicsOption.settings()
        app.startTuned(physics)
        if tune { app.toggleTuningPanel() }
        app.instruments.showsTouches = showTouches
        return (app, physics)
    }

    /// The window for `app` on `screen`, recording into `recorder`, where a resumed window was.
    private func windowHost(for app: Application, screen: String, recorder: TraceRecorder?) throws -> WindowHost {
        let program = ScrollLabApp.showsDemoOptions ? "ScrollLab" : ScrollLabApp.name
        let host = try WindowHost(
            app: app, title: "\(program) — \(screen)", scale: scale, recorder: recorder,
            programName: ScrollLabApp.name, position: resume.position, fullScreen: fullscreen)
        try announceTouch(host, app: app)
        host.screenshotFolder = screenshotFolder
        host.devStatusFile = resume.devStatus
        return host
    }

    /// Says which touchscreens the window takes touches from (`--touch-device` chooses one), or
    /// why there is none, and names the device for the touch test.
    private func announceTouch(_ host: WindowHost, app: Application) throws {
        let facts = TouchDevices.facts()
        app.instruments.touchDeviceName = TouchDiagnosis.names(facts).first
        guard let touchDevice else { return print("\(ScrollLabApp.name): \(TouchDiagnosis.startMessage(facts))") }
        guard let chosen = host.useOnlyTouchDevice(matching: touchDevice) else {
            let names = TouchDiagnosis.names(facts)
            throw CommandFailure(
                message: "\(ScrollLabApp.name): --touch-device: no touchscreen's name contains \"\(touchDevice)\"; "
                    + (names.isEmpty
                        ? TouchDiagnosis.startMessage(facts) : "touchscreens: " + names.joined(separator: ", ")),
                exitStatus: ExitStatus.usage)
        }
        app.instruments.touchDeviceName = chosen
        print("\(ScrollLabApp.name): touch: \(chosen) (--touch-device; other touch devices ignored)")
    }

    /// The recording's header for a session that starts afresh on `screen`.
    private func newHeader(screen: String, size: Size, physics: PhysicsSettings?) -> Trace.Header {
        var header = Trace.Header(
            screen: screen, size: size, rows: rowsOption.rows, imageLatency: latencyOption.imageLatency,
            overlay: instruments.overlay ? true : nil, hud: instruments.hud ? true : nil,
            safeArea: deviceOption.device?.safeAreaInsets, physics: physics, tune: tune ? true : nil)
        header.touches = showTouches ? true : nil
        return header
    }

    /// SDL's error with its advice in this program's words: `swift run my-feed`, `my-feed replay`.
    static func advice(_ error: SDLError) -> String {
        "\(error)".replacingOccurrences(of: "swift run scroll-lab run", with: "swift run \(ScrollLabApp.name)")
            .replacingOccurrences(of: "`scroll-lab replay", with: "`\(ScrollLabApp.name) replay")
    }
}
