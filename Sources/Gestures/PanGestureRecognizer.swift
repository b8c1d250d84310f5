import Geometry

/// A continuous drag (UIKit's `UIPanGestureRecognizer`).
///
/// Begins once the centroid of its touches has moved `hysteresis` (10 pt) from where it
/// started and `shouldBegin(translation:)` agrees; the hysteresis is then removed from the
/// translation so content does not jump. With several fingers it follows their centroid: a
/// finger joining or leaving changes the centroid but not the translation; the touches of one
/// instant come moves first (`TouchInstant`, Gestures.docc/SeveralFingers.md). Velocity comes
/// from a least-squares `VelocityTracker` over the last 100 ms of moves (the lift adds no sample).
open class PanGestureRecognizer: GestureRecognizer {
    /// UIKit's pan hysteresis: movement (pt) before the pan begins (ScrollPhysics.docc/Physics.md, "Gesture thresholds").
    public static let defaultHysteresis = 10.0

    /// Fewest touches that can begin the pan (UIKit `minimumNumberOfTouches`, default 1).
    public var minimumNumberOfTouches = 1
    /// Most touches that can begin the pan (UIKit `maximumNumberOfTouches`); more while
    /// possible → fails. Extra fingers after it began just join the centroid.
    public var maximumNumberOfTouches = Int.max
    /// Movement in points before the pan begins.
    public var hysteresis = PanGestureRecognizer.defaultHysteresis
    /// Seconds of movement the release velocity is fitted to (`VelocityTracker.horizon`), from the next touch on.
    public var velocityWindow = PanGestureRecognizer.velocityHorizon
    /// Seconds without movement that release at rest (`VelocityTracker.pause`), from the next touch on.
    public var velocityPause = VelocityTracker.defaultPause

    /// Movement of the centroid since the gesture started, window points, never jumping.
    public private(set) var rawTranslation = Point.zero
    /// The part of `rawTranslation` consumed by the hysteresis when the pan began.
    private var hysteresisOffset = Point.zero
    /// Added by `setTranslation(_:in:)`.
    private var translationAdjustment = Point.zero
    /// Centroid of `touches` after the last event, window points.
    private var trackedCentroid: Point?
    private var tracker = VelocityTracker()
    /// Time of the latest event, seconds.
    public private(set) var lastTime = 0.0

    /// Decides whether movement of `translation` (window points, the hysteresis not yet
    /// removed) may begin the pan; no → the pan fails (a subclass can lock directions, e.g. a
    /// horizontal pager's pan refusing vertical drags). Default: true.
    open func shouldBegin(translation: Point) -> Bool { true }

    /// The translation since the pan began (hysteresis removed), in `target`'s coordinates: the
    /// window's vector, scaled down in a zoomed view (UIKit `translation(in:)`).
    public func translation(in target: TouchTarget?) -> Point {
        vector(rawTranslation - hysteresisOffset + translationAdjustment, in: target)
    }

    /// Sets the translation reported from now on, in `target`'s coordinates; like UIKit this
    /// also restarts the velocity estimate.
    public func setTranslation(_ translation: Point, in target: TouchTarget?) {
        translationAdjustment = windowVector(translation, from: target) - (rawTranslation - hysteresisOffset)
        tracker.reset()
        tracker.addSample(rawTranslation, at: lastTime)
    }

    /// Seconds of movement the release velocity is fitted to (ScrollPhysics.docc/Physics.md: 0.1 s).
    package static let velocityHorizon = 0.1

    /// The velocity fit for a touch (LSQ2, as Flutter and Android) or a mouse drag: the X server
    /// stamps mouse events when they are sent, whose jitter bends a parabola by up to 11 % on
    /// steady drags; on steadied times it stays within 1 % (ScrollPhysics.docc/Physics.md, "Velocity estimation").
    package static func velocityFit(isMouse: Bool) -> VelocityTracker.Fit {
        isMouse ? .quadraticOnSteadyTimes : .quadratic
    }

    /// Velocity of the centroid in pt/s, in `target`'s coordinates, at the latest event (UIKit
    /// `velocity(in:)`); zero when the fingers paused 40 ms or more before it.
    public func velocity(in target: TouchTarget?) -> Point {
        vector(tracker.velocity(at: lastOccurredAt), in: target)
    }

