import ArgumentParser
import DeviceRecordings
import Foundation
import Geometry
import OutputFiles
import ScrollTrace

/// `scroll-lab import RECORDING`: a recording of a real touchscreen or touchpad (`libinput
/// record`'s YAML, or evemu) as a trace (`RecordingImporter`).
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Turn a recording of a real touchscreen or touchpad (libinput record YAML, or evemu) into a trace.",
        discussion: """
            Record with `sudo libinput record /dev/input/eventN > rec.yml` or `sudo evemu-record /dev/input/eventN > rec.evemu`. \
            A touchscreen's fingers become touches, the prototype scaled to fit the panel and centred; a touchpad's two-finger \
            motion becomes precise scrolling (libinput's 10.52 pt per mm, natural direction) with its lift. Times are the \
            kernel's, from 0, to the microsecond.
            """)

    @Argument(help: "The recording: libinput record's YAML or an evemu file; - reads standard input.")
    var recording: String

    @Option(name: .shortAndLong, help: "Write the trace here (default, or -: standard output).")
    var output: String?

    @Option(help: "The screen the trace's header names (default: none, so replay opens the root screen).")
    var screen: String?

    @Option(
        help: "The device to import, by node (/dev/input/event5) or name (default: the first touchscreen or touchpad).")
    var device: String?

    @Option(
        help: "Window size in points, WIDTHxHEIGHT or a device preset (default: 390x844).",
        transform: SizeArgument.parse)
    var size: SizeArgument?

    @Option(parsing: .unconditional, help: "Seconds the trace runs on after the last event (its end marker), 0…60.")
    var tail: Double = 2

    @Option(
        parsing: .unconditional,
        help:
            "A touchscreen's display pixels per point, as `run --fullscreen --scale` showed the prototype, centred (default: scaled to fit)."
    )
    var scale: Double?

    func validate() throws {
        try validateSize(size)
        if let screen { try validateScreen(screen) }
        guard tail.isFinite, (0...60).contains(tail) else {
            throw ValidationError("--tail must be between 0 and 60 seconds (got \(tail))")
        }
        if let scale, !(scale.isFinite && scale > 0 && scale <= 16) {
            throw ValidationError("--scale must be above 0 and at most 16 (got \(scale))")
        }
    }

    func run() throws {
        try StagedOutputs.allOrNothing(importRecording)
    }

    /// Reads the recording a line at a time and writes the trace as it goes (`RecordingImporter`):
    /// memory stays bounded whatever the input, a FIFO or `<(…)` reads as a file does, and a
    /// failure leaves no trace behind (`StagedOutputs`).
    private func importRecording() throws {
        let destination = output ?? "-"
        try OutputPaths.check(outputs: [(destination, "the trace")], inputs: [(recording, "the recording")])
        let file = recording == "-" ? "stdin" : recording
        let lines: LineSource
        if recording == "-" {
            guard !StandardStreams.inputWasClosed, let input = LineSource(standardInput: ()) else {
                throw CommandFailure(message: "stdin: standard input is closed", exitStatus: ExitStatus.dataError)
            }
            lines = input
        } else {
            guard let input = LineSource(path: recording) else {
                let reason = FileManager.default.fileExists(atPath: recording) ? "cannot be read" : "no such file"
                throw CommandFailure(message: "\(recording): \(reason)", exitStatus: ExitStatus.dataError)
            }
            lines = input
        }
        let options = RecordingImporter.Options(
            device: device, screen: screen, size: size?.size ?? Size(width: 390, height: 844), tail: tail, scale: scale)
        let trace = try OutputFile(path: destination)
        // The header goes out with the first event, so a recording refused before it writes
        // nothing to a stream.
        var headerWritten = false
        func writeHeader() throws {
            guard !headerWritten else { return }
            headerWritten = true
            try trace.write(line: TraceWriter.headerLine(Trace.Header(screen: options.screen, size: options.size)))
        }
        let imported: RecordingImporter.Imported
        do {
            imported = try RecordingImporter.importRecording(lines: lines, file: file, options: options) { event in
                try writeHeader()
                try trace.write(line: TraceWriter.line(for: SessionEvent(event)))
            }
        } catch let error as RecordingImporter.DeviceNotFound {
            throw CommandFailure(message: "\(ScrollLabApp.name): --device: \(error)", exitStatus: ExitStatus.usage)
        }
        try writeHeader()
        try trace.write(line: TraceWriter.endLine(at: imported.end))
        try trace.commit()
        printError("\(ScrollLabApp.name): \(imported.summary)")
    }
}
