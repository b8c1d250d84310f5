import Geometry
import ScrollUI

/// The banner of a casebook screen: what the case is, and a switch between the article's failure
/// and its fix. Tapping the switch flips `isFixed` and calls `onChange`.
final class CaseBanner: View {
    private let text: Label
    let toggle: Button
    private let failure: String
    private let fix: String
    /// Whether the fix is applied (the article's failure when false).
    private(set) var isFixed: Bool
    var onChange: ((Bool) -> Void)?

    /// `failure` and `fix` say what the screen does in each state.
    init(failure: String, fix: String, isFixed: Bool = false, name: String) {
        self.failure = failure
        self.fix = fix
        self.isFixed = isFixed
        toggle = Button(title: "", font: .headline, name: "\(name).toggle")
        text = Label("", font: .subheadline, color: .secondaryLabel, numberOfLines: 0, name: "\(name).text")
        super.init(name: name)
        backgroundColor = Color(hex: 0xFFF4E5)
        [text, toggle].forEach(addSubview)
        toggle.action = { [weak self] _ in self?.setFixed(!(self?.isFixed ?? false)) }
        update()
    }

    func setFixed(_ fixed: Bool) {
        guard fixed != isFixed else { return }
        isFixed = fixed
        update()
        onChange?(fixed)
    }

    /// The banner's height at `width`, for the longer of its two texts.
    func height(forWidth width: Double) -> Double {
        let measure = Label(
            failure.count > fix.count ? failure : fix, font: .subheadline, numberOfLines: 0, name: "measure")
        return 48 + measure.sizeThatFits(Size(width: width - 32, height: .infinity)).height
    }

    private func update() {
        text.text = isFixed ? fix : failure
        toggle.label.text = isFixed ? "Fix on · tap to see the failure" : "Fix off · tap to apply it"
        setNeedsLayout()
    }

    override func layoutSubviews() {
        toggle.frame = Rect(x: 12, y: 6, width: bounds.width - 24, height: 32)
        let width = bounds.width - 32
        text.frame = Rect(
            x: 16, y: 40, width: width, height: text.sizeThatFits(Size(width: width, height: .infinity)).height)
    }
}
