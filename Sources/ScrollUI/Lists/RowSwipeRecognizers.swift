import Geometry
import Gestures

/// A row's swipe pan (UIKit `_UISwipeActionPanGestureRecognizer`): it needs 25 pt of movement and
/// begins only for a mostly horizontal drag on a row with actions that way (or on the open row),
/// so a vertical drag is left to the list's pan; the arena decides between them, and the
/// navigation controller's back gesture, which every pan waits for, wins at the screen edge.
final class RowSwipePanGestureRecognizer: PanGestureRecognizer {
    weak var controller: RowSwipeController?

    override init(name: String? = nil, action: ((GestureRecognizer) -> Void)? = nil) {
        super.init(name: name, action: action)
        hysteresis = SwipeThresholds.panHysteresis
    }

    override func shouldBegin(translation: Point) -> Bool {
        guard abs(translation.x) > abs(translation.y), let controller, let host = controller.host else { return false }
        let start = location(in: host) - translation
        return controller.canBegin(at: start, towards: translation.x)
    }
}

/// While a row is open, a touch down anywhere but on that row closes it and is not delivered to
/// the rows; a tap on the open row's cell closes it as the finger lifts (UIKit
/// `_UISwipeDismissalGestureRecognizer`, `touchAtLocationShouldDismissSwipedItem:isTouchUp:`).
/// The table's pans are not stopped by it, so the same touch can scroll or swipe (and a drag of
/// the open row, which the row's pan takes, makes it fail).
final class SwipeDismissalGestureRecognizer: GestureRecognizer {
    weak var controller: RowSwipeController?
    /// The touch landed on the open row's cell: it closes the row if it lifts there.
    private var waitsForTouchUp = false

    override func touchesBegan(_ touches: [Touch], time: Double) {
        guard state == .possible, !waitsForTouchUp, let controller, let host = controller.host else { return }
        switch controller.dismissal(at: location(in: host)) {
        case .now:
            transition(to: .ended)
            controller.close(velocity: 0, disablingDismissal: false)
        case .onTouchUp: waitsForTouchUp = true
        case .never: transition(to: .failed, reason: "on the open row's buttons")
        }
    }

    override func touchesEnded(_ touches: [Touch], time: Double) {
        guard state == .possible, waitsForTouchUp, self.touches.isEmpty, let controller else { return }
        transition(to: .ended)
        controller.close(velocity: 0, disablingDismissal: false)
    }

    override func touchesCancelled(_ touches: [Touch], time: Double) {
        if state == .possible { transition(to: .failed, reason: "touch cancelled") }
    }

    override func reset() { waitsForTouchUp = false }

    override func canPrevent(_ other: GestureRecognizer) -> Bool { !(other is PanGestureRecognizer) }
}

/// What a touch does to an open row: close it at once, as it lifts, or not at all.
enum SwipeDismissal { case now, onTouchUp, never }
