import Foundation
import Geometry
import Gestures
import ScrollTrace

/// `scroll-lab import`: a recording of a real touchscreen or touchpad (evemu, or `libinput
/// record`'s YAML) as a trace. The recording's format is told by its first line that is not a
/// comment: evemu lines start with a letter and a colon (`N:`, `E:` …), anything else is YAML.
///
/// Times: the kernel's microsecond stamps, less the first event's of the chosen device, so the
/// trace starts at `t` = 0 and every `t` is the kernel's time to the microsecond (the trace keeps
/// six decimals). The kernel's stamp is when the event happened, and nothing in a recording says
/// when an app would have got it, so `t` is that stamp and no `"stamp"` field is written (it would
/// equal `t`).
package enum RecordingImporter {
    /// What to import and how.
    package struct Options: Sendable {
        /// A device's node (`/dev/input/event5`) or name; nil picks the first touchscreen or touchpad.
        package var device: String?
        /// The trace header's screen; nil leaves it out (replay opens the root screen).
        package var screen: String?
        /// The window size in points, also the header's.
        package var size: Size
        /// Seconds after the last event that the trace's end marker adds, so a replay shows
        /// the motion after the lift.
        package var tail: Double
        /// A touchscreen's display pixels per point, as `run --fullscreen --scale` showed the
        /// prototype (nil: scaled to fit the panel).
        package var scale: Double?

        package init(
            device: String? = nil, screen: String? = nil, size: Size = Size(width: 390, height: 844), tail: Double = 2,
            scale: Double? = nil
        ) {
            self.device = device
            self.screen = screen
            self.size = size
            self.tail = tail
            self.scale = scale
        }
    }

    /// The trace made from a recording.
    package struct Result: Sendable {
        package var header: Trace.Header
        package var events: [PointerEvent]
        /// The end marker's time.
        package var end: Double
        /// The device imported.
        package var device: RecordedDevice
        package var kind: DeviceKind
        /// What was done, for the command to print (one or two lines).
        package var summary: String

        /// The trace's lines: header, events, end marker.
        package var lines: [String] {
            [TraceWriter.headerLine(header)] + events.map { TraceWriter.line(for: SessionEvent($0)) } + [
                TraceWriter.endLine(at: end)
            ]
        }
    }

    /// `--device` named no device of the recording.
    package struct DeviceNotFound: Error, CustomStringConvertible {
        package var file: String
        package var wanted: String
        package var devices: [RecordedDevice]
        package var description: String {
            "\(file) has no device \(quoted(wanted)); it has "
                + devices.map { "\($0.label), \($0.kind.description)" }.joined(separator: "; ")
        }
    }

    /// What an import did, once the trace's events are written.
    package struct Imported: Sendable {
        package var device: RecordedDevice
        package var kind: DeviceKind
        /// The end marker's time.
        package var end: Double
        package var summary: String
    }

    /// Imports the recording held in `text` (from `file`); throws `TraceError` (exit 65) or `DeviceNotFound`.
    package static func importRecording(_ text: String, file: String, options: Options) throws -> Result {
        var events: [PointerEvent] = []
        let imported = try importRecording(lines: LineSource(text: text), file: file, options: options) {
            events.append($0)
        }
        return Result(
            header: Trace.Header(screen: options.screen, size: options.size), events: events, end: imported.end,
            device: imported.device,
            kind: imported.kind, summary: imported.summary)
    }

    /// Imports the recording read from `lines`, a line at a time, handing each trace event to
    /// `emit` as it is made: memory holds the devices' descriptions, never their events. The
    /// format is told by the first line that is not blank or a comment: evemu lines start with a
    /// capital letter and a colon (`N:`, `E:` …), anything else is `libinput record`'s YAML.
    package static func importRecording(
        lines source: LineSource, file: String, options: Options, emit: (PointerEvent) throws -> Void
    ) throws -> Imported {
        var lines = RecordingLines(source: source, file: file)
        var session = ImportSession(file: file, options: options)
        var first = try lines.next()
        while let line = first, isBlankOrComment(line.text) { first = try lines.next() }
        guard let first else { throw TraceError(file: file, line: nil, reason: "no device in the recording") }
        let trimmed = first.text.drop(while: { $0 == " " || $0 == "\t" })
        let isEvemu =
            trimmed.count >= 2 && trimmed.first!.isLetter && trimmed.first!.isUppercase
            && trimmed.dropFirst().first == ":"
        let devices =
            isEvemu
            ? try readEvemu(&lines, first: first, session: &session, emit: emit)
            : try readLibinputRecord(&lines, first: first, session: &session, emit: emit)
        return try session.finish(devices: devices)
    }

    private static func isBlankOrComment(_ line: String) -> Bool {
        let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
        return trimmed.isEmpty || trimmed.hasPrefix("#")
    }

    /// An evemu recording's devices, converting the chosen one's events as they are read.
    private static func readEvemu(
        _ lines: inout RecordingLines, first: RecordingLines.Line, session: inout ImportSession,
        emit: (PointerEvent) throws -> Void
    ) throws -> [RecordedDevice] {
        var reader = EvemuReader(file: lines.file)
        var eventsDevice = -1, converting = false
        var line: RecordingLines.Line? = first
        while let current = line {
            if let event = try reader.read(current.text, number: current.number) {
                let index = reader.devices.count - 1
                if index != eventsDevice {
                    eventsDevice = index
                    converting = try session.beginEvents(of: reader.devices[index])
                }
                if converting { try session.consume(event, emit: emit) }
            }
            line = try lines.next()
        }
        return reader.devices.filter { !$0.name.isEmpty || !$0.axes.isEmpty }
    }

    /// A `libinput record` file's devices, converting the chosen one's events as they are read:
    /// each `events:` list in libinput record's layout is streamed (`EventsBlock`), everything
    /// else is the description, parsed by Yams when a device's events begin and at the end.
    private static func readLibinputRecord(
        _ lines: inout RecordingLines, first: RecordingLines.Line, session: inout ImportSession,
        emit: (PointerEvent) throws -> Void
    ) throws -> [RecordedDevice] {
        var header = LibinputRecordParser.Header(file: lines.file)
        var treeEvents = TreeEvents()
        var line: RecordingLines.Line? = first
        while let current = line {
            line = try lines.next()
            guard let keyIndent = EventsBlock.opens(current.text) else {
                try header.append(current.text, number: current.number)
                continue
            }
            let described = try header.devices()
            guard let last = described.last, last.keyColumn == keyIndent, last.events == nil else {
                try header.append(current.text, number: current.number)
                continue
            }
            try treeEvents.convert(described.dropLast(), header: header, session: &session, emit: emit)
            let converting = try session.beginEvents(of: last.device)
            var block = EventsBlock(file: lines.file, keyIndent: keyIndent)
            blockLines: while let blockLine = line {
                switch try block.read(blockLine.text, number: blockLine.number) {
                case .skipped: break
                case .event(let event): if converting { try session.consume(event, emit: emit) }
                case .ended: break blockLines
                }
                line = try lines.next()
            }
            treeEvents.skip(through: described.count)
        }
        let described = try header.devices()
        try treeEvents.convert(described[...], header: header, session: &session, emit: emit)
        return described.map(\.device)
    }

    /// Events written inside the description (`events: []`, a flow list), converted in device
    /// order; at most `maximumCount` of them in all, so aliases of aliases cannot make them endless.
    private struct TreeEvents {
        static let maximumCount = 100_000
        /// Devices before this index have been read.
        private var devicesRead = 0
        private var count = 0

        mutating func skip(through index: Int) { devicesRead = max(devicesRead, index) }

        mutating func convert(
            _ devices: ArraySlice<LibinputRecordParser.DescribedDevice>, header: LibinputRecordParser.Header,
            session: inout ImportSession, emit: (PointerEvent) throws -> Void
        ) throws {
            for described in devices.dropFirst(max(0, devicesRead - devices.startIndex)) {
                guard let node = described.events else { continue }
                var started = false, converting = false
                try LibinputRecordParser.events(node, header: header) { event in
                    count += 1
                    guard count <= Self.maximumCount else {
                        throw TraceError(
                            file: header.file, line: event.line,
                            reason:
                                "more than \(Self.maximumCount.grouped) events written inside the description (aliases?)"
                        )
                    }
                    if !started {
                        started = true
                        converting = try session.beginEvents(of: described.device)
                    }
                    if converting { try session.consume(event, emit: emit) }
                }
            }
            devicesRead = max(devicesRead, devices.endIndex)
        }
    }

    /// The device `wanted` names (node or name), else the first touchscreen or touchpad.
    package static func pick(from recording: DeviceRecording, wanted: String?) throws -> RecordedDevice {
        guard !recording.devices.isEmpty else {
            throw TraceError(file: recording.file, line: nil, reason: "no device in the recording")
        }
        if let wanted {
            guard let device = recording.devices.first(where: { $0.node == wanted || $0.name == wanted }) else {
                throw DeviceNotFound(file: recording.file, wanted: wanted, devices: recording.devices)
            }
            if case .other(let what) = device.kind {
                throw TraceError(
                    file: recording.file, line: device.line,
                    reason: "\(device.label) is \(what), not a touchscreen or a touchpad")
            }
            return device
        }
        if let device = recording.devices.first(where: isImportable) { return device }
        let list = recording.devices.map { "\($0.label) is \($0.kind.description)" }.joined(separator: "; ")
        throw TraceError(
            file: recording.file, line: recording.devices[0].line,
            reason: "no touchscreen or touchpad in the recording: \(list)")
    }

    static func isImportable(_ device: RecordedDevice) -> Bool {
        device.kind == .touchscreen || device.kind == .touchpad
    }
}

