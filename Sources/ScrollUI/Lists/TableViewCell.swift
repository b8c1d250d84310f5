/// One reusable row view of a `TableView` (UIKit's `UITableViewCell`): it shows whichever row
/// the table assigns it, highlights while touched and tells the table when it is tapped.
/// Subclasses configure their content in the data source's `cellForRow` and clear
/// row-specific state in `prepareForReuse()`.
open class TableViewCell: ReusableCell {
    /// The row shown, or nil while the cell waits in its reuse queue.
    public internal(set) var row: Int?
    weak var tableView: TableView?
    /// The grabber shown while the table edits, once the row has been movable.
    var reorderControl: ReorderControlView?

    /// Draws the table's separator under the row; a subclass that draws its own overlay calls
    /// `super` to keep it.
    open override func drawOverlay(in list: inout DisplayList) {
        if let separator = tableView?.separators.item(in: bounds.size) { list.append(separator) }
    }

    open override func touchUpInside(at time: Double) {
        guard let row, let tableView else { return }
        tableView.didSelect(row: row, at: time)
    }
}
