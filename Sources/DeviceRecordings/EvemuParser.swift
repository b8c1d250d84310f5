import ScrollTrace

/// Reads an evemu recording (`evemu-record`, or `evemu-describe` followed by its events) one
/// line at a time, so memory holds the devices' descriptions and never their events: `N:` the
/// name, `I:` bus, vendor, product, version, `P:` the property bits, `B:` the event code bits per
/// type, `A: CODE MIN MAX FUZZ FLAT [RESOLUTION]`, and `E: SECONDS.MICROSECONDS TYPE CODE VALUE`
/// (type and codes in hexadecimal, values in decimal). `#` starts a comment. A file with several
/// `N:` lines holds several devices, each followed by its own events.
struct EvemuReader {
    let file: String
    /// The devices described so far; the last one is the one being read.
    private(set) var devices: [RecordedDevice] = []
    /// Per event type, bytes of `B:` read so far for the current device.
    private var bitOffsets: [Int: Int] = [:]
    /// Bytes of `P:` read so far for the current device.
    private var propertyOffset = 0
    /// Whether the current device has had an `E:` line (a further `N:` starts a new device).
    private var sawEvents = false

    init(file: String) { self.file = file }

    /// Reads one line; returns its event (of the last device), if it is an `E:` line.
    mutating func read(_ rawLine: String, number: Int) throws -> EvdevEvent? {
        let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let trimmed = line.trimmingCharacters(in: " \t\r")
        guard !trimmed.isEmpty else { return nil }
        let file = self.file
        func error(_ reason: String) -> TraceError { TraceError(file: file, line: number, reason: reason) }
        guard trimmed.count >= 2, trimmed.dropFirst().first == ":" else {
            throw error("expected an evemu line (N:, I:, P:, B:, A: or E:), got \(quoted(String(trimmed)))")
        }
        let tag = trimmed.first!
        let fields = trimmed.dropFirst(2).split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        if tag == "N" {
            try name(trimmed.dropFirst(2).trimmingCharacters(in: " \t"), line: number, error: error)
            return nil
        }
        if devices.isEmpty { devices.append(RecordedDevice(name: "", line: number)) }
        switch tag {
        case "I", "L", "S":
            return nil
        case "P":
            let bytes = try Self.hexBytes(fields, after: "P:", error: error)
            try Self.checkBitmask(propertyOffset + bytes.count, error: error)
            Self.setBits(bytes, from: propertyOffset) { devices[devices.count - 1].properties.insert($0) }
            propertyOffset += bytes.count
        case "B":
            try bits(fields, error: error)
        case "A":
            try axis(fields, line: trimmed, error: error)
        case "E":
            return try event(fields, line: number, error: error)
        default:
            throw error(
                "unknown evemu line \"\(escapingControlCharacters(String(tag))):\" (expected N:, I:, P:, B:, A: or E:)")
        }
        return nil
    }

    /// `N: NAME`: names the device being described, or starts the next one.
    private mutating func name(_ name: String, line: Int, error: (String) -> TraceError) throws {
        guard name.count <= ImportLimits.maximumNameLength else {
            throw error("a device name longer than \(ImportLimits.maximumNameLength) characters (\(name.count))")
        }
        if devices.isEmpty || sawEvents || devices[devices.count - 1].name != "" {
            guard devices.count < ImportLimits.maximumDevices else {
                throw error("more than \(ImportLimits.maximumDevices) devices in one recording")
            }
            devices.append(RecordedDevice(name: "", line: line))
            bitOffsets = [:]
            propertyOffset = 0
            sawEvents = false
        }
        devices[devices.count - 1].name = name
    }

    /// `E: …`, once the device it belongs to has a description.
    private mutating func event(_ fields: [String], line: Int, error: (String) -> TraceError) throws -> EvdevEvent {
        let device = devices[devices.count - 1]
        if !sawEvents && device.name.isEmpty && device.axes.isEmpty && device.codes.isEmpty {
            throw error(
                "events without a device description (N: and A: lines); put the device's evemu-describe output first (cat DEVICE.desc DEVICE.events > RECORDING.evemu)"
            )
        }
        sawEvents = true
        return try EvemuParser.event(fields, line: line, error: error)
    }