    /// When the latest event happened (`Touch.occurredAt`), in seconds: the velocity fit's clock.
    private var lastOccurredAt = 0.0

    /// The latest stamp among `touches` (the ones of this event), or `time`.
    private static func occurredAt(of touches: [Touch], time: Double) -> Double {
        touches.map(\.occurredAt).max() ?? time
    }

    open override func touchesBegan(_ touches: [Touch], time: Double) {
        lastTime = time
        lastOccurredAt = Self.occurredAt(of: touches, time: time)
        if self.touches.count == touches.count {
            tracker = VelocityTracker(
                horizon: velocityWindow, fit: Self.velocityFit(isMouse: touches.allSatisfy(\.isMouse)),
                stampResolution: touches.map(\.stampResolution).max() ?? 0, pause: velocityPause)
            tracker.addSample(rawTranslation, at: lastOccurredAt)
        }
        trackedCentroid = Self.centroid(of: self.touches)
        if state == .possible && !isWaitingForFailure && self.touches.count > maximumNumberOfTouches {
            transition(
                to: .failed,
                reason: "more than \(maximumNumberOfTouches) \(maximumNumberOfTouches == 1 ? "touch" : "touches")")
        }
    }

    open override func touchesMoved(_ touches: [Touch], time: Double) {
        lastTime = time
        lastOccurredAt = Self.occurredAt(of: touches, time: time)
        let centroid = Self.centroid(of: self.touches)
        rawTranslation += centroid - (trackedCentroid ?? centroid)
        trackedCentroid = centroid
        tracker.addSample(rawTranslation, at: lastOccurredAt)
        if state.isActive {
            transition(to: .changed)
        } else if state == .possible && !isWaitingForFailure
            && self.touches.count >= minimumNumberOfTouches
            && rawTranslation.length >= hysteresis
        {
            guard shouldBegin(translation: rawTranslation) else {
                transition(to: .failed, reason: "shouldBegin(translation: \(rawTranslation.formatted)) returned false")
                return
            }
            hysteresisOffset = rawTranslation * (hysteresis / rawTranslation.length)
            transition(to: .began)
        }
    }

    open override func touchesEnded(_ touches: [Touch], time: Double) {
        lastTime = time
        lastOccurredAt = Self.occurredAt(of: touches, time: time)
        if self.touches.isEmpty, let tracked = trackedCentroid {
            // The lift position counts for the translation (UIKit) but adds no velocity sample (ScrollPhysics.docc/Physics.md).
            rawTranslation += Self.centroid(of: touches) - tracked
        }
        trackedCentroid = self.touches.isEmpty ? nil : Self.centroid(of: self.touches)
        let tooFew = self.touches.count < minimumNumberOfTouches
        if state.isActive || isWaitingForFailure {
            if self.touches.isEmpty || tooFew { transition(to: .ended) }
        } else if state == .possible && self.touches.isEmpty {
            transition(to: .failed, reason: "lifted before moving \(hysteresis.formatted1) pt")
        }
    }

    open override func touchesCancelled(_ touches: [Touch], time: Double) {
        lastTime = time
        lastOccurredAt = Self.occurredAt(of: touches, time: time)
        trackedCentroid = self.touches.isEmpty ? nil : Self.centroid(of: self.touches)
        if state.isActive {
            transition(to: .cancelled)
        } else if state == .possible {
            transition(to: .failed, reason: "touch cancelled")
        }
    }

    open override func reset() {
        super.reset()
        rawTranslation = .zero
        hysteresisOffset = .zero
        translationAdjustment = .zero
        trackedCentroid = nil
        tracker.reset()
    }

    /// A window-space vector expressed in `target`'s coordinates.
    private func vector(_ window: Point, in target: TouchTarget?) -> Point {
        guard let target else { return window }
        return target.convertFromWindow(window) - target.convertFromWindow(.zero)
    }

    /// A vector in `target`'s coordinates expressed in the window's: the same, unless the target
    /// is scaled (a zoomed view's transform; views scale uniformly).
    private func windowVector(_ vector: Point, from target: TouchTarget?) -> Point {
        guard let target else { return vector }
        let scale = target.convertFromWindow(Point(x: 1, y: 0)).x - target.convertFromWindow(.zero).x
        return abs(scale - 1) < 1e-9 || !(scale > 0) ? vector : vector / scale
    }
}
