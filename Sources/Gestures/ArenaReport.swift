/// What happened in one touch sequence, for `GestureArena.explain()` and the gesture overlay:
/// who competed, who waited on whom and why, who won, why the others failed.
public struct ArenaReport: Sendable, CustomStringConvertible {
    /// One "waits for" edge that held a recognizer back.
    public struct Wait: Sendable, Equatable {
        /// The recognizer that waited (its `label`).
        public var waiter: String
        /// The recognizer it waited for.
        public var on: String
        /// Which relation made it wait, e.g. "require(toFail:)".
        public var reason: String
        /// When the wait started, in seconds.
        public var time: Double
    }

    /// A recognizer that failed and why.
    public struct Failure: Sendable, Equatable {
        public var recognizer: String
        public var reason: String
        /// When, in seconds.
        public var time: Double
    }

    /// 1 for the first sequence the arena saw, then 2, …
    public var sequence: Int
    /// When the first touch went down, in seconds.
    public var startTime: Double
    /// When the sequence was over (all touches up, all recognizers decided), in seconds.
    public var endTime: Double?
    /// The touches, e.g. "touch 1 on list".
    public var touches: [String] = []
    /// Every recognizer that received a touch, in order of joining (hit view up to the root).
    public var competitors: [String] = []
    /// Every wait, in order.
    public var waits: [Wait] = []
    /// The recognizers that began or were recognized, in order.
    public var winners: [String] = []
    /// The recognizers that failed, in order.
    public var failures: [Failure] = []
    /// Problems reported during the sequence (cycles, illegal transitions).
    public var errors: [GestureError] = []
    /// Time-stamped lines: touches going down and up, state changes, waits.
    public var timeline: [String] = []

    /// The most entries each list above keeps: a sequence lasts while any finger is down, which
    /// may be an hour, so later entries are counted in `omittedEntries` instead of kept.
    public static let maximumEntries = 1000
    /// Entries not kept because their list was full.
    public var omittedEntries = 0

    /// Appends `entry` to the list at `list` unless it holds `maximumEntries` already.
    mutating func append<Entry>(_ entry: Entry, to list: WritableKeyPath<ArenaReport, [Entry]>) {
        guard self[keyPath: list].count < Self.maximumEntries else {
            omittedEntries += 1
            return
        }
        self[keyPath: list].append(entry)
    }

    public init(sequence: Int, startTime: Double) {
        self.sequence = sequence
        self.startTime = startTime
    }

    /// A multi-line explanation in plain text.
    public var description: String {
        let end = endTime.map { "–\($0.formatted3)" } ?? ", in progress"
        var lines = ["Touch sequence #\(sequence) (t \(startTime.formatted3)\(end))"]
        lines.append("Touches: " + (touches.isEmpty ? "none" : touches.joined(separator: "; ")))
        lines.append("Competitors: " + (competitors.isEmpty ? "none" : competitors.joined(separator: ", ")))
        if !waits.isEmpty {
            lines.append("Waits:")
            lines += waits.map { "  \($0.waiter) waited for \($0.on) [\($0.reason)] from \($0.time.formatted3)" }
        }
        lines.append("Winner: " + (winners.isEmpty ? "none" : winners.joined(separator: ", then ")))
        if !failures.isEmpty {
            lines.append("Failed:")
            lines += failures.map { "  \($0.recognizer) at \($0.time.formatted3): \($0.reason)" }
        }
        if !errors.isEmpty {
            lines.append("Errors:")
            lines += errors.map { "  \($0)" }
        }
        lines.append("Timeline:")
        lines += timeline.map { "  \($0)" }
        if omittedEntries > 0 {
            lines.append("(\(omittedEntries) later entries not kept: a list holds at most \(Self.maximumEntries))")
        }
        return lines.joined(separator: "\n")
    }
}
