import Geometry
import ScrollTrace
import ScrollUI

/// `back-strip` (seed 003's last trick): photos in a horizontal pager fill the screen, and with
/// UIKit's rules (`UIKitBackGestureDefaults.noPriority`) its pan takes the edge swipe. The trick
/// the article mentions but did not try: a transparent view 10 pt wide along the left edge, above
/// the pager, so that a touch there never reaches the pager and the swipe gets it alone. It works
/// for touches in those 10 pt; from 10 to 20 pt the pager still wins (the edge band is 20 pt).
/// The strip is tinted here so it can be seen.
public final class EdgeStripScreen: ViewController, StateLogFields {
    static let stripWidth = 10.0
    let pager = CardPager(pages: 6, name: "strip.pager")
    let strip = View(name: "strip.strip")
    let banner = CaseBanner(
        failure:
            "UIKit's rules: the pager's pan begins on the same movement as the edge swipe and takes it. Swipe from the left edge: the pager rubber-bands, nothing pops.",
        fix:
            "A 10 pt strip (tinted) above the pager's left edge: a swipe starting on it reaches only the back gesture and pops. From 10 to 20 pt the pager still wins.",
        name: "strip.banner")

    public init() {
        super.init(title: "Edge strip", name: "strip.screen")
        view.backgroundColor = .groupedBackground
        strip.backgroundColor = Color(red: 1, green: 0.23, blue: 0.19, alpha: 0.25)
        strip.isHidden = true
        [pager, strip, banner].forEach(view.addSubview)
        banner.onChange = { [weak self] fixed in self?.strip.isHidden = !fixed }
    }

    public override var uikitBackGestureDefaults: UIKitBackGestureDefaults { .noPriority }
    public override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("strip.pager", pager)] }
    public override var overlayNotes: [String] {
        [
            strip.isHidden
                ? "no strip: the pager's pan takes edge swipes" : "strip: x < 10 pt belongs to the back gesture"
        ]
    }

    public func logFields() -> [(key: String, value: JSONValue)] {
        [("case", .object([("fixed", .bool(banner.isFixed))]))]
    }

    public override func layoutView() {
        let bounds = view.bounds, bannerHeight = banner.height(forWidth: bounds.width)
        banner.frame = Rect(x: 0, y: 0, width: bounds.width, height: bannerHeight)
        pager.place(in: Rect(x: 0, y: bannerHeight, width: bounds.width, height: max(0, bounds.height - bannerHeight)))
        strip.frame = Rect(x: 0, y: bannerHeight, width: Self.stripWidth, height: pager.frame.height)
    }
}
