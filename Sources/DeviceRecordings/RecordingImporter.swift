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
public enum RecordingImporter {
    /// What to import and how.
    public struct Options: Sendable {
        /// A device's node (`/dev/input/event5`) or name; nil picks the first touchscreen or touchpad.
        public var device: String?
        /// The trace header's screen; nil leaves it out (replay opens the root screen).
        public var screen: String?
        /// The window size in points, also the header's.
        public var size: Size
        /// Seconds after the last event that the trace's end marker adds, so a replay shows
        /// the motion after the lift.
        public var tail: Double
        /// A touchscreen's display pixels per point, as `run --fullscreen --scale` showed the
        /// prototype (nil: scaled to fit the panel).
        public var scale: Double?

        public init(
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
    public struct Result: Sendable {
        public var header: Trace.Header
        public var events: [PointerEvent]
        /// The end marker's time.
        public var end: Double
        /// The device imported.
        public var device: RecordedDevice
        public var kind: DeviceKind
        /// What was done, for the command to print (one or two lines).
        public var summary: String

        /// The trace's lines: header, events, end marker.
        public var lines: [String] {
            [TraceWriter.headerLine(header)] + events.map(TraceWriter.line(for:)) + [TraceWriter.endLine(at: end)]
        }
    }

    /// `--device` named no device of the recording.
    public struct DeviceNotFound: Error, CustomStringConvertible {
        public var file: String
        public var wanted: String
        public var devices: [RecordedDevice]
        public var description: String {
            "\(file) has no device \(quoted(wanted)); it has "
                + devices.map { "\($0.label), \($0.kind.description)" }.joined(separator: "; ")
        }
    }

    /// Parses `text` (from `file`) and converts its device; throws `TraceError` (exit 65) or `DeviceNotFound`.
    public static func importRecording(_ text: String, file: String, options: Options) throws -> Result {
        let recording = try parse(text, file: file)
        let device = try pick(from: recording, wanted: options.device)
        return try convert(device, file: file, options: options)
    }

    /// A recording in either format.
    public static func parse(_ text: String, file: String) throws -> DeviceRecording {
        let firstLine = text.split(whereSeparator: \.isNewline).first { line in
            let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
            return !trimmed.isEmpty && !trimmed.hasPrefix("#")
        }
        let isEvemu =
            firstLine.map { line in line.count >= 2 && line.first!.isLetter && line.dropFirst().first == ":" && line.first!.isUppercase }
            ?? false
        let recording = isEvemu ? try EvemuParser.parse(text, file: file) : try LibinputRecordParser.parse(text, file: file)
        guard !recording.devices.isEmpty else { throw TraceError(file: file, line: nil, reason: "no device in the recording") }
        return recording
    }

    /// The device `wanted` names (node or name), else the first touchscreen or touchpad.
    public static func pick(from recording: DeviceRecording, wanted: String?) throws -> RecordedDevice {
        if let wanted {
            guard let device = recording.devices.first(where: { $0.node == wanted || $0.name == wanted }) else {
                throw DeviceNotFound(file: recording.file, wanted: wanted, devices: recording.devices)
            }
            if case .other(let what) = device.kind {
                throw TraceError(
                    file: recording.file, line: device.line, reason: "\(device.label) is \(what), not a touchscreen or a touchpad")
            }
            return device
        }
        if let device = recording.devices.first(where: { $0.kind == .touchscreen || $0.kind == .touchpad }) { return device }
        let list = recording.devices.map { "\($0.label) is \($0.kind.description)" }.joined(separator: "; ")
        throw TraceError(
            file: recording.file, line: recording.devices[0].line, reason: "no touchscreen or touchpad in the recording: \(list)")
    }

    /// The trace of `device`'s events.
    public static func convert(_ device: RecordedDevice, file: String, options: Options) throws -> Result {
        let origin = try checkedTimeOrigin(of: device, file: file)
        func time(_ microseconds: Int64) -> Double { Double(microseconds - origin) / 1_000_000 }
        let kind = device.kind
        let (contactProtocol, frames) = ContactFrames.frames(of: device)
        let axisCodes = contactProtocol.axisCodes
        guard let xAxis = device.axes[axisCodes.x], let yAxis = device.axes[axisCodes.y] else {
            throw TraceError(file: file, line: device.line, reason: "\(device.label) has no absolute x and y axes")
        }
        let converted: (events: [PointerEvent], summary: String)
        switch kind {
        case .touchscreen:
            converted = touchscreenEvents(
                from: frames, mapping: PanelMapping(xAxis: xAxis, yAxis: yAxis, window: options.size, scale: options.scale), time: time)
        case .touchpad:
            guard contactProtocol != .singleTouch else {
                throw TraceError(
                    file: file, line: device.line,
                    reason:
                        "\(device.label) is a single-touch touchpad: two-finger scrolling needs its fingers' positions (ABS_MT_POSITION_X/Y)"
                )
            }
            converted = touchpadEvents(from: frames, xAxis: xAxis, yAxis: yAxis, time: time)
        case .other(let what):
            throw TraceError(file: file, line: device.line, reason: "\(device.label) is \(what), not a touchscreen or a touchpad")
        }
        let events = converted.events
        let summary = "imported \(device.label), \(kind.description), \(contactProtocol.rawValue): " + converted.summary
        let last = time(device.events.last!.microseconds)
        let end = min(TraceReader.maximumTime, max(last, events.last?.time ?? 0) + options.tail)
        let header = Trace.Header(screen: options.screen, size: options.size)
        return Result(header: header, events: events, end: end, device: device, kind: kind, summary: summary)
    }

    /// The time of `device`'s first event, in kernel microseconds, once its events are known to
    /// go forward and to fit in a trace.
    private static func checkedTimeOrigin(of device: RecordedDevice, file: String) throws -> Int64 {
        guard let firstEvent = device.events.first else {
            throw TraceError(file: file, line: device.line, reason: "\(device.label) has no events")
        }
        if let late = device.events.first(where: { $0.microseconds - firstEvent.microseconds > Int64(TraceReader.maximumTime * 1_000_000) })
        {
            throw TraceError(
                file: file, line: late.line,
                reason: "more than \(Int(TraceReader.maximumTime)) s after the first event, the longest trace (trim the recording)")
        }
        if let backwards = zip(device.events, device.events.dropFirst()).first(where: { $1.microseconds < $0.microseconds }) {
            throw TraceError(
                file: file, line: backwards.1.line,
                reason: "time goes backwards (\(backwards.1.microseconds) µs after \(backwards.0.microseconds) µs)")
        }
        return firstEvent.microseconds
    }

    /// A touchscreen's fingers as touches, and the summary's account of them.
    private static func touchscreenEvents(
        from frames: [ContactFrame], mapping: PanelMapping, time: (Int64) -> Double
    ) -> (events: [PointerEvent], summary: String) {
        let result = TouchscreenConversion.events(from: frames, mapping: mapping, time: time)
        let events = result.events
        var summary = "\(result.touches) touch\(result.touches == 1 ? "" : "es"), \(events.count) events; \(mapping.summary)"
        if result.outside > 0 {
            summary +=
                "; \(result.outside) of them landed outside the window, beside the prototype on the panel (a --size with the panel's aspect uses all of it)"
        }
        if result.stillDown > 0 { summary += "; \(result.stillDown) still down when the recording ends" }
        return (events, summary)
    }

    /// A touchpad's two-finger motion as precise scrolling with its lifts, and the summary's account of it.
    private static func touchpadEvents(
        from frames: [ContactFrame], xAxis: AxisInfo, yAxis: AxisInfo, time: (Int64) -> Double
    ) -> (events: [PointerEvent], summary: String) {
        let result = TouchpadScrolling.events(from: frames, xAxis: xAxis, yAxis: yAxis, time: time)
        // A lift at 0 declares up front that this source reports its lifts (libinput's
        // axis_stop), so even the first gesture's momentum waits for its lift, not for the
        // 60 ms idle gap of sources that never report one (InputOnLinux.md, "Trackpad gestures").
        let events = [PointerEvent(time: 0, kind: .scrollEnded(location: Point(x: .nan, y: .nan)))] + result.events
        let resolution = result.resolution
        let perMillimetre = String(format: "%.4g", TouchpadScrolling.pointsPerMillimetre)
        let summary =
            "\(result.gestures) two-finger scroll\(result.gestures == 1 ? "" : "s"), \(events.count) events; "
            + "\(perMillimetre) pt per mm (libinput 1.29: 1000/25.4 × 0.9 × 0.2968), "
            + "\(Int(resolution.x))×\(Int(resolution.y)) units per mm"
            + (resolution.guessed ? " (no resolution: libinput's 69×50 mm guess)" : "") + ", natural direction"
        return (events, summary)
    }
}
