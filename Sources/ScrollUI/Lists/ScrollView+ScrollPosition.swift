import Geometry

/// Where `scrollToRow(at:position:animated:)` and `scrollToItem(at:position:animated:)` put the
/// row or item (UIKit `UITableView.ScrollPosition`, `UICollectionView.ScrollPosition` vertically).
public enum TableViewScrollPosition: Sendable {
    /// Scroll as little as needed to show the row whole.
    case none
    case top, middle, bottom
}

extension ScrollView {
    /// Scrolls vertically so that `rect` (content coordinates) shows at `position`, clamped to
    /// the content, at once or with the programmatic animation.
    func scroll(toShow rect: Rect, at position: TableViewScrollPosition, animated: Bool) {
        var offset = contentOffset
        switch position {
        case .top: offset.y = rect.minY
        case .middle: offset.y = rect.midY - bounds.height / 2
        case .bottom: offset.y = rect.maxY - bounds.height
        case .none:
            scrollRectToVisible(rect, animated: animated)
            return
        }
        setContentOffset(offset, animated: animated)
    }
}
