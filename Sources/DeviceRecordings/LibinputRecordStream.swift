import ScrollTrace

/// What a line of YAML's description does to its nesting and aliases, checked before libyaml
/// sees it: libyaml composes by recursion (10,000 nested `[` overflow the stack), and an alias
/// expands to its whole anchor each time it is read (20,000 aliases of 20,000 aliases are
/// 4 × 10⁸ nodes). `libinput record` writes neither deep nesting nor aliases.
struct YAMLShape {
    /// Deepest nesting of flow collections (`[`, `{`) and block entries on one line (`- - -`).
    static let maximumDepth = 64
    /// Most aliases (`*name`) in a recording.
    static let maximumAliases = 100

    private var flowDepth = 0
    private var aliases = 0

    /// Scans `line`; the problem with it, if any.
    mutating func scan(_ line: String) -> String? {
        var previous: Character = " "
        // A quote is taken to end with its line (libinput record's do): a quote missed at a line's
        // end then never hides the next line's brackets from the count.
        var quote: Character?
        var blockEntries = 0, leading = true, escaped = false
        for character in line {
            defer { previous = character }
            if let open = quote {
                if escaped {
                    escaped = false
                } else if open == "\"" && character == "\\" {
                    escaped = true
                } else if character == open {
                    quote = nil
                }
                continue
            }
            let startsToken = " \t[{,:-?".contains(previous)
            if leading, character == "-" || character == "?" { blockEntries += 1; continue }
            if character != " " && character != "\t" { leading = false }
            if character == "#" && (previous == " " || previous == "\t") { break }
            if startsToken && (character == "\"" || character == "'") { quote = character }
            if startsToken && (character == "[" || character == "{") { flowDepth += 1 }
            if flowDepth > 0 && (character == "]" || character == "}") { flowDepth -= 1 }
            if startsToken && character == "*" { aliases += 1 }
            if flowDepth + blockEntries > Self.maximumDepth {
                return "YAML nested more than \(Self.maximumDepth) deep (libinput record nests 5)"
            }
            if aliases > Self.maximumAliases {
                return "more than \(Self.maximumAliases) YAML aliases (libinput record writes none)"
            }
        }
        return blockEntries > Self.maximumDepth
            ? "YAML nested more than \(Self.maximumDepth) deep (libinput record nests 5)" : nil
    }
}

/// A device's `events:` list in the layout `libinput record` writes it, read a line at a time:
///
///     events:
///     - evdev:
///       - [  0,      0,   3,  57,   1234] # EV_ABS / ABS_MT_TRACKING_ID   1234
///       - [  0,      0,   0,   0,      0] # ------------ SYN_REPORT (0) ---------- +0ms
///     - libinput:
///         type: TOUCH_DOWN
///
/// Comments and blank lines are skipped, and so are entries other than `- evdev:` with the lines
/// indented under them. The list ends at the first line indented no deeper than `events:`
/// that is not one of its entries.
struct EventsBlock {
    let file: String
    /// The column of `events:`.
    let keyIndent: Int
    /// The column of its entries' `-`, once the first is read.
    private var itemIndent: Int?
    /// Whether the lines under the current entry are an `evdev:` frame's events.
    private var inEvdevFrame = false

    enum Outcome {
        case skipped
        case event(EvdevEvent)
        /// The line is not part of the list: the description goes on with it.
        case ended
    }

    init(file: String, keyIndent: Int) {
        self.file = file
        self.keyIndent = keyIndent
    }

    /// Whether `line` opens a device's events list (`events:` alone, at column `keyIndent`).
    static func opens(_ line: String) -> Int? {
        let indent = line.prefix(while: { $0 == " " }).count
        let rest = line.dropFirst(indent)
        guard rest.hasPrefix("events:") else { return nil }
        let after = rest.dropFirst("events:".count).drop(while: { $0 == " " })
        return after.isEmpty || after.hasPrefix("#") ? indent : nil
    }

    mutating func read(_ line: String, number: Int) throws -> Outcome {
        func error(_ reason: String) -> TraceError { TraceError(file: file, line: number, reason: reason) }
        let indent = line.prefix(while: { $0 == " " }).count
        let rest = line.dropFirst(indent)
        if rest.isEmpty || rest.hasPrefix("#") { return .skipped }
        let isEntry = rest.hasPrefix("- ") || rest == "-"
        if indent < keyIndent || (indent == keyIndent && !isEntry) { return .ended }
        let entryIndent = itemIndent ?? indent
        if indent == entryIndent && isEntry {
            itemIndent = entryIndent
            let content = rest.dropFirst(2).trimmingCharacters(in: " \t")
            guard let colon = content.firstIndex(of: ":"),
                content[content.index(after: colon)...].allSatisfy({ $0 == " " })
            else {
                throw error("expected a `- evdev:` or `- libinput:` entry of \"events:\", got \(quoted(String(rest)))")
            }
            inEvdevFrame = content[..<colon] == "evdev"
            return .skipped
        }
        guard indent > entryIndent else {
            throw error("expected a `- evdev:` or `- libinput:` entry of \"events:\", got \(quoted(String(rest)))")
        }
        guard inEvdevFrame else { return .skipped }
        return .event(try event(rest, line: number, error: error))
    }

    /// `- [SECONDS, MICROSECONDS, TYPE, CODE, VALUE]`, a comment after it.
    private func event(_ text: Substring, line: Int, error: (String) -> TraceError) throws -> EvdevEvent {
        let form =
            "expected an event `- [SECONDS, MICROSECONDS, TYPE, CODE, VALUE]`, one a line as libinput record writes them"
        guard text.hasPrefix("- ["), let close = text.firstIndex(of: "]") else {
            throw error("\(form), got \(quoted(String(text)))")
        }
        let after = text[text.index(after: close)...].drop(while: { $0 == " " })
        guard after.isEmpty || after.hasPrefix("#") else { throw error("\(form), got \(quoted(String(text)))") }
        let fields = text[text.index(text.startIndex, offsetBy: 3)..<close].split(
            separator: ",", omittingEmptySubsequences: false)
        let numbers = try fields.map { field -> Int in
            let trimmed = field.trimmingCharacters(in: " ")
            guard let number = Int(trimmed) else { throw error("expected a whole number, got \(quoted(trimmed))") }
            return number
        }
        return try LibinputRecordParser.event(numbers, line: line, file: file)
    }
}