/// The device chosen and its conversion, as a recording is read: the first whose events begin
/// that `--device` names, else the first touchscreen or touchpad with events.
private struct ImportSession {
    let file: String
    let options: RecordingImporter.Options
    var conversion: DeviceConversion?

    /// `device`'s events begin: whether they are the ones to convert.
    mutating func beginEvents(of device: RecordedDevice) throws -> Bool {
        guard conversion == nil else { return false }
        if let wanted = options.device {
            guard device.node == wanted || device.name == wanted else { return false }
        } else {
            guard RecordingImporter.isImportable(device) else { return false }
        }
        conversion = try DeviceConversion(device: device, file: file, options: options)
        return true
    }

    mutating func consume(_ event: EvdevEvent, emit: (PointerEvent) throws -> Void) throws {
        for pointerEvent in try conversion!.consume(event) { try emit(pointerEvent) }
    }

    /// The import's end: the chosen device's, else `pick`'s choice among `devices` (which had
    /// no events), else its reason.
    func finish(devices: [RecordedDevice]) throws -> RecordingImporter.Imported {
        let conversion =
            try self.conversion
            ?? DeviceConversion(
                device: RecordingImporter.pick(
                    from: DeviceRecording(file: file, devices: devices), wanted: options.device), file: file,
                options: options)
        let (end, summary) = try conversion.finish(tail: options.tail)
        return RecordingImporter.Imported(device: conversion.device, kind: conversion.kind, end: end, summary: summary)
    }
}

/// A recording's lines as text, each with its number; a line longer than the bound, input that
/// cannot be read on, or bytes that are not UTF-8 are a `TraceError` naming the line.
struct RecordingLines {
    typealias Line = (text: String, number: Int)
    let source: LineSource
    let file: String

    mutating func next() throws -> Line? {
        do {
            return try source.nextLine { bytes -> Line in
                guard let text = String(validating: bytes, as: UTF8.self) else {
                    throw TraceError(
                        file: file, line: source.lineNumber,
                        reason: "not UTF-8 text (a libinput record or evemu recording is text)")
                }
                return (text, source.lineNumber)
            }
        } catch is LineSource.LineTooLong {
            throw TraceError(
                file: file, line: source.lineNumber + 1,
                reason: "line longer than 1 MiB (\(ImportLimits.maximumLineLength.grouped) bytes)")
        } catch let error as LineSource.ReadError {
            throw TraceError(file: file, line: source.lineNumber + 1, reason: "cannot read on: \(error.reason)")
        }
    }
}
