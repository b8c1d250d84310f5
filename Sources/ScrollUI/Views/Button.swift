import Geometry
import Gestures

/// A text button that fires on touch-up inside (UIKit `UIButton`, `.touchUpInside`);
/// it dims while a touch is down on it.
public final class Button: View {
    public let label: Label
    /// Called with the touch-up time, in seconds.
    public var action: ((Double) -> Void)?
    public private(set) var isHighlighted = false

    public init(title: String, font: Font = .body, color: Color = .tint, name: String = "button") {
        label = Label(title, font: font, color: color, alignment: .leading, name: name + ".title")
        super.init(name: name)
        addSubview(label)
    }

    public override func layoutSubviews() {
        label.frame = bounds
    }

    public override func touchesBegan(_ touches: [Touch], time: Double) { setHighlighted(true) }

    public override func touchesMoved(_ touches: [Touch], time: Double) {
        guard let touch = touches.first else { return }
        setHighlighted(bounds.contains(touch.location(in: self)))
    }

    public override func touchesEnded(_ touches: [Touch], time: Double) {
        let inside = touches.first.map { bounds.contains($0.location(in: self)) } ?? false
        setHighlighted(false)
        if inside { action?(time) }
    }

    public override func touchesCancelled(_ touches: [Touch], time: Double) { setHighlighted(false) }

    private func setHighlighted(_ highlighted: Bool) {
        isHighlighted = highlighted
        label.alpha = highlighted ? 0.3 : 1
    }
}
