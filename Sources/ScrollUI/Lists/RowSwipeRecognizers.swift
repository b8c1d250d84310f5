import Geometry
import Gestures

/// A row's swipe pan (UIKit `_UISwipeActionPanGestureRecognizer`): it needs 25 pt of movement and
/// begins only for a mostly horizontal drag on a row with actions that way (or on the open row),
/// so a vertical drag is left to the table's pan; the arena decides between them, and the
/// navigation controller's back gesture, which every pan waits for, wins at the screen edge.
final class RowSwipePanGestureRecognizer: PanGestureRecognizer {
    weak var table: TableView?

    override init(name: String? = nil, action: ((GestureRecognizer) -> Void)? = nil) {
        super.init(name: name, action: action)
        hysteresis = SwipeThresholds.panHysteresis
    }

    override func shouldBegin(translation: Point) -> Bool {
        guard abs(translation.x) > abs(translation.y), let table else { return false }
        let start = location(in: table) - translation
        return table.canBeginSwipe(at: start, towards: translation.x)
    }
}

/// While a row is open, a touch down anywhere but on its buttons closes it and is not delivered
/// to the rows (UIKit `_UISwipeDismissalGestureRecognizer`); the table's pans are not stopped by
/// it, so the same touch can scroll or swipe.
final class SwipeDismissalGestureRecognizer: GestureRecognizer {
    weak var table: TableView?

    override func touchesBegan(_ touches: [Touch], time: Double) {
        guard state == .possible, let table else { return }
        if table.dismissesSwipe(at: location(in: table)) {
            transition(to: .ended)
            table.closeSwipe(velocity: 0, disablingDismissal: false)
        } else {
            transition(to: .failed, reason: "on the open row's buttons")
        }
    }

    override func canPrevent(_ other: GestureRecognizer) -> Bool { !(other is PanGestureRecognizer) }
}
