/// Measures text and breaks it into lines that fit a width, for labels and for panels that must
/// show everything they say (the F1 help, the gesture overlay) rather than cut it with "…".
/// Widths are the advances of the font file the renderer draws with (`FontMetrics`), so a line
/// is as wide as measured, give or take the pixel rounding of the renderer's hinting (see
/// `drawingAllowance(forWidth:)`). Without a readable font file, widths fall back to an estimate
/// above DejaVu Sans's average character (0.6 em, 0.66 em bold).
public enum TextWrap {
    /// Estimated advance of one character, in ems (bold is wider), when no font file can be read.
    static let regularAdvance = 0.6, boldAdvance = 0.66

    /// The width of `text` in `font`, in points: its characters' advances in the font file.
    public static func width(_ text: some StringProtocol, font: Font) -> Double {
        guard let metrics = FontMetrics.of(font) else {
            return Double(text.count) * font.size * (font.isBold ? boldAdvance : regularAdvance)
        }
        return metrics.width(of: text) * font.size
    }

    /// The points a line measured to fit `width` may still overflow it once drawn: the renderer's
    /// hinting rounds every glyph's advance to whole pixels (FreeType, through SDL_ttf), which
    /// adds up to about 1 % of a 17 pt line at scale 2 and 4 % of an 11 pt line at scale 1
    /// (measured with TTF_SizeUTF8 against the font's own advances, DejaVu Sans). A drawn line's
    /// box is this much wider, so the renderer does not cut a line the label measured to fit.
    public static func drawingAllowance(forWidth width: Double) -> Double { width * 0.05 + 2 }

    /// `text` broken at spaces into lines no wider than `width` points in `font`; a word longer
    /// than a line is broken where it must be. The first line keeps `text`'s leading spaces;
    /// lines after it start with `continuation`.
    public static func lines(_ text: String, width: Double, font: Font, continuation: String = "") -> [String] {
        let space = self.width(" ", font: font), continuationWidth = self.width(continuation, font: font)
        let indent = String(text.prefix { $0 == " " })
        var lines: [String] = [], line = indent, lineWidth = self.width(indent, font: font), hasWords = false
        for word in text.dropFirst(indent.count).split(separator: " ") {
            let wordWidth = self.width(word, font: font)
            if hasWords, lineWidth + space + wordWidth <= width {
                line += " " + word
                lineWidth += space + wordWidth
                continue
            }
            if hasWords {
                lines.append(line)
                (line, lineWidth) = (continuation, continuationWidth)
            }
            var rest = Substring(word), restWidth = wordWidth
            while !rest.isEmpty, lineWidth + restWidth > width {  // a line narrower than nothing takes no empty rest
                let take = max(1, fittingCount(rest, width: width - lineWidth, font: font))
                lines.append(line + rest.prefix(take))
                rest = rest.dropFirst(take)
                (line, lineWidth, restWidth) = (continuation, continuationWidth, self.width(rest, font: font))
            }
            line += rest
            lineWidth += restWidth
            hasWords = true
        }
        lines.append(line)
        return lines
    }

    /// How many of `text`'s first characters fit in `width` points.
    static func fittingCount(_ text: Substring, width: Double, font: Font) -> Int {
        var used = 0.0, count = 0
        for character in text {
            used += self.width(String(character), font: font)
            guard used <= width else { break }
            count += 1
        }
        return count
    }

    /// `line` unchanged when it fits `width` points in `font`, else as many of its characters as
    /// fit before an ellipsis, "…" (UIKit's `.byTruncatingTail`).
    public static func truncated(_ line: String, width: Double, font: Font) -> String {
        guard self.width(line, font: font) > width else { return line }
        let characters = fittingCount(Substring(line), width: width - self.width("…", font: font), font: font)
        return String(line.prefix(characters)) + "…"
    }
}
