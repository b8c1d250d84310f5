import Geometry
import Gestures

/// The bar at the top of the navigation stack: a centred bold title, a back button when
/// there is a screen to go back to, and a hairline at the bottom (UIKit `UINavigationBar`).
public final class NavigationBar: View {
    /// Bar height in points (UIKit's compact navigation bar).
    public static let height = 44.0

    public let titleLabel = Label("", font: .headline, alignment: .center, name: "navigationBar.title")
    public let backButton = Button(title: "‹ Back", font: .body, name: "navigationBar.back")
    /// During a push or pop: the title of the lower screen, which the top screen's title gives
    /// way to as in iOS — the top title slides toward the right edge and fades, the lower one
    /// comes in from the back button's side.
    public let lowerTitleLabel = Label("", font: .headline, alignment: .center, name: "navigationBar.lowerTitle")

    /// How a transition shows in the bar: how much of the upper screen is shown (1 = all) and
    /// whether the lower screen has a back button of its own. Nil when no transition runs.
    public var transition: (upperShown: Double, lowerHasBack: Bool)? {
        didSet { setNeedsLayout() }
    }

    /// Called with the time of a tap on the bar outside the back button (iOS: tapping the
    /// status bar scrolls to the top).
    public var onTap: ((Double) -> Void)?

    /// Drawn at 94 % opacity, so content under it shows through (UIKit's translucent bar); set
    /// while the top screen extends under the bar. Default false: opaque.
    public var isTranslucent = false {
        didSet { backgroundColor = Color(hex: Self.background, alpha: isTranslucent ? 0.94 : 1) }
    }
    private static let background: UInt32 = 0xF9F9F9

    public init() {
        super.init(name: "navigationBar")
        backgroundColor = Color(hex: Self.background)
        addSubview(lowerTitleLabel)
        addSubview(titleLabel)
        addSubview(backButton)
    }

    /// The top screen's own left item, shown in place of the back button (`ViewController.leftBarItem`).
    public var leftItem: Button? {
        didSet {
            guard leftItem !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let leftItem { addSubview(leftItem) }
            setNeedsLayout()
        }
    }

    /// The bar's items sit in its bottom `height` points; above them is the status bar's area,
    /// which the bar's background covers.
    public override func layoutSubviews() {
        let top = max(0, bounds.height - Self.height), height = bounds.height - top
        let title = Rect(x: 90, y: top, width: max(0, bounds.width - 180), height: height)
        backButton.frame = Rect(x: 8, y: top, width: 90, height: height)
        leftItem?.frame = backButton.frame
        guard let transition else {
            titleLabel.frame = title
            titleLabel.alpha = 1
            lowerTitleLabel.isHidden = true
            backButton.alpha = 1
            return
        }
        let shown = min(max(transition.upperShown, 0), 1)
        // Each title fades faster than it moves (squared), so the two seldom show strongly at once.
        titleLabel.frame = title.offsetBy(Point(x: bounds.width / 2 * (1 - shown), y: 0))
        titleLabel.alpha = shown * shown
        lowerTitleLabel.isHidden = false
        lowerTitleLabel.frame = title.offsetBy(Point(x: -bounds.width / 4 * shown, y: 0))
        lowerTitleLabel.alpha = (1 - shown) * (1 - shown)
        backButton.alpha = transition.lowerHasBack ? 1 : shown
    }

    public override func touchesEnded(_ touches: [Touch], time: Double) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        onTap?(time)
    }

    public override func drawOverlay(in list: inout DisplayList) {
        list.append(
            .fill(
                Rect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5),
                .separator, cornerRadius: 0))
    }
}
