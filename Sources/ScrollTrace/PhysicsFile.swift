import Foundation
import ScrollPhysics

/// `PhysicsSettings` as JSON: a settings file (`run --physics FILE.json`, the panel's save), a
/// trace header's `"physics"` and a `physics` event's `"settings"` — one flat object keyed by
/// `PhysicsSettings.Parameter.key`, where a key left out keeps UIKit's value. Every problem is a
/// `TraceError` naming the file and the line: of the key at fault, or where the text stops being JSON.
public enum PhysicsFile {
    /// The largest settings file read, in bytes (a full one is under 1 KB).
    public static let maximumSize = 1 << 20

    /// Why a settings file could not be read at all (the only problem that is not in its bytes).
    public static let unreadable = "cannot read the file (does it exist, and is it a file?)"

    /// Reads the settings file at `path`. Every error but `unreadable` is about its contents: an
    /// empty file is not JSON, an oversized one is not a settings file.
    public static func read(path: String) throws -> PhysicsSettings {
        let data: Data
        do {
            guard let handle = FileHandle(forReadingAtPath: path) else { throw CocoaError(.fileReadNoSuchFile) }
            data = try handle.read(upToCount: maximumSize + 1) ?? Data()  // nil: nothing before the end
        } catch {
            throw TraceError(file: path, line: nil, reason: unreadable)
        }
        guard data.count <= maximumSize else {
            throw TraceError(
                file: path, line: 1, reason: "larger than \(maximumSize.grouped) bytes: not a settings file")
        }
        return try parse(data, file: path)
    }

    /// Parses the bytes of a settings file; `file` names it in errors.
    public static func parse(_ data: Data, file: String) throws -> PhysicsSettings {
        let parsed = data.withUnsafeBytes { raw in JSONLineParser.parseDocument(raw.bindMemory(to: UInt8.self)) }
        func line(at offset: Int) -> Int { 1 + data.prefix(offset).reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } }
        switch parsed {
        case .failure(let failure):
            let tooDeep = "nested too deeply (more than \(JSONLineParser.maximumDepth) levels): not a settings file"
            let reason = failure.isTooDeep ? tooDeep : "not valid JSON"
            throw TraceError(file: file, line: line(at: failure.offset), reason: reason)
        case .success((.object(let object), let keyOffsets)):
            return try settings(from: object) { key, reason in
                TraceError(file: file, line: key.flatMap { keyOffsets[$0] }.map(line(at:)) ?? 1, reason: reason)
            }
        case .success:
            throw TraceError(file: file, line: 1, reason: "expected a JSON object like {\"decelerationRate\":0.994}")
        }
    }

    /// The settings in `object`; `error` makes the error for a problem with `key` (nil: with the whole).
    static func settings(from object: JSONObject, error: (String?, String) -> TraceError) throws -> PhysicsSettings {
        var settings = PhysicsSettings.uiKit
        for (key, value) in object.lastMembers {
            guard let parameter = PhysicsSettings.parameter(key: key) else {
                throw error(key, "unknown setting \(quoted(key)) (expected \(PhysicsSettings.keyList))")
            }
            guard case .number(let number) = value, number.isFinite else {
                throw error(key, "\"\(key)\" must be a number in \(parameter.allowed)")
            }
            settings[keyPath: parameter.keyPath] = number
        }
        if let problem = settings.problems().first { throw error(problem.key, problem.reason) }
        return settings
    }

    /// The values of `settings` that are not UIKit's, as a JSON object (a trace header's or event's).
    public static func changedValues(of settings: PhysicsSettings) -> JSONValue {
        .object(settings.changedParameters.map { ($0.key, .number(settings[keyPath: $0.keyPath])) })
    }

    /// A settings file holding every value of `settings`, one a line, in the panel's order.
    public static func text(of settings: PhysicsSettings) -> String {
        let lines = PhysicsSettings.parameters.map { parameter in
            "  " + JSONValue.string(parameter.key).serialized + ": "
                + JSONValue.number(settings[keyPath: parameter.keyPath]).serialized
        }
        return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }
}
