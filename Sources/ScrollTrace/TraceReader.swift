import Foundation
import Geometry
import Gestures

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
                "\"stampResolution\" must be between 0 and \(Trace.stampResolutionRange.upperBound) seconds (got \(stampResolution))")
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
        var event = SessionEvent(deliveredAt: time, kind: try parseKind(fields))
        if let stamp = try fields.optionalNumber("stamp") {
            guard stamp >= 0, stamp <= event.deliveredAt else {
                throw fields.error("\"stamp\" (when the event happened) must be between 0 and \"t\" (when it was delivered), got \(stamp)")
            }
            event.stamp = stamp
        }
        return event
    }

    /// The line's kind, by its `type` (`TraceEventType`): each type's fields.
    private static func parseKind(_ fields: TraceFields) throws -> SessionEvent.Kind {
        let name = try fields.string("type")
        guard let type = TraceEventType(rawValue: name), type != .end else {
            throw fields.error("unknown event type \(quoted(name)) (expected \(TraceEventType.expectedList))")
        }
        switch type {
        case .touch:
            let phase = try fields.enumeration("phase", TouchPhase.self)
            return .touch(id: try fields.integer("id"), phase: phase, location: try fields.point())
        case .mouse: return .pointer(try mouseKind(fields))
        case .scroll: return .pointer(try scrollKind(fields))
        case .key: return try keyKind(fields)
        case .text: return try textKind(fields)
        case .resize:
            let size = Size(width: try fields.number("width"), height: try fields.number("height"))
            if let problem = Trace.sizeProblem(size) { throw fields.error(problem) }
            return .resize(size)
        case .focus: return .focusLost
        case .touchDevice: return .touchDeviceRemoved
        case .physics:
            guard let settings = try fields.optionalPhysics("settings") else { throw fields.error("missing \"settings\"") }
            return .physics(PhysicsChange(settings: settings, view: try fields.optionalString("view")))
        case .end: preconditionFailure("the end line is read by TraceStream")
        }
    }

    /// `"type":"mouse"`: its phase, position and button (1 when left out).
    private static func mouseKind(_ fields: TraceFields) throws -> PointerEvent.Kind {
        let phase = try fields.enumeration("phase", MousePhase.self)
        let button = try fields.optionalInteger("button") ?? 1
        guard (1...5).contains(button) else {
            throw fields.error("\"button\" must be 1 (left), 2 (middle), 3 (right), 4 or 5 (side buttons); got \(button)")
        }
        return .mouse(phase: phase, location: try fields.point(), button: button)
    }

    /// `"type":"scroll"`: a delta (wheel or precise), or with `"phase":"ended"` the fingers' lift.
    private static func scrollKind(_ fields: TraceFields) throws -> PointerEvent.Kind {
        if let phase = try fields.optionalString("phase") {
            guard phase == "ended" else { throw fields.error("\"phase\" of a scroll must be ended (the fingers lifted), or left out") }
            return .scrollEnded(location: try fields.optionalPoint() ?? Point(x: .nan, y: .nan))
        }
        let delta = Point(x: try fields.number("dx"), y: try fields.number("dy"))
        let precise = try fields.optionalBool("precise") ?? false
        let location = try fields.optionalPoint() ?? Point(x: .nan, y: .nan)
        return .scroll(delta: delta, precise: precise, location: location)
    }

    /// `"type":"text"`: text typed (`phase` `commit`, the default) or an input method's composition
    /// (`editing`, with its `cursor` in characters); at most `TextInput.maximumLength` characters.
    private static func textKind(_ fields: TraceFields) throws -> SessionEvent.Kind {
        let text = try fields.string("text")
        let phase =
            try fields.optionalString("phase").map { name in
                guard let phase = TextInput.Phase(rawValue: name) else {
                    throw fields.error("\"phase\" of text must be commit or editing; got \(quoted(name))")
                }
                return phase
            } ?? .commit
        let cursor = try fields.optionalInteger("cursor") ?? 0
        guard text.count <= TextInput.maximumLength else {
            throw fields.error("\"text\" must be at most \(TextInput.maximumLength) characters; got \(text.count)")
        }
        guard (0...text.count).contains(cursor) else {
            throw fields.error("\"cursor\" must be 0…\(text.count), within the text; got \(cursor)")
        }
        return .text(TextInput(text, phase: phase, cursor: cursor))
    }

    /// `"type":"key"`: a known key's name, down or up.
    private static func keyKind(_ fields: TraceFields) throws -> SessionEvent.Kind {
        let phase = try fields.string("phase")
        guard phase == "down" || phase == "up" else { throw fields.error("\"phase\" must be one of down, up") }
        let key = try fields.string("key")
        guard let name = KeyNames.normalized(key) else {
            throw fields.error("unknown key \(quoted(key)) (expected \(KeyNames.description))")
        }
        return .key(name: name, isDown: phase == "down")
    }
}
