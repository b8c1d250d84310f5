import Geometry
import Gestures

/// The bar at the bottom of a `TabBarController` (UIKit's `UITabBar` on a phone): one button per
/// tab, side by side in equal widths, an icon over a title, the selected one in the tint colour,
/// a hairline on top, and the background carried down over the home indicator.
///
/// Sizes: 49 pt tall above the bottom safe area, which the background covers too
/// (`-[_UITabBarVisualProviderLegacyIOS intrinsicContentSizeGivenSize:]`: 49, plus
/// `_UIBackgroundExtensionForBarWithInsetFromHomeAffordanceAllowance`); each item the bar's width
/// divided by the number of items (`_layoutTabBarItems`, the phone's stacked style). The icon's
/// 25 pt square and the 10 pt title follow the HIG's tab bar icon size (25 × 25 pt regular);
/// the badge is chosen (UIKit's red 18 pt capsule, as seen on iOS).
public final class TabBar: View {
    /// The bar's height above the bottom safe area, in points.
    public static let height = 49.0
    private static let background = Color(hex: 0xF9F9F9, alpha: 0.94)

    /// The tabs shown; a change rebuilds the buttons.
    public var items: [TabBarItem] = [] {
        didSet { if items != oldValue { rebuildButtons() } }
    }
    /// The tab drawn selected.
    public var selectedIndex = 0 {
        didSet { updateSelection() }
    }
    /// Called with the tab tapped and the touch-up time, in seconds.
    public var onSelect: ((Int, Double) -> Void)?
    /// Asked after each frame while the bar is scheduled: true keeps time coming (the controller
    /// uses it to hold the session out of rest while a tab's stack slides).
    var keepsAdvancing: () -> Bool = { false }
    private(set) var buttons: [TabBarButton] = []

    public init() {
        super.init(name: "tabBar")
        backgroundColor = Self.background
    }

    private func rebuildButtons() {
        buttons.forEach { $0.removeFromSuperview() }
        buttons = items.enumerated().map { index, item in
            let button = TabBarButton(item: item, name: "tabBar.item.\(index)")
            button.onTap = { [weak self] time in self?.onSelect?(index, time) }
            addSubview(button)
            return button
        }
        updateSelection()
        setNeedsLayout()
    }

    private func updateSelection() {
        for (index, button) in buttons.enumerated() { button.isSelected = index == selectedIndex }
    }

    /// The buttons fill the top `height` points in equal widths; below them is the home indicator's area.
    public override func layoutSubviews() {
        guard !buttons.isEmpty else { return }
        let width = bounds.width / Double(buttons.count)
        for (index, button) in buttons.enumerated() {
            button.frame = Rect(x: Double(index) * width, y: 0, width: width, height: Self.height)
        }
    }

    public override var needsAdvance: Bool { keepsAdvancing() }

    /// The hairline on top (UIKit's bar shadow, 1 px: 0.5 pt here as on the navigation bar).
    public override func drawOverlay(in list: inout DisplayList) {
        list.append(.fill(Rect(x: 0, y: 0, width: bounds.width, height: 0.5), .separator, cornerRadius: 0))
    }
}

/// One tab's button (UIKit's `UITabBarButton`): the icon centred 7 pt from the top, the title
/// under it, the badge at the icon's top right.
final class TabBarButton: Control {
    static let iconSize = 25.0
    static let titleFont = Font(size: 10)
    static let badgeHeight = 18.0
    /// iOS `systemGray`, UIKit's unselected item colour.
    static let unselectedColor = Color(hex: 0x8E8E93)

    let icon: ImageView
    let titleLabel: Label
    let badge = View(name: "tabBar.badge")
    let badgeLabel = Label("", font: Font(size: 13), color: .white, alignment: .center, name: "tabBar.badge.text")
    var onTap: ((Double) -> Void)?
    var isSelected = false {
        didSet { updateColors() }
    }

    init(item: TabBarItem, name: String) {
        icon = ImageView(imageName: item.imageName, name: name + ".icon")
        icon.contentMode = .aspectFit
        titleLabel = Label(item.title, font: Self.titleFont, alignment: .center, name: name + ".title")
        super.init(name: name)
        badge.backgroundColor = Color(hex: 0xFF3B30)  // iOS systemRed
        badge.isUserInteractionEnabled = false
        badge.isHidden = item.badgeValue == nil
        badgeLabel.text = item.badgeValue ?? ""
        badge.addSubview(badgeLabel)
        [icon, titleLabel, badge].forEach(addSubview)
        updateColors()
    }

    private func updateColors() {
        titleLabel.textColor = isSelected ? .tint : Self.unselectedColor
        icon.alpha = isSelected ? 1 : 0.5  // pictures are not tinted: unselected ones are dimmed
    }

    override func layoutSubviews() {
        let size = Self.iconSize
        icon.frame = Rect(x: (bounds.width - size) / 2, y: 7, width: size, height: size)
        titleLabel.frame = Rect(x: 0, y: 34, width: bounds.width, height: 13)
        let text = badgeLabel.text.isEmpty ? 0 : badgeLabel.sizeThatFits(Size(width: 200, height: 20)).width
        let height = badgeLabel.text.isEmpty ? 10 : Self.badgeHeight
        let width = max(height, text + 10)
        badge.frame = Rect(x: icon.frame.midX + 4, y: icon.frame.minY - 3, width: width, height: height)
        badge.cornerRadius = height / 2
        badgeLabel.frame = badge.bounds
    }

    override func highlightDidChange() { alpha = isHighlighted ? 0.6 : 1 }

    override func touchUpInside(at time: Double) { onTap?(time) }
}
