import Geometry
import Gestures

/// A table's data source that lets rows be dragged to another place (UIKit
/// `tableView(_:canMoveRowAt:)`, `tableView(_:moveRowAt:to:)`): while the table edits, each row
/// it can move shows the grabber at its trailing edge.
public protocol TableViewReorderingDataSource: TableViewDataSource {
    /// Whether `row` shows the grabber and can be dragged (default true, as UIKit once
    /// `moveRowAt` is implemented).
    func tableView(_ tableView: TableView, canMoveRowAt row: Int) -> Bool
    /// The row at `source` was dropped at `destination` (its index after the move): update the
    /// model. Called once per drop, before the row settles into its slot.
    func tableView(_ tableView: TableView, moveRowAt source: Int, to destination: Int)
}

public extension TableViewReorderingDataSource {
    func tableView(_ tableView: TableView, canMoveRowAt row: Int) -> Bool { true }
}

/// Drag to reorder (UIKit `setEditing(_:animated:)`, `UITableViewCellReorderControl`,
/// `UITableView _draggingReorderingCell:yDelta:touch:`, `_endReorderingForCell:wasCancelled:animated:`):
/// the grabber's drag lifts the row under the finger, the rows between its place and the slot
/// under its centre slide out of its way over `ReorderMetrics.gapDuration`, the table scrolls by
/// itself while the row is past the visible edge, and the drop calls `moveRowAt` once and
/// settles the row into its slot. Numbers: `ReorderMetrics`, RowActions.md.
extension TableView {
    func installReorderRecognizer() {
        reorderPan.table = self
        reorderPan.name = "\(name).rowReorder"
        reorderPan.addAction { [weak self] recognizer in
            guard let pan = recognizer as? PanGestureRecognizer else { return }
            self?.handleReorderPan(pan)
        }
        reorderPan.isEnabled = false
        addGestureRecognizer(reorderPan)
    }

