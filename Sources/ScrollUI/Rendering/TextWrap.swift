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
    /// than a line is broken where it must be. The first line keeps `text`'s leading spaces;
    /// lines after it start with `continuation`.
    public static func lines(_ text: String, width: Double, font: Font, continuation: String = "") -> [String] {
        let perLine = max(1, Int(width / (font.size * (font.weight == .bold ? boldAdvance : regularAdvance))))
        let indent = String(text.prefix { $0 == " " })
        var lines: [String] = [], line = indent, hasWords = false
        for word in text.dropFirst(indent.count).split(separator: " ") {
            if hasWords, line.count + 1 + word.count <= perLine {
                line += " " + word
                continue
            }
            if hasWords {
                lines.append(line)
                line = continuation
            }
            var rest = word
            while line.count + rest.count > perLine {
                let take = max(1, perLine - line.count)
                lines.append(line + rest.prefix(take))
                rest = rest.dropFirst(take)
                line = continuation
            }
            line += rest
            hasWords = true
        }
        lines.append(line)
        return lines
    }

    /// `line` unchanged when it fits `width` points in `font`, else as many of its characters as
    /// fit before an ellipsis, "…" (UIKit's `.byTruncatingTail`).
    public static func truncated(_ line: String, width: Double, font: Font) -> String {
        guard lines(line, width: width, font: font).count > 1 else { return line }
        let ellipsis = estimatedWidth("…", font: font)
        let characters = max(Int((width - ellipsis) / estimatedWidth("m", font: font)), 0)
        return String(line.prefix(characters)) + "…"
    }
}
