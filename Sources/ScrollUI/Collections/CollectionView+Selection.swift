import Foundation

extension CollectionView {
    /// The selected items, in order (UIKit `indexPathsForSelectedItems`).
    public var indexPathsForSelectedItems: [IndexPath] { selection.sorted() }

    /// Selects the item, alone unless `allowsMultipleSelection`, without calling `onSelect`;
    /// with a `position` other than `.none`, also scrolls to it (UIKit
    /// `selectItem(at:animated:scrollPosition:)`). An item that does not exist is ignored.
    public func selectItem(at indexPath: IndexPath, animated: Bool = false, position: TableViewScrollPosition = .none) {
        layoutItems()
        guard contains(indexPath) else { return }
        if !allowsMultipleSelection { selection.subtracting([indexPath]).forEach { setSelected(false, $0) } }
        setSelected(true, indexPath)
        if position != .none { scrollToItem(at: indexPath, position: position, animated: animated) }
    }

    /// Deselects the item without calling `onDeselect` (UIKit `deselectItem(at:animated:)`).
    public func deselectItem(at indexPath: IndexPath, animated: Bool = false) {
        setSelected(false, indexPath)
    }

    /// A tap on the item's cell lifted at `time` seconds: select it (alone, or toggled with
    /// `allowsMultipleSelection`), telling `onDeselect` and `onSelect` in that order.
    func didTapItem(at indexPath: IndexPath, time: Double) {
        guard allowsSelection, contains(indexPath) else { return }
        if allowsMultipleSelection, selection.contains(indexPath) {
            setSelected(false, indexPath)
            onDeselect?(indexPath, time)
            return
        }
        if !allowsMultipleSelection {
            for other in selection.subtracting([indexPath]).sorted() {
                setSelected(false, other)
                onDeselect?(other, time)
            }
        }
        setSelected(true, indexPath)
        onSelect?(indexPath, time)
    }

    private func setSelected(_ selected: Bool, _ indexPath: IndexPath) {
        if selected { selection.insert(indexPath) } else { selection.remove(indexPath) }
        cellForItem(at: indexPath)?.isSelected = selected
    }
}
