import Geometry

/// A discrete tap of `numberOfTouchesRequired` fingers, `numberOfTapsRequired` times
/// (UIKit's `UITapGestureRecognizer`).
///
/// Recognized (`.ended`) when the last finger of the last tap lifts. Fails when a finger
/// moves more than `allowableMovement` from where it went down, when more fingers than
/// required touch down, or when the next tap does not begin within `maximumTapInterval`
/// (checked by `advance(to:)` and by the next event). Between taps it stays possible with
/// no touches down, so a single tap that `require(toFail:)` a double tap waits for it.
open class TapGestureRecognizer: GestureRecognizer {
    /// Taps needed (UIKit `numberOfTapsRequired`, default 1).
    public var numberOfTapsRequired = 1
    /// Fingers per tap (UIKit `numberOfTouchesRequired`, default 1).
    public var numberOfTouchesRequired = 1
    /// How far (pt) a finger may move and still tap (UIKit's is about 10 pt for a touch).
    public var allowableMovement = 10.0
    /// Longest gap (s) from a lift to the next tap's touch-down (UIKit's double-tap delay ≈ 0.35 s).
    public var maximumTapInterval = 0.35

    /// Taps completed so far in this gesture.
    public private(set) var tapsCompleted = 0
    /// Most fingers down at once during the current tap.
    private var fingersInCurrentTap = 0
    /// Where each finger of the current tap went down, by touch id, window points.
    private var startLocations: [Int: Point] = [:]
    /// When the next tap must have begun by, in seconds (nil while a tap is in progress).
    private var nextTapDeadline: Double?

    /// Between taps: no fingers down, but more taps expected.
    open override var isAwaitingMoreTouches: Bool { nextTapDeadline != nil }

    /// A tap with more required taps cannot be prevented by one with fewer (UIKit: a double
    /// tap is still recognized after a single tap fired on its first tap, unless the single
    /// tap is told to `require(toFail:)` the double one).
    open override func canBePrevented(by other: GestureRecognizer) -> Bool {
        guard let tap = other as? TapGestureRecognizer else { return true }
        return tap.numberOfTapsRequired >= numberOfTapsRequired
    }

    open override func touchesBegan(_ touches: [Touch], time: Double) {
        if let deadline = nextTapDeadline {
            guard time < deadline else {
                transition(to: .failed, reason: "next tap came too late")
                return
            }
            nextTapDeadline = nil
        }
        for touch in touches { startLocations[touch.id] = touch.location }
        fingersInCurrentTap = max(fingersInCurrentTap, self.touches.count)
        if fingersInCurrentTap > numberOfTouchesRequired { transition(to: .failed, reason: "too many fingers") }
    }

    open override func touchesMoved(_ touches: [Touch], time: Double) {
        for touch in touches {
            let start = startLocations[touch.id] ?? touch.location
            if (touch.location - start).length > allowableMovement {
                transition(to: .failed, reason: "moved more than \(allowableMovement.formatted1) pt")
                return
            }
        }
    }

    open override func touchesEnded(_ touches: [Touch], time: Double) {
        guard self.touches.isEmpty else { return }
        guard fingersInCurrentTap == numberOfTouchesRequired else {
            transition(to: .failed, reason: "\(fingersInCurrentTap) fingers, \(numberOfTouchesRequired) required")
            return
        }
        tapsCompleted += 1
        fingersInCurrentTap = 0
        startLocations.removeAll()
        if tapsCompleted >= numberOfTapsRequired {
            transition(to: .recognized)
        } else {
            nextTapDeadline = time + maximumTapInterval
        }
    }

    open override func touchesCancelled(_ touches: [Touch], time: Double) {
        transition(to: .failed, reason: "touch cancelled")
    }

    open override func advance(to time: Double) {
        if let deadline = nextTapDeadline, time >= deadline, state == .possible {
            nextTapDeadline = nil
            transition(to: .failed, reason: "no tap \(tapsCompleted + 1) within \(maximumTapInterval) s")
        }
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        fingersInCurrentTap = 0
        startLocations.removeAll()
        nextTapDeadline = nil
    }
}
