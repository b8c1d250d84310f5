import Foundation
import Geometry

/// Any JSON value, decoded strictly (a number is never taken for a boolean).
enum RawJSON: Decodable {
    case number(Double), string(String), bool(Bool), array([RawJSON]), object([String: RawJSON]), null

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([RawJSON].self) { self = .array(value) }
        else { self = .object(try container.decode([String: RawJSON].self)) }
    }
}

/// Typed access to one trace line's fields, producing `FILE:LINE: reason` errors.
struct TraceFields {
    let file: String
    let line: Int
    let object: [String: RawJSON]

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

    func integer(_ key: String) throws -> Int {
        guard let value = try optionalInteger(key) else { throw error("missing \"\(key)\"") }
        return value
    }

    func optionalInteger(_ key: String) throws -> Int? {
        guard let value = try optionalNumber(key) else { return nil }
        guard value == value.rounded(), abs(value) < 1e9 else { throw error("\"\(key)\" must be a whole number") }
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

    func optionalBool(_ key: String) throws -> Bool? {
        switch object[key] {
        case nil, .null?: return nil
        case .bool(let value)?: return value
        default: throw error("\"\(key)\" must be true or false")
        }
    }

    func enumeration<E: RawRepresentable & CaseIterable>(_ key: String, _ type: E.Type) throws -> E where E.RawValue == String {
        let raw = try string(key)
        guard let value = E(rawValue: raw) else {
            throw error("\"\(key)\" must be one of \(E.allCases.map(\.rawValue).joined(separator: ", ")) (got \"\(raw)\")")
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
