import Foundation
import Geometry
import ScrollPhysics

/// Any JSON value, as `JSONLineParser` reads it (a number is never taken for a boolean).
enum RawJSON {
    case number(Double), string(String), bool(Bool), array([RawJSON]), object(JSONObject), null
}

/// A JSON object's members in the order written. Trace lines hold a handful of members, which a
/// linear search finds faster than hashing; a repeated key's last value wins, as in most parsers.
struct JSONObject {
    private var keys: [String] = []
    private var values: [RawJSON] = []

    /// An empty object with room for a trace line's members (one allocation, not four).
    init() {
        keys.reserveCapacity(8)
        values.reserveCapacity(8)
    }

    subscript(key: String) -> RawJSON? {
        keys.lastIndex(of: key).map { values[$0] }
    }

    /// The members in the order written.
    var members: Zip2Sequence<[String], [RawJSON]> { zip(keys, values) }

    mutating func append(_ key: String, _ value: RawJSON) {
        keys.append(key)
        values.append(value)
    }

    /// Each key once, in the order written, with its last value (as `subscript` reads it).
    var lastMembers: [(key: String, value: RawJSON)] {
        keys.indices.filter { !keys[($0 + 1)...].contains(keys[$0]) }.map { (keys[$0], values[$0]) }
    }
}

/// Typed access to one trace line's fields, producing `FILE:LINE: reason` errors.
struct TraceFields {
    let file: String
    let line: Int
    let object: JSONObject

    func error(_ reason: String) -> TraceError { TraceError(file: file, line: line, reason: reason) }

    func number(_ key: String) throws -> Double {
        guard let value = try optionalNumber(key) else { throw error("missing \"\(key)\"") }
        return value
    }

    func optionalNumber(_ key: String) throws -> Double? {
        switch object[key] {
        case nil, .null?: return nil
        case .number(let value)?:
            guard value.isFinite else { throw error("\"\(key)\" must be a finite number") }
            return value
        default: throw error("\"\(key)\" must be a number")
        }
    }

    /// Four finite numbers from 0 to 10,000 (points), top, left, bottom, right, or nil when absent.
    func optionalInsets(_ key: String) throws -> EdgeInsets? {
        switch object[key] {
        case nil, .null?: return nil
        case .array(let items)?:
            let numbers = items.compactMap { item -> Double? in if case .number(let value) = item { value } else { nil }
            }
            guard items.count == 4, numbers.count == 4, numbers.allSatisfy({ $0.isFinite && (0...10_000).contains($0) })
            else { break }
            return EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
        default: break
        }
        throw error("\"\(key)\" must be [top, left, bottom, right], four numbers from 0 to 10000 points")
    }

    /// Whole numbers a field takes unless it says otherwise.
    static let integerRange = -999_999_999...999_999_999

    func integer(_ key: String, in range: ClosedRange<Int> = integerRange) throws -> Int {
        guard let value = try optionalInteger(key, in: range) else { throw error("missing \"\(key)\"") }
        return value
    }

    /// The whole number at `key`, if any: a fraction is "not a whole number", a whole number
    /// outside `range` (`1e9` included) is out of range, with the range.
    func optionalInteger(_ key: String, in range: ClosedRange<Int> = integerRange) throws -> Int? {
        guard let value = try optionalNumber(key) else { return nil }
        guard value == value.rounded() else { throw error("\"\(key)\" must be a whole number") }
        guard value >= Double(range.lowerBound), value <= Double(range.upperBound) else {
            throw error(
                "\"\(key)\" \(value.formattedSide) is out of range \(range.lowerBound.grouped)…\(range.upperBound.grouped)"
            )
        }
        return Int(value)
    }

    func string(_ key: String) throws -> String {
        guard let value = try optionalString(key) else { throw error("missing \"\(key)\"") }
        return value
    }

    func optionalString(_ key: String) throws -> String? {
        switch object[key] {
        case nil, .null?: return nil
        case .string(let value)?: return value
        default: throw error("\"\(key)\" must be a string")
        }
    }

    /// The `PhysicsSettings` in the object at `key` (`PhysicsFile`), if any.
    func optionalPhysics(_ key: String) throws -> PhysicsSettings? {
        switch object[key] {
        case nil, .null?: return nil
        case .object(let members)?:
            return try PhysicsFile.settings(from: members) { _, reason in error("\"\(key)\": \(reason)") }
        default: throw error("\"\(key)\" must be an object of settings like {\"decelerationRate\":0.994}")
        }
    }

    func optionalBool(_ key: String) throws -> Bool? {
        switch object[key] {
        case nil, .null?: return nil
        case .bool(let value)?: return value
        default: throw error("\"\(key)\" must be true or false")
        }
    }

    func enumeration<E: RawRepresentable & CaseIterable>(_ key: String, _ type: E.Type) throws -> E
    where E.RawValue == String {
        let raw = try string(key)
        guard let value = E(rawValue: raw) else {
            throw error(
                "\"\(key)\" must be one of \(E.allCases.map(\.rawValue).joined(separator: ", ")) (got \(quoted(raw)))")
        }
        return value
    }

    /// The required `x`, `y` pair, in points.
    func point() throws -> Point { Point(x: try number("x"), y: try number("y")) }

    /// The `x`, `y` pair if either is present.
    func optionalPoint() throws -> Point? {
        object["x"] == nil && object["y"] == nil ? nil : try point()
    }
}
