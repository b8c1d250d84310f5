import Geometry

/// Text drawn in the label's bounds (UIKit `UILabel`): one line cut with "…" by default, or
/// wrapped at spaces onto up to `numberOfLines` lines (0: as many as it needs), the last one
/// ending in "…" when the text goes on; `\n` starts a new line. Lines are placed by `alignment`,
/// `font.lineHeight + lineSpacing` apart, the block centred vertically in the bounds as UILabel
/// centres it; a label too short for its lines shows those that fit. `sizeThatFits(_:)` measures
/// the text at a width. Widths are the advances of the font file the renderer draws with
/// (`TextWrap.width(_:font:)`), so a line fills the label's width as it does on iOS.
public final class Label: View {
    public var text: String
    public var font: Font
    public var textColor: Color
    public var alignment: TextAlignment
    /// The most lines shown (UIKit `numberOfLines`): 1 by default, 0 for no limit.
    public var numberOfLines: Int
    /// Points added between two lines (NSParagraphStyle's `lineSpacing`), 0 by default.
    public var lineSpacing = 0.0

    public init(
        _ text: String, font: Font = .body, color: Color = .label,
        alignment: TextAlignment = .leading, numberOfLines: Int = 1, name: String = "label"
    ) {
        self.text = text
        self.font = font
        self.textColor = color
        self.alignment = alignment
        self.numberOfLines = numberOfLines
        super.init(name: name)
        isUserInteractionEnabled = false
    }

    /// The lines the text takes at `width` points, at most `limit` (nil: no limit); the last one
    /// shown ends in "…" when more text follows.
    public func lines(forWidth width: Double, limit: Int? = nil) -> [String] {
        guard !text.isEmpty else { return [] }
        let all = text.split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { TextWrap.lines(String($0), width: width, font: font) }
        let limit = [limit, numberOfLines > 0 ? numberOfLines : nil].compactMap { $0 }.min().map { max($0, 1) }
        guard let limit, all.count > limit else { return all }
        return all.prefix(limit - 1) + [lastLine(all[(limit - 1)...], width: width)]
    }

    /// The last line shown of `lines` at `width`: as much of them as fits, then "…".
    private func lastLine(_ lines: ArraySlice<String>, width: Double) -> String {
        let rest = lines.joined(separator: " ")
        let cut = TextWrap.truncated(rest, width: width, font: font)
        // The rest fits on one line when it was cut at a "\n": the ellipsis still says more follows.
        return cut != rest ? cut : TextWrap.truncated((lines.first ?? "") + "…", width: width, font: font)
    }

    /// The height of `count` lines, in points.
    public func height(ofLines count: Int) -> Double {
        count > 0 ? Double(count) * font.lineHeight + Double(count - 1) * lineSpacing : 0
    }

    /// The text's size at `size.width` (its height is not a limit; UIKit `sizeThatFits(_:)`): the
    /// widest line's estimated width and the lines' height. One line is as wide as its text.
    public override func sizeThatFits(_ size: Size) -> Size {
        guard numberOfLines != 1 else {
            return text.isEmpty ? .zero : Size(width: TextWrap.width(text, font: font), height: font.lineHeight)
        }
        let lines = lines(forWidth: size.width)
        return Size(
            width: lines.map { TextWrap.width($0, font: font) }.max() ?? 0, height: height(ofLines: lines.count))
    }

    public override func draw(in list: inout DisplayList) {
        guard !text.isEmpty else { return }
        guard numberOfLines != 1 else {
            list.append(.text(text, box: bounds, font: font, color: textColor, alignment: alignment))
            return
        }
        let pitch = font.lineHeight + lineSpacing
        let fitting = pitch > 0 ? Int(((bounds.height + lineSpacing) / pitch + 1e-9).rounded(.down)) : 1
        let lines = lines(forWidth: bounds.width, limit: fitting)
        let top = bounds.minY + (bounds.height - height(ofLines: lines.count)) / 2
        for (index, line) in lines.enumerated() {
            let box = Rect(x: bounds.minX, y: top + Double(index) * pitch, width: bounds.width, height: font.lineHeight)
            list.append(.text(line, box: lineBox(box), font: font, color: textColor, alignment: alignment))
        }
    }

    /// `box` widened by the renderer's rounding allowance on the side the line grows towards,
    /// so a line measured to fit is drawn whole, never cut, and stays where its alignment puts it.
    private func lineBox(_ box: Rect) -> Rect {
        let extra = TextWrap.drawingAllowance(forWidth: box.width)
        switch alignment {
        case .leading: return Rect(x: box.minX, y: box.minY, width: box.width + extra, height: box.height)
        case .center: return Rect(x: box.minX - extra / 2, y: box.minY, width: box.width + extra, height: box.height)
        case .trailing: return Rect(x: box.minX - extra, y: box.minY, width: box.width + extra, height: box.height)
        }
    }
}
