import Geometry

/// Swipe actions on a table's rows, from the `TableViewDelegate`: the table hosts a
/// `RowSwipeController`, which holds the swipe's state and UIKit's behaviour
/// (`RowSwipeController.swift`, RowActions.md).
extension TableView: RowSwipeHost {
    func installSwipeRecognizers() { swipes.install(on: self) }

    /// The open (or opening) row, if any.
    public var swipedRow: Int? { swipes.swipe?.row }
    /// How far the swiped row's cell has moved sideways, in points (0 when none is swiped).
    public var swipeOffset: Double { swipes.swipe?.offset ?? 0 }
    /// True while the swiped row is pulled past its full-swipe threshold.
    public var isFullSwiped: Bool { swipes.swipe?.isFullSwiped ?? false }

    /// Springs the open row closed (UIKit `resetSwipedItemAnimated:`).
    public func closeSwipe() { swipes.close() }

    var swipeIsMoving: Bool { swipes.isMoving }

    func swipeOffset(ofRow row: Int) -> Double { swipes.offset(ofRow: row) }

    func advanceSwipes(to time: Double) { swipes.advance(to: time) }

    /// Keeps the swiped row's index through an update (it closes if the row went away).
    func followSwipedRow(_ newToOld: [Int?]) { swipes.follow(newToOld) }

    /// Scrolling closes the open row (UIKit: the table's `scrollViewWillBeginDragging`).
    func closeSwipeIfScrolled() { swipes.closeIfScrolled() }

    /// The row's pan joins touches only on a table whose delegate can give actions, so that
    /// other tables' touch sequences stay as they were.
    func enableSwipeIfItHasActions() { swipes.enablePan(delegate is TableViewDelegate) }

    // MARK: RowSwipeHost

    var allowsRowSwipes: Bool { !isEditing }
    var swipeRowCount: Int { numberOfRows }
    var swipeDataSourceRowCount: Int? { dataSource?.numberOfRows(in: self) }
    var swipeUnderlay: View { rowUnderlay }

    func swipeRow(at point: Point) -> Int? { row(at: point) }
    func swipeFrame(ofRow row: Int) -> Rect { rectForRow(at: row) }
    func swipeCell(ofRow row: Int) -> View? { cellForRow(at: row) }

    func swipeConfiguration(forRow row: Int, trailing: Bool) -> SwipeActionsConfiguration? {
        guard let delegate = delegate as? TableViewDelegate else { return nil }
        return trailing
            ? delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: row)
            : delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: row)
    }

    func layoutSwipedCells() {
        updateUnderlay()
        positionCells()
    }

    func deleteSwipedRow(_ row: Int) { deleteRows(at: [row], with: .automatic) }

    /// Shows the underlay only while it holds something, over the content in sight.
    func updateUnderlay() {
        rowUnderlay.isHidden = rowUnderlay.subviews.isEmpty
        guard !rowUnderlay.isHidden else { return }
        let height = max(heights.totalHeight, contentOffset.y + bounds.height) + bounds.height
        rowUnderlay.frame = Rect(x: 0, y: 0, width: bounds.width, height: height)
    }
}
