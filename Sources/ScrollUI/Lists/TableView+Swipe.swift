import Geometry
import Gestures

/// Swipe actions (UIKit `UISwipeActionController`, `_UISwipeHandler`, `UISwipeOccurrence`): a row
/// dragged sideways shows the actions the `TableViewDelegate` gives for that edge, follows the
/// finger with a rubber band past them, and on release springs open or closed; pulled past the
/// full-swipe threshold it performs its first action. One row is open at a time; scrolling, a
/// touch elsewhere or a swipe of another row closes it. Numbers: `SwipeThresholds`, RowActions.md.
extension TableView {
    func installSwipeRecognizers() {
        swipePan.table = self
        swipePan.name = "\(name).rowSwipe"
        swipePan.addAction { [weak self] recognizer in
            guard let pan = recognizer as? PanGestureRecognizer else { return }
            self?.handleSwipePan(pan)
        }
        swipePan.isEnabled = false
        addGestureRecognizer(swipePan)
        swipeDismissal.table = self
        swipeDismissal.name = "\(name).rowSwipeDismissal"
        swipeDismissal.isEnabled = false
        addGestureRecognizer(swipeDismissal)
    }

    /// The open (or opening) row, if any.
    public var swipedRow: Int? { swipe?.row }
    /// How far the swiped row's cell has moved sideways, in points (0 when none is swiped).
    public var swipeOffset: Double { swipe?.offset ?? 0 }
    /// True while the swiped row is pulled past its full-swipe threshold.
    public var isFullSwiped: Bool { swipe?.isFullSwiped ?? false }

    var swipeIsMoving: Bool { swipe?.motion != nil || !closingSwipes.isEmpty }

    func swipeOffset(ofRow row: Int) -> Double {
        if let swipe, swipe.row == row { return swipe.offset }
        return closingSwipes.first { $0.row == row }?.offset ?? 0
    }

    /// Whether a drag from `point` (content coordinates) moving `dx` may swipe a row.
    func canBeginSwipe(at point: Point, towards dx: Double) -> Bool {
        guard !isEditing, let row = row(at: point), dx != 0 else { return false }
        if let swipe, swipe.row == row, !swipe.isPerforming { return true }
        return configuration(forRow: row, trailing: dx < 0) != nil
    }

