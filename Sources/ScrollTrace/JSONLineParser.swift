/// A strict JSON (RFC 8259) parser for one trace line, working on its UTF-8 bytes.
///
/// Foundation's decoders cost about 7 µs a line, which made a million-event trace take most of a
/// minute before the first frame; this parser does a line in well under 1 µs. It accepts exactly
/// JSON: no comments, no trailing commas, no leading zeros, no bare control characters in strings.
struct JSONLineParser {
    /// Why the bytes are not one JSON value (the reader reports it as "not valid JSON").
    struct Failure: Error {
        /// The value nests deeper than `maximumDepth`: JSON, but more than any reader here takes.
        var isTooDeep = false
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    /// Parses `line` as one JSON value with nothing but whitespace around it.
    static func parse(_ line: UnsafeBufferPointer<UInt8>) throws -> RawJSON {
        var parser = JSONLineParser(bytes: line)
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == line.count else { throw Failure() }
        return value
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// A whole JSON document (a file of several lines): its value and where each member of its
    /// top-level object starts (byte offsets of their keys, the last of a repeated key), or the
    /// offset at which it stops being JSON — for messages that name a line.
    static func parseDocument(
        _ bytes: UnsafeBufferPointer<UInt8>
    ) -> Result<(RawJSON, keyOffsets: [String: Int]), DocumentFailure> {
        var parser = JSONLineParser(bytes: bytes)
        parser.keyOffsets = [:]
        do {
            let value = try parser.value(depth: 0)
            parser.skipWhitespace()
            guard parser.index == bytes.count else { throw Failure() }
            return .success((value, parser.keyOffsets ?? [:]))
        } catch {
            return .failure(
                DocumentFailure(
                    offset: min(parser.index, bytes.count), isTooDeep: (error as? Failure)?.isTooDeep ?? false))
        }
    }

    /// Where a document stops being JSON, in bytes from its start.
    struct DocumentFailure: Error {
        var offset: Int
        /// It nests deeper than `maximumDepth` there (else it stops being JSON there).
        var isTooDeep = false
    }

    /// Byte offsets of the top-level object's keys, when parsing a document (nil for a trace line).
    private var keyOffsets: [String: Int]?

    /// Deeper nesting than any trace needs is refused rather than risking the stack.
    static let maximumDepth = 64

    private mutating func value(depth: Int) throws -> RawJSON {
        guard depth < Self.maximumDepth else { throw Failure(isTooDeep: true) }
        skipWhitespace()
        guard index < bytes.count else { throw Failure() }
        switch bytes[index] {
        case UInt8(ascii: "{"): return .object(try object(depth: depth))
        case UInt8(ascii: "["): return .array(try array(depth: depth))
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        default: return .number(try number())
        }
    }

    private mutating func object(depth: Int) throws -> JSONObject {
        index += 1  // {
        var fields = JSONObject()
        skipWhitespace()
        if consume("}") { return fields }
        repeat {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw Failure() }
            let keyOffset = index
            let key = try string()
            if depth == 0, keyOffsets != nil { keyOffsets?[key] = keyOffset }
            skipWhitespace()
            guard consume(":") else { throw Failure() }
            fields.append(key, try value(depth: depth + 1))
            skipWhitespace()
        } while consume(",")
        guard consume("}") else { throw Failure() }
        return fields
    }

    private mutating func array(depth: Int) throws -> [RawJSON] {
        index += 1  // [
        var values: [RawJSON] = []
        skipWhitespace()
        if consume("]") { return values }
        repeat {
            values.append(try value(depth: depth + 1))
            skipWhitespace()
        } while consume(",")
        guard consume("]") else { throw Failure() }
        return values
    }

    private mutating func string() throws -> String {
        index += 1  // opening quote
        let start = index
        // Fast path: no escapes, so the bytes between the quotes are the string.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                defer { index += 1 }
                return try decodeUTF8(start..<index)
            }
            if byte == UInt8(ascii: "\\") { break }
            guard byte >= 0x20 else { throw Failure() }
            index += 1
        }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: try decodeUTF8(start..<index).unicodeScalars)
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                index += 1
                scalars.append(try escape())
            case ..<0x20:
                throw Failure()
            default:
                let runStart = index
                while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"),
                    bytes[index] >= 0x20
                {
                    index += 1
                }
                scalars.append(contentsOf: try decodeUTF8(runStart..<index).unicodeScalars)
            }
        }
        throw Failure()  // no closing quote
    }

    /// The character after a backslash (the backslash already consumed).
    private mutating func escape() throws -> Unicode.Scalar {
        guard index < bytes.count else { throw Failure() }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hexUnit()
            if UTF16.isLeadSurrogate(unit) {
                guard consume("\\"), consume("u") else { throw Failure() }
                let trail = try hexUnit()
                guard UTF16.isTrailSurrogate(trail) else { throw Failure() }
                let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(trail) - 0xDC00)
                guard let scalar = Unicode.Scalar(value) else { throw Failure() }
                return scalar
            }
            guard let scalar = Unicode.Scalar(unit) else { throw Failure() }  // a lone trail surrogate
            return scalar
        default: throw Failure()
        }
    }

    private mutating func hexUnit() throws -> UInt16 {
        guard index + 4 <= bytes.count else { throw Failure() }
        var unit: UInt16 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw Failure()
            }
            unit = unit << 4 | UInt16(digit)
            index += 1
        }
        return unit
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, converted by the standard library.
    private mutating func number() throws -> Double {
        let start = index
        _ = consume("-")
        guard index < bytes.count else { throw Failure() }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            guard digits() > 0 else { throw Failure() }
        }
        if consume(".") { guard digits() > 0 else { throw Failure() } }
        if consume("e") || consume("E") {
            if !consume("+") { _ = consume("-") }
            guard digits() > 0 else { throw Failure() }
        }
        // The grammar above admits ASCII digits and signs only, so decoding cannot fail.
        guard let value = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
        else {
            throw Failure()
        }
        return value
    }

    private mutating func digits() -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - start
    }

    private mutating func literal(_ word: StaticString) throws {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw Failure() }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { throw Failure() }
        index += count
    }

    private mutating func consume(_ character: Unicode.Scalar) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(character.value) else { return false }
        index += 1
        return true
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    /// The bytes in `range` as a string; invalid UTF-8 is refused, not repaired.
    private func decodeUTF8(_ range: Range<Int>) throws -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[range])
        if slice.allSatisfy({ $0 < 0x80 }) { return String(decoding: slice, as: UTF8.self) }  // ASCII: valid as is
        guard let string = String(validating: slice, as: UTF8.self) else { throw Failure() }
        return string
    }
}
