import Foundation
import Geometry
import ScrollUI

/// The deceleration seed 001 captures in `scrollViewWillEndDragging`: the release velocity
/// (pt/s; UIKit's is pt/ms) and the view's rate.
struct ScrollingDeceleration {
    let velocity: Point
    let rate: Double
}

/// Seed 001's `ScrollingDecelerator` (after levantAJ's gist): drives one scroll view's vertical
/// offset from outside, a frame at a time, along Lobanov's continuous deceleration
/// x(t) = x0 + v · (d^(1000 t) − 1) / (1000 ln d) — not UIKit's discrete one — clamped into the
/// content, until its speed falls to the threshold; invalidated once the view is touched.
final class ScrollingDecelerator {
    /// The gist's `threshold` (0.1): the stop speed, and also the factor it scales the passed
    /// velocity by (`velocity.y * 1000 * threshold`, UIKit's pt/ms made pt/s, then × 0.1).
    static let threshold = 0.1

    let scrollView: ScrollView
    private var animation: (start: Double, from: Double, velocity: Double, rate: Double, duration: Double)?

    init(scrollView: ScrollView) {
        self.scrollView = scrollView
    }

    var isRunning: Bool { animation != nil }

    /// Starts the animation at `time` (seconds) from the view's offset with `deceleration`.
    func decelerate(by deceleration: ScrollingDeceleration, at time: Double) {
        let velocity = deceleration.velocity.y * Self.threshold
        let coefficient = 1000 * log(deceleration.rate)
        guard velocity != 0, deceleration.rate > 0, deceleration.rate < 1 else { return }
        let duration = log(-coefficient * Self.threshold / abs(velocity)) / coefficient
        animation = (time, scrollView.contentOffset.y, velocity, deceleration.rate, max(duration, 0))
    }

    /// The animation's step at `time` (seconds): the offset along the curve, clamped as the gist
    /// clamps it (below at 0 when moving up the content, into the content otherwise).
    func advance(to time: Double) {
        guard let running = animation else { return }
        let elapsed = min(time - running.start, running.duration)
        let coefficient = 1000 * log(running.rate)
        let y = running.from + (pow(running.rate, 1000 * elapsed) - 1) / coefficient * running.velocity
        if elapsed >= running.duration { animation = nil }
        let maximum = scrollView.offsetRange(.vertical).upperBound
        let clamped = running.velocity < 0 ? max(y, 0) : max(0, min(y, maximum))
        scrollView.contentOffset = Point(x: scrollView.contentOffset.x, y: clamped)
    }

    /// Stops the animation (a tab switch, a touch elsewhere).
    func stop() { animation = nil }

    /// The gist's `invalidateIfNeeded`, from the view's `scrollViewDidScroll`: a finger, a drag or
    /// a deceleration of the view's own stops the animation.
    func invalidateIfNeeded() {
        guard scrollView.isTracking || scrollView.isDragging || scrollView.isDecelerating else { return }
        animation = nil
    }
}
