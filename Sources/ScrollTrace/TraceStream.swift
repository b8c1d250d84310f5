import OutputFiles

/// Where a replay's events come from, in time order.
public protocol TraceEventSource: AnyObject {
    /// The next event, or nil after the last one.
    func nextEvent() throws -> SessionEvent?
    /// When the recording stopped (its end marker), known once `nextEvent()` has returned nil.
    var end: Double? { get }
    /// Where the event `nextEvent()` returned last was read, for messages (`FILE:LINE`); nil for
    /// a trace in memory.
    var lastEventLocation: (file: String, line: Int)? { get }
}

extension TraceEventSource {
    public var lastEventLocation: (file: String, line: Int)? { nil }
}

/// A trace read one line at a time: memory does not grow with the trace, and a replay that
/// stops early reads no further than the first event after its end. Every problem is a
/// `TraceError` naming the file and line; events that make no sense where they are
/// (`TraceContinuity`) are dropped into `warnings`.
public final class TraceStream: TraceEventSource {
    /// The name used in errors: the path, or `stdin`.
    public let file: String
    public let header: Trace.Header
    public private(set) var end: Double?
    /// The first `storedWarnings` events dropped, each with its line (the rest are counted in
    /// `warningCount`, not kept, so memory does not grow with them).
    public private(set) var warnings: [TraceError] = []
    /// Every event dropped so far, with a warning or quietly (`TraceContinuity`).
    public private(set) var warningCount = 0

    /// How many warnings `warnings` keeps.
    public static let storedWarnings = 10

    /// The longest trace line, in bytes, its line ending not counted: 1 MiB. A trace line is
    /// about 80 bytes; a longer one is an error (`FILE:LINE`), found after reading at most this
    /// much of it, so memory stays bounded whatever the input (`/dev/zero` fails at once).
    public static let maximumLineLength = LineSource.maximumLineLength

    /// The most events (dropped ones included) one `t` may hold: 100,000. A real device reports
    /// a few events per instant — SDL stamps whole milliseconds, a recording microseconds, and
    /// a 1,000 Hz mouse with 20 fingers at 240 Hz gives about 6 a millisecond — so this is
    /// thousands of times what a recording holds. Past it the trace is an error: time that
    /// never advances (standard input repeating one line forever) would otherwise never end.
    public static let maximumEventsAtOneTime = 100_000

    /// `maximumEventsAtOneTime`, lowered by tests.
    var eventsAtOneTimeBound = TraceStream.maximumEventsAtOneTime
    private let lines: LineSource
    private var continuity = TraceContinuity()
    private var lastTime = 0.0
    private var lastEventLine: Int?

    public var lastEventLocation: (file: String, line: Int)? { lastEventLine.map { (file, $0) } }

    /// Event lines read at `lastTime`, dropped ones included.
    private var eventsAtLastTime = 0

    /// Opens the trace at `path` (`-` reads standard input) and reads its header.
    public convenience init(path: String) throws {
        if path == "-" {
            guard !StandardStreams.inputWasClosed, let lines = LineSource(standardInput: ()) else {
                throw TraceError(file: "stdin", line: nil, reason: "standard input is closed")
            }
            try self.init(lines: lines, file: "stdin")
        } else {
            guard let lines = LineSource(path: path) else {
                throw TraceError(
                    file: path, line: nil, reason: "cannot read the file (does it exist, and is it a file?)")
            }
            try self.init(lines: lines, file: path)
        }
    }

    /// Reads a trace held in `text`; `file` names it in errors.
    public convenience init(text: String, file: String) throws {
        try self.init(lines: LineSource(text: text), file: file)
    }

    private init(lines: LineSource, file: String) throws {
        self.lines = lines
        self.file = file
        var header: Trace.Header?
        while header == nil, let fields = try Self.nextFields(lines, file: file) {
            header = try TraceReader.parseHeader(fields)
        }
        guard let header else {
            throw TraceError(
                file: file, line: 1,
                reason:
                    "empty trace: expected a header like {\"trace\":1,\"screen\":\"list\",\"width\":390,\"height\":844}"
            )
        }
        self.header = header
    }

    public func nextEvent() throws -> SessionEvent? {
        while let fields = try Self.nextFields(lines, file: file) {
            if end != nil { throw fields.error("nothing may follow the \"end\" line") }
            if case .string(TraceEventType.end.rawValue)? = fields.object["type"] {
                end = try TraceReader.parseEnd(fields, after: lastTime)
                continue
            }
            let event = try TraceReader.parseEvent(fields)
            guard event.deliveredAt >= lastTime else {
                throw fields.error("time goes backwards (\(event.deliveredAt) after \(lastTime))")
            }
            if event.deliveredAt == lastTime {
                eventsAtLastTime += 1
                guard eventsAtLastTime <= eventsAtOneTimeBound else {
                    throw fields.error(
                        "more than \(eventsAtOneTimeBound.grouped) events at one time (t = \(event.deliveredAt)): time must advance"
                    )
                }
            } else {
                lastTime = event.deliveredAt
                eventsAtLastTime = 1
            }
            switch continuity.verdict(on: event) {
            case .keep:
                lastEventLine = fields.line
                return event
            case .drop(let problem):
                warningCount += 1
                if warnings.count < Self.storedWarnings { warnings.append(fields.error(problem)) }
            case .dropQuietly:
                warningCount += 1
            }
        }
        return nil
    }

    /// Reads the rest of the trace into memory.
    public func readAll() throws -> Trace {
        var events: [SessionEvent] = []
        while let event = try nextEvent() { events.append(event) }
        var trace = Trace(header: header, events: events, end: end)
        trace.warnings = warnings
        trace.warningCount = warningCount
        return trace
    }

    /// The next line that is not blank, parsed.
    private static func nextFields(_ lines: LineSource, file: String) throws -> TraceFields? {
        do {
            while let fields = try lines.nextLine({ bytes -> TraceFields? in
                guard bytes.contains(where: { !Self.isWhitespace($0) }) else { return nil }
                return try TraceReader.parseObject(bytes, file: file, line: lines.lineNumber)
            }) {
                if let fields { return fields }
            }
        } catch let error as LineSource.ReadError {
            throw TraceError(file: file, line: lines.lineNumber + 1, reason: "cannot read on: \(error.reason)")
        } catch is LineSource.LineTooLong {
            throw TraceError(
                file: file, line: lines.lineNumber + 1,
                reason: "line longer than 1 MiB (\(LineSource.maximumLineLength.grouped) bytes)")
        }
        return nil
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }
}

extension Trace {
    /// The events of a trace in memory, as a replay reads them.
    public final class Cursor: TraceEventSource {
        private let trace: Trace
        private var next = 0
        public var end: Double? { trace.end }

        public init(_ trace: Trace) { self.trace = trace }

        public func nextEvent() throws -> SessionEvent? {
            guard next < trace.events.count else { return nil }
            defer { next += 1 }
            return trace.events[next]
        }
    }
}
