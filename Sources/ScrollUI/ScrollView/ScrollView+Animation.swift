import Geometry
import ScrollPhysics

extension ScrollView {
    /// Duration of `setContentOffset(_:animated: true)`, in seconds (UIKit's is about 0.3 s).
    public static let scrollAnimationDuration = 0.3

    /// Moves the content to `offset` (clamped to the allowed range), at once or over
    /// `scrollAnimationDuration` with ease-in-out starting at the latest frame or event time,
    /// then `scrollViewDidEndScrollingAnimation` (UIKit `setContentOffset(_:animated:)`).
    /// A running deceleration ends first (with its `scrollViewDidEndDecelerating`).
    public func setContentOffset(_ offset: Point, animated: Bool) {
        guard offset.isFinite else { return }
        animate(to: clampedPosition(position(forOwnOffset: offset)), animated: animated, purpose: .programmatic)
    }

    /// Scrolls just enough to show `rect` (content coordinates), UIKit `scrollRectToVisible(_:animated:)`.
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        var offset = contentOffset
        for axis in Axis.allCases {
            let low = rect.origin[axis], high = low + rect.size[axis], extent = bounds.size[axis]
            if high > offset[axis] + extent { offset[axis] = high - extent }
            if low < offset[axis] { offset[axis] = low }
        }
        setContentOffset(offset, animated: animated)
    }

    /// Animates to the top if `scrollsToTop` and the delegate agree, then `scrollViewDidScrollToTop`
    /// (UIKit's status-bar tap). Returns whether it scrolls.
    @discardableResult
    public func scrollToTop() -> Bool {
        guard scrollsToTop, delegate?.scrollViewShouldScrollToTop(self) ?? true else { return false }
        animate(to: Point(x: position.x, y: positionRange(.vertical).lowerBound), animated: true, purpose: .scrollToTop)
        return true
    }

    /// Replaces any motion with an animation to `offset` (a `position`). During a finger drag the offset is set
    /// at once (the drag goes on from there); a trackpad gesture ends first.
    func animate(
        to offset: Point, animated: Bool, purpose: ScrollViewMotion.AnimationPurpose,
        duration: Double = ScrollView.scrollAnimationDuration, curve: TimingCurve = .easeInOut
    ) {
        if trackpad != nil, purpose != .wheel { endTrackpadGesture(velocity: .zero, at: now) }
        stopMotion(at: now)
        switch phase {
        case .decelerating: endDeceleration()  // the animation takes over
        case .touching(interrupted: true): endDeceleration(to: .touching(interrupted: false))
        case .dragging where !drag.isActive && trackpad == nil: endDeceleration()  // from didEndDragging
        default: break
        }
        guard animated, offset != position, !drag.isActive else {
            position = offset
            if purpose == .scrollToTop { report(.didScrollToTop) { $0.scrollViewDidScrollToTop(self) } }
            return
        }
        setMotion(
            .animation(
                TimedAnimation(from: position, to: offset, duration: duration, curve: curve),
                purpose: purpose), at: now)
    }
}
