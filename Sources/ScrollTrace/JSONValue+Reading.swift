/// Reading a `JSONValue` back (a screen's own fields in `StateLog.Frame.fields`):
/// `frame.fields["pages"]?["current"]?.number`.
extension JSONValue {
    /// The member `key` of an object; nil for a missing key or a value that is not an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.0 == key }?.1
    }

    /// The number, if this is one.
    public var number: Double? { if case .number(let value) = self { value } else { nil } }

    /// The Boolean, if this is one.
    public var bool: Bool? { if case .bool(let value) = self { value } else { nil } }

    /// The string, if this is one.
    public var string: String? { if case .string(let value) = self { value } else { nil } }

    /// The elements, if this is an array.
    public var array: [JSONValue]? { if case .array(let values) = self { values } else { nil } }

    /// The members in order, if this is an object.
    public var members: [(String, JSONValue)]? { if case .object(let members) = self { members } else { nil } }
}
