import Geometry
import ScrollPhysics

/// A smooth-scroll (trackpad) gesture in progress: its accumulated movement and recent deltas.
struct TrackpadState {
    var travelled = Point.zero
    var lastEventTime: Double
    /// A linear fit: SDL's whole-millisecond stamps make the quadratic one noisy (ScrollPhysics' note).
    var tracker = VelocityTracker(horizon: ScrollView.trackpadVelocityWindow, fit: .linear)
}

extension ScrollView {
    /// SDL reports no end of a trackpad gesture: this much silence ends it, in seconds (ScrollPhysics.docc/Physics.md).
    public static let trackpadIdleGap = 0.06
    /// The momentum after a trackpad gesture uses the velocity of this last stretch, in seconds (GTK).
    public static let trackpadVelocityWindow = 0.15
    /// Duration of the animation of one wheel tick, in seconds.
    public static let wheelStepDuration = 0.2

    /// Wheel or trackpad input: `delta` in points, `> 0` toward the end of the content, at `time` seconds.
    /// A smooth source (`precise`) scrolls directly, rubber-banding past the edges, as a drag with
    /// UIKit's delegate sequence; after `trackpadIdleGap` of silence it ends with momentum. Wheel
    /// ticks animate a fixed step, clamped to the content. New input stops any momentum; input
    /// while a finger is down is ignored.
    public func handleScroll(delta: Point, precise: Bool, at time: Double) {
        scroll(by: delta, precise: precise, at: time, stepPurpose: .wheel)
    }

    /// `handleScroll`, with the purpose of a step's animation (keys end with UIKit's
    /// `scrollViewDidEndScrollingAnimation`, wheel ticks with nothing).
    func scroll(by delta: Point, precise: Bool, at time: Double, stepPurpose: ScrollViewMotion.AnimationPurpose) {
        now = max(now, time)
        guard isScrollEnabled, delta.isFinite else { return }
        switch phase {
        case .touching, .dragging(.touch, _): return  // a finger is down
        default: break
        }
        var step = Point.zero
        for axis in Axis.allCases where canScroll(axis) { step[axis] = delta[axis] }
        guard step != .zero else { return }
        precise ? scrollSmoothly(by: step, at: now) : scrollOneStep(by: step, at: now, purpose: stepPurpose)
    }

    /// The page next to the one nearest `offset` in the direction of `step` (a wheel tick on a
    /// paging scroll view turns a page, as Shift+wheel does on `nested`'s pager).
    func page(from offset: Point, toward step: Point) -> Point {
        var target = offset
        for axis in Axis.allCases where step[axis] != 0 {
            let size = bounds.size[axis], start = positionRange(axis).lowerBound
            guard size > 0 else { continue }
            let current = ((offset[axis] - start) / size).rounded()
            target[axis] = start + (current + (step[axis] > 0 ? 1 : -1)) * size
        }
        return clampedPosition(target)
    }

    /// True when `delta` would move this scroll view (it can scroll along the delta's main axis).
    public func acceptsScroll(_ delta: Point) -> Bool {
        isScrollEnabled && canScroll(abs(delta.x) > abs(delta.y) ? .horizontal : .vertical)
    }

    private func scrollSmoothly(by step: Point, at time: Double) {
        if trackpad == nil {
            let interrupted = phase == .decelerating
            isDecelerationHeld = false  // a gesture of its own now holds it, as a finger's does (touchDown)
            _ = nestedCoordinator?.stopOtherMotions(than: self, at: time, holdingDecelerations: false)
            stopMotion(at: time)
            trackpad = TrackpadState(lastEventTime: time)
            trackpad?.tracker.addSample(.zero, at: time)
            transition(to: .dragging(.trackpad, interrupted: interrupted))
            report(.willBeginDragging) { $0.scrollViewWillBeginDragging(self) }
        }
        guard var gesture = trackpad else { return }
        gesture.travelled += step
        gesture.lastEventTime = time
        gesture.tracker.addSample(gesture.travelled, at: time)
        trackpad = gesture
        var offset = position
        for axis in Axis.allCases where step[axis] != 0 {
            offset[axis] = bandedOffset(forRaw: rawOffset(forBanded: offset[axis], axis: axis) + step[axis], axis: axis)
        }
        position = offset
    }

    /// One animated step (a wheel tick or a key), continuing from where a running step would end
    /// and at the speed it has, so a stream of ticks moves as one motion, not a restarted ease-out per tick.
    private func scrollOneStep(by step: Point, at time: Double, purpose: ScrollViewMotion.AnimationPurpose) {
        if trackpad != nil { endTrackpadGesture(velocity: .zero, at: time) }
        _ = nestedCoordinator?.stopOtherMotions(than: self, at: time, holdingDecelerations: false)
        var base = position, velocity = Point.zero
        if let running = motion, case .animation(let animation, purpose) = running.kind {
            // On pages, the ticks of one flick of the wheel turn one page.
            if isPagingEnabled { return }
            base = running.restingOffset(current: base)
            velocity = animation.velocity(at: time - running.start)
        }
        let target = isPagingEnabled ? page(from: base, toward: step) : clampedPosition(base + step)
        let distance = target - position
        let squaredLength = distance.x * distance.x + distance.y * distance.y
        let slope = squaredLength > 0 ? (velocity.x * distance.x + velocity.y * distance.y) / squaredLength * Self.wheelStepDuration : 0
        animate(to: target, animated: true, purpose: purpose, duration: Self.wheelStepDuration, curve: .easeOut(startingAtSlope: slope))
    }

    /// Ends a trackpad gesture after the idle gap, releasing with the recent velocity.
    func advanceTrackpad(to time: Double) {
        guard let gesture = trackpad, time - gesture.lastEventTime >= Self.trackpadIdleGap else { return }
        // The fingers were still moving at the last event: measure the velocity there, not after the gap.
        endTrackpadGesture(velocity: FlingLimits.clamp(gesture.tracker.velocity(at: gesture.lastEventTime)), at: time)
    }

    /// The fingers lifted (a `scroll` event with `"phase":"ended"`): the gesture ends at `time`
    /// seconds with the velocity measured at its last movement, as after the idle gap.
    public func liftTrackpad(at time: Double) {
        now = max(now, time)
        guard let gesture = trackpad else { return }
        endTrackpadGesture(velocity: FlingLimits.clamp(gesture.tracker.velocity(at: gesture.lastEventTime)), at: now)
    }

    /// Ends the trackpad gesture as a drag that lifts with `velocity` (pt/s) at `time`.
    func endTrackpadGesture(velocity: Point, at time: Double) {
        trackpad = nil
        release(velocity: velocity, at: time, pageFrom: currentPage)
    }
}
