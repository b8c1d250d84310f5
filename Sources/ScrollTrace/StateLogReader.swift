import Geometry

/// The state log read back, typed (ScrollTrace.docc/TheStateLog.md): what tests and tools compare
/// instead of picking at `[String: Any]`. `StateLog` writes these lines; this reads them.
extension StateLog {
    /// One line of the log.
    public enum Entry: Equatable, Sendable {
        case frame(Frame)
        case callback(Callback)
    }

    /// A `frame` line: the state after one frame.
    public struct Frame: Equatable, Sendable {
        public var frame: Int
        public var t: Double
        /// The logged scroll views in the order logged, by id (`ViewController.loggedScrollViews`).
        public var scrollViews: [(id: String, state: ScrollViewState)]
        /// The navigation stack's depth and the back transition's progress (0 at rest).
        public var depth: Int
        public var progress: Double
        /// The screen's own fields (`StateLogFields`), by name.
        public var fields: [String: JSONValue]

        /// The scroll view logged as `id`.
        public subscript(id: String) -> ScrollViewState? { scrollViews.first { $0.id == id }?.state }

        public static func == (a: Frame, b: Frame) -> Bool {
            a.frame == b.frame && a.t == b.t && a.depth == b.depth && a.progress == b.progress && a.fields == b.fields
                && a.scrollViews.map(\.id) == b.scrollViews.map(\.id)
                && a.scrollViews.map(\.state) == b.scrollViews.map(\.state)
        }
    }

    /// One scroll view's logged state (`StateLog.state(of:)`).
    public struct ScrollViewState: Equatable, Sendable {
        public var offset: Point
        public var contentSize: Size
        public var size: Size
        public var inset: EdgeInsets
        public var tracking: Bool
        public var dragging: Bool
        public var decelerating: Bool
        /// Present on a scroll view that can zoom or is zoomed.
        public var zoomScale: Double?
    }

    /// A `callback` line: one delegate call during a frame.
    public struct Callback: Equatable, Sendable {
        public var frame: Int
        public var t: Double
        public var view: String
        /// The delegate method's name (`willEndDragging`, …).
        public var name: String
        /// `willEndDragging`'s velocity (points per second) and target offset.
        public var velocity: Point?
        public var target: Point?
        /// `didEndDragging`'s flag.
        public var willDecelerate: Bool?
        /// `didEndZooming`'s scale.
        public var scale: Double?
    }

    /// Reads a whole log; `file` names it in errors (`FILE:LINE: reason`, as traces' errors do).
    public static func read(_ text: String, file: String = "log") throws -> [Entry] {
        var entries: [Entry] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !line.allSatisfy(\.isWhitespace) {
            entries.append(try entry(String(line), file: file, line: index + 1))
        }
        return entries
    }

    /// Reads one line of a log (line `line` of `file`, for errors).
    public static func entry(_ text: String, file: String = "log", line: Int = 1) throws -> Entry {
        var text = text
        let fields = try text.withUTF8 { try TraceReader.parseObject($0, file: file, line: line) }
        if let name = try fields.optionalString("callback") {
            return .callback(try callback(fields, name: name))
        }
        return .frame(try frame(fields))
    }

    private static func frame(_ fields: TraceFields) throws -> Frame {
        guard case .object(let views)? = fields.object["scrollViews"] else {
            throw fields.error("missing \"scrollViews\"")
        }
        let navigation = try fields.nested("navigation")
        let known: Set = ["frame", "t", "scrollViews", "navigation"]
        return Frame(
            frame: try fields.integer("frame"), t: try fields.number("t"),
            scrollViews: try views.members.map { id, value in (id, try scrollViewState(fields.nested(id, value))) },
            depth: try navigation.integer("depth"), progress: try navigation.number("progress"),
            fields: Dictionary(
                fields.object.members.filter { !known.contains($0.0) }.map { ($0, JSONValue($1)) },
                uniquingKeysWith: { $1 }))
    }

    private static func scrollViewState(_ fields: TraceFields) throws -> ScrollViewState {
        let inset = try fields.numbers("inset", count: 4)
        return ScrollViewState(
            offset: try fields.pair("offset"), contentSize: Size(try fields.pair("contentSize")),
            size: Size(try fields.pair("size")),
            inset: EdgeInsets(top: inset[0], left: inset[1], bottom: inset[2], right: inset[3]),
            tracking: try fields.optionalBool("tracking") ?? false,
            dragging: try fields.optionalBool("dragging") ?? false,
            decelerating: try fields.optionalBool("decelerating") ?? false,
            zoomScale: try fields.optionalNumber("zoomScale"))
    }

    private static func callback(_ fields: TraceFields, name: String) throws -> Callback {
        Callback(
            frame: try fields.integer("frame"), t: try fields.number("t"), view: try fields.string("view"), name: name,
            velocity: try fields.optionalPair("velocity"), target: try fields.optionalPair("target"),
            willDecelerate: try fields.optionalBool("willDecelerate"), scale: try fields.optionalNumber("scale"))
    }
}

extension StateLog.Entry {
    /// The frame line, if this is one.
    public var frame: StateLog.Frame? { if case .frame(let frame) = self { frame } else { nil } }
    /// The callback line, if this is one.
    public var callback: StateLog.Callback? { if case .callback(let callback) = self { callback } else { nil } }
}

private extension Size {
    init(_ pair: Point) { self.init(width: pair.x, height: pair.y) }
}

private extension TraceFields {
    /// The object at `key`, as fields of the same line.
    func nested(_ key: String, _ value: RawJSON? = nil) throws -> TraceFields {
        guard case .object(let object)? = value ?? self.object[key] else { throw error("\"\(key)\" must be an object") }
        return TraceFields(file: file, line: line, object: object)
    }

    /// The array of `count` finite numbers at `key`.
    func numbers(_ key: String, count: Int) throws -> [Double] {
        guard case .array(let items)? = object[key], items.count == count else {
            throw error("\"\(key)\" must be an array of \(count) numbers")
        }
        return try items.map { item in
            guard case .number(let value) = item, value.isFinite else {
                throw error("\"\(key)\" must hold finite numbers")
            }
            return value
        }
    }

    func pair(_ key: String) throws -> Point {
        let values = try numbers(key, count: 2)
        return Point(x: values[0], y: values[1])
    }

    func optionalPair(_ key: String) throws -> Point? { object[key] == nil ? nil : try pair(key) }
}

private extension JSONValue {
    init(_ raw: RawJSON) {
        switch raw {
        case .number(let value): self = .number(value)
        case .string(let value): self = .string(value)
        case .bool(let value): self = .bool(value)
        case .array(let items): self = .array(items.map(JSONValue.init))
        case .object(let object): self = .object(object.members.map { ($0, JSONValue($1)) })
        case .null: self = .null
        }
    }
}
