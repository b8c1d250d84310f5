/// A flat JSON object keyed by `PhysicsSettings.Parameter.key`: a missing key keeps its default,
/// an unknown key or a value out of range is an error naming it. Encoding writes every key.
extension PhysicsSettings: Codable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        self.init()
        for key in container.allKeys {
            guard let parameter = Self.parameter(key: key.stringValue) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container,
                    debugDescription: "unknown setting \"\(key.stringValue)\" (expected \(Self.keyList))")
            }
            self[keyPath: parameter.keyPath] = try container.decode(Double.self, forKey: key)
        }
        if let problem = problems().first {
            throw DecodingError.dataCorruptedError(
                forKey: Key(stringValue: problem.key), in: container, debugDescription: problem.reason)
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for parameter in Self.parameters {
            try container.encode(self[keyPath: parameter.keyPath], forKey: Key(stringValue: parameter.key))
        }
    }

    /// The keys, comma-separated, for messages.
    public static var keyList: String { parameters.map(\.key).joined(separator: ", ") }
}
