import Geometry
import ScrollUI

/// Text wrapped to the view's width, one `Label` a line (`TextWrap`'s estimate, so it always fits).
final class Paragraph: View {
    var text: String { didSet { if text != oldValue { setNeedsLayout() } } }
    var font: Font { didSet { setNeedsLayout() } }
    var textColor: Color
    private var lines: [Label] = []

    init(_ text: String, font: Font = .body, color: Color = .label, name: String) {
        self.text = text
        self.font = font
        self.textColor = color
        super.init(name: name)
        isUserInteractionEnabled = false
    }

    /// The height of the text at `width`.
    func height(forWidth width: Double) -> Double {
        Double(TextWrap.lines(text, width: width, font: font).count) * font.size * 1.35
    }

    override func layoutSubviews() {
        let texts = TextWrap.lines(text, width: bounds.width, font: font)
        while lines.count < texts.count {
            let line = Label("", font: font, color: textColor, name: "\(name).line")
            lines.append(line)
            addSubview(line)
        }
        let lineHeight = font.size * 1.35
        for (index, line) in lines.enumerated() {
            line.isHidden = index >= texts.count
            guard index < texts.count else { continue }
            line.text = texts[index]
            line.font = font
            line.textColor = textColor
            line.frame = Rect(x: 0, y: Double(index) * lineHeight, width: bounds.width, height: lineHeight)
        }
    }
}
