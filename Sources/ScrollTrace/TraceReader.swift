import Foundation
import Geometry

/// Parses the JSON Lines trace format; every problem becomes a `TraceError` naming file and line.
public enum TraceReader {
    /// The latest event time a trace may hold, in seconds: the longest replay (`--until`'s bound).
    public static let maximumTime = 3600.0

    /// Reads and parses the whole trace at `path`; `-` reads standard input (named `stdin` in errors).
    public static func read(path: String) throws -> Trace {
        try TraceStream(path: path).readAll()
    }

    /// Parses trace text; `file` names the source in errors.
    public static func parse(_ text: String, file: String) throws -> Trace {
        try TraceStream(text: text, file: file).readAll()
    }

    /// One line's JSON object, or a `FILE:LINE` error.
    static func parseObject(_ line: UnsafeBufferPointer<UInt8>, file: String, line number: Int) throws -> TraceFields {
        let value: RawJSON
        do {
            value = try JSONLineParser.parse(line)
        } catch {
            throw TraceError(file: file, line: number, reason: "not valid JSON")
        }
        guard case .object(let object) = value else {
            throw TraceError(file: file, line: number, reason: "expected a JSON object")
        }
        return TraceFields(file: file, line: number, object: object)
    }

    static func parseHeader(_ fields: TraceFields) throws -> Trace.Header {
        guard fields.object["trace"] != nil else {
            throw fields.error("expected a header like {\"trace\":1,\"screen\":\"list\",\"width\":390,\"height\":844}")
        }
        let version = try fields.integer("trace")
        guard version == 1 else {
            throw fields.error("unsupported trace version \(version) (this build reads version 1)")
        }
        let screen = try fields.optionalString("screen")
        let width = try fields.optionalNumber("width"), height = try fields.optionalNumber("height")
        guard (width == nil) == (height == nil) else {
            throw fields.error("give both \"width\" and \"height\", or neither")
        }
        var size: Size?
        if let width, let height {
            let candidate = Size(width: width, height: height)
            if let problem = Trace.sizeProblem(candidate) { throw fields.error(problem) }
            size = candidate
        }
        let rows = try fields.optionalInteger("rows", in: 1...Trace.maximumRows)
        let imageLatency = try fields.optionalNumber("imageLatency")
        if let imageLatency, !Trace.imageLatencyRange.contains(imageLatency) {
            throw fields.error(
                "\"imageLatency\" must be between \(Int(Trace.imageLatencyRange.lowerBound)) and \(Int(Trace.imageLatencyRange.upperBound)) seconds"
            )
        }
        let stampResolution = try fields.optionalNumber("stampResolution")
        if let stampResolution, !Trace.stampResolutionRange.contains(stampResolution) {
            throw fields.error(
                "\"stampResolution\" must be between 0 and \(Trace.stampResolutionRange.upperBound) seconds (got \(stampResolution))"
            )
        }
        var header = Trace.Header(
            screen: screen, size: size, rows: rows, imageLatency: imageLatency,
            overlay: try fields.optionalBool("overlay"), hud: try fields.optionalBool("hud"),
            stampResolution: stampResolution, safeArea: try fields.optionalInsets("safeArea"),
            physics: try fields.optionalPhysics("physics"), tune: try fields.optionalBool("tune"))
        header.touches = try fields.optionalBool("touches")
        return header
    }

    /// `{"t":…,"type":"end"}`: when the recording stopped, not before the last event.
    static func parseEnd(_ fields: TraceFields, after last: Double) throws -> Double {
        let time = try fields.number("t")
        guard (0...maximumTime).contains(time) else {
            throw fields.error("\"t\" must be between 0 and \(Int(maximumTime)) seconds (got \(time))")
        }
        guard time >= last else { throw fields.error("time goes backwards (\(time) after \(last))") }
        return time
    }

    static func parseEvent(_ fields: TraceFields) throws -> SessionEvent {
        let time = try fields.number("t")
        guard time >= 0 else { throw fields.error("\"t\" must not be negative") }
        guard time <= maximumTime else {
            throw fields.error("\"t\" must be at most \(Int(maximumTime)) seconds, the longest replay (got \(time))")
        }
        var event = SessionEvent(deliveredAt: time, kind: try TraceEventType.kind(of: fields))
        if let stamp = try fields.optionalNumber("stamp") {
            guard stamp >= 0, stamp <= event.deliveredAt else {
                throw fields.error(
                    "\"stamp\" (when the event happened) must be between 0 and \"t\" (when it was delivered), got \(stamp)"
                )
            }
            event.stamp = stamp
        }
        return event
    }
}
