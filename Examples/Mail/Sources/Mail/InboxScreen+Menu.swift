import ScrollLabKit

/// Holding a message lifts a preview of it over the blurred inbox, with Reply, Archive and
/// Delete; a tap on the preview opens the message.
extension InboxScreen: TableViewContextMenuDelegate {
    public func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt row: Int, point: Point
    ) -> ContextMenuConfiguration? {
        let message = shown[row]
        return ContextMenuConfiguration(previewProvider: { MessageScreen(message) }) { [weak self] _ in
            Menu(children: [
                Action(title: "Reply") { _ in self?.compose(replyingTo: message, at: self?.table.now ?? 0) },
                Action(title: "Archive") { _ in self?.remove(message, archiving: true) },
                Action(title: "Delete", attributes: .destructive) { _ in self?.remove(message) },
            ])
        }
    }

    public func tableView(
        _ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: ContextMenuCommitAnimator
    ) {
        guard let preview = animator.previewViewController else { return }
        animator.addCompletion { [weak self] in self?.navigationController?.push(preview, animated: true, at: $0) }
    }
}
