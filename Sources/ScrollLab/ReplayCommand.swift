import ArgumentParser
import Foundation
import Geometry
import ScrollUI
import Screens
import SDLBackend

/// `scroll-lab replay TRACE`: headless replay at a fixed 60 Hz → screenshots and a state log.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a trace headlessly; write PNG screenshots and a JSON Lines state log.")

    @Argument(help: "The trace file (JSON Lines); - reads standard input.")
    var trace: String

    @Option(help: "Screen to open (default: the trace header's screen, else home).")
    var screen: String?

    @Option(help: "Window size in points, WIDTHxHEIGHT or a device preset (default: the trace header's, else 390x844).")
    var size: SizeArgument?

    @OptionGroup var rowsOption: RowsOption

    @OptionGroup var latencyOption: ImageLatencyOption

    @Option(parsing: .unconditional, help: "Simulate until this time, in seconds (default: the trace's end marker, else its last event).")
    var until: Double?

    @Option(help: "Write the state log (JSON Lines) here.")
    var log: String?

    @Option(help: "SECONDS:FILE.png — a screenshot of the first frame at or after SECONDS. Repeatable.")
    var screenshot: [ScreenshotArgument] = []

    @Option(parsing: .unconditional, help: "Pixels per point in screenshots.")
    var scale: Double = 1

    func validate() throws {
        try validateScale(scale)
        try validateSize(size)
        if let until, !(0...TraceReader.maximumTime).contains(until) {
            throw ValidationError("--until must be between 0 and \(Int(TraceReader.maximumTime)) seconds (got \(until))")
        }
        if let screen { try validateScreen(screen) }
    }

    func run() throws {
        try checkOutputs((log.map { [($0, "the log")] } ?? []) + screenshot.map { ($0.screenshot.path, "a screenshot at \($0.screenshot.time) s") },
                         inputs: [(trace, "the trace")])
        let parsed: Trace
        do {
            parsed = try TraceReader.read(path: trace)
        } catch let error as TraceError {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode(65)  // EX_DATAERR
        }
        for warning in parsed.warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
        let end = until ?? parsed.duration
        if let late = screenshot.map(\.screenshot).first(where: { $0.time > end + 1e-9 }) {
            let source = until == nil ? "the trace's end" : "--until"
            FileHandle.standardError.write(Data("scroll-lab: the screenshot at \(late.time) s is after the end of the replay (\(end) s, \(source)); pass --until \(late.time) to run that long\n".utf8))
            throw ExitCode(64)  // EX_USAGE
        }
        let screenName = screen ?? parsed.header.screen ?? "home"
        guard ScreenCatalog.names.contains(screenName) else {
            FileHandle.standardError.write(Data("\(trace):1: unknown screen \"\(screenName)\"\n".utf8))
            throw ExitCode(65)
        }
        let windowSize = size?.size ?? parsed.header.size ?? Size(width: 390, height: 844)
        let rows = rowsOption.rows ?? parsed.header.rows ?? ListScreen.defaultRowCount
        guard rows <= ListScreen.maximumRowCount else {
            FileHandle.standardError.write(Data("\(trace):1: \"rows\" must be at most \(ListScreen.maximumRowCount)\n".utf8))
            throw ExitCode(65)
        }
        let latency = latencyOption.imageLatency ?? parsed.header.imageLatency ?? ImagesScreen.defaultLatency
        let options = ScreenCatalog.Options(rows: rows, imageLatency: latency)
        guard let app = ScreenCatalog.makeApplication(screen: screenName, size: windowSize, options: options) else { throw ExitCode.failure }
        let replayer = Replayer(trace: parsed, until: until, screenshots: screenshot.map(\.screenshot), scale: scale)
        let output = try replayer.run(app: app)
        do {
            try output.commit(logPath: log)
        } catch {
            FileHandle.standardError.write(Data("scroll-lab: \(error.localizedDescription)\n".utf8))
            throw ExitCode(73)
        }
    }
}
