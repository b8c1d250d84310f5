import Geometry
import Gestures

/// What a view whose rows swipe gives its `RowSwipeController`: rows are numbered 0..<count in
/// content order (a table's rows, a list collection's items across its sections).
protocol RowSwipeHost: ScrollView {
    /// False while the rows may not swipe (a table in editing mode).
    var allowsRowSwipes: Bool { get }
    /// The rows shown now, and the rows the data source holds (nil without one).
    var swipeRowCount: Int { get }
    var swipeDataSourceRowCount: Int? { get }
    /// The row at `point` (content coordinates), its frame and its cell in sight.
    func swipeRow(at point: Point) -> Int?
    func swipeFrame(ofRow row: Int) -> Rect
    func swipeCell(ofRow row: Int) -> View?
    /// The actions for `row` on one edge, nil when none.
    func swipeConfiguration(forRow row: Int, trailing: Bool) -> SwipeActionsConfiguration?
    /// The view below the cells that holds the buttons.
    var swipeUnderlay: View { get }
    /// Shows or sizes the underlay and puts the cells where the swipes leave them.
    func layoutSwipedCells()
    /// Deletes `row` with the delete animation (its data is gone already).
    func deleteSwipedRow(_ row: Int)
}

/// Swipe actions (UIKit `UISwipeActionController`, `_UISwipeHandler`, `UISwipeOccurrence`), for
/// any view with rows: a row dragged sideways shows the actions its host gives for that edge,
/// follows the finger with a rubber band past them, and on release springs open or closed;
/// pulled past the full-swipe threshold it performs its first action. One row is open at a
/// time; scrolling, a touch elsewhere or a swipe of another row closes it. Numbers:
/// `SwipeThresholds`, RowActions.md.
final class RowSwipeController {
    weak var host: (any RowSwipeHost)?
    /// The swiped row, open or moving, and rows still closing.
    var swipe: RowSwipe?
    var closingSwipes: [RowSwipe] = []
    /// The row's horizontal pan and the touch-down that closes an open row.
    let pan = RowSwipePanGestureRecognizer()
    let dismissal = SwipeDismissalGestureRecognizer()

    /// Adds the recognizers to `host`, both disabled until it has actions to show.
    func install(on host: any RowSwipeHost) {
        self.host = host
        pan.controller = self
        pan.name = "\(host.name).rowSwipe"
        pan.addAction { [weak self] recognizer in
            guard let pan = recognizer as? PanGestureRecognizer else { return }
            self?.handlePan(pan)
        }
        pan.isEnabled = false
        host.addGestureRecognizer(pan)
        dismissal.controller = self
        dismissal.name = "\(host.name).rowSwipeDismissal"
        dismissal.isEnabled = false
        host.addGestureRecognizer(dismissal)
    }

    var isMoving: Bool { swipe?.motion != nil || !closingSwipes.isEmpty }

    func offset(ofRow row: Int) -> Double {
        if let swipe, swipe.row == row { return swipe.offset }
        return closingSwipes.first { $0.row == row }?.offset ?? 0
    }

    /// Whether a drag from `point` (content coordinates) moving `dx` may swipe a row.
    func canBegin(at point: Point, towards dx: Double) -> Bool {
        guard let host, host.allowsRowSwipes, let row = host.swipeRow(at: point), dx != 0 else { return false }
        if let swipe, swipe.row == row, !swipe.isPerforming { return true }
        return configuration(forRow: row, trailing: dx < 0) != nil
    }

    private func configuration(forRow row: Int, trailing: Bool) -> SwipeActionsConfiguration? {
        let configuration = host?.swipeConfiguration(forRow: row, trailing: trailing)
        return configuration?.actions.isEmpty == false ? configuration : nil
    }

