import Geometry

/// Two fingers moving apart or together (UIKit's `UIPinchGestureRecognizer`), continuous.
///
/// Measures only while exactly two touches are down, as UIKit's `_UIPinchGestureRecognizerDriver`
/// does (iOS 26.1: its `touchesBegan:`/`touchesMoved:` act only when the event's active touches
/// number two): a third finger neither fails it nor moves `scale`, which holds until two are
/// down again and goes on from there without a jump (the driver restarts from the current scale
/// when a second touch joins). Begins once the distance between the fingers has changed by
/// `hysteresis` points; the hysteresis is removed so `scale` starts at 1 without a jump. Ends when
/// fewer than two fingers remain (UIKit's default keeps a one-finger pinch alive until the last
/// lifts; apps such as Photos set its `_setEndsOnSingleTouch:`, which is ScrollLab's behaviour).
open class PinchGestureRecognizer: GestureRecognizer {
    /// Change of finger distance, in points, before the pinch begins (ScrollLab's choice,
    /// matching the pan's 10 pt; UIKit does not publish its value).
    public var hysteresis = 10.0

    /// Current distance / starting distance (hysteresis removed); 1 until it begins (UIKit `scale`).
    public var scale: Double {
        get { baseDistance > 0 ? distance / baseDistance * scaleFactor : 1 }
        set {
            scaleFactor = baseDistance > 0 && distance > 0 ? newValue * baseDistance / distance : newValue
            tracker.reset()
        }
    }

    /// Rate of change of `scale`, per second, at the latest event (UIKit `velocity`), fitted on
    /// when the fingers were where they were (`Touch.occurredAt`), as the pan's velocity is.
    public var velocity: Double { tracker.velocity(at: lastOccurredAt).x }

    /// Distance between the two fingers when the second went down, in points.
    private var startDistance = 0.0
    /// The distance that counts as scale 1 (start ± hysteresis once begun).
    private var baseDistance = 0.0
    /// Current distance between the fingers, in points.
    private var distance = 0.0
    /// Set by assigning `scale`.
    private var scaleFactor = 1.0
    private var tracker = VelocityTracker()
    /// When the latest event happened (`Touch.occurredAt`, the latest of its touches), in seconds:
    /// the velocity fit's clock.
    private var lastOccurredAt = 0.0

    /// Notes when an event happened (its touches' stamps; `time` when none).
    private func note(_ touches: [Touch], time: Double) {
        lastOccurredAt = touches.map(\.occurredAt).max() ?? time
    }

    open override func touchesBegan(_ touches: [Touch], time: Double) {
        note(touches, time: time)
        if self.touches.count == 2 { measureFromNewPair() }
    }

    /// Two touches down again (a second joined, or a third lifted): measures from this pair,
    /// `scale` going on from where it is (before it begins: the hysteresis counts from here).
    private func measureFromNewPair() {
        let current = scale
        distance = currentDistance()
        if state.isActive {
            baseDistance = distance
            scaleFactor = current
        } else {
            startDistance = distance
        }
    }

    open override func touchesMoved(_ touches: [Touch], time: Double) {
        note(touches, time: time)
        guard self.touches.count == 2 else { return }
        distance = currentDistance()
        if state.isActive {
            tracker.addSample(Point(x: scale, y: 0), at: lastOccurredAt)
            transition(to: .changed)
        } else if state == .possible, !isWaitingForFailure, startDistance > 0,
            abs(distance - startDistance) >= hysteresis
        {
            baseDistance = startDistance + (distance > startDistance ? hysteresis : -hysteresis)
            tracker = VelocityTracker(
                horizon: PanGestureRecognizer.velocityHorizon, fit: .quadratic,
                stampResolution: self.touches.map(\.stampResolution).max() ?? 0)
            tracker.addSample(Point(x: scale, y: 0), at: lastOccurredAt)
            transition(to: .began)
        }
    }

    open override func touchesEnded(_ touches: [Touch], time: Double) {
        note(touches, time: time)
        if self.touches.count == 2 {
            measureFromNewPair()
        } else if state.isActive || isWaitingForFailure {
            if self.touches.count < 2 { transition(to: .ended) }
        } else if state == .possible, self.touches.count < 2 {
            startDistance = 0
            if self.touches.isEmpty { transition(to: .failed, reason: "lifted before pinching") }
        }
    }

    open override func touchesCancelled(_ touches: [Touch], time: Double) {
        note(touches, time: time)
        transition(to: state.isActive ? .cancelled : .failed)
    }

    open override func reset() {
        super.reset()
        startDistance = 0
        baseDistance = 0
        distance = 0
        scaleFactor = 1
        tracker.reset()
    }

    private func currentDistance() -> Double {
        (touches[0].location - touches[1].location).length
    }
}
