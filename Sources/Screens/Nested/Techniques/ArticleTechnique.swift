import Geometry
import ScrollUI

/// What the articles' techniques share: two kinds of independent scroll views, the `outer` one
/// (the header's collapse, `0…collapse range`) and the lists, of which one is current; each
/// technique reacts to their delegate callbacks as its article does. No `NestedScrollCoordinator`:
/// every view keeps its own offset and its own deceleration, as UIKit's scroll views do.
class ArticleTechnique: NestedTechnique, ScrollViewDelegate {
    let outer: ScrollView
    let lists: [ScrollView]
    private(set) var currentIndex = 0

    init(outer: ScrollView, lists: [ScrollView]) {
        self.outer = outer
        self.lists = lists
        outer.delegate = self
        for list in lists { list.delegate = self }
    }

    var currentList: ScrollView { lists[currentIndex] }

    /// The header's collapse range: 0 (fully open) … its largest collapse, in points.
    var collapseRange: ClosedRange<Double> { outer.offsetRange(.vertical) }

    func showList(_ index: Int, at time: Double) {
        let index = min(max(index, 0), lists.count - 1)
        guard index != currentIndex else { return }
        stopAllMotions(at: time)
        currentIndex = index
    }

    // The delegate calls a technique overrides (declared here so that overrides are called).
    func scrollViewDidScroll(_ scrollView: ScrollView) {}
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
    ) {}
    func advance(to time: Double) {}
    var isAnimating: Bool { false }

    @discardableResult
    func stopAllMotions(at time: Double) -> Bool {
        ([outer] + lists).reduce(false) { $1.interruptMotion(at: time) || $0 }
    }
}
