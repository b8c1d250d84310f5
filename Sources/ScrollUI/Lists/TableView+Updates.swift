import Geometry

/// Where an animated scroll of a table is headed: a row at a position, or the end of the content.
enum ScrollTarget {
    case row(Int, TableViewScrollPosition)
    case end

    /// Whether the target still exists among `rows` rows.
    func isValid(rows: Int) -> Bool {
        if case .row(let row, _) = self { return row < rows }
        return true
    }
}

extension TableView {
    /// Scrolls so that `row` shows at `position` (clamped to the content), at once or with the
    /// programmatic animation (UIKit `scrollToRow(at:at:animated:)`). Estimated rows are measured
    /// first — the row and those the destination shows, until none moves it — so the landing is
    /// exact: the last row at `.bottom` ends at the bottom of the view.
    public func scrollToRow(at row: Int, position: TableViewScrollPosition, animated: Bool) {
        layoutRows()
        guard (0..<numberOfRows).contains(row) else { return }
        measure(row: row)
        scroll(to: .row(row, position), animated: animated)
    }

    /// Animates to the end of the content, measuring the estimated rows there first and those on
    /// the way as they come, so that it lands on the true end (the End key).
    func scrollToEnd() {
        scroll(to: .end, animated: true)
    }

    /// True while some rows still have their estimated height.
    var hasEstimatedRows: Bool { unmeasured.contains(true) }

    /// Measures the rows `target` shows until none moves it, then goes there.
    private func scroll(to target: ScrollTarget, animated: Bool) {
        var offsetY = offsetY(for: target)
        for _ in 0..<8 {
            let landing = min(max(offsetY, minimumContentOffset.y), maximumContentOffset.y)
            guard measureRows(in: rowsInSight(atOffset: landing)) else { break }
            offsetY = self.offsetY(for: target)
        }
        setContentOffset(Point(x: contentOffset.x, y: offsetY), animated: animated)
        scrollTarget = animated && isInMotion ? target : nil
    }

    /// Re-aims an animated scroll whose destination moved since it started (rows measured on the
    /// way changed the heights above it), so that it still lands exactly; forgets the target once
    /// the animation is over or replaced.
    func followScrollTarget() {
        guard let target = scrollTarget else { return }
        guard let running = motion, case .animation(_, .programmatic) = running.kind, target.isValid(rows: numberOfRows)
        else {
            scrollTarget = nil
            return
        }
        let aim = clampedPosition(position(forOwnOffset: Point(x: contentOffset.x, y: offsetY(for: target))))
        if running.restingOffset(current: position) != aim { reaimAnimation(at: aim, time: now) }
    }

    /// The vertical offset `target` asks for (not clamped).
    private func offsetY(for target: ScrollTarget) -> Double {
        switch target {
        case .row(let row, let position): offsetY(showing: row, at: position)
        case .end: maximumContentOffset.y
        }
    }

    /// The vertical offset at which `row` shows at `position` (not clamped).
    private func offsetY(showing row: Int, at position: TableViewScrollPosition) -> Double {
        offsetY(showing: rectForRow(at: row), at: position)
    }

    /// Rebuilds the rows from a map of new rows to the old rows they were (nil: new or reloaded),
    /// keeping the first surviving row on screen at the same place in the view.
    func applyUpdate(newToOld: [Int?], moved: Set<Int> = []) {
        // Not loaded yet, or the data source's count disagrees: a full reload is the honest answer.
        if needsReload || dataSource?.numberOfRows(in: self) != newToOld.count { return reloadData() }
        var oldToNew = [Int: Int]()
        for (new, old) in newToOld.enumerated() { if let old { oldToNew[old] = new } }
        // The anchor: the first row in sight that survives, and where it is in the view. A list at
        // or pulled past its top stays there, so rows inserted at the top come into sight (new mail
        // after a refresh), as UITableView keeps its content offset through an update.
        let atTop = contentOffset.y <= minimumContentOffset.y
        let anchor = atTop ? nil : rowsInSight().first { oldToNew[$0] != nil && !moved.contains($0) }
        let anchorScreenY = anchor.map { heights.top(ofRow: $0) - contentOffset.y }

        let oldHeights = heights
        let oldUnmeasured = unmeasured
        let estimated = estimatedRowHeight > 0
        heights = RowHeightIndex(count: newToOld.count) { new in
            if let old = newToOld[new] { return oldHeights.height(ofRow: old) }
            return estimated ? estimatedRowHeight : askHeight(ofRow: new)
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
        guard !unmeasured.isEmpty, unmeasured[row], dataSource != nil else { return false }
        unmeasured[row] = false
        let height = askHeight(ofRow: row)
        let delta = height - heights.height(ofRow: row)
        guard delta != 0 else { return false }
        let anchor = heights.row(containing: max(0, contentOffset.y)) ?? 0
        heights.setHeight(height, ofRow: row)
        updateContentSize()
        if row < anchor { contentOffset.y += delta }
        return true
    }
}
