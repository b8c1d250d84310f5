import Geometry

/// A button in a navigation bar or a toolbar (UIKit's `UIBarButtonItem`): a title or a picture
/// from the asset folders' `Images/`, and the action its tap runs. The bar places its `view`.
public final class BarButtonItem {
    /// The text shown when there is no image.
    public var title: String? {
        didSet { view.setNeedsLayout() }
    }
    /// A picture file in the asset folders' `Images/`, drawn 24 × 24 pt in place of the title.
    public var imageName: String? {
        didSet { view.setNeedsLayout() }
    }
    /// Called with the tap's time in seconds (UIKit's target and action in one).
    public var action: ((Double) -> Void)?
    /// Bold for a bar's main action (UIKit's `.done` style); regular otherwise.
    public let isProminent: Bool
    /// The control the bar shows; its name is `barItem.` + the title or image name.
    public private(set) lazy var view = BarItemButton(item: self)

    public init(title: String, prominent: Bool = false, action: ((Double) -> Void)? = nil) {
        self.title = title
        self.isProminent = prominent
        self.action = action
    }

    public init(imageName: String, action: ((Double) -> Void)? = nil) {
        self.imageName = imageName
        self.isProminent = false
        self.action = action
    }

    /// The width the item takes in a bar, in points: its text's width, or the image's 24 pt, plus
    /// 8 pt of touch area on each side (UIKit's bar buttons are at least 44 pt wide to touch, drawn
    /// by their content; chosen here).
    public var width: Double {
        let content = imageName != nil ? BarItemButton.imageSide : TextWrap.width(title ?? "", font: view.label.font)
        return max(content + 2 * BarItemButton.padding, 44)
    }
}

/// The control that shows a `BarButtonItem`: its title in the tint colour, or its picture; dims while
/// touched and runs the item's action on touch-up inside.
public final class BarItemButton: Control {
    /// Side of an item's picture, in points (SF Symbols in bars at the body size: about 22–24 pt).
    public static let imageSide = 24.0
    /// Space on each side of the content, in points.
    public static let padding = 8.0
    public let label: Label
    private weak var item: BarButtonItem?

    init(item: BarButtonItem) {
        self.item = item
        let name = "barItem." + (item.title ?? item.imageName ?? "")
        label = Label(
            item.title ?? "", font: item.isProminent ? .headline : .body, color: .tint, alignment: .center,
            name: name + ".title")
        super.init(name: name)
        addSubview(label)
    }

    public override func layoutSubviews() {
        label.text = item?.imageName == nil ? item?.title ?? "" : ""
        label.frame = bounds
    }

    public override func draw(in list: inout DisplayList) {
        guard let imageName = item?.imageName else { return }
        let side = Self.imageSide
        let rect = Rect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        list.append(.image(name: imageName, rect: rect, cornerRadius: 0))
    }

    public override func highlightDidChange() { alpha = isHighlighted ? 0.3 : 1 }

    public override func touchUpInside(at time: Double) { item?.action?(time) }
}
