import Foundation
import Geometry

extension CollectionView {
    /// Where the header of `section` is now, in content coordinates: at the top of its section,
    /// or, with `sectionHeadersPinToVisibleBounds`, at the top of the visible area (below
    /// `adjustedContentInset.top`) while its section is there, pushed up by the section's end
    /// (the next header) and never above its own place (UIKit's pinned flow-layout headers).
    /// Nil for a section that does not exist or a layout without headers.
    public func rectForHeader(inSection section: Int) -> Rect? {
        guard (0..<sections.count).contains(section), sections.grid.headerHeight > 0 else { return nil }
        let span = sections.span(ofSection: section), height = sections.grid.headerHeight
        var y = span.top
        if layout.sectionHeadersPinToVisibleBounds {
            let visibleTop = contentOffset.y + adjustedContentInset.top
            y = max(span.top, min(visibleTop, span.bottom - height))
        }
        return Rect(x: 0, y: y, width: bounds.width, height: height)
    }

    /// Puts each header in sight at its (pinned) place.
    func positionHeaders() {
        for (section, header) in headers.shown {
            guard let frame = rectForHeader(inSection: section) else { continue }
            if header.frame != frame { header.frame = frame }
        }
    }

    /// Scrolls so that the item shows at `position` (clamped to the content), at once or with
    /// the programmatic animation (UIKit `scrollToItem(at:at:animated:)`; as there, `.top` puts
    /// the item at the top of the visible area, under a pinned header).
    public func scrollToItem(at indexPath: IndexPath, position: TableViewScrollPosition, animated: Bool) {
        layoutItems()
        guard let rect = rectForItem(at: indexPath) else { return }
        scroll(toShow: rect, at: position, animated: animated)
    }
}
