import ScrollTrace

/// Reads an evemu recording (`evemu-record`, or `evemu-describe` followed by its events): `N:`
/// the name, `I:` bus, vendor, product, version, `P:` the property bits, `B:` the event code
/// bits per type, `A: CODE MIN MAX FUZZ FLAT [RESOLUTION]`, and `E: SECONDS.MICROSECONDS TYPE
/// CODE VALUE` (type and codes in hexadecimal, values in decimal). `#` starts a comment. A file
/// with several `N:` lines holds several devices, each followed by its own events.
public enum EvemuParser {
    /// Parses `text`; every problem is a `TraceError` naming `file` and the line.
    public static func parse(_ text: String, file: String) throws -> DeviceRecording {
        var reading = Reading()
        var number = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let trimmed = line.trimmingCharacters(in: " \t\r")
            guard !trimmed.isEmpty else { continue }
            let lineNumber = number
            func error(_ reason: String) -> TraceError { TraceError(file: file, line: lineNumber, reason: reason) }
            guard trimmed.count >= 2, trimmed.dropFirst().first == ":" else {
                throw error("expected an evemu line (N:, I:, P:, B:, A: or E:), got \(quoted(String(trimmed)))")
            }
            try reading.read(trimmed, line: number, error: error)
        }
        return try recording(of: reading.devices, file: file)
    }

    /// The devices read, refusing events that came without any description.
    private static func recording(of devices: [RecordedDevice], file: String) throws -> DeviceRecording {
        for device in devices where device.name.isEmpty && device.axes.isEmpty && device.codes.isEmpty && !device.events.isEmpty {
            throw TraceError(
                file: file, line: device.events[0].line,
                reason:
                    "events without a device description (N: and A: lines); put the device's evemu-describe output first (cat DEVICE.desc DEVICE.events > RECORDING.evemu)"
            )
        }
        return DeviceRecording(file: file, devices: devices.filter { !$0.name.isEmpty || !$0.axes.isEmpty })
    }

    /// The devices read so far, line by line; the last one is the one being described.
    private struct Reading {
        var devices: [RecordedDevice] = []
        /// Per event type, bytes of `B:` read so far for the current device.
        var bitOffsets: [Int: Int] = [:]
        /// Bytes of `P:` read so far for the current device.
        var propertyOffset = 0
        /// Whether the current device has had an `E:` line (a further `N:` starts a new device).
        var sawEvents = false

        /// Reads one line, `TAG: FIELDS…` (comment and blanks removed).
        mutating func read(_ trimmed: String, line number: Int, error: (String) -> TraceError) throws {
            let tag = trimmed.first!
            let fields = trimmed.dropFirst(2).split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            if tag == "N" { return name(trimmed.dropFirst(2).trimmingCharacters(in: " \t"), line: number) }
            if devices.isEmpty { devices.append(RecordedDevice(name: "", line: number)) }
            switch tag {
            case "I", "L", "S":
                return
            case "P":
                let bytes = try Self.hexBytes(fields, after: "P:", error: error)
                Self.setBits(bytes, from: propertyOffset) { devices[devices.count - 1].properties.insert($0) }
                propertyOffset += bytes.count
            case "B":
                guard let typeField = fields.first, let type = Int(typeField, radix: 16) else {
                    throw error("expected B: TYPE BYTES… in hexadecimal")
                }
                let bytes = try Self.hexBytes(Array(fields.dropFirst()), after: "B: \(typeField)", error: error)
                Self.setBits(bytes, from: bitOffsets[type, default: 0]) { devices[devices.count - 1].codes[type, default: []].insert($0) }
                bitOffsets[type, default: 0] += bytes.count
            case "A":
                try axis(fields, line: trimmed, error: error)
            case "E":
                sawEvents = true
                devices[devices.count - 1].events.append(try EvemuParser.event(fields, line: number, error: error))
            default:
                throw error("unknown evemu line \"\(tag):\" (expected N:, I:, P:, B:, A: or E:)")
            }
        }

        /// `N: NAME`: names the device being described, or starts the next one.
        private mutating func name(_ name: String, line: Int) {
            if devices.isEmpty || sawEvents || devices[devices.count - 1].name != "" {
                devices.append(RecordedDevice(name: "", line: line))
                bitOffsets = [:]
                propertyOffset = 0
                sawEvents = false
            }
            devices[devices.count - 1].name = name
        }

        /// `A: CODE MIN MAX FUZZ FLAT [RESOLUTION]`.
        private mutating func axis(_ fields: [String], line: String, error: (String) -> TraceError) throws {
            let values = fields.dropFirst().compactMap { Int($0) }
            guard (5...6).contains(fields.count), let code = Int(fields[0], radix: 16), values.count == fields.count - 1 else {
                throw error("expected A: CODE MIN MAX FUZZ FLAT [RESOLUTION] (code in hexadecimal), got \(quoted(line))")
            }
            devices[devices.count - 1].axes[code] = AxisInfo(
                minimum: values[0], maximum: values[1], resolution: values.count > 4 ? values[4] : 0)
            devices[devices.count - 1].codes[EvdevCode.absolute, default: []].insert(code)
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

    /// `E: SECONDS.MICROSECONDS TYPE CODE VALUE`.
    private static func event(_ fields: [String], line: Int, error: (String) -> TraceError) throws -> EvdevEvent {
        let form = "expected E: SECONDS.MICROSECONDS TYPE CODE VALUE (type and code in hexadecimal)"
        guard fields.count == 4, let type = Int(fields[1], radix: 16), let code = Int(fields[2], radix: 16), let value = Int(fields[3])
        else {
            throw error("\(form), got \(quoted("E: " + fields.joined(separator: " ")))")
        }
        guard let microseconds = kernelMicroseconds(fields[0]) else {
            throw error("the time \(quoted(fields[0])) is not SECONDS.MICROSECONDS (up to 6 digits after the point)")
        }
        return EvdevEvent(microseconds: microseconds, type: type, code: code, value: value, line: line)
    }

    /// `1357751027.090934` → 1357751027090934 µs, exactly (no floating point on the way).
    static func kernelMicroseconds(_ text: String) -> Int64? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let seconds = Int64(parts[0]), seconds >= 0, seconds < 1 << 40 else { return nil }
        guard parts.count == 2 else { return seconds * 1_000_000 }
        let fraction = parts[1]
        guard (1...6).contains(fraction.count), fraction.allSatisfy(\.isASCII), let digits = Int64(fraction) else { return nil }
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
