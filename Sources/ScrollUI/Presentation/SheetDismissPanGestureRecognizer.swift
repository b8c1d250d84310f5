import Geometry
import Gestures

/// A sheet's swipe down (`presentation.dismissPan`), as UIKit's sheets: it begins on a drag that
/// starts downward, unless the scroll view under the finger is scrolled down from its top (then
/// the list scrolls back first), or upward while the sheet rests below a taller detent. The
/// scroll views in the sheet wait for it to fail, which it does at once on any other drag, so a
/// list in a sheet scrolls as usual.
final class SheetDismissPanGestureRecognizer: PanGestureRecognizer {
    private weak var container: View?
    /// True while the sheet has a taller detent to be dragged up to.
    var canRise: () -> Bool = { false }

    init(container: View) {
        self.container = container
        super.init(name: "presentation.dismissPan")
    }

    override func shouldBegin(translation: Point) -> Bool {
        if -translation.y > abs(translation.x) { return canRise() }
        guard translation.y > abs(translation.x) else { return false }
        let hit = touches.first?.view as? View
        var candidate = hit?.enclosing(ScrollView.self)
        while let scrollView = candidate, let container, scrollView.isDescendant(of: container) {
            if scrollView.canScroll(.vertical), scrollView.contentOffset.y > scrollView.minimumContentOffset.y + 0.5 {
                return false
            }
            candidate = scrollView.superview?.enclosing(ScrollView.self)
        }
        return true
    }

    override func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool {
        guard other is ScrollViewPanGestureRecognizer, let view = other.view as? View, let container else {
            return false
        }
        return view.isDescendant(of: container)
    }
}
