import Foundation
import Geometry
import Gestures

/// Parses the JSON Lines trace format; every problem becomes a `TraceError` naming file and line.
public enum TraceReader {
    /// The latest event time a trace may hold, in seconds: the longest replay (`--until`'s bound).
    public static let maximumTime = 3600.0

    /// Reads and parses the trace at `path`; `-` reads standard input (named `stdin` in errors).
    public static func read(path: String) throws -> Trace {
        if path == "-" {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            guard let text = String(data: data, encoding: .utf8) else { throw TraceError(file: "stdin", line: nil, reason: "not UTF-8 text") }
            return try parse(text, file: "stdin")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw TraceError(file: path, line: nil, reason: "cannot read the file (does it exist?)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw TraceError(file: path, line: nil, reason: "not UTF-8 text")
        }
        return try parse(text, file: path)
    }

    /// Parses trace text; `file` names the source in errors.
    public static func parse(_ text: String, file: String) throws -> Trace {
        var header: Trace.Header?
        var events: [PointerEvent] = []
        var end: Double?
        var continuity = TraceContinuity()
        var warnings: [TraceError] = []
        // Lines end in LF or CRLF ("\r\n" is one Character in Swift, and a newline).
        for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty { continue }
            var fields = TraceFields(file: file, line: index + 1, object: try parseObject(line, file: file, line: index + 1))
            if header == nil {
                header = try parseHeader(&fields)
                continue
            }
            if end != nil { throw fields.error("nothing may follow the \"end\" line") }
            if case .string("end")? = fields.object["type"] {
                end = try parseEnd(&fields, after: events.last?.time ?? 0)
                continue
            }
            let event = try parseEvent(&fields)
            if let previous = events.last, event.time < previous.time {
                throw fields.error("time goes backwards (\(event.time) after \(previous.time))")
            }
            if let problem = continuity.problem(with: event) {
                warnings.append(fields.error(problem))
                continue
            }
            events.append(event)
        }
        guard let header else {
            throw TraceError(file: file, line: 1, reason: "empty trace: expected a header like {\"trace\":1,\"screen\":\"list\",\"width\":390,\"height\":844}")
        }
        var trace = Trace(header: header, events: events, end: end)
        trace.warnings = warnings
        return trace
    }

    private static func parseObject(_ line: String, file: String, line number: Int) throws -> [String: RawJSON] {
        let value: RawJSON
        do {
            value = try JSONDecoder().decode(RawJSON.self, from: Data(line.utf8))
        } catch {
            throw TraceError(file: file, line: number, reason: "not valid JSON")
        }
        guard case .object(let object) = value else {
            throw TraceError(file: file, line: number, reason: "expected a JSON object")
        }
        return object
    }

    private static func parseHeader(_ fields: inout TraceFields) throws -> Trace.Header {
        guard fields.object["trace"] != nil else {
            throw fields.error("expected a header like {\"trace\":1,\"screen\":\"list\",\"width\":390,\"height\":844}")
        }
        let version = try fields.integer("trace")
        guard version == 1 else { throw fields.error("unsupported trace version \(version) (this build reads version 1)") }
        let screen = try fields.optionalString("screen")
        let width = try fields.optionalNumber("width"), height = try fields.optionalNumber("height")
        guard (width == nil) == (height == nil) else { throw fields.error("give both \"width\" and \"height\", or neither") }
        var size: Size?
        if let width, let height {
            let candidate = Size(width: width, height: height)
            if let problem = Trace.sizeProblem(candidate) { throw fields.error(problem) }
            size = candidate
        }
        let rows = try fields.optionalInteger("rows")
        if let rows, rows < 1 { throw fields.error("\"rows\" must be at least 1") }
        let imageLatency = try fields.optionalNumber("imageLatency")
        if let imageLatency, !Trace.imageLatencyRange.contains(imageLatency) {
            throw fields.error("\"imageLatency\" must be between \(Int(Trace.imageLatencyRange.lowerBound)) and \(Int(Trace.imageLatencyRange.upperBound)) seconds")
        }
        return Trace.Header(screen: screen, size: size, rows: rows, imageLatency: imageLatency)
    }

    /// `{"t":…,"type":"end"}`: when the recording stopped, not before the last event.
    private static func parseEnd(_ fields: inout TraceFields, after last: Double) throws -> Double {
        let time = try fields.number("t")
        guard (0...maximumTime).contains(time) else {
            throw fields.error("\"t\" must be between 0 and \(Int(maximumTime)) seconds (got \(time))")
        }
        guard time >= last else { throw fields.error("time goes backwards (\(time) after \(last))") }
        return time
    }

    private static func parseEvent(_ fields: inout TraceFields) throws -> PointerEvent {
        let time = try fields.number("t")
        guard time >= 0 else { throw fields.error("\"t\" must not be negative") }
        guard time <= maximumTime else {
            throw fields.error("\"t\" must be at most \(Int(maximumTime)) seconds, the longest replay (got \(time))")
        }
        let type = try fields.string("type")
        switch type {
        case "touch":
            let phase = try fields.enumeration("phase", TouchPhase.self)
            return PointerEvent(time: time, kind: .touch(id: try fields.integer("id"), phase: phase, location: try fields.point()))
        case "mouse":
            let phase = try fields.enumeration("phase", MousePhase.self)
            let button = try fields.optionalInteger("button") ?? 1
            guard (1...5).contains(button) else {
                throw fields.error("\"button\" must be 1 (left), 2 (middle), 3 (right), 4 or 5 (side buttons); got \(button)")
            }
            return PointerEvent(time: time, kind: .mouse(phase: phase, location: try fields.point(), button: button))
        case "scroll":
            let delta = Point(x: try fields.number("dx"), y: try fields.number("dy"))
            let precise = try fields.optionalBool("precise") ?? false
            let location = try fields.optionalPoint() ?? Point(x: .nan, y: .nan)
            return PointerEvent(time: time, kind: .scroll(delta: delta, precise: precise, location: location))
        case "key":
            let phase = try fields.string("phase")
            guard phase == "down" || phase == "up" else { throw fields.error("\"phase\" must be one of down, up") }
            let key = try fields.string("key")
            guard let name = KeyNames.normalized(key) else {
                throw fields.error("unknown key \"\(key)\" (expected \(KeyNames.description))")
            }
            return PointerEvent(time: time, kind: .key(name: name, isDown: phase == "down"))
        case "resize":
            let size = Size(width: try fields.number("width"), height: try fields.number("height"))
            if let problem = Trace.sizeProblem(size) { throw fields.error(problem) }
            return PointerEvent(time: time, kind: .resize(size))
        case "focus":
            return PointerEvent(time: time, kind: .focusLost)
        case "touchDevice":
            return PointerEvent(time: time, kind: .touchDeviceRemoved)
        default:
            throw fields.error("unknown event type \"\(type)\" (expected touch, mouse, scroll, key, resize, focus, touchDevice or end)")
        }
    }
}
