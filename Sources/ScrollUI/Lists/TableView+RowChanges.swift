import Geometry

/// Animated row changes (UIKit `insertRows(at:with:)`, `deleteRows`, `reloadRows`, `moveRow`,
/// `performBatchUpdates`). The data source already reflects the change when they are called.
/// The rows in sight keep their place: the first row in sight that survives stays where it is
/// on screen (the offset moves by what changed above it, at once), and the rows below it glide
/// to their new places over `RowUpdateTiming.duration`. Inside `performBatchUpdates` the
/// changes are collected and applied as one.
extension TableView {
    /// Rows were inserted at `rows` (indices after the change).
    public func insertRows(at rows: [Int], with animation: RowAnimation = .none) {
        update { for row in rows { $0.inserted[row] = animation } }
    }

    /// Rows at `rows` (indices before the change) were deleted.
    public func deleteRows(at rows: [Int], with animation: RowAnimation = .none) {
        update { for row in rows { $0.deleted[row] = animation } }
    }

    /// Asks the data source again for the content and height of `rows` (indices before the change).
    public func reloadRows(at rows: [Int], with animation: RowAnimation = .none) {
        update { for row in rows { $0.reloaded[row] = animation } }
    }

    /// The row at `row` moved to `newRow` (its index after the change); it glides there.
    public func moveRow(at row: Int, to newRow: Int) {
        update { $0.moved[row] = newRow }
    }

