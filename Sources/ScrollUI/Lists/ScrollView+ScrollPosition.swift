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
        setContentOffset(Point(x: contentOffset.x, y: offsetY(showing: rect, at: position)), animated: animated)
    }

    /// The vertical offset at which `rect` shows at `position`, not clamped (`.none`: as little
    /// scrolling as shows it whole, its top if it is taller than the view, as
    /// `scrollRectToVisible` does).
    func offsetY(showing rect: Rect, at position: TableViewScrollPosition) -> Double {
        switch position {
        case .top: return rect.minY
        case .middle: return rect.midY - bounds.height / 2
        case .bottom: return rect.maxY - bounds.height
        case .none:
            var y = contentOffset.y
            if rect.maxY > y + bounds.height { y = rect.maxY - bounds.height }
            return min(y, rect.minY)
        }
    }
}
