import Geometry
import Gestures

/// The bar at the top of the navigation stack: a centred bold title, a back button when
/// there is a screen to go back to, and a hairline at the bottom (UIKit `UINavigationBar`).
public final class NavigationBar: View {
    /// Bar height in points (UIKit's compact navigation bar).
    public static let height = 44.0

    public let titleLabel = Label("", font: .headline, alignment: .center, name: "navigationBar.title")
    public let backButton = Button(title: "‹ Back", font: .body, name: "navigationBar.back")

    /// Called with the time of a tap on the bar outside the back button (iOS: tapping the
    /// status bar scrolls to the top).
    public var onTap: ((Double) -> Void)?

    public init() {
        super.init(name: "navigationBar")
        backgroundColor = Color(hex: 0xF9F9F9)
        addSubview(titleLabel)
        addSubview(backButton)
    }

    public override func layoutSubviews() {
        titleLabel.frame = Rect(x: 90, y: 0, width: max(0, bounds.width - 180), height: bounds.height)
        backButton.frame = Rect(x: 8, y: 0, width: 90, height: bounds.height)
    }

    public override func touchesEnded(_ touches: [Touch], time: Double) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        onTap?(time)
    }

    public override func drawOverlay(in list: inout DisplayList) {
        list.append(.fill(Rect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5),
                          .separator, cornerRadius: 0))
    }
}
