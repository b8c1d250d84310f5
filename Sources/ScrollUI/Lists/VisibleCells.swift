/// The views a virtualized list shows for a contiguous range of indices (rows, flat item
/// numbers, sections), in index order. A frame's update costs O(views shown), whatever the count.
struct VisibleCells<Element: View> {
    /// The indices that have a view.
    private(set) var range: Range<Int> = 0..<0
    /// Their views, in index order.
    private(set) var views: [Element] = []

    /// The view of `index`, if it has one.
    subscript(index: Int) -> Element? {
        range.contains(index) ? views[index - range.lowerBound] : nil
    }

    /// The shown indices with their views.
    var shown: Zip2Sequence<Range<Int>, [Element]> { zip(range, views) }

    /// Shows `wanted`: keeps the views of indices still wanted, asks `make` for the others and
    /// hands those no longer wanted to `recycle`. When `make` gives none, nothing is shown.
    /// Returns whether any view was made.
    @discardableResult
    mutating func show(_ wanted: Range<Int>, make: (Int) -> Element?, recycle: (Element) -> Void) -> Bool {
        guard wanted != range else { return false }
        var kept: [Element] = []
        kept.reserveCapacity(wanted.count)
        for (index, view) in shown where !wanted.contains(index) { recycle(view) }
        var made = false, missing = false
        for index in wanted {
            if let view = self[index] {
                kept.append(view)
            } else if let view = make(index) {
                kept.append(view)
                made = true
            } else {
                missing = true
            }
        }
        guard !missing else {  // the data source gave no view: show none
            kept.forEach(recycle)
            range = 0..<0
            views = []
            return made
        }
        range = wanted
        views = kept
        return made
    }

    /// Hands every view to `recycle`; the next `show` makes them again.
    mutating func removeAll(recycle: (Element) -> Void) {
        views.forEach(recycle)
        views = []
        range = 0..<0
    }
}
