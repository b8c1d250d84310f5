import Geometry

/// The bar at the bottom of a navigation stack (UIKit's `UIToolbar`): the top screen's
/// `toolbarItems` spread evenly across it (UIKit spaces them with flexible spaces), above the
/// home indicator's area, with a hairline on top.
public final class Toolbar: View {
    /// Height of the toolbar over the bottom safe area, in points (UIKit's compact toolbar: 44).
    public static let height = 44.0

    public var items: [BarButtonItem] = [] {
        didSet {
            guard !items.elementsEqual(oldValue, by: ===) else { return }
            for item in oldValue { item.view.removeFromSuperview() }
            for item in items { addSubview(item.view) }
            setNeedsLayout()
        }
    }

    /// At 94 % opacity while the screen extends under it; else opaque.
    public var isTranslucent = false {
        didSet {
            backgroundColor = NavigationBarAppearance.standard.backgroundColor?.scaledAlpha(isTranslucent ? 0.94 : 1)
        }
    }

    public init() {
        super.init(name: "toolbar")
        backgroundColor = NavigationBarAppearance.standard.backgroundColor
    }

    /// One item: at the left margin; several: the first at the left, the last at the right, the
    /// others evenly between (flexible spaces between every two).
    public override func layoutSubviews() {
        guard !items.isEmpty else { return }
        let margin = 8.0, widths = items.map(\.width)
        let free = max(0, bounds.width - 2 * margin - widths.reduce(0, +))
        let gap = items.count > 1 ? free / Double(items.count - 1) : 0
        var x = margin
        for (item, width) in zip(items, widths) {
            item.view.frame = Rect(x: x, y: 0, width: width, height: Self.height)
            x += width + gap
        }
    }

    public override func drawOverlay(in list: inout DisplayList) {
        list.append(.fill(Rect(x: 0, y: 0, width: bounds.width, height: 0.5), .separator, cornerRadius: 0))
    }
}
