/// One reusable row view of a `TableView` (UIKit's `UITableViewCell`): it shows whichever row
/// the table assigns it, highlights while touched and tells the table when it is tapped.
/// Subclasses configure their content in the data source's `cellForRow` and clear
/// row-specific state in `prepareForReuse()`.
open class TableViewCell: Control {
    /// The queue this cell returns to when it scrolls out (UIKit `reuseIdentifier`).
    public let reuseIdentifier: String
    /// The row shown, or nil while the cell waits in its reuse queue.
    public internal(set) var row: Int?
    weak var tableView: TableView?

    public init(reuseIdentifier: String) {
        self.reuseIdentifier = reuseIdentifier
        super.init(name: reuseIdentifier)
        backgroundColor = .white
        tapSlop = 10  // a row is selected by a tap (UITapGestureRecognizer's allowable movement)
    }

    /// Called before the cell is handed out again for another row: a touch it was following is
    /// dropped (so a tap never selects the new row). Override to clear content; call super.
    open func prepareForReuse() {
        cancelTracking()
    }

    /// The selection highlight (UIKit `setHighlighted`).
    open override func highlightDidChange() {
        backgroundColor = isHighlighted ? .highlight : .white
    }

    open override func touchUpInside(at time: Double) {
        guard let row, let tableView else { return }
        tableView.didSelect(row: row, at: time)
    }
}
