import Geometry
import ScrollUI

/// A row of equal tabs with an underline indicator that follows the pager continuously
/// (linked scrolling): `progress` is the pager's offset in pages, 0…count − 1.
final class TabBarView: View {
    let buttons: [Button]
    /// Called with the tapped tab's index and the time of the tap, in seconds.
    var onSelect: ((Int, Double) -> Void)?
    /// The pager's position in pages; the indicator sits under tab `progress` (fractional between).
    var progress = 0.0 {
        didSet { if progress != oldValue { setNeedsLayout() } }
    }
    private let indicator = View(name: "tabs.indicator")
    private let separator = View(name: "tabs.separator")

    init(titles: [String]) {
        buttons = titles.enumerated().map { index, title in
            let button = Button(title: title, font: Font(size: 15, weight: .bold), color: .label, name: "tabs.\(index)")
            button.label.alignment = .center
            return button
        }
        super.init(name: "tabs")
        backgroundColor = .white
        indicator.backgroundColor = .tint
        indicator.cornerRadius = 1.5
        separator.backgroundColor = .separator
        for (index, button) in buttons.enumerated() {
            button.action = { [weak self] time in self?.onSelect?(index, time) }
            addSubview(button)
        }
        addSubview(separator)
        addSubview(indicator)
    }

    override func layoutSubviews() {
        let width = bounds.width / Double(max(buttons.count, 1))
        for (index, button) in buttons.enumerated() {
            button.frame = Rect(x: Double(index) * width, y: 0, width: width, height: bounds.height)
            let distance = abs(progress - Double(index))
            button.label.textColor = distance < 0.5 ? .tint : .label
        }
        separator.frame = Rect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5)
        let indicatorWidth = width * 0.6
        indicator.frame = Rect(
            x: progress * width + (width - indicatorWidth) / 2, y: bounds.height - 3,
            width: indicatorWidth, height: 3)
    }
}
