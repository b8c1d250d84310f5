import Geometry
import Gestures

/// The press that opens a context menu (UIKit's `_UILongPressClickInteractionDriver` and its
/// `_UITouchDurationObservingGestureRecognizer`), continuous.
///
/// One finger held `ContextMenuMetrics.pressDuration` (0.4 s) without moving more than
/// `allowableMovement` (10 pt) begins it; from `highlightDelay` (0.15 s) on, `onPress` gets the
/// shrink's progress every frame. It does not cancel a scroll: a pan that passes its own 10 pt
/// hysteresis first wins in the arena and makes it fail, as a drag on a cell scrolls on iOS. Once
/// begun, every move is `.changed` (the finger slides over the menu) and lifting ends it.
public final class ContextMenuPressRecognizer: GestureRecognizer {
    /// Seconds held before it begins.
    public var pressDuration = ContextMenuMetrics.pressDuration
    /// Points the finger may move before it begins.
    public var allowableMovement = ContextMenuMetrics.allowableMovement
    /// Called each frame while the finger is held, with the shrink's progress 0…1, and with 0
    /// when the press fails or ends.
    var onPress: ((Double) -> Void)?
    /// The interaction this press opens (kept alive by it, as the view keeps the recognizer).
    var interaction: ContextMenuInteraction?
    /// When the finger went down, in seconds; nil when no press is under way.
    public private(set) var pressStart: Double?
    /// Where it went down, window points.
    private var startLocation: Point?

    public override func touchesBegan(_ touches: [Touch], time: Double) {
        guard state == .possible else { return }
        guard self.touches.count == 1, let touch = touches.first else {
            transition(to: .failed, reason: "more than one finger")
            return
        }
        pressStart = time
        startLocation = touch.location
    }

    public override func touchesMoved(_ touches: [Touch], time: Double) {
        if state.isActive {
            transition(to: .changed)
            return
        }
        guard state == .possible, let start = startLocation else { return }
        for touch in touches where (touch.location - start).length > allowableMovement {
            transition(to: .failed, reason: "moved more than \(Int(allowableMovement)) pt")
            return
        }
    }

    public override func touchesEnded(_ touches: [Touch], time: Double) {
        if state.isActive {
            transition(to: .ended)
        } else if state == .possible {
            transition(to: .failed, reason: "lifted before \(pressDuration) s")
        }
    }

    public override func touchesCancelled(_ touches: [Touch], time: Double) {
        transition(to: state.isActive ? .cancelled : .failed)
    }

    public override func advance(to time: Double) {
        guard state == .possible, !isWaitingForFailure, let start = pressStart else { return }
        let held = time - start
        onPress?(ContextMenuMetrics.pressProgress(held: held))
        if held >= pressDuration - 1e-9 { transition(to: .began) }
    }

    public override func reset() {
        super.reset()
        if pressStart != nil { onPress?(0) }
        pressStart = nil
        startLocation = nil
    }
}
