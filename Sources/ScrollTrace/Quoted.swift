/// `text` in double quotes for an error message, cut to `limit` characters (then "…" and its
/// full length) so that a huge value in a trace or on the command line does not flood the terminal.
/// Control characters (a NUL, an escape sequence) are written escaped, never raw to a terminal.
public func quoted(_ text: String, limit: Int = 80) -> String {
    guard text.count > limit else { return "\"\(escapingControlCharacters(text))\"" }
    return "\"\(escapingControlCharacters(String(text.prefix(limit))))…\" (\(text.count) characters)"
}

/// `text` with each control character (C0, DEL, C1) written as `\u{XX}`, so a message quoting
/// it writes no NUL or terminal escape sequence to standard error.
public func escapingControlCharacters(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
        if isControl(scalar) {
            result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        } else {
            result.unicodeScalars.append(scalar)
        }
    }
    return result
}

private func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
}
