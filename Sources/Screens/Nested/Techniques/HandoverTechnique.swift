import Geometry
import ScrollUI

/// Seed 001's technique: the header's view and the list are dragged and decelerate on their own,
/// and the deceleration captured at release is passed to the other view's `ScrollingDecelerator`:
/// the header's flick up goes on in the list (downward decelerating, outer ⇒ nested), the
/// list's flick down goes on in the header (upward, outer ⇐ nested).
///
/// The article clears the captured deceleration in `scrollViewDidEndDragging`, which UIKit calls
/// right after `scrollViewWillEndDragging`, so the only place it can be passed is between the
/// two: at the release, as the gist's demo does. Its flaws, which `nested-handover` shows:
/// - both views move at once after the release, so the content first runs ahead of the finger's
///   speed, and the released view bounces at its own edge (the tab bar overshoots);
/// - the receiver starts at the gist's tenth of the release velocity on another curve, so the
///   speed drops at the boundary and most of the flick's distance is lost;
/// - a drag moves only the view under the finger: the header never follows a list drag.
final class HandoverTechnique: ArticleTechnique {
    private let outerDecelerator: ScrollingDecelerator
    private let nestedDecelerators: [ScrollingDecelerator]

    override init(outer: ScrollView, lists: [ScrollView]) {
        outerDecelerator = ScrollingDecelerator(scrollView: outer)
        nestedDecelerators = lists.map(ScrollingDecelerator.init)
        super.init(outer: outer, lists: lists)
    }

    private var nestedDecelerator: ScrollingDecelerator { nestedDecelerators[currentIndex] }

    /// The article's `outerDeceleration` / `nestedDeceleration`, set here and cleared in
    /// `scrollViewWillBeginDragging` and `scrollViewDidEndDragging`, live only until the latter,
    /// which UIKit calls right after this one: so they are passed on at once.
    override func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point,
        targetContentOffset: inout Point
    ) {
        let deceleration = ScrollingDeceleration(
            velocity: velocity, rate: scrollView.effectiveDecelerationRate.rawValue)
        if scrollView === outer, velocity.y > 0 {
            // Downward decelerating: outer ⇒ nested, when the header's flick collapses it.
            nestedDecelerator.decelerate(by: deceleration, at: scrollView.now)
        } else if scrollView === currentList, velocity.y < 0 {
            // Upward decelerating: outer ⇐ nested, when the list's flick heads for its top.
            outerDecelerator.decelerate(by: deceleration, at: scrollView.now)
        }
    }

    override func scrollViewDidScroll(_ scrollView: ScrollView) {
        if scrollView === outer { outerDecelerator.invalidateIfNeeded() }
        for decelerator in nestedDecelerators where decelerator.scrollView === scrollView {
            decelerator.invalidateIfNeeded()
        }
    }

    override func advance(to time: Double) {
        outerDecelerator.advance(to: time)
        nestedDecelerator.advance(to: time)
    }

    override func stopAllMotions(at time: Double) -> Bool {
        let running = outerDecelerator.isRunning || nestedDecelerators.contains(where: \.isRunning)
        ([outerDecelerator] + nestedDecelerators).forEach { $0.stop() }
        return super.stopAllMotions(at: time) || running
    }

    /// True while a decelerator animates a view.
    override var isAnimating: Bool { outerDecelerator.isRunning || nestedDecelerator.isRunning }
}