    /// Collects the inserts, deletes, reloads and moves `updates` makes and animates them as one
    /// (UIKit `performBatchUpdates(_:completion:)`); `completion` is called once the rows rest
    /// (true), or at once when nothing animates.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        batchDepth += 1
        updates()
        batchDepth -= 1
        guard batchDepth == 0 else { return }
        let batch = pendingBatch
        pendingBatch = RowUpdate()
        if let completion { batchCompletions.append(completion) }
        apply(batch)
        if rowUpdate == nil { finishBatchCompletions() }
    }

    private func update(_ change: (inout RowUpdate) -> Void) {
        change(&pendingBatch)
        guard batchDepth == 0 else { return }
        let batch = pendingBatch
        pendingBatch = RowUpdate()
        apply(batch)
    }

    /// True while rows are still moving after an update.
    public var isAnimatingRows: Bool { rowUpdate != nil }

    private func apply(_ batch: RowUpdate) {
        guard !batch.isEmpty else { return }
        abandonReorder()
        // Not loaded yet, or the data source's count disagrees: a full reload is the honest answer.
        guard !needsReload, let newToOld = batch.newToOld(oldCount: numberOfRows),
            dataSource?.numberOfRows(in: self) == newToOld.count
        else {
            finishRowUpdate()
            return reloadData()
        }
        let animated =
            ([RowAnimation](batch.deleted.values) + batch.inserted.values + batch.reloaded.values).contains {
                $0 != .none
            }
            || !batch.moved.isEmpty
        let wasOnScreen = presentedScreenTop()
        let oldCount = numberOfRows
        let departing = departingCells(batch)
        let wasInRange = offsetRange(.vertical).contains(contentOffset.y)
        applyUpdate(newToOld: newToOld, moved: Set(batch.moved.keys))
        keepInRange(wasInRange: wasInRange)
        followSwipedRow(newToOld)
        guard animated || !departing.isEmpty else { return finishRowUpdate() }
        var next = RowUpdateAnimation(start: now)
        next.departing = (rowUpdate?.departing ?? []) + departing
        next.inserted = batch.inserted.merging(batch.reloadedByNewRow(newToOld, oldCount: oldCount)) { a, _ in a }
        for new in rowsInSight() {
            guard let old = newToOld[new] else { continue }
            let shift = wasOnScreen(old) - (heights.top(ofRow: new) - contentOffset.y)
            if abs(shift) > 0.01 { next.displacement[new] = shift }
        }
        rowUpdate = next
        for item in departing { rowUnderlay.addSubview(item.cell) }
        updateUnderlay()
        setNeedsAdvance()
        positionCells()
    }

    /// An offset that was within the content stays within it: keeping the anchor row still must
    /// not pull the list past its top or its end (deleting the first row at the top leaves the
    /// list at its top, the rows below gliding up, as UIKit's). A finger's drag keeps its place.
    private func keepInRange(wasInRange: Bool) {
        guard wasInRange, !isTracking else { return }
        let range = offsetRange(.vertical)
        let clamped = min(max(contentOffset.y, range.lowerBound), range.upperBound)
        guard clamped != contentOffset.y else { return }
        contentOffset.y = clamped
        layoutRows()
    }

    /// Where each row sits on screen now (its top minus the offset, with any running update's
    /// displacement), from the heights as they are before the update.
    private func presentedScreenTop() -> (Int) -> Double {
        let oldHeights = heights, offsetY = contentOffset.y
        let displacement = rowUpdate?.displacement ?? [:]
        let remaining = rowUpdate.map { 1 - $0.progress(at: now) } ?? 0
        return { row in oldHeights.top(ofRow: row) - offsetY + (displacement[row] ?? 0) * remaining }
    }

    /// The cells of deleted and reloaded rows in sight, taken out of the table's rows so that
    /// they can fade or slide away where they are.
    private func departingCells(_ batch: RowUpdate) -> [DepartingCell] {
        var result: [DepartingCell] = []
        for (row, animation) in batch.deleted.merging(batch.reloaded, uniquingKeysWith: { a, _ in a }) {
            guard let cell = cellForRow(at: row), animation != .none else { continue }
            keptFromReuse.insert(ObjectIdentifier(cell))
            result.append(DepartingCell(cell: cell, frame: cell.frame, animation: animation, start: now))
            if let buttons = swipes.takeActionsView(ofRow: row) {
                result.append(DepartingCell(cell: buttons, frame: buttons.frame, animation: animation, start: now))
            }
        }
        return result
    }

    /// Moves the rows, the arriving rows and the departing cells to where they are at `time`,
    /// and ends the update once it is over. Each departing cell goes on its own clock: one left
    /// by an earlier update that a later one took over leaves when its own animation ends, so
    /// updates that follow each other closely do not pile cells up.
    func advanceRowUpdate(to time: Double) {
        guard var update = rowUpdate else { return }
        if update.isDone(at: time) { return finishRowUpdate() }
        let gone = update.departing.filter { $0.isDone(at: time) }
        if !gone.isEmpty {
            update.departing.removeAll { $0.isDone(at: time) }
            rowUpdate = update
            gone.forEach(retire)
            updateUnderlay()
        }
        positionCells()
        for item in update.departing {
            let (offset, alpha) = item.animation.outgoing(
                done: item.progress(at: time), width: bounds.width, height: item.frame.height)
            item.cell.frame = item.frame.offsetBy(offset)
            item.cell.alpha = alpha
        }
    }

    /// Takes a departing cell away and hands a row's cell back to its queue.
    private func retire(_ item: DepartingCell) {
        item.cell.removeFromSuperview()
        item.cell.alpha = 1
        if let cell = item.cell as? TableViewCell { reuse(cell) }
    }

    /// The frame and opacity of `row`'s cell at the current point of a running update.
    func presentedFrame(ofRow row: Int) -> (frame: Rect, alpha: Double) {
        let frame = rectForRow(at: row)
        guard let update = rowUpdate else { return (frame, 1) }
        let remaining = 1 - update.progress(at: now)
        var moved = frame.offsetBy(Point(x: 0, y: (update.displacement[row] ?? 0) * remaining))
        guard let animation = update.inserted[row] else { return (moved, 1) }
        let (offset, alpha) = animation.incoming(remaining: remaining, width: bounds.width, height: frame.height)
        moved = moved.offsetBy(offset)
        return (moved, alpha)
    }

    /// Puts every row at rest and hands departing cells back to their queues.
    func finishRowUpdate() {
        guard let update = rowUpdate else { return finishBatchCompletions() }
        rowUpdate = nil
        update.departing.forEach(retire)
        updateUnderlay()
        positionCells()
        finishBatchCompletions()
    }

    private func finishBatchCompletions() {
        let completions = batchCompletions
        batchCompletions = []
        for completion in completions { completion(true) }
    }
}
