import Geometry

/// A table delegate that gives rows context menus (UIKit `tableView(_:contextMenuConfigurationForRowAt:point:)`,
/// `tableView(_:willPerformPreviewActionForMenuWith:animator:)`): the table attaches a
/// ``ContextMenuInteraction`` to each cell it shows, so a held row lifts into its preview.
public protocol TableViewContextMenuDelegate: TableViewDelegate {
    /// The menu for `row` held at `point` (the table's content coordinates), or nil for none.
    func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt row: Int, point: Point
    ) -> ContextMenuConfiguration?
    /// The preview was tapped: add a completion to the animator that pushes or presents it.
    func tableView(
        _ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: ContextMenuCommitAnimator)
}

public extension TableViewContextMenuDelegate {
    func tableView(
        _ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: ContextMenuCommitAnimator
    ) {}
}

/// The interactions' delegate on the table's side: maps a held cell to its row and asks the
/// table's delegate.
final class RowContextMenus: ContextMenuInteractionDelegate {
    weak var table: TableView?

    /// Attaches the rows' interaction to `cell` once, while the delegate gives menus.
    func attach(to cell: TableViewCell) {
        guard table?.delegate is TableViewContextMenuDelegate,
            !cell.contextMenuInteractions.contains(where: { $0.delegate === self })
        else { return }
        cell.addInteraction(ContextMenuInteraction(delegate: self))
    }

    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: Point
    ) -> ContextMenuConfiguration? {
        guard let table, let delegate = table.delegate as? TableViewContextMenuDelegate,
            let cell = interaction.view as? TableViewCell, let row = cell.row, row < table.numberOfRows
        else { return nil }
        return delegate.tableView(table, contextMenuConfigurationForRowAt: row, point: location + cell.frame.origin)
    }

    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: ContextMenuCommitAnimator
    ) {
        guard let table, let delegate = table.delegate as? TableViewContextMenuDelegate else { return }
        delegate.tableView(table, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }
}