    /// Shows or hides the grabbers (UIKit `setEditing(_:animated:)`); an open row closes, and
    /// rows do not swipe while editing. The grabbers appear at once (`animated` is not animated).
    public func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing else { return }
        self.editing = editing
        if !editing { dropReorder(cancelled: true) }
        if editing { closeSwipe() }
        if reorderPan.state == .possible { reorderPan.isEnabled = editing }
        positionCells()
    }

    /// The row being dragged, if any (its index before the drop).
    public var reorderedRow: Int? { reorder?.source }
    /// The slot the dragged row would drop into now.
    public var reorderTargetRow: Int? { reorder?.target }

    private var reorderingSource: TableViewReorderingDataSource? { dataSource as? TableViewReorderingDataSource }

    func canMoveRow(_ row: Int) -> Bool {
        guard isEditing, let source = reorderingSource, row < numberOfRows else { return false }
        return source.tableView(self, canMoveRowAt: row)
    }

    /// Whether a drag from `point` (content coordinates) starts on a movable row's grabber.
    func canBeginReorder(at point: Point) -> Bool {
        guard reorder == nil, let row = row(at: point), canMoveRow(row) else { return false }
        return point.x - contentOffset.x >= bounds.width - ReorderMetrics.controlWidth
    }

    private func handleReorderPan(_ pan: PanGestureRecognizer) {
        followReorder(pan, start: pan.location(in: self) - pan.rawTranslation)
    }

    /// Follows a gesture that carries a row (the grabber's pan, the lift's long press); `start`
    /// (content coordinates) is where it took the row, read when it begins.
    func followReorder(_ recognizer: GestureRecognizer, start: @autoclosure () -> Point) {
        let finger = recognizer.location(in: self)
        switch recognizer.state {
        case .began: beginReorder(at: start(), finger: finger)
        case .changed: trackReorder(finger: finger)
        case .ended: releaseReorder(at: finger)
        case .cancelled: dropReorder(cancelled: true)
        default: break
        }
    }

    /// Lifts the row under `start` (content coordinates) and carries it to `finger`.
    private func beginReorder(at start: Point, finger: Point) {
        guard let row = row(at: start), let cell = cellForRow(at: row) else { return }
        closeSwipe()
        keptFromReuse.insert(ObjectIdentifier(cell))
        let top = rectForRow(at: row).minY
        let lifted = RowReorder(
            source: row, cell: cell, height: heights.height(ofRow: row), grabOffset: start.y - top,
            fingerY: start.y - contentOffset.y, time: now)
        reorder = lifted
        cell.alpha = ReorderMetrics.liftedAlpha
        addSubview(lifted.shadow)
        bringSubviewToFront(cell)
        setNeedsAdvance()
        trackReorder(finger: finger)
    }

    /// The finger that carries the lifted row is at `finger` (content coordinates).
    private func trackReorder(finger: Point) {
        guard let reorder else { return }
        reorder.fingerY = finger.y - contentOffset.y
        retargetReorder()
        positionCells()
    }

    /// The lifted row's frame: under the finger, kept within the content.
    func liftedFrame(of reorder: RowReorder) -> Rect {
        let top = reorder.fingerY + contentOffset.y - reorder.grabOffset
        let clamped = min(max(top, 0), max(0, heights.totalHeight - reorder.height))
        return Rect(x: 0, y: clamped, width: bounds.width, height: reorder.height)
    }

    /// The slot under the lifted row's centre, as the delegate may redirect it
    /// (`targetIndexPathForMoveFromRowAt:toProposedIndexPath:`).
    private func retargetReorder() {
        guard let reorder, numberOfRows > 0 else { return }
        let centre = liftedFrame(of: reorder).midY
        var proposed = row(at: Point(x: 0, y: centre)) ?? (centre < 0 ? 0 : numberOfRows - 1)
        if let delegate = delegate as? TableViewDelegate {
            proposed = delegate.tableView(self, targetRowForMoveFromRowAt: reorder.source, toProposedRow: proposed)
        }
        proposed = min(max(proposed, 0), numberOfRows - 1)
        if proposed != reorder.target { reorder.move(to: proposed, rows: visibleRows, at: now) }
    }

    /// Autoscroll, then the rows' shifts, on the frame loop's clock.
    func advanceReorder(to time: Double) {
        guard let reorder else { return }
        let dt = max(0, time - reorder.lastTime)
        reorder.lastTime = time
        let speed = autoscrollSpeed(reorder)
        if speed != 0 {
            let range = offsetRange(.vertical)
            let offsetY = min(max(contentOffset.y + speed * dt, range.lowerBound), range.upperBound)
            if offsetY != contentOffset.y {
                contentOffset.y = offsetY
                layoutRows()
                retargetReorder()
            }
        }
        positionCells()
    }

    /// Grows with the part of the lifted row past the visible top or bottom (0…1 of its height).
    func autoscrollSpeed(_ reorder: RowReorder) -> Double {
        let lifted = liftedFrame(of: reorder)
        let top = contentOffset.y + adjustedContentInset.top
        let bottom = contentOffset.y + bounds.height - adjustedContentInset.bottom
        let above = min(1, max(0, (top - lifted.minY) / reorder.height))
        let below = min(1, max(0, (lifted.maxY - bottom) / reorder.height))
        return (below - above) * ReorderMetrics.maximumAutoscrollSpeed
    }

    /// Where the cells of a reorder are: the dragged row's own slot is empty (its cell is lifted),
    /// the others shifted. Returns false for a row the caller should not place.
    func placeReordering(_ cell: TableViewCell, row: Int, frame: inout Rect) -> Bool {
        guard let reorder else {
            cell.isHidden = false
            return true
        }
        if row == reorder.source {
            cell.isHidden = cell !== reorder.cell
            return false
        }
        cell.isHidden = false
        frame.origin.y += reorder.shift(ofRow: row, at: now)
        return true
    }

    /// Puts the lifted cell under the finger and each grabber at its row's trailing edge.
    func positionReorderViews() {
        if let reorder {
            let frame = liftedFrame(of: reorder)
            if reorder.cell.frame != frame { reorder.cell.frame = frame }
            let depth = ReorderMetrics.shadowDepth
            reorder.shadow.frame = Rect(
                x: 0, y: frame.minY - depth, width: frame.width, height: frame.height + 2 * depth)
        }
        for (row, cell) in visibleCellsWithRows { showReorderControl(on: cell, visible: canMoveRow(row)) }
        reorder.map { showReorderControl(on: $0.cell, visible: isEditing) }
    }

    private func showReorderControl(on cell: TableViewCell, visible: Bool) {
        guard visible || cell.reorderControl != nil else { return }
        let control = cell.reorderControl ?? ReorderControlView()
        if cell.reorderControl == nil {
            cell.reorderControl = control
        }
        if control.superview !== cell { cell.addSubview(control) }
        control.isHidden = !visible
        let frame = Rect(
            x: cell.bounds.width - ReorderMetrics.controlWidth, y: 0, width: ReorderMetrics.controlWidth,
            height: cell.bounds.height)
        if control.frame != frame { control.frame = frame }
    }

    /// The finger lifts at `finger` (content coordinates): the row drops into its slot, or goes
    /// back when the finger is outside the table (left the window), as a drop outside any target
    /// cancels a drag.
    private func releaseReorder(at finger: Point) {
        dropReorder(cancelled: !Rect(origin: contentOffset, size: bounds.size).contains(finger))
    }

    /// The drop: `moveRowAt` once (not for a cancelled drag, which goes back), the rows
    /// renumbered, and every row in sight gliding from where it is shown into its slot over
    /// `RowUpdateTiming.duration` (UIKit: the same update animation).
    func dropReorder(cancelled: Bool) {
        guard let reorder, reorder.source < numberOfRows, reorder.target < numberOfRows else { return abandonReorder() }
        let from = reorder.source, to = cancelled ? from : reorder.target
        let shown = shownScreenTops(reorder)
        abandonReorder()
        if to != from { reorderingSource?.tableView(self, moveRowAt: from, to: to) }
        var order = Array(0..<numberOfRows)
        order.insert(order.remove(at: from), at: to)
        renumberRows(order)
        var settle = RowUpdateAnimation(start: now)
        for new in rowsInSight() {
            guard let was = shown[order[new]] else { continue }
            let shift = was - (heights.top(ofRow: new) - contentOffset.y)
            if abs(shift) > 0.01 { settle.displacement[new] = shift }
        }
        if !settle.displacement.isEmpty { rowUpdate = settle }
        cellForRow(at: to).map { bringSubviewToFront($0) }
        setNeedsAdvance()
        positionCells()
    }

    /// Puts the lifted cell down where it is, without a move: before a reload or an update
    /// renumbers the rows under it (and on a drop, before the rows settle).
    func abandonReorder() {
        guard let reorder else { return }
        self.reorder = nil
        reorder.shadow.removeFromSuperview()
        let cell = reorder.cell
        cell.alpha = 1
        keptFromReuse.remove(ObjectIdentifier(cell))
        if cellForRow(at: reorder.source) !== cell {
            cell.row = nil
            reuse(cell)
        }
        positionCells()
    }

    /// Where each row in sight is shown now, from the top of the table's frame.
    private func shownScreenTops(_ reorder: RowReorder) -> [Int: Double] {
        var tops: [Int: Double] = [:]
        for row in visibleRows where row != reorder.source {
            tops[row] = heights.top(ofRow: row) + reorder.shift(ofRow: row, at: now) - contentOffset.y
        }
        tops[reorder.source] = liftedFrame(of: reorder).minY - contentOffset.y
        return tops
    }

    /// Rebuilds the heights in the new order (`order[new]` is the old row), keeping the offset.
    private func renumberRows(_ order: [Int]) {
        let oldHeights = heights, oldUnmeasured = unmeasured
        heights = RowHeightIndex(count: order.count) { oldHeights.height(ofRow: order[$0]) }
        if !oldUnmeasured.isEmpty { unmeasured = order.map { oldUnmeasured[$0] } }
        recycleAllCells()
        updateContentSize()
        layoutRows()
    }
}

extension TableView {
    /// True while the table shows its grabbers (UIKit `isEditing`); setting it is
    /// `setEditing(_:animated: false)`.
    public var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
}
