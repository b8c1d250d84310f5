import Geometry
import Gestures

/// The `type` of a trace's event line, the one list the reader, the writer and the reader's
/// error text share, with each type's fields (ScrollTrace.docc/TraceFormat.md). Adding an event
/// type: a case here and its fields below, its `SessionEvent.Kind`, and what the app does with
/// it (`Application.handle`).
public enum TraceEventType: String, CaseIterable, Sendable {
    case touch, mouse, scroll, key, text, resize, focus, touchDevice, physics
    /// The last line of a recording: when it stopped (not an event).
    case end

    /// The names, as an error lists them: "touch, mouse, … or end".
    static var expectedList: String {
        let names = allCases.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }
}

// Each type's fields, read and written side by side.
extension TraceEventType {
    /// The kind of an event line, by its `type`, from that type's fields (`TraceReader`).
    static func kind(of fields: TraceFields) throws -> SessionEvent.Kind {
        let name = try fields.string("type")
        guard let type = Self(rawValue: name), type != .end else {
            throw fields.error("unknown event type \(quoted(name)) (expected \(expectedList))")
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
            guard let settings = try fields.optionalPhysics("settings") else {
                throw fields.error("missing \"settings\"")
            }
            return .physics(PhysicsChange(settings: settings, view: try fields.optionalString("view")))
        case .end: preconditionFailure("the end line is read by TraceStream")
        }
    }

    /// `"type":"mouse"`: its phase, position and button (1 when left out).
    private static func mouseKind(_ fields: TraceFields) throws -> PointerEvent.Kind {
        let phase = try fields.enumeration("phase", MousePhase.self)
        let button = try fields.optionalInteger("button") ?? 1
        guard (1...5).contains(button) else {
            throw fields.error(
                "\"button\" must be 1 (left), 2 (middle), 3 (right), 4 or 5 (side buttons); got \(button)")
        }
        return .mouse(phase: phase, location: try fields.point(), button: button)
    }

    /// `"type":"scroll"`: a delta (wheel or precise), or with `"phase":"ended"` the fingers' lift.
    private static func scrollKind(_ fields: TraceFields) throws -> PointerEvent.Kind {
        if let phase = try fields.optionalString("phase") {
            guard phase == "ended" else {
                throw fields.error("\"phase\" of a scroll must be ended (the fingers lifted), or left out")
            }
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

    /// The fields of an event line after its `t` and `type`, in the order written (`TraceWriter`).
    static func fields(of kind: SessionEvent.Kind) -> [(String, JSONValue)] {
        var fields: [(String, JSONValue)] = []
        func point(_ p: Point) { fields += [("x", .number(p.x)), ("y", .number(p.y))] }
        switch kind {
        case .pointer(.touch(let id, let phase, let location)):
            fields += [("phase", .string(phase.rawValue)), ("id", .number(Double(id)))]
            point(location)
        case .pointer(.mouse(let phase, let location, let button)):
            fields.append(("phase", .string(phase.rawValue)))
            point(location)
            fields.append(("button", .number(Double(button))))
        case .pointer(.scroll(let delta, let precise, let location)):
            fields += [("dx", .number(delta.x)), ("dy", .number(delta.y)), ("precise", .bool(precise))]
            if location.isFinite { point(location) }
        case .pointer(.scrollEnded(let location)):
            fields.append(("phase", .string("ended")))
            if location.isFinite { point(location) }
        case .key(let name, let isDown):
            fields += [("key", .string(name)), ("phase", .string(isDown ? "down" : "up"))]
        case .text(let input):
            fields.append(("text", .string(input.text)))
            if input.phase == .editing {
                fields += [("phase", .string("editing")), ("cursor", .number(Double(input.cursor)))]
            }
        case .resize(let size):
            fields += [("width", .number(size.width)), ("height", .number(size.height))]
        case .focusLost:
            fields.append(("phase", .string("lost")))
        case .touchDeviceRemoved:
            fields.append(("phase", .string("removed")))
        case .physics(let change):
            if let view = change.view { fields.append(("view", .string(view))) }
            fields.append(("settings", PhysicsFile.changedValues(of: change.settings)))
        }
        return fields
    }
}
