import ScrollTrace
import Yams

/// Reads the YAML that `libinput record` writes (libinput's tools documentation, "libinput
/// record"): a top-level `version: 1` and `devices:` list, each with `node`, `evdev: {name, id,
/// codes, absinfo: {CODE: [MIN, MAX, FUZZ, FLAT, RESOLUTION]}, properties}`, `udev: {properties:
/// [KEY=VALUE…]}` and `events:`, a list of `- evdev: [[SECONDS, MICROSECONDS, TYPE, CODE,
/// VALUE], …]` frames (`- libinput:` entries, written with `--with-libinput`, are skipped).
///
/// The description (everything but the events) is YAML of a few kilobytes, parsed by Yams
/// (libyaml) once it is known to be small (`maximumHeaderSize`), shallow and without alias bombs
/// (`YAMLShape`), so libyaml's recursion and an alias's expansion stay bounded. The events —
/// all but a few kilobytes of a recording — are read a line at a time in the layout `libinput
/// record` writes them (`EventsBlock`), so memory stays flat however long the recording.
enum LibinputRecordParser {
    /// The longest description, in bytes: every line but the streamed events.
    static let maximumHeaderSize = 1 << 20
    /// The only version of the format there is (libinput 1.x writes `version: 1`).
    static let knownVersion = "1"

    /// A device as described, with its `events:` node when they were written in the description
    /// itself (`events: []`, or a flow list), and the column of its keys.
    struct DescribedDevice {
        var device: RecordedDevice
        var events: Node?
        var keyColumn: Int
    }

    /// The YAML of everything but the events blocks, each line with its number in the file.
    struct Header {
        let file: String
        private(set) var text = ""
        private var lineNumbers: [Int] = []
        private var shape = YAMLShape()

        init(file: String) { self.file = file }

        /// Adds one line of the description.
        mutating func append(_ line: String, number: Int) throws {
            func error(_ reason: String) -> TraceError { TraceError(file: file, line: number, reason: reason) }
            guard text.utf8.count + line.utf8.count < LibinputRecordParser.maximumHeaderSize else {
                throw error(
                    "the description (all but the events) is longer than \(LibinputRecordParser.maximumHeaderSize.grouped) bytes"
                )
            }
            if let problem = shape.scan(line) { throw error(problem) }
            text += line + "\n"
            lineNumbers.append(number)
        }

        /// The file's line of a line of `text` (1-based).
        func fileLine(_ headerLine: Int?) -> Int {
            guard let headerLine, !lineNumbers.isEmpty else { return lineNumbers.first ?? 1 }
            return lineNumbers[min(max(headerLine, 1), lineNumbers.count) - 1]
        }

        /// The devices described so far (the last one may still be read on).
        func devices() throws -> [DescribedDevice] {
            let root: Node?
            do {
                root = try Yams.compose(yaml: text, .basic)
            } catch let error as YamlError {
                throw LibinputRecordParser.error(error, file: file, line: fileLine)
            }
            let fail = { (node: Node?, reason: String) in
                TraceError(file: file, line: fileLine(node?.mark?.line), reason: reason)
            }
            guard let root, let top = try mapping(root, fail: fail) else {
                throw fail(root, "expected libinput record's YAML: a mapping with \"devices:\"")
            }
            if let version = value(top, "version"), version.scalar?.string != knownVersion {
                throw fail(
                    version,
                    "libinput record version \(quoted(version.scalar?.string ?? "a list or mapping")) is not one import knows (\(knownVersion))"
                )
            }
            guard let list = value(top, "devices") else {
                throw fail(root, "no \"devices:\" list (is this a `libinput record` file?)")
            }
            guard let entries = list.sequence else { throw fail(list, "\"devices:\" must be a list") }
            guard entries.count <= ImportLimits.maximumDevices else {
                throw fail(list, "more than \(ImportLimits.maximumDevices) devices in one recording")
            }
            return try entries.map { entry in
                var described = try device(entry, fail: fail)
                described.device.line = fileLine(described.device.line)
                return described
            }
        }
    }

