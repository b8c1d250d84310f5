import ScrollTrace

/// Reads an evemu recording (`evemu-record`, or `evemu-describe` followed by its events): `N:`
/// the name, `I:` bus, vendor, product, version, `P:` the property bits, `B:` the event code
/// bits per type, `A: CODE MIN MAX FUZZ FLAT [RESOLUTION]`, and `E: SECONDS.MICROSECONDS TYPE
/// CODE VALUE` (type and codes in hexadecimal, values in decimal). `#` starts a comment. A file
/// with several `N:` lines holds several devices, each followed by its own events.
public enum EvemuParser {
    /// Parses `text`; every problem is a `TraceError` naming `file` and the line.
    public static func parse(_ text: String, file: String) throws -> DeviceRecording {
        var devices: [RecordedDevice] = []
        var bitOffsets: [Int: Int] = [:]  // per event type, bytes of `B:` read so far
        var propertyOffset = 0
        var sawEvents = false
        var number = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let trimmed = line.trimmingCharacters(in: " \t\r")
            guard !trimmed.isEmpty else { continue }
            func error(_ reason: String) -> TraceError { TraceError(file: file, line: number, reason: reason) }
            guard trimmed.count >= 2, trimmed.dropFirst().first == ":" else {
                throw error("expected an evemu line (N:, I:, P:, B:, A: or E:), got \(quoted(String(trimmed)))")
            }
            let tag = trimmed.first!
            let fields = trimmed.dropFirst(2).split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            if tag == "N" {
                if devices.isEmpty || sawEvents || devices[devices.count - 1].name != "" {
                    devices.append(RecordedDevice(name: "", line: number))
                    bitOffsets = [:]
                    propertyOffset = 0
                    sawEvents = false
                }
                devices[devices.count - 1].name = trimmed.dropFirst(2).trimmingCharacters(in: " \t")
                continue
            }
            if devices.isEmpty { devices.append(RecordedDevice(name: "", line: number)) }
            switch tag {
            case "I", "L", "S":
                continue
            case "P":
                let bytes = try fields.map { field -> Int in
                    guard let byte = Int(field, radix: 16), (0...255).contains(byte) else {
                        throw error("expected hexadecimal bytes after P:, got \(quoted(field))")
                    }
                    return byte
                }
                for (index, byte) in bytes.enumerated() {
                    for bit in 0..<8 where byte & (1 << bit) != 0 {
                        devices[devices.count - 1].properties.insert((propertyOffset + index) * 8 + bit)
                    }
                }
                propertyOffset += bytes.count
            case "B":
                guard let typeField = fields.first, let type = Int(typeField, radix: 16) else {
                    throw error("expected B: TYPE BYTES… in hexadecimal")
                }
                let bytes = try fields.dropFirst().map { field -> Int in
                    guard let byte = Int(field, radix: 16), (0...255).contains(byte) else {
                        throw error("expected hexadecimal bytes after B: \(typeField), got \(quoted(field))")
                    }
                    return byte
                }
                let offset = bitOffsets[type, default: 0]
                for (index, byte) in bytes.enumerated() {
                    for bit in 0..<8 where byte & (1 << bit) != 0 {
                        devices[devices.count - 1].codes[type, default: []].insert((offset + index) * 8 + bit)
                    }
                }
                bitOffsets[type] = offset + bytes.count
            case "A":
                let values = fields.dropFirst().compactMap { Int($0) }
                guard (5...6).contains(fields.count), let code = Int(fields[0], radix: 16), values.count == fields.count - 1 else {
                    throw error("expected A: CODE MIN MAX FUZZ FLAT [RESOLUTION] (code in hexadecimal), got \(quoted(String(trimmed)))")
                }
                devices[devices.count - 1].axes[code] = AxisInfo(
                    minimum: values[0], maximum: values[1], resolution: values.count > 4 ? values[4] : 0)
                devices[devices.count - 1].codes[EvdevCode.absolute, default: []].insert(code)
            case "E":
                sawEvents = true
                devices[devices.count - 1].events.append(try event(fields, line: number, error: error))
            default:
                throw error("unknown evemu line \"\(tag):\" (expected N:, I:, P:, B:, A: or E:)")
            }
        }
        for device in devices where device.name.isEmpty && device.axes.isEmpty && device.codes.isEmpty && !device.events.isEmpty {
            throw TraceError(
                file: file, line: device.events[0].line,
                reason:
                    "events without a device description (N: and A: lines); put the device's evemu-describe output first (cat DEVICE.desc DEVICE.events > RECORDING.evemu)"
            )
        }
        return DeviceRecording(file: file, devices: devices.filter { !$0.name.isEmpty || !$0.axes.isEmpty })
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
