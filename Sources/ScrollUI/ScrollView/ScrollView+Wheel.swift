import Geometry
import ScrollPhysics

/// A smooth-scroll (trackpad) gesture in progress on one scroll view: its latest event and the
/// release velocity's samples.
struct TrackpadState {
    /// When the latest event arrived, in seconds on the frame clock (for the silence that ends it).
    var lastEventTime: Double
    var velocity: TrackpadVelocity
}

extension ScrollView {
    /// Where the source never reported the fingers lifting (SDL on X11 reports no end of a
    /// trackpad gesture), this much silence ends a gesture whose fingers were slower than
    /// `trackpadFlickSpeed` at its last event, in seconds: longer than the rests real pads show
    /// mid-gesture (98 ms in `mouse-and-touchpad.yml`, ScrollUI.docc/InputOnLinux.md).
    public static let trackpadIdleGap = 0.12
    /// Where the source never reported the fingers lifting, at least this much silence ends a
    /// gesture whose fingers were still moving at `trackpadFlickSpeed` or faster, in seconds: under
    /// two frames at 60 Hz, so momentum starts within 2 frames of the last motion on pads reporting
    /// every 15 ms or faster; slower pads wait `trackpadFlickGapPerReportInterval` report intervals.
    public static let trackpadFlickGap = 0.03
    /// Where the source never reported the fingers lifting, a flick also ends only after this many
    /// times the median of the gesture's last `trackpadRecentIntervals` report intervals: above the
    /// ±30 % jitter and the occasional dropped report of a 40 Hz pad (25–50 ms in
    /// `mouse-and-touchpad.yml`), so such a pad's gesture stays one drag.
    public static let trackpadFlickGapPerReportInterval = 2.0
    /// How many of a gesture's latest report intervals `trackpadFlickGapPerReportInterval` is measured on.
    public static let trackpadRecentIntervals = 8
    /// The release speed from which a lift-less gesture ends after `trackpadFlickGap` rather than
    /// `trackpadIdleGap`, in pt/s: above the 140 pt/s at which real fingers came to a rest
    /// mid-gesture, below the 500–1,300 pt/s of the same pad's flicks (`mouse-and-touchpad.yml`).
    public static let trackpadFlickSpeed = 300.0
    /// Duration of the animation of one wheel tick, in seconds.
    public static let wheelStepDuration = 0.2

    /// Wheel or trackpad input: `delta` in points, `> 0` toward the end of the content, at `time` seconds.
    /// A smooth source (`precise`) scrolls directly, rubber-banding past the edges, as a drag with
    /// UIKit's delegate sequence; silence ends it with momentum (`TrackpadVelocity.endsAfter`). Wheel
    /// ticks animate a fixed step, clamped to the content. New input stops any momentum; input
    /// while a finger is down is ignored. (The application routes whole trackpad gestures here
    /// with `continueTrackpadGesture`, see ScrollUI.docc/InputOnLinux.md.)
    public func handleScroll(delta: Point, precise: Bool, at time: Double) {
        scroll(by: delta, precise: precise, at: time, stepPurpose: .wheel)
    }

    /// `handleScroll`, with the purpose of a step's animation (keys end with UIKit's
    /// `scrollViewDidEndScrollingAnimation`, wheel ticks with nothing).
    func scroll(by delta: Point, precise: Bool, at time: Double, stepPurpose: ScrollViewMotion.AnimationPurpose) {
        guard let step = acceptedStep(delta, at: time) else { return }
        if precise {
            guard step != .zero || trackpad != nil else { return }
            scrollSmoothly(by: step, at: now, stamp: now, source: trackpad?.velocity.source ?? .liftless)
        } else {
            guard step != .zero else { return }
            scrollOneStep(by: step, at: now, purpose: stepPurpose)
        }
    }

