import Geometry

/// A text button that fires on touch-up inside (UIKit `UIButton`, `.touchUpInside`);
/// it dims while a touch is down on it.
public final class Button: Control {
    public let label: Label
    /// Called with the touch-up time, in seconds.
    public var action: ((Double) -> Void)?

    public init(title: String, font: Font = .body, color: Color = .tint, name: String = "button") {
        label = Label(title, font: font, color: color, alignment: .leading, name: name + ".title")
        super.init(name: name)
        addSubview(label)
    }

    public override func layoutSubviews() {
        label.frame = bounds
    }

    public override func highlightDidChange() { label.alpha = isHighlighted ? 0.3 : 1 }

    public override func touchUpInside(at time: Double) { action?(time) }
}
