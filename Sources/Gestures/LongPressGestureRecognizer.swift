import Geometry

/// A press held still (UIKit's `UILongPressGestureRecognizer`), continuous.
///
/// Begins when `numberOfTouchesRequired` fingers have been down for `minimumPressDuration`
/// (0.5 s) without any moving more than `allowableMovement` (10 pt); the timer fires from
/// `advance(to:)` (and before any later event). Then every move is `.changed` (movement is
/// allowed once it began) and lifting a finger ends it. Lifting or moving too far before
/// the duration fails it.
open class LongPressGestureRecognizer: GestureRecognizer {
    /// Seconds the fingers must stay down (UIKit default 0.5 s).
    public var minimumPressDuration = 0.5
    /// Points a finger may move before the press begins (UIKit default 10 pt).
    public var allowableMovement = 10.0
    /// Fingers that must be down (UIKit default 1).
    public var numberOfTouchesRequired = 1

    /// When the required fingers were all down, in seconds.
    private var pressStart: Double?
    /// Where each finger went down, by touch id, window points.
    private var startLocations: [Int: Point] = [:]

    open override func touchesBegan(_ touches: [Touch], time: Double) {
        for touch in touches { startLocations[touch.id] = touch.location }
        guard state == .possible, !isWaitingForFailure else { return }
        if self.touches.count > numberOfTouchesRequired {
            transition(to: .failed, reason: "too many fingers")
        } else if self.touches.count == numberOfTouchesRequired {
            pressStart = time
            advance(to: time)
        }
    }

    open override func touchesMoved(_ touches: [Touch], time: Double) {
        if state.isActive {
            transition(to: .changed)
            return
        }
        guard state == .possible, !isWaitingForFailure else { return }
        for touch in touches
        where (touch.location - (startLocations[touch.id] ?? touch.location)).length > allowableMovement {
            transition(to: .failed, reason: "moved more than \(allowableMovement.formatted1) pt")
            return
        }
    }

    open override func touchesEnded(_ touches: [Touch], time: Double) {
        if state.isActive || isWaitingForFailure {
            transition(to: .ended)
        } else if state == .possible {
            transition(to: .failed, reason: "lifted before \(minimumPressDuration) s")
        }
    }

    open override func touchesCancelled(_ touches: [Touch], time: Double) {
        transition(to: state.isActive ? .cancelled : .failed)
    }

    open override func advance(to time: Double) {
        guard state == .possible, !isWaitingForFailure, let start = pressStart,
            time - start >= minimumPressDuration
        else { return }
        transition(to: .began)
    }

    open override func reset() {
        super.reset()
        pressStart = nil
        startLocations.removeAll()
    }
}
