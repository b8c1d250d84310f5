import Geometry
import Gestures
import ScrollTrace
import ScrollUI

/// `back-require-fail` (seed 003's second fix, which "did not work, reason unknown"): a pager
/// under UIKit's rules (`UIKitBackGestureDefaults.noPriority`) whose pan is made to
/// `require(toFail:)` the stack's back gesture, written as the article writes it:
///
///     if let gesture = navigationController?.interactivePopGestureRecognizer {
///         scrollView.panGestureRecognizer.require(toFail: gesture)
///     }
///
/// The likely reason it did nothing: run where a screen sets itself up (`viewDidLoad`, here
/// `init`), before it is pushed, `navigationController` is still nil — UIKit documents it as nil
/// for a controller not in a navigation stack — so `if let` skips the relation without a word.
/// Made once the screen is on the stack (`didMove(toParent:)`), the same lines work. The article
/// does not say where it ran them, so this is an explanation, not a certainty.
public final class RequireToFailScreen: ViewController, StateLogFields {
    let pager = CardPager(pages: 6, name: "requireFail.pager")
    let banner = CaseBanner(
        failure:
            "The relation was written in init, where navigationController is still nil: if-let skipped it. Swipe from the left edge: the pager takes it.",
        fix:
            "The same lines, run once the screen is on the stack (didMove(toParent:)): the pager's pan waits for the edge swipe to fail. Swipe from the left edge: it pops.",
        name: "requireFail.banner")
    /// Whether the pager's pan requires the back gesture to fail.
    public private(set) var relationMade = false

    public init() {
        super.init(title: "require(toFail:)", name: "requireFail.screen")
        view.backgroundColor = .groupedBackground
        [pager, banner].forEach(view.addSubview)
        makeRelation()  // the article's lines where a screen sets itself up: nothing is on the stack yet
        banner.onChange = { [weak self] fixed in
            guard let self else { return }
            if fixed { makeRelation() } else { removeRelation() }
        }
    }

    public override func didMove(toParent parent: NavigationController?) {
        if banner.isFixed { makeRelation() }
    }

    private func makeRelation() {
        if let gesture = navigationController?.backGesture {
            pager.panRecognizer.require(toFail: gesture)
            relationMade = true
        }
    }

    private func removeRelation() {
        if let gesture = navigationController?.backGesture { pager.panRecognizer.removeRequirement(toFail: gesture) }
        relationMade = false
    }

    public override var uikitBackGestureDefaults: UIKitBackGestureDefaults { .noPriority }
    public override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("requireFail.pager", pager)] }
    public override var overlayNotes: [String] {
        [
            relationMade
                ? "pager pan require(toFail:) back gesture"
                : "no relation: navigationController was nil when it was made"
        ]
    }

    public func logFields() -> [(key: String, value: JSONValue)] {
        [("case", .object([("fixed", .bool(banner.isFixed)), ("relation", .bool(relationMade))]))]
    }

    public override func layoutView() {
        let bounds = view.bounds, bannerHeight = banner.height(forWidth: bounds.width)
        banner.frame = Rect(x: 0, y: 0, width: bounds.width, height: bannerHeight)
        pager.place(in: Rect(x: 0, y: bannerHeight, width: bounds.width, height: max(0, bounds.height - bannerHeight)))
    }
}
