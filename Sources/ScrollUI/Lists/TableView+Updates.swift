import Geometry

extension TableView {
    /// Scrolls so that `row` shows at `position` (clamped to the content), at once or with the
    /// programmatic animation (UIKit `scrollToRow(at:at:animated:)`). An estimated row is
    /// measured first, so the landing is exact.
    public func scrollToRow(at row: Int, position: TableViewScrollPosition, animated: Bool) {
        layoutRows()
        guard (0..<numberOfRows).contains(row) else { return }
        measure(row: row)
        scroll(toShow: rectForRow(at: row), at: position, animated: animated)
    }

    /// Rows were inserted at `rows` (indices after the change); the data source already counts
    /// them. Rows on screen stay where they are (UIKit `insertRows(at:with:)`, without animation).
    public func insertRows(at rows: [Int]) {
        let inserted = Set(rows)
        let newCount = numberOfRows + inserted.count
        var oldRow = 0
        var newToOld: [Int?] = []
        newToOld.reserveCapacity(newCount)
        for row in 0..<newCount {
            if inserted.contains(row) { newToOld.append(nil) } else { newToOld.append(oldRow); oldRow += 1 }
        }
        applyUpdate(newToOld: newToOld)
    }

    /// Rows at `rows` (indices before the change) were deleted from the data source. Rows on
    /// screen that remain stay where they are (UIKit `deleteRows(at:with:)`, without animation).
    public func deleteRows(at rows: [Int]) {
        let deleted = Set(rows)
        applyUpdate(newToOld: (0..<numberOfRows).filter { !deleted.contains($0) }.map { Optional($0) })
    }

    /// Asks the data source again for the content and height of `rows`; rows on screen stay
    /// where they are (UIKit `reloadRows(at:with:)`).
    public func reloadRows(at rows: [Int]) {
        let reloaded = Set(rows)
        applyUpdate(newToOld: (0..<numberOfRows).map { reloaded.contains($0) ? nil : $0 })
    }

    /// Rebuilds the rows from a map of new rows to the old rows they were (nil: new or reloaded),
    /// keeping the first surviving row on screen at the same place in the view.
    private func applyUpdate(newToOld: [Int?]) {
        // Not loaded yet, or the data source's count disagrees: a full reload is the honest answer.
        if needsReload || dataSource?.numberOfRows(in: self) != newToOld.count { return reloadData() }
        var oldToNew = [Int: Int]()
        for (new, old) in newToOld.enumerated() { if let old { oldToNew[old] = new } }
        // The anchor: the first row in sight that survives, and where it is in the view.
        let anchor = rowsInSight().first { oldToNew[$0] != nil }
        let anchorScreenY = anchor.map { heights.top(ofRow: $0) - contentOffset.y }

        let oldHeights = heights
        let oldUnmeasured = unmeasured
        let estimated = estimatedRowHeight > 0
        heights = RowHeightIndex(count: newToOld.count) { new in
            if let old = newToOld[new] { return oldHeights.height(ofRow: old) }
            return estimated ? estimatedRowHeight : validHeight(dataSource?.tableView(self, heightForRow: new))
        }
        if estimated {
            unmeasured = newToOld.map { old in old.map { oldUnmeasured[$0] } ?? true }
        }
        recycleAllCells()
        updateContentSize()
        if let anchor, let anchorScreenY, let newAnchor = oldToNew[anchor] {
            contentOffset.y = heights.top(ofRow: newAnchor) - anchorScreenY
        }
        layoutRows()
    }

    /// Replaces an estimated height of `row` with the data source's, moving the offset by the
    /// difference if the row is above the screen's first row. Returns whether the height changed.
    @discardableResult
    func measure(row: Int) -> Bool {
        guard !unmeasured.isEmpty, unmeasured[row], let dataSource else { return false }
        unmeasured[row] = false
        let height = validHeight(dataSource.tableView(self, heightForRow: row))
        let delta = height - heights.height(ofRow: row)
        guard delta != 0 else { return false }
        let anchor = heights.row(containing: max(0, contentOffset.y)) ?? 0
        heights.setHeight(height, ofRow: row)
        updateContentSize()
        if row < anchor { contentOffset.y += delta }
        return true
    }
}