    /// One event of the two-finger gesture latched to this view: `delta` in points (what the
    /// gesture's axis lock kept of it; zero is a sample of no motion), arriving at `time` and
    /// happening at `stamp` seconds, from `source`. The first event begins a drag (UIKit's delegate
    /// sequence); where the source reports no lift, silence ends it (`TrackpadVelocity.endsAfter`),
    /// else only `liftTrackpad`. Ignored while a finger is down.
    package func continueTrackpadGesture(by delta: Point, at time: Double, stamp: Double, source: TrackpadSource) {
        guard let step = acceptedStep(delta, at: time) else { return }
        scrollSmoothly(by: step, at: now, stamp: min(stamp, now), source: source)
    }

    /// The part of `delta` this view scrolls at `time` (its axes that can scroll), or nil when it
    /// takes no wheel or trackpad input now (disabled, not a number, or a finger is down).
    private func acceptedStep(_ delta: Point, at time: Double) -> Point? {
        noteTime(time)
        guard isScrollEnabled, delta.isFinite, !isUnderFinger else { return nil }
        var step = Point.zero
        for axis in Axis.allCases where canScroll(axis) { step[axis] = delta[axis] }
        return step
    }

    /// True while a finger is down on this view (wheel and trackpad input are ignored then).
    private var isUnderFinger: Bool {
        switch phase {
        case .touching, .dragging(.touch, _): true
        default: false
        }
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

    private func scrollSmoothly(by step: Point, at time: Double, stamp: Double, source: TrackpadSource) {
        if trackpad == nil {
            let interrupted = phase == .decelerating
            isDecelerationHeld = false  // a gesture of its own now holds it, as a finger's does (touchDown)
            _ = nestedCoordinator?.stopOtherMotions(than: self, at: time, holdingDecelerations: false)
            stopMotion(at: time)
            trackpad = TrackpadState(lastEventTime: time, velocity: TrackpadVelocity(source: source))
            transition(to: .dragging(.trackpad, interrupted: interrupted))
            report(.willBeginDragging) { $0.scrollViewWillBeginDragging(self) }
        }
        guard var gesture = trackpad else { return }
        gesture.lastEventTime = time
        gesture.velocity.add(step, at: stamp)
        trackpad = gesture
        guard step != .zero else { return }
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
        let slope =
            squaredLength > 0
            ? (velocity.x * distance.x + velocity.y * distance.y) / squaredLength * Self.wheelStepDuration : 0
        animate(
            to: target, animated: true, purpose: purpose, duration: Self.wheelStepDuration,
            curve: .easeOut(startingAtSlope: slope))
    }

    /// Ends a trackpad gesture of a source that reports no lift once the silence since its last
    /// event ends it (`TrackpadVelocity.endsAfter`), releasing with the velocity at that event.
    func advanceTrackpad(to time: Double) {
        guard let gesture = trackpad, gesture.velocity.endsAfter(silence: time - gesture.lastEventTime) else { return }
        // The fingers were still moving at the last event: measure the velocity there, not after the gap.
        endTrackpadGesture(velocity: physics.flingLimits.clamp(gesture.velocity.velocityAtLastEvent), at: time)
    }

    /// The fingers lifted (a `scroll` event with `"phase":"ended"`, Wayland's `axis_stop`) at
    /// `time` seconds, having left the pad at `stamp` (nil: `time`): the gesture ends now, with
    /// the velocity the touch fit gives at the lift — zero after a resting pause of 40 ms.
    public func liftTrackpad(at time: Double, stamp: Double? = nil) {
        noteTime(time)
        guard let gesture = trackpad else { return }
        endTrackpadGesture(
            velocity: physics.flingLimits.clamp(gesture.velocity.velocity(atLift: min(stamp ?? time, time))), at: now)
    }

    /// Ends the trackpad gesture as a drag that lifts with `velocity` (pt/s) at `time`.
    package func endTrackpadGesture(velocity: Point, at time: Double) {
        trackpad = nil
        release(velocity: velocity, at: time, pageFrom: currentPage)
    }
}