    /// `B: TYPE BYTES…`.
    private mutating func bits(_ fields: [String], error: (String) -> TraceError) throws {
        guard let typeField = fields.first, let type = Int(typeField, radix: 16),
            (0...ImportLimits.maximumEventType).contains(type)
        else {
            throw error("expected B: TYPE BYTES… in hexadecimal (TYPE 0…1f)")
        }
        let bytes = try Self.hexBytes(Array(fields.dropFirst()), after: "B: \(typeField)", error: error)
        try Self.checkBitmask(bitOffsets[type, default: 0] + bytes.count, error: error)
        Self.setBits(bytes, from: bitOffsets[type, default: 0]) {
            devices[devices.count - 1].codes[type, default: []].insert($0)
        }
        bitOffsets[type, default: 0] += bytes.count
    }

    /// `A: CODE MIN MAX FUZZ FLAT [RESOLUTION]`.
    private mutating func axis(_ fields: [String], line: String, error: (String) -> TraceError) throws {
        let values = fields.dropFirst().compactMap { Int($0) }
        guard (5...6).contains(fields.count), let code = Int(fields[0], radix: 16), values.count == fields.count - 1
        else {
            throw error("expected A: CODE MIN MAX FUZZ FLAT [RESOLUTION] (code in hexadecimal), got \(quoted(line))")
        }
        guard (0...ImportLimits.maximumAxisCode).contains(code) else {
            throw error("axis code \(fields[0]) is not one the kernel has (0…3f)")
        }
        let axis = AxisInfo(minimum: values[0], maximum: values[1], resolution: values.count > 4 ? values[4] : 0)
        if let problem = ImportLimits.problem(with: axis, code: code) { throw error(problem) }
        devices[devices.count - 1].axes[code] = axis
        devices[devices.count - 1].codes[EvdevCode.absolute, default: []].insert(code)
    }

    private static func checkBitmask(_ bytes: Int, error: (String) -> TraceError) throws {
        guard bytes <= ImportLimits.maximumBitmaskBytes else {
            throw error(
                "more bits than the kernel has codes (at most \(ImportLimits.maximumBitmaskBytes) bytes a type)")
        }
    }

    /// The bytes of a `P:` or `B:` line, each two hexadecimal digits.
    private static func hexBytes(_ fields: [String], after tag: String, error: (String) -> TraceError) throws -> [Int] {
        try fields.map { field -> Int in
            guard let byte = Int(field, radix: 16), (0...255).contains(byte) else {
                throw error("expected hexadecimal bytes after \(tag), got \(quoted(field))")
            }
            return byte
        }
    }

    /// Calls `set` with the number of every bit set in `bytes`, which start at byte `offset`.
    private static func setBits(_ bytes: [Int], from offset: Int, _ set: (Int) -> Void) {
        for (index, byte) in bytes.enumerated() {
            for bit in 0..<8 where byte & (1 << bit) != 0 { set((offset + index) * 8 + bit) }
        }
    }
}

/// The numbers of evemu's lines.
enum EvemuParser {
    /// `E: SECONDS.MICROSECONDS TYPE CODE VALUE`.
    static func event(_ fields: [String], line: Int, error: (String) -> TraceError) throws -> EvdevEvent {
        let form = "expected E: SECONDS.MICROSECONDS TYPE CODE VALUE (type and code in hexadecimal)"
        guard fields.count == 4, let type = Int(fields[1], radix: 16), let code = Int(fields[2], radix: 16),
            let value = Int(fields[3])
        else {
            throw error("\(form), got \(quoted("E: " + fields.joined(separator: " ")))")
        }
        guard let microseconds = kernelMicroseconds(fields[0]) else {
            throw error("the time \(quoted(fields[0])) is not SECONDS.MICROSECONDS (up to 6 digits after the point)")
        }
        if let problem = ImportLimits.problem(type: type, code: code, value: value) { throw error(problem) }
        return EvdevEvent(microseconds: microseconds, type: type, code: code, value: value, line: line)
    }

    /// `1357751027.090934` → 1357751027090934 µs, exactly (no floating point on the way).
    static func kernelMicroseconds(_ text: String) -> Int64? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let seconds = Int64(parts[0]), seconds >= 0,
            seconds < ImportLimits.secondsBound
        else {
            return nil
        }
        guard parts.count == 2 else { return seconds * 1_000_000 }
        let fraction = parts[1]
        guard (1...6).contains(fraction.count), fraction.allSatisfy(\.isASCII), let digits = Int64(fraction) else {
            return nil
        }
        var scale: Int64 = 1
        for _ in fraction.count..<6 { scale *= 10 }
        return seconds * 1_000_000 + digits * scale
    }
}

extension Substring {
    func trimmingCharacters(in set: String) -> String {
        var slice = self[...]
        while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}
