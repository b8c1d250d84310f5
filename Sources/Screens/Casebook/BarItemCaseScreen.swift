import Geometry
import ScrollTrace
import ScrollUI

/// `back-custom-item` and `back-hidden-button` (seed 003's second and third causes; the first is
/// `back-hidden-bar`): the bar shows a left item of the screen's own, or no back button. UIKit's
/// own delegate of the swipe then refuses to begin; the article's fix is a delegate of one's own
/// that only asks for a screen to go back to, which is what `BackGesturePolicy` does. The banner
/// switches between the two (`UIKitBackGestureDefaults.refusesWithoutBackButton`).
public final class BarItemCaseScreen: ViewController, StateLogFields {
    /// What the bar does instead of showing the back button.
    public enum BarCase: Sendable {
        case customLeftItem
        case hiddenBackButton
    }

    let barCase: BarCase
    private let closeItem = Button(title: "✕ Close", font: .body, name: "barCase.close")
    let banner: CaseBanner
    private let list: ListView

    public init(_ barCase: BarCase) {
        self.barCase = barCase
        let cause = barCase == .customLeftItem ? "a left item of its own (✕ Close)" : "hidesBackButton"
        banner = CaseBanner(
            failure:
                "UIKit: this screen has \(cause), so UIKit's own delegate refuses the edge swipe. Swipe from the left edge: nothing happens (the overlay, F2, says why).",
            fix:
                "The article's fix: the swipe's delegate only asks whether there is a screen to go back to. Swipe from the left edge: it pops.",
            name: "barCase.banner")
        list = ListView(name: "barCase.list", rowCount: 30, height: { _ in 56 }) { row in
            ListView.Row(title: "Row \(row + 1)", subtitle: row == 0 ? "A list under the bar" : "", height: 56)
        }
        super.init(
            title: barCase == .customLeftItem ? "Custom left item" : "Hidden back button", name: "barCase.screen")
        [list, banner].forEach(view.addSubview)
        closeItem.action = { [weak self] time in self?.navigationController?.pop(animated: true, at: time) }
        banner.onChange = { [weak self] _ in self?.navigationController?.layout() }
    }

    public override var leftBarItem: Button? { barCase == .customLeftItem ? closeItem : nil }
    public override var hidesBackButton: Bool { barCase == .hiddenBackButton }
    public override var uikitBackGestureDefaults: UIKitBackGestureDefaults {
        banner.isFixed ? [] : .refusesWithoutBackButton
    }
    public override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("barCase.list", list)] }
    public override var overlayNotes: [String] {
        [
            banner.isFixed
                ? "back gesture: the article's delegate (a screen to go back to)"
                : "back gesture: UIKit's default delegate"
        ]
    }

    public func logFields() -> [(key: String, value: JSONValue)] {
        [("case", .object([("fixed", .bool(banner.isFixed))]))]
    }

    public override func layoutView() {
        let bannerHeight = banner.height(forWidth: view.bounds.width)
        banner.frame = Rect(x: 0, y: 0, width: view.bounds.width, height: bannerHeight)
        list.frame = Rect(
            x: 0, y: bannerHeight, width: view.bounds.width, height: max(0, view.bounds.height - bannerHeight))
    }
}
