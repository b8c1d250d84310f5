import ScrollTrace
import Yams

/// Reads the YAML that `libinput record` writes (libinput's tools documentation, "libinput
/// record"): a top-level `devices:` list, each with `node`, `evdev: {name, id, codes, absinfo:
/// {CODE: [MIN, MAX, FUZZ, FLAT, RESOLUTION]}, properties}`, `udev: {properties: [KEY=VALUE…]}`
/// and `events:`, a list of `- evdev: [[SECONDS, MICROSECONDS, TYPE, CODE, VALUE], …]` frames
/// (`- libinput:` entries, written with `--with-libinput`, are skipped). The YAML is parsed by
/// Yams (libyaml); its errors keep their line.
public enum LibinputRecordParser {
    /// Parses `text`; every problem is a `TraceError` naming `file` and the line.
    public static func parse(_ text: String, file: String) throws -> DeviceRecording {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text, .basic)
        } catch let error as YamlError {
            throw Self.error(error, file: file)
        }
        func fail(_ node: Node?, _ reason: String) -> TraceError {
            TraceError(file: file, line: node?.mark?.line ?? 1, reason: reason)
        }
        guard let root, let top = root.mapping else { throw fail(root, "expected libinput record's YAML: a mapping with \"devices:\"") }
        guard let list = value(top, "devices") else { throw fail(root, "no \"devices:\" list (is this a `libinput record` file?)") }
        guard let entries = list.sequence else { throw fail(list, "\"devices:\" must be a list") }
        return DeviceRecording(file: file, devices: try entries.map { try device($0, fail: fail) })
    }

    /// One `devices:` entry: its description, then its events.
    private static func device(_ node: Node, fail: (Node?, String) -> TraceError) throws -> RecordedDevice {
        guard let entry = node.mapping else { throw fail(node, "a device must be a mapping with node, evdev and events") }
        guard let evdev = value(entry, "evdev")?.mapping else { throw fail(node, "the device has no \"evdev:\" description") }
        let name = value(evdev, "name")?.scalar?.string ?? ""
        var device = RecordedDevice(name: name, node: value(entry, "node")?.scalar?.string, line: node.mark?.line ?? 1)
        if let codes = value(evdev, "codes") {
            guard let types = codes.mapping else { throw fail(codes, "\"codes:\" must map event types to lists of codes") }
            for (type, list) in types {
                let typeNumber = try integer(type, fail: fail)
                device.codes[typeNumber] = Set(try integers(list, fail: fail))
            }
        }
        if let absinfo = value(evdev, "absinfo") { device.axes = try axes(absinfo, fail: fail) }
        if let properties = value(evdev, "properties") { device.properties = Set(try integers(properties, fail: fail)) }
        if let udev = value(entry, "udev")?.mapping, let properties = value(udev, "properties")?.sequence {
            for property in properties {
                guard let text = property.scalar?.string, let equals = text.firstIndex(of: "=") else { continue }
                device.udev[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
        }
        if let events = value(entry, "events") { device.events = try self.events(events, fail: fail) }
        return device
    }

    /// `absinfo: {CODE: [MIN, MAX, FUZZ, FLAT, RESOLUTION]}`.
    private static func axes(_ absinfo: Node, fail: (Node?, String) -> TraceError) throws -> [Int: AxisInfo] {
        guard let axes = absinfo.mapping else {
            throw fail(absinfo, "\"absinfo:\" must map axis codes to [min, max, fuzz, flat, resolution]")
        }
        var result: [Int: AxisInfo] = [:]
        for (code, info) in axes {
            let numbers = try integers(info, fail: fail)
            guard numbers.count == 5 else {
                throw fail(info, "an axis must be [min, max, fuzz, flat, resolution], got \(numbers.count) numbers")
            }
            result[try integer(code, fail: fail)] = AxisInfo(minimum: numbers[0], maximum: numbers[1], resolution: numbers[4])
        }
        return result
    }

    /// `events:`, a list of `- evdev: [[SECONDS, MICROSECONDS, TYPE, CODE, VALUE], …]` frames
    /// (other entries, `- libinput:`, skipped).
    private static func events(_ events: Node, fail: (Node?, String) -> TraceError) throws -> [EvdevEvent] {
        guard let frames = events.sequence else { throw fail(events, "\"events:\" must be a list of `- evdev:` frames") }
        var result: [EvdevEvent] = []
        for frame in frames {
            guard let evdevFrame = frame.mapping.flatMap({ value($0, "evdev") }) else { continue }
            guard let list = evdevFrame.sequence else {
                throw fail(evdevFrame, "an evdev frame must be a list of [sec, usec, type, code, value]")
            }
            for item in list { result.append(try event(item, fail: fail)) }
        }
        return result
    }

    /// `[SECONDS, MICROSECONDS, TYPE, CODE, VALUE]`.
    private static func event(_ item: Node, fail: (Node?, String) -> TraceError) throws -> EvdevEvent {
        let numbers = try integers(item, fail: fail)
        guard numbers.count == 5 else {
            throw fail(item, "an event must be [sec, usec, type, code, value], got \(numbers.count) numbers")
        }
        guard numbers[0] >= 0, (0..<1_000_000).contains(numbers[1]) else {
            throw fail(item, "the time must be whole seconds and 0…999999 microseconds, got \(numbers[0]) s \(numbers[1]) µs")
        }
        return EvdevEvent(
            microseconds: Int64(numbers[0]) * 1_000_000 + Int64(numbers[1]),
            type: numbers[2], code: numbers[3], value: numbers[4], line: item.mark?.line ?? 1)
    }

    private static func value(_ mapping: Node.Mapping, _ key: String) -> Node? {
        mapping.first { $0.key.scalar?.string == key }?.value
    }

    private static func integer(_ node: Node, fail: (Node?, String) -> TraceError) throws -> Int {
        guard let text = node.scalar?.string, let number = Int(text) else {
            throw fail(node, "expected a whole number, got \(quoted(node.scalar?.string ?? "a list or mapping"))")
        }
        return number
    }

    private static func integers(_ node: Node, fail: (Node?, String) -> TraceError) throws -> [Int] {
        guard let list = node.sequence else { throw fail(node, "expected a list of whole numbers") }
        return try list.map { try integer($0, fail: fail) }
    }

    /// libyaml's error as `FILE:LINE: reason` (its line is 1-based).
    static func error(_ error: YamlError, file: String) -> TraceError {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
            let what = context.map { "\($0.text) (line \($0.mark.line)): " } ?? ""
            return TraceError(file: file, line: mark.line, reason: "not valid YAML: \(what)\(problem) (column \(mark.column))")
        case let .reader(problem, offset, _, _):
            return TraceError(file: file, line: nil, reason: "not readable as YAML: \(problem)" + (offset.map { " at byte \($0)" } ?? ""))
        default:
            return TraceError(file: file, line: nil, reason: "not valid YAML: \(error)")
        }
    }
}
