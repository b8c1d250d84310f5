/// Breaks text into lines that fit a width, for panels that must show everything they say (the
/// F1 help, the gesture overlay) rather than cut it with "…". Core code has no fonts, so widths
/// are estimated from the font size with a per-character width above DejaVu Sans's average
/// (about 0.55 em): a line estimated to fit does fit.
public enum TextWrap {
    /// Estimated advance of one character, in ems (bold is wider).
    static let regularAdvance = 0.6, boldAdvance = 0.66

    /// The estimated width of `text` in `font`, in points.
    public static func estimatedWidth(_ text: String, font: Font) -> Double {
        Double(text.count) * font.size * (font.weight == .bold ? boldAdvance : regularAdvance)
    }

    /// `text` broken at spaces into lines no wider than `width` points in `font`; a word longer
    /// than a line is broken where it must be. Lines after the first start with `continuation`.
    public static func lines(_ text: String, width: Double, font: Font, continuation: String = "") -> [String] {
        let perLine = max(1, Int(width / (font.size * (font.weight == .bold ? boldAdvance : regularAdvance))))
        var lines: [String] = [], line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = line.isEmpty ? word : line + " " + word
            if candidate.count <= perLine || line.isEmpty && word.count <= perLine {
                line = candidate
                continue
            }
            if !line.isEmpty {
                lines.append(line)
                line = continuation
            }
            var rest = Substring(word)
            while line.count + rest.count > perLine {
                let take = max(1, perLine - line.count)
                lines.append(line + rest.prefix(take))
                rest = rest.dropFirst(take)
                line = continuation
            }
            line += rest
        }
        lines.append(line)
        return lines
    }
}
