/// The key names of traces, as the window records them: lower-case, case-insensitive on input.
package enum KeyNames {
    /// The named keys, in the order error messages list them.
    package static let named = [
        "escape", "return", "space", "backspace", "tab", "left", "right", "up", "down",
        "pageup", "pagedown", "home", "end", "shift", "alt", "control",
        "f1", "f2", "f3", "f4", "f5", "f6", "f7", "f8", "f9", "f10", "f11", "f12",
    ]

    /// `name` as the app knows it (lower-case), or nil when it names no key: a named key, one
    /// printable ASCII character, or `key` and SDL's key code for any other key.
    package static func normalized(_ name: String) -> String? {
        let lower = name.lowercased()
        if named.contains(lower) { return lower }
        if lower.count == 1, let scalar = lower.unicodeScalars.first, (0x21...0x7E).contains(scalar.value) {
            return lower
        }
        if lower.hasPrefix("key"), lower.count > 3, lower.dropFirst(3).allSatisfy(\.isASCIIDigitLike) { return lower }
        return nil
    }

    /// What `normalized` accepts, for error messages.
    package static var description: String {
        named.joined(separator: ", ") + ", a single character, or keyN (SDL's key code N)"
    }
}

private extension Character {
    var isASCIIDigitLike: Bool { ("0"..."9").contains(self) }
}
