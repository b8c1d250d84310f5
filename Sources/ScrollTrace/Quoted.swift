/// `text` in double quotes for an error message, cut to `limit` characters (then "…" and its
/// full length) so that a huge value in a trace or on the command line does not flood the terminal.
public func quoted(_ text: String, limit: Int = 80) -> String {
    guard text.count > limit else { return "\"\(text)\"" }
    return "\"\(text.prefix(limit))…\" (\(text.count) characters)"
}
