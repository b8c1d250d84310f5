import ArgumentParser
import Foundation
import Geometry
import OutputFiles
import ScrollSession
import ScrollTrace
import ScrollUI
import SDLRender
import SDLBackend
import ScrollLabAssets
import ScrollPhysics

/// `scroll-lab replay TRACE`: headless replay at a fixed 60 Hz → screenshots and a state log.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a trace headlessly; write PNG screenshots and a JSON Lines state log.")

    @Argument(help: "The trace file (JSON Lines); - reads standard input.")
    var trace: String

    @Option(help: "Screen to open (default: the trace header's screen, else the root screen).")
    var screen: String?

    @Option(
        help: "Window size in points, WIDTHxHEIGHT or a device preset (default: the trace header's, else 390x844).",
        transform: SizeArgument.parse)
    var size: SizeArgument?

    @OptionGroup var deviceOption: DeviceOption

    @OptionGroup var rowsOption: RowsOption

    @OptionGroup var latencyOption: ImageLatencyOption

    @Option(
        parsing: .unconditional,
        help: "Simulate until this time, in seconds (default: the trace's end marker, else its last event).")
    var until: Double?

    @Option(help: "Write the state log (JSON Lines) here; - writes it to standard output.")
    var log: String?

    @Option(
        parsing: .unconditionalSingleValue,
        help: "SECONDS:FILE — a screenshot (.png, .jpg or .jpeg) of the first frame at or after SECONDS. Repeatable.",
        transform: ScreenshotArgument.parse)
    var screenshot: [ScreenshotArgument] = []

    @OptionGroup var instruments: InstrumentsOptions

    @OptionGroup var physicsOption: PhysicsOption
    @OptionGroup var videoOptions: VideoOptions

    @Option(parsing: .unconditional, help: "Pixels per point in screenshots.")
    var scale: Double = 1

    @Flag(
        help:
            "Check the app's invariants after every frame; the first one broken ends the replay (exit 1), naming the frame and time."
    )
    var check = false

    func validate() throws {
        try validateScale(scale)
        try validateSize(size, scale: scale)
        for shot in screenshot { try validateScreenshotPath(shot.screenshot.path) }
        if let until, !(0...TraceReader.maximumTime).contains(until) {
            throw ValidationError(
                "--until must be between 0 and \(Int(TraceReader.maximumTime)) seconds (got \(until))")
        }
        if let screen { try validateScreen(screen) }
        try videoOptions.validate(
            until: until,
            otherOutputs: (log.map { _ in ["--log"] } ?? []) + (screenshot.isEmpty ? [] : ["--screenshot"]))
    }

    func run() throws {
        try StagedOutputs.allOrNothing(replay)
    }

    private func replay() throws {
        let outputs = (log.map { [($0, "the log")] } ?? []) + (videoOptions.video.map { [($0, "the video")] } ?? [])
        try OutputPaths.check(
            outputs:
                outputs + screenshot.map { ($0.screenshot.path, "a screenshot at \($0.screenshot.time) s") },
            inputs: [(trace, "the trace")] + (physicsOption.physics.map { [($0, "the physics settings")] } ?? [])
                + (videoOptions.comparePhysics.map { [($0, "the physics settings compared")] } ?? []))
        try ScrollLabAssets.verify(images: ScrollLabApp.screens.imageNames)
        if let other = videoOptions.comparePhysics { return try replayComparingPhysics(with: other) }
        let video = try videoOptions.makeEncoder()
        let (stream, app) = try makeSession(
            physics: try physicsOption.settings(), renders: !screenshot.isEmpty || video != nil)
        let logFile = try log.map { try OutputFile(path: $0) }
        var replayer = Replayer(
            source: stream, renderer: SoftwareRenderer(), until: until, screenshots: screenshot.map(\.screenshot),
            scale: scale)
        replayer.frameSink = video
        if check { replayer.afterFrame = invariantCheck(of: app) }
        defer { printWarnings(of: stream) }
        let output = try replayer.run(app: app) { try logFile?.write(line: $0) }
        do {
            try video?.finish()
        } catch {
            output.discard()
            throw error
        }
        try output.commit(with: (logFile.map { [$0] } ?? []) + (video.map { [$0.output] } ?? []))
    }

    /// The trace opened and its app made as the command line and its header say; `physics` nil
    /// keeps the header's feel. `renders`: frames will be drawn, so their pixels must fit.
    func makeSession(physics: PhysicsSettings?, renders: Bool) throws -> (TraceStream, Application) {
        let stream = try TraceStream(path: trace)
        let header = stream.header
        let screenName = screen ?? header.screen ?? ScrollLabApp.screens.root
        guard ScrollLabApp.screens.names.contains(screenName) else {
            throw CommandFailure(
                message: "\(stream.file):1: unknown screen \(quoted(screenName))", exitStatus: ExitStatus.dataError)
        }
        let rows = rowsOption.rows ?? header.rows  // both checked: 1…ScreenOptions.maximumRows
        let latency = latencyOption.imageLatency ?? header.imageLatency
        let options = ScreenOptions(rows: rows, imageLatency: latency)
        let windowSize = size?.size ?? deviceOption.device?.size ?? header.size ?? Size(width: 390, height: 844)
        if renders, let problem = pixelProblem(windowSize, scale: scale) {
            throw CommandFailure(
                message: "\(ScrollLabApp.name): \(problem) (the size is the trace header's)",
                exitStatus: ExitStatus.usage)
        }
        try videoOptions.checkPixelSize(windowSize, scale: scale)
        guard let app = ScrollLabApp.screens.makeApplication(screen: screenName, size: windowSize, options: options)
        else {
            throw ExitCode.failure
        }
        app.safeAreaInsets = deviceOption.device?.safeAreaInsets ?? header.safeArea ?? .zero
        instruments.apply(to: app, header: header)
        app.startTuned(physics ?? header.physics)
        if header.tune == true { app.toggleTuningPanel() }
        app.instruments.showsTouches = videoOptions.touches || header.touches == true
        app.instruments.keepsTouchesOn = videoOptions.touches
        app.stampResolution = header.stampResolution ?? 0  // velocities fitted as the window fitted them
        return (stream, app)
    }

    /// The first warnings the trace gave, then how many events were dropped in all if more were.
    func printWarnings(of stream: TraceStream) {
        for warning in stream.warnings { printError("warning: \(warning)") }
        if stream.warningCount > stream.warnings.count {
            printError(
                "warning: \(stream.file): \(stream.warningCount.grouped) events dropped in all (the first \(stream.warnings.count) shown)"
            )
        }
    }
}