    private func configuration(forRow row: Int, trailing: Bool) -> SwipeActionsConfiguration? {
        guard let delegate = delegate as? TableViewDelegate else { return nil }
        let configuration =
            trailing
            ? delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: row)
            : delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: row)
        return configuration?.actions.isEmpty == false ? configuration : nil
    }

    private func handleSwipePan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began: beginSwipe(pan)
        case .changed: trackSwipe(pan)
        case .ended: releaseSwipe(pan, cancelled: false)
        case .cancelled: releaseSwipe(pan, cancelled: true)
        default: break
        }
    }

    private func beginSwipe(_ pan: PanGestureRecognizer) {
        // The movement before the hysteresis was removed: its direction picks the edge.
        let translation = pan.rawTranslation
        let start = pan.location(in: self) - translation
        guard let row = row(at: start) else { return }
        if let swipe, swipe.row != row { closeSwipe() }
        if swipe == nil {
            guard let configuration = configuration(forRow: row, trailing: translation.x < 0) else { return }
            let opened = RowSwipe(row: row, sign: translation.x < 0 ? -1 : 1, configuration: configuration)
            opened.actionsView.onTap = { [weak self, weak opened] index in
                guard let self, let opened, self.swipe === opened else { return }
                self.perform(actionAt: index, of: opened)
            }
            rowUnderlay.addSubview(opened.actionsView)
            swipe = opened
        }
        guard let swipe else { return }
        swipe.motion = nil
        swipe.isTracking = true
        swipe.dragStartOffset = swipe.offset
        swipe.fullSwipeAdjustment = 0
        swipeDismissal.isEnabled = false
        trackSwipe(pan)
    }

    private func trackSwipe(_ pan: PanGestureRecognizer) {
        guard let swipe, swipe.isTracking else { return }
        var offset = swipe.dragStartOffset + pan.translation(in: self).x + swipe.fullSwipeAdjustment
        swipe.isFullSwiped = swipe.canFullSwipe && isFullSwipe(&offset, swipe: swipe, pan: pan)
        let limit = swipe.canFullSwipe ? swipe.fullSwipeOffset(width: bounds.width) : swipe.openOffset
        swipe.offset = SwipeThresholds.banded(offset, limit: limit)
        layoutSwipedRows()
    }

    /// Past the full-swipe distance, or (destructive first action) nearly there with the finger
    /// near the edge it moves toward, which jumps the row to the threshold once
    /// (`_UISwipeHandler._swipeRecognizerChanged:`).
    private func isFullSwipe(_ offset: inout Double, swipe: RowSwipe, pan: PanGestureRecognizer) -> Bool {
        let threshold = swipe.fullSwipeOffset(width: bounds.width)
        if offset * swipe.sign >= threshold * swipe.sign { return true }
        guard swipe.configuration.actions.first?.style == .destructive else { return false }
        let x = pan.location(in: self).x, zone = SwipeThresholds.edgeZone(width: bounds.width)
        let nearEdge = swipe.isTrailing ? x < zone : x > bounds.width - zone
        let fraction = SwipeThresholds.edgeFraction(width: bounds.width, speed: pan.velocity(in: self).x)
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
    private func releaseSwipe(_ pan: PanGestureRecognizer, cancelled: Bool) {
        guard let swipe, swipe.isTracking else { return }
        swipe.isTracking = false
        let velocity = pan.velocity(in: self).x
        if swipe.isFullSwiped, !cancelled {
            return performFullSwipe(swipe, velocity: velocity)
        }
        swipe.isFullSwiped = false
        let position = swipe.dragStartOffset + pan.translation(in: self).x
        let opens =
            abs(velocity) <= SwipeThresholds.decisiveSpeed
            ? position * swipe.sign > abs(swipe.openOffset) / 2
            : velocity * swipe.sign > 0
        if opens {
            swipe.spring(to: swipe.openOffset, velocity: velocity, at: now)
            swipeDismissal.isEnabled = true
            setNeedsAdvance()
        } else {
            closeSwipe(velocity: velocity)
        }
    }

    private func performFullSwipe(_ swipe: RowSwipe, velocity: Double) {
        swipe.isPerforming = true
        swipe.spring(to: swipe.sign * bounds.width, velocity: velocity, at: now)
        setNeedsAdvance()
        perform(actionAt: 0, of: swipe)
    }

    /// Calls the action's handler; its completion closes the row, or (a destructive action
    /// completed with true) deletes it with the delete animation if the handler did not.
    func perform(actionAt index: Int, of swipe: RowSwipe) {
        let action = swipe.configuration.actions[index]
        let countBefore = numberOfRows
        action.handler(action, swipe.actionsView) { [weak self, weak swipe] done in
            guard let self, let swipe, self.swipe === swipe else { return }
            if done, action.style == .destructive, self.numberOfRows == countBefore,
                self.dataSource?.numberOfRows(in: self) == countBefore - 1
            {
                self.deleteRows(at: [swipe.row], with: .automatic)
            } else {
                self.closeSwipe()
            }
        }
    }

    /// Springs the open row closed (UIKit `resetSwipedItemAnimated:`).
    public func closeSwipe() { closeSwipe(velocity: 0) }

    /// `disablingDismissal`: false when the dismissal itself closes the row (it is disabled
    /// once its touch sequence is over, in `advanceSwipes`).
    func closeSwipe(velocity: Double, disablingDismissal: Bool = true) {
        guard let swipe else { return }
        self.swipe = nil
        if disablingDismissal { swipeDismissal.isEnabled = false }
        swipe.isTracking = false
        swipe.isFullSwiped = false
        swipe.spring(to: 0, velocity: velocity, at: now)
        closingSwipes.append(swipe)
        setNeedsAdvance()
    }

    /// A touch at `point` closes the open row at once, unless it lands on the row: on its cell
    /// it closes it as it lifts (a drag there moves the row instead), on its buttons never.
    func swipeDismissal(at point: Point) -> SwipeDismissal {
        guard let swipe else { return .never }
        guard rectForRow(at: swipe.row).contains(point) else { return .now }
        let onButton = swipe.actionsView.buttonIndex(at: swipe.actionsView.convertFromSuperview(point)) != nil
        return onButton ? .never : .onTouchUp
    }

    /// The row's pan joins touches only on a table whose delegate can give actions, so that
    /// other tables' touch sequences stay as they were.
    func enableSwipeIfItHasActions() {
        let wanted = delegate is TableViewDelegate
        if swipePan.isEnabled != wanted, swipePan.state == .possible { swipePan.isEnabled = wanted }
    }

    /// Scrolling closes the open row (UIKit: the table's `scrollViewWillBeginDragging`).
    func closeSwipeIfScrolled() {
        if isDragging, let swipe, !swipe.isTracking { closeSwipe() }
    }

    func advanceSwipes(to time: Double) {
        if swipe == nil, swipeDismissal.isEnabled, swipeDismissal.state == .possible {
            swipeDismissal.isEnabled = false
        }
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
    func followSwipedRow(_ newToOld: [Int?]) {
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

    /// Places the swiped cells and their buttons.
    func layoutSwipedRows() {
        for swiped in closingSwipes + [swipe].compactMap({ $0 }) where swiped.row < numberOfRows {
            swiped.actionsView.frame = rectForRow(at: swiped.row)
            swiped.actionsView.exposedWidth = max(0, swiped.offset * swiped.sign)
            cellForRow(at: swiped.row)?.isUserInteractionEnabled = swiped.offset == 0
        }
        updateUnderlay()
        positionCells()
    }

    /// Shows the underlay only while it holds something, over the content in sight.
    func updateUnderlay() {
        rowUnderlay.isHidden = rowUnderlay.subviews.isEmpty
        guard !rowUnderlay.isHidden else { return }
        let height = max(heights.totalHeight, contentOffset.y + bounds.height) + bounds.height
        rowUnderlay.frame = Rect(x: 0, y: 0, width: bounds.width, height: height)
    }
}
