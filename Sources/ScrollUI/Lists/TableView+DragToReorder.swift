import Geometry
import Gestures

extension ReorderMetrics {
    /// Seconds a finger rests on a row before it lifts (`_UIDragInteractionDefaultLiftDelay()`,
    /// 0.325 s unless an internal preference overrides it).
    public static let liftDelay = 0.325
    /// Points the finger may move before the lift; more, and the scroll or the swipe wins
    /// (`_UIDragInteractionDefaultLiftMoveHysteresis()`, 10 pt).
    public static let liftMoveHysteresis = 10.0
}

/// Drag to reorder without editing (UIKit `dragInteractionEnabled` with `tableView(_:moveRowAt:to:)`,
/// a table's drag and drop within itself): a finger resting `ReorderMetrics.liftDelay` on a row
/// the data source can move lifts it, and from then on it is the grabber's drag — the finger
/// carries the row, the others make room, the table scrolls near its edges, the lift calls
/// `moveRowAt` on the drop and a cancelled touch puts the row back.
extension TableView {
    /// Whether a long press lifts a movable row to reorder it (UIKit `dragInteractionEnabled`;
    /// false by default, as on iPhone).
    public var dragInteractionEnabled: Bool {
        get { liftPress.isEnabled }
        set { liftPress.isEnabled = newValue }
    }

    func installLiftRecognizer() {
        liftPress.table = self
        liftPress.name = "\(name).rowLift"
        liftPress.addAction { [weak self] press in
            guard let self else { return }
            followReorder(press, start: press.location(in: self))
        }
        liftPress.isEnabled = false
        addGestureRecognizer(liftPress)
    }

    /// Whether a press at `point` (content coordinates) may lift its row.
    func canLiftRow(at point: Point) -> Bool {
        guard reorder == nil, !isEditing, let row = row(at: point), row < numberOfRows,
            let source = dataSource as? TableViewReorderingDataSource
        else { return false }
        return source.tableView(self, canMoveRowAt: row)
    }
}

/// The table's lift press: a `LongPressGestureRecognizer` with the drag interaction's delay and
/// hysteresis that fails at once on a row that cannot move, so taps, swipes and scrolls there
/// are left alone.
final class RowLiftGestureRecognizer: LongPressGestureRecognizer {
    weak var table: TableView?

    override init(name: String? = nil, action: ((GestureRecognizer) -> Void)? = nil) {
        super.init(name: name, action: action)
        minimumPressDuration = ReorderMetrics.liftDelay
        allowableMovement = ReorderMetrics.liftMoveHysteresis
    }

    override func touchesBegan(_ touches: [Touch], time: Double) {
        if state == .possible, let table, !table.canLiftRow(at: location(in: table)) {
            transition(to: .failed, reason: "no movable row under the finger")
            return
        }
        super.touchesBegan(touches, time: time)
    }
}