    /// One `devices:` entry's description.
    private static func device(_ node: Node, fail: (Node?, String) -> TraceError) throws -> DescribedDevice {
        guard let entry = try mapping(node, fail: fail) else {
            throw fail(node, "a device must be a mapping with node, evdev and events")
        }
        guard let evdevNode = value(entry, "evdev"), let evdev = try mapping(evdevNode, fail: fail) else {
            throw fail(node, "the device has no \"evdev:\" description")
        }
        let name = value(evdev, "name")?.scalar?.string ?? ""
        guard name.count <= ImportLimits.maximumNameLength else {
            throw fail(
                value(evdev, "name"),
                "a device name longer than \(ImportLimits.maximumNameLength) characters (\(name.count))")
        }
        var device = RecordedDevice(name: name, node: value(entry, "node")?.scalar?.string, line: node.mark?.line ?? 1)
        if let codes = value(evdev, "codes") {
            guard let types = try mapping(codes, fail: fail) else {
                throw fail(codes, "\"codes:\" must map event types to lists of codes")
            }
            for (type, list) in types {
                device.codes[try integer(type, in: 0...ImportLimits.maximumEventType, fail: fail)] = Set(
                    try integers(list, in: 0...ImportLimits.maximumEventCode, fail: fail))
            }
        }
        if let absinfo = value(evdev, "absinfo") { device.axes = try axes(absinfo, fail: fail) }
        if let properties = value(evdev, "properties") {
            device.properties = Set(
                try integers(properties, in: 0...(ImportLimits.maximumBitmaskBytes * 8 - 1), fail: fail))
        }
        if let udevNode = value(entry, "udev"), let udev = try mapping(udevNode, fail: fail),
            let properties = value(udev, "properties")?.sequence
        {
            for property in properties {
                guard let text = property.scalar?.string, let equals = text.firstIndex(of: "=") else { continue }
                device.udev[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
        }
        return DescribedDevice(
            device: device, events: value(entry, "events"), keyColumn: (entry.first?.key.mark?.column ?? 1) - 1)
    }

    /// `absinfo: {CODE: [MIN, MAX, FUZZ, FLAT, RESOLUTION]}`.
    private static func axes(_ absinfo: Node, fail: (Node?, String) -> TraceError) throws -> [Int: AxisInfo] {
        guard let axes = try mapping(absinfo, fail: fail) else {
            throw fail(absinfo, "\"absinfo:\" must map axis codes to [min, max, fuzz, flat, resolution]")
        }
        var result: [Int: AxisInfo] = [:]
        for (code, info) in axes {
            let numbers = try integers(info, in: Int.min...Int.max, fail: fail)
            guard numbers.count == 5 else {
                throw fail(info, "an axis must be [min, max, fuzz, flat, resolution], got \(numbers.count) numbers")
            }
            let axisCode = try integer(code, in: 0...ImportLimits.maximumAxisCode, fail: fail)
            let axis = AxisInfo(minimum: numbers[0], maximum: numbers[1], resolution: numbers[4])
            if let problem = ImportLimits.problem(with: axis, code: axisCode) { throw fail(info, problem) }
            result[axisCode] = axis
        }
        return result
    }

    /// Events written in the description itself (`events: []`, a flow list): each `- evdev:`
    /// frame's `[SECONDS, MICROSECONDS, TYPE, CODE, VALUE]` in turn (other entries skipped).
    static func events(_ events: Node, header: Header, _ body: (EvdevEvent) throws -> Void) throws {
        let fail = { (node: Node?, reason: String) in
            TraceError(file: header.file, line: header.fileLine(node?.mark?.line), reason: reason)
        }
        guard let frames = events.sequence else {
            throw fail(events, "\"events:\" must be a list of `- evdev:` frames")
        }
        for frame in frames {
            guard frame.mapping != nil, let entry = try mapping(frame, fail: fail),
                let evdevFrame = value(entry, "evdev")
            else { continue }
            guard let list = evdevFrame.sequence else {
                throw fail(evdevFrame, "an evdev frame must be a list of [sec, usec, type, code, value]")
            }
            for item in list {
                let line = header.fileLine(item.mark?.line)
                try body(
                    try event(try integers(item, in: Int.min...Int.max, fail: fail), line: line, file: header.file))
            }
        }
    }

    /// `[SECONDS, MICROSECONDS, TYPE, CODE, VALUE]`, read from either layout.
    static func event(_ numbers: [Int], line: Int, file: String) throws -> EvdevEvent {
        func error(_ reason: String) -> TraceError { TraceError(file: file, line: line, reason: reason) }
        guard numbers.count == 5 else {
            throw error("an event must be [sec, usec, type, code, value], got \(numbers.count) numbers")
        }
        guard (0..<Int(ImportLimits.secondsBound)).contains(numbers[0]), (0..<1_000_000).contains(numbers[1]) else {
            throw error(
                "the time must be whole seconds (below 2^40) and 0…999999 microseconds, got \(numbers[0]) s \(numbers[1]) µs"
            )
        }
        if let problem = ImportLimits.problem(type: numbers[2], code: numbers[3], value: numbers[4]) {
            throw error(problem)
        }
        return EvdevEvent(
            microseconds: Int64(numbers[0]) * 1_000_000 + Int64(numbers[1]), type: numbers[2], code: numbers[3],
            value: numbers[4],
            line: line)
    }

    /// `node`'s mapping, refusing a key given twice (YAML leaves the choice to the reader; a
    /// trace's JSON takes the last, so neither is safe to guess).
    static func mapping(_ node: Node, fail: (Node?, String) -> TraceError) throws -> Node.Mapping? {
        guard let mapping = node.mapping else { return nil }
        var seen = Set<String>()
        for key in mapping.keys {
            guard let name = key.scalar?.string else { continue }
            guard seen.insert(name).inserted else {
                throw fail(key, "the key \(quoted(name)) is given twice in one mapping")
            }
        }
        return mapping
    }

    static func value(_ mapping: Node.Mapping, _ key: String) -> Node? {
        mapping.first { $0.key.scalar?.string == key }?.value
    }

    private static func integer(
        _ node: Node, in range: ClosedRange<Int>, fail: (Node?, String) -> TraceError
    ) throws -> Int {
        guard let text = node.scalar?.string, let number = Int(text) else {
            throw fail(node, "expected a whole number, got \(quoted(node.scalar?.string ?? "a list or mapping"))")
        }
        guard range.contains(number) else {
            throw fail(node, "\(number) is outside \(range.lowerBound)…\(range.upperBound)")
        }
        return number
    }

    private static func integers(
        _ node: Node, in range: ClosedRange<Int>, fail: (Node?, String) -> TraceError
    ) throws -> [Int] {
        guard let list = node.sequence else { throw fail(node, "expected a list of whole numbers") }
        return try list.map { try integer($0, in: range, fail: fail) }
    }

    /// libyaml's error as `FILE:LINE: reason`, its line (1-based, of the description) mapped to the file's by `line`.
    static func error(_ error: YamlError, file: String, line: (Int?) -> Int) -> TraceError {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
            let .composer(context, problem, mark, _):
            let what = context.map { "\($0.text) (line \(line($0.mark.line))): " } ?? ""
            return TraceError(
                file: file, line: line(mark.line), reason: "not valid YAML: \(what)\(problem) (column \(mark.column))")
        case let .reader(problem, offset, _, _):
            return TraceError(
                file: file, line: nil,
                reason: "not readable as YAML: \(problem)" + (offset.map { " at byte \($0)" } ?? ""))
        default:
            return TraceError(file: file, line: nil, reason: "not valid YAML: \(escapingControlCharacters("\(error)"))")
        }
    }
}
