import Geometry
import ScrollPhysics

/// A smooth-scroll (trackpad) gesture in progress: the unbanded offset and the recent deltas.
struct TrackpadState {
    var rawOffset: Point
    var lastEventTime: Double
    var tracker = VelocityTracker(horizon: ScrollView.trackpadVelocityWindow)
}

extension ScrollView {
    /// SDL reports no end of a trackpad gesture: this much silence ends it, in seconds (PHYSICS.md).
    public static let trackpadIdleGap = 0.06
    /// The momentum after a trackpad gesture uses the velocity of this last stretch, in seconds (GTK).
    public static let trackpadVelocityWindow = 0.15
    /// Duration of the animation of one wheel tick, in seconds.
    public static let wheelStepDuration = 0.2

    /// Wheel or trackpad input: `delta` in points, `> 0` toward the end of the content, at `time` seconds.
    /// A smooth source (`precise`) scrolls directly, rubber-banding past the edges, as a drag with
    /// UIKit's delegate sequence; after `trackpadIdleGap` of silence it ends with momentum. Wheel
    /// ticks animate a fixed step, clamped to the content. New input stops any momentum.
    public func handleScroll(delta: Point, precise: Bool, at time: Double) {
        now = max(now, time)
        guard isScrollEnabled, delta.isFinite, !drag.isActive else { return }
        var step = Point.zero
        for axis in Axis.allCases where canScroll(axis) { step[axis] = delta[axis] }
        guard step != .zero else { return }
        precise ? scrollSmoothly(by: step, at: time) : scrollOneTick(by: step)
    }

    private func scrollSmoothly(by step: Point, at time: Double) {
        if trackpad == nil {
            if motion != nil { stopMotion(at: time) }
            trackpad = TrackpadState(rawOffset: rawOffset(forBanded: contentOffset), lastEventTime: time)
            trackpad?.tracker.addSample(.zero, at: time)
            isTracking = true
            isDragging = true
            report("scrollViewWillBeginDragging") { $0.scrollViewWillBeginDragging(self) }
        }
        guard var gesture = trackpad else { return }
        gesture.rawOffset += step
        gesture.lastEventTime = time
        gesture.tracker.addSample(gesture.rawOffset, at: time)
        trackpad = gesture
        contentOffset = Point(x: bandedOffset(forRaw: gesture.rawOffset.x, axis: .horizontal),
                              y: bandedOffset(forRaw: gesture.rawOffset.y, axis: .vertical))
    }

    private func scrollOneTick(by step: Point) {
        let base: Point
        if case .animation(let running, _, .wheel)? = motion { base = running.to } else { base = contentOffset }
        animate(to: clamped(base + step), animated: true, purpose: .wheel,
                duration: Self.wheelStepDuration, curve: .easeOut)
    }

    /// Ends a trackpad gesture after the idle gap, releasing with the recent velocity.
    func advanceTrackpad(to time: Double) {
        guard let gesture = trackpad, time - gesture.lastEventTime >= Self.trackpadIdleGap else { return }
        trackpad = nil
        isTracking = false
        // The fingers were still moving at the last event: measure velocity there, not after the gap.
        let velocity = FlingLimits.clamp(gesture.tracker.velocity(at: gesture.lastEventTime))
        release(velocity: velocity, at: time, pageFrom: currentPage)
    }
}