    private func handlePan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began: begin(pan)
        case .changed: track(pan)
        case .ended: release(pan, cancelled: false)
        case .cancelled: release(pan, cancelled: true)
        default: break
        }
    }

    private func begin(_ pan: PanGestureRecognizer) {
        guard let host else { return }
        // The movement before the hysteresis was removed: its direction picks the edge.
        let translation = pan.rawTranslation
        let start = pan.location(in: host) - translation
        guard let row = host.swipeRow(at: start) else { return }
        if let swipe, swipe.row != row { close() }
        if swipe == nil {
            guard let configuration = configuration(forRow: row, trailing: translation.x < 0) else { return }
            let opened = RowSwipe(row: row, sign: translation.x < 0 ? -1 : 1, configuration: configuration)
            opened.actionsView.onTap = { [weak self, weak opened] index in
                guard let self, let opened, self.swipe === opened else { return }
                self.perform(actionAt: index, of: opened)
            }
            host.swipeUnderlay.addSubview(opened.actionsView)
            swipe = opened
        }
        guard let swipe else { return }
        swipe.motion = nil
        swipe.isTracking = true
        swipe.dragStartOffset = swipe.offset
        swipe.fullSwipeAdjustment = 0
        dismissal.isEnabled = false
        track(pan)
    }

    private func track(_ pan: PanGestureRecognizer) {
        guard let host, let swipe, swipe.isTracking else { return }
        var offset = swipe.dragStartOffset + pan.translation(in: host).x + swipe.fullSwipeAdjustment
        swipe.isFullSwiped = swipe.canFullSwipe && isFullSwipe(&offset, swipe: swipe, pan: pan, in: host)
        let limit = swipe.canFullSwipe ? swipe.fullSwipeOffset(width: host.bounds.width) : swipe.openOffset
        swipe.offset = SwipeThresholds.banded(offset, limit: limit)
        layoutSwipedRows()
    }

    /// Past the full-swipe distance, or (destructive first action) nearly there with the finger
    /// near the edge it moves toward, which jumps the row to the threshold once
    /// (`_UISwipeHandler._swipeRecognizerChanged:`).
    private func isFullSwipe(_ offset: inout Double, swipe: RowSwipe, pan: PanGestureRecognizer, in host: View) -> Bool
    {
        let width = host.bounds.width
        let threshold = swipe.fullSwipeOffset(width: width)
        if offset * swipe.sign >= threshold * swipe.sign { return true }
        guard swipe.configuration.actions.first?.style == .destructive else { return false }
        let x = pan.location(in: host).x, zone = SwipeThresholds.edgeZone(width: width)
        let nearEdge = swipe.isTrailing ? x < zone : x > width - zone
        let fraction = SwipeThresholds.edgeFraction(width: width, speed: pan.velocity(in: host).x)
        guard nearEdge, abs(offset) - abs(threshold) * fraction > 1.1920929e-7, offset * swipe.sign > 0 else {
            return false
        }
        if swipe.fullSwipeAdjustment == 0 {
            swipe.fullSwipeAdjustment = threshold - offset
            offset = threshold
        }
        return true
    }

    /// On release: a full swipe performs the first action; otherwise a fast release (over
    /// 50 pt/s) opens or closes with the finger's direction, a slow one opens past half the
    /// buttons (`_UISwipeHandler._swipeRecognizerEnded:wasCancelled:`).
    private func release(_ pan: PanGestureRecognizer, cancelled: Bool) {
        guard let host, let swipe, swipe.isTracking else { return }
        swipe.isTracking = false
        let velocity = pan.velocity(in: host).x
        if swipe.isFullSwiped, !cancelled {
            return performFullSwipe(swipe, velocity: velocity, in: host)
        }
        swipe.isFullSwiped = false
        let position = swipe.dragStartOffset + pan.translation(in: host).x
        let opens =
            abs(velocity) <= SwipeThresholds.decisiveSpeed
            ? position * swipe.sign > abs(swipe.openOffset) / 2
            : velocity * swipe.sign > 0
        if opens {
            swipe.spring(to: swipe.openOffset, velocity: velocity, at: host.now)
            dismissal.isEnabled = true
            host.setNeedsAdvance()
        } else {
            close(velocity: velocity)
        }
    }

    private func performFullSwipe(_ swipe: RowSwipe, velocity: Double, in host: any RowSwipeHost) {
        swipe.isPerforming = true
        swipe.spring(to: swipe.sign * host.bounds.width, velocity: velocity, at: host.now)
        host.setNeedsAdvance()
        perform(actionAt: 0, of: swipe)
    }

    /// Calls the action's handler; its completion closes the row, or (a destructive action
    /// completed with true) deletes it with the delete animation if the handler did not.
    func perform(actionAt index: Int, of swipe: RowSwipe) {
        guard let host else { return }
        let action = swipe.configuration.actions[index]
        let countBefore = host.swipeRowCount
        action.handler(action, swipe.actionsView) { [weak self, weak swipe, weak host] done in
            guard let self, let swipe, let host, self.swipe === swipe else { return }
            if done, action.style == .destructive, host.swipeRowCount == countBefore,
                host.swipeDataSourceRowCount == countBefore - 1
            {
                host.deleteSwipedRow(swipe.row)
            } else {
                self.close()
            }
        }
    }

    /// Springs the open row closed (UIKit `resetSwipedItemAnimated:`). `disablingDismissal`:
    /// false when the dismissal itself closes the row (it is disabled once its touch sequence is
    /// over, in `advance`).
    func close(velocity: Double = 0, disablingDismissal: Bool = true) {
        guard let swipe else { return }
        self.swipe = nil
        if disablingDismissal { dismissal.isEnabled = false }
        swipe.isTracking = false
        swipe.isFullSwiped = false
        swipe.spring(to: 0, velocity: velocity, at: host?.now ?? 0)
        closingSwipes.append(swipe)
        host?.setNeedsAdvance()
    }

    /// A touch at `point` closes the open row at once, unless it lands on the row: on its cell
    /// it closes it as it lifts (a drag there moves the row instead), on its buttons never.
    func dismissal(at point: Point) -> SwipeDismissal {
        guard let swipe, let host else { return .never }
        guard host.swipeFrame(ofRow: swipe.row).contains(point) else { return .now }
        let onButton = swipe.actionsView.buttonIndex(at: swipe.actionsView.convertFromSuperview(point)) != nil
        return onButton ? .never : .onTouchUp
    }

    /// The row's pan joins touches only while the host can give actions (`wanted`), so that
    /// other views' touch sequences stay as they were.
    func enablePan(_ wanted: Bool) {
        if pan.isEnabled != wanted, pan.state == .possible { pan.isEnabled = wanted }
    }

    /// Scrolling closes the open row (UIKit: the table's `scrollViewWillBeginDragging`).
    func closeIfScrolled() {
        if host?.isDragging == true, let swipe, !swipe.isTracking { close() }
    }

    func advance(to time: Double) {
        if swipe == nil, dismissal.isEnabled, dismissal.state == .possible { dismissal.isEnabled = false }
        guard swipe != nil || !closingSwipes.isEmpty else { return }
        _ = swipe?.advance(to: time)
        closingSwipes.removeAll { closing in
            guard closing.advance(to: time) else { return false }
            closing.actionsView.removeFromSuperview()
            return true
        }
        layoutSwipedRows()
    }

    /// Keeps the swiped row's index through an update (it closes if the row went away).
    func follow(_ newToOld: [Int?]) {
        closingSwipes.forEach { $0.actionsView.removeFromSuperview() }
        closingSwipes = []
        guard let swipe else { return }
        guard let new = newToOld.firstIndex(of: swipe.row) else {
            swipe.actionsView.removeFromSuperview()
            self.swipe = nil
            return
        }
        swipe.row = new
    }

    /// The open row's buttons when `row` is that row, handed over (to leave with its cell); the
    /// row is no longer swiped.
    func takeActionsView(ofRow row: Int) -> SwipeActionsView? {
        guard let swiped = swipe, swiped.row == row else { return nil }
        swipe = nil
        dismissal.isEnabled = false
        return swiped.actionsView
    }

    /// Places the swiped cells and their buttons.
    func layoutSwipedRows() {
        guard let host else { return }
        for swiped in closingSwipes + [swipe].compactMap({ $0 }) where swiped.row < host.swipeRowCount {
            swiped.actionsView.frame = host.swipeFrame(ofRow: swiped.row)
            swiped.actionsView.exposedWidth = max(0, swiped.offset * swiped.sign)
            host.swipeCell(ofRow: swiped.row)?.isUserInteractionEnabled = swiped.offset == 0
        }
        host.layoutSwipedCells()
    }
}
