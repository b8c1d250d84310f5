import Geometry
import ScrollPhysics

/// A row swiped open or moving: its edge, its actions, where the cell is (`offset`, points:
/// negative for trailing actions, positive for leading) and the spring moving it.
final class RowSwipe {
    var row: Int
    /// +1: leading actions (swiped right); −1: trailing (swiped left).
    let sign: Double
    let configuration: SwipeActionsConfiguration
    let actionsView: SwipeActionsView
    var offset = 0.0
    var motion: SpringMotion?
    var motionStart = 0.0
    /// The offset when the current drag began, and the jump a near-edge full swipe added.
    var dragStartOffset = 0.0
    var fullSwipeAdjustment = 0.0
    var isTracking = false
    /// Past the full-swipe threshold: the first action fills the row.
    var isFullSwiped = false {
        didSet { actionsView.isExpanded = isFullSwiped }
    }
    /// The first action was performed and waits for its completion.
    var isPerforming = false

    init(row: Int, sign: Double, configuration: SwipeActionsConfiguration) {
        self.row = row
        self.sign = sign
        self.configuration = configuration
        actionsView = SwipeActionsView(actions: configuration.actions, trailing: sign < 0)
    }

    var isTrailing: Bool { sign < 0 }
    /// Where the row rests open: the buttons' total width.
    var openOffset: Double { sign * Double(configuration.actions.count) * SwipeThresholds.buttonWidth }

    func fullSwipeOffset(width: Double) -> Double {
        let destructive = configuration.actions.first?.style == .destructive
        return sign * SwipeThresholds.fullSwipeDistance(width: width, destructive: destructive, trailing: isTrailing)
    }

    var canFullSwipe: Bool { configuration.performsFirstActionWithFullSwipe && !configuration.actions.isEmpty }

    /// Springs from where it is to `target` with `velocity` (pt/s), from `time`.
    func spring(to target: Double, velocity: Double, at time: Double) {
        motion = SpringMotion(
            from: offset, to: target, velocity: velocity,
            response: SwipeThresholds.springResponse, dampingRatio: SwipeThresholds.springDampingRatio)
        motionStart = time
    }

    /// Moves along the spring to `time`; true once at rest.
    func advance(to time: Double) -> Bool {
        guard let motion else { return true }
        offset = motion.position(at: time - motionStart)
        if motion.isDone(at: time - motionStart) { self.motion = nil }
        return self.motion == nil
    }
}
