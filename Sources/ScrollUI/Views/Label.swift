import Geometry

/// A single line of text drawn in the label's bounds (UIKit `UILabel` with one line).
public final class Label: View {
    public var text: String
    public var font: Font
    public var textColor: Color
    public var alignment: TextAlignment

    public init(_ text: String, font: Font = .body, color: Color = .label,
                alignment: TextAlignment = .leading, name: String = "label") {
        self.text = text
        self.font = font
        self.textColor = color
        self.alignment = alignment
        super.init(name: name)
        isUserInteractionEnabled = false
    }

    public override func draw(in list: inout DisplayList) {
        guard !text.isEmpty else { return }
        list.append(.text(text, box: bounds, font: font, color: textColor, alignment: alignment))
    }
}
