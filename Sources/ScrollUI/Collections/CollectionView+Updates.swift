import Geometry

/// One batch of item and section changes, in UIKit's terms: deletions and reloads name index
/// paths before the update, insertions after it, moves one of each.
struct ItemUpdate {
    var deletedSections = Set<Int>()
    var insertedSections = Set<Int>()
    var deleted = Set<IndexPath>()
    var inserted = Set<IndexPath>()
    var reloaded = Set<IndexPath>()
    /// Old index path → new index path.
    var moved: [IndexPath: IndexPath] = [:]

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && deleted.isEmpty && inserted.isEmpty && reloaded.isEmpty
            && moved.isEmpty
    }

    /// For each section after the update, for each item, the index path it was (nil: new or
    /// reloaded); nil when the batch does not fit the old and new counts.
    func newToOld(oldCounts: [Int], newCounts: [Int]) -> [[IndexPath?]]? {
        var sectionChange = RowUpdate()
        for section in deletedSections { sectionChange.deleted[section] = RowAnimation.fade }
        for section in insertedSections { sectionChange.inserted[section] = RowAnimation.fade }
        guard let sectionMap = sectionChange.newToOld(oldCount: oldCounts.count), sectionMap.count == newCounts.count
        else {
            return nil
        }
        var result: [[IndexPath?]] = []
        for (newSection, oldSection) in sectionMap.enumerated() {
            guard let oldSection else {
                result.append([IndexPath?](repeating: nil, count: newCounts[newSection]))
                continue
            }
            guard
                let items = items(
                    newSection: newSection, oldSection: oldSection, oldCount: oldCounts[oldSection],
                    newCount: newCounts[newSection])
            else { return nil }
            result.append(items)
        }
        return result
    }

    /// One surviving section's items: inserted and moved-in items at their places, the others
    /// (less the deleted and moved-out ones) in order around them.
    private func items(newSection: Int, oldSection: Int, oldCount: Int, newCount: Int) -> [IndexPath?]? {
        var slots = [IndexPath??](repeating: nil, count: newCount)
        for path in inserted where path.section == newSection {
            guard path.item < newCount else { return nil }
            slots[path.item] = .some(nil)
        }
        for (from, to) in moved where to.section == newSection {
            guard to.item < newCount else { return nil }
            slots[to.item] = .some(from)
        }
        var survivors = (0..<oldCount).lazy.map { IndexPath(item: $0, section: oldSection) }
            .filter { !deleted.contains($0) && moved[$0] == nil }.makeIterator()
        var result: [IndexPath?] = []
        for slot in slots {
            if let fixed = slot {
                result.append(fixed)
                continue
            }
            guard let old = survivors.next() else { return nil }
            result.append(reloaded.contains(old) ? nil : old)
        }
        return survivors.next() == nil ? result : nil
    }
}

/// An item update in flight: where moved items started (offsets from their resting frames),
/// which items came in (they fade in), and the cells of items that left (they fade out), over
/// `RowUpdateTiming` — UICollectionViewFlowLayout's appearing and disappearing items fade
/// (`initialLayoutAttributesForAppearingItem`: the final frame at alpha 0).
struct ItemUpdateAnimation {
    var start: Double
    var displacement: [IndexPath: Point] = [:]
    var inserted = Set<IndexPath>()
    /// Cells of items that left, each with when it started leaving (seconds): one an earlier
    /// update left goes on fading on its own clock, as a table's departing rows do.
    var departing: [(cell: CollectionViewCell, start: Double)] = []

    func progress(at time: Double) -> Double {
        RowUpdateTiming.curve.progress(at: (time - start) / RowUpdateTiming.duration)
    }
}

/// Animated item and section changes (UIKit `insertItems(at:)`, `deleteItems(at:)`,
/// `reloadItems(at:)`, `moveItem(at:to:)`, `insertSections`, `deleteSections`,
/// `performBatchUpdates(_:completion:)`). The data source already reflects the change. The first
/// item in sight that survives keeps its place on screen; the others glide to their new frames.
extension CollectionView {
    public func insertItems(at indexPaths: [IndexPath]) { update { $0.inserted.formUnion(indexPaths) } }
    public func deleteItems(at indexPaths: [IndexPath]) { update { $0.deleted.formUnion(indexPaths) } }
    public func reloadItems(at indexPaths: [IndexPath]) { update { $0.reloaded.formUnion(indexPaths) } }
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.moved[indexPath] = newIndexPath }
    }
    public func insertSections(_ sections: [Int]) { update { $0.insertedSections.formUnion(sections) } }
    public func deleteSections(_ sections: [Int]) { update { $0.deletedSections.formUnion(sections) } }

    /// Collects the changes `updates` makes and animates them as one; `completion(true)` once at rest.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        itemBatchDepth += 1
        updates()
        itemBatchDepth -= 1
        guard itemBatchDepth == 0 else { return }
        if let completion { itemBatchCompletions.append(completion) }
        applyPendingItemUpdate()
        if itemUpdate == nil { finishItemUpdate() }
    }

    /// True while items are still moving after an update.
    public var isAnimatingItems: Bool { itemUpdate != nil }

    private func update(_ change: (inout ItemUpdate) -> Void) {
        change(&pendingItemUpdate)
        if itemBatchDepth == 0 { applyPendingItemUpdate() }
    }

    private func applyPendingItemUpdate() {
        let batch = pendingItemUpdate
        pendingItemUpdate = ItemUpdate()
        guard !batch.isEmpty else { return }
        let oldCounts = (0..<numberOfSections).map { numberOfItems(inSection: $0) }
        let newCounts = dataSource.map { source in
            (0..<max(0, source.numberOfSections(in: self))).map {
                max(0, source.collectionView(self, numberOfItemsInSection: $0))
            }
        }
        guard let newCounts, let map = batch.newToOld(oldCounts: oldCounts, newCounts: newCounts) else {
            finishItemUpdate()
            return reloadData()
        }
        let wasOnScreen = presentedItemScreenOrigin()
        let departing = visibleCells.filter { cell in
            cell.indexPath.map {
                batch.deleted.contains($0) || batch.reloaded.contains($0) || batch.deletedSections.contains($0.section)
            }
                ?? false
        }
        departing.forEach { keptCells.insert(ObjectIdentifier($0)) }
        let anchor = indexPathsForVisibleItems.first { path in
            map.joined().contains { $0 == path } && batch.moved[path] == nil
        }
        followSwipedItem(map)
        reloadKeepingSelection(map)
        if let anchor, let new = newPath(of: anchor, in: map), let frame = rectForItem(at: new) {
            contentOffset.y = frame.minY - wasOnScreen(anchor).y
            layoutItems()
        }
        startItemAnimation(map: map, wasOnScreen: wasOnScreen, departing: departing)
    }

    /// Starts the glide of the items in sight from where they were shown, the fade-in of the
    /// new ones and the fade-out of `departing`.
    private func startItemAnimation(
        map: [[IndexPath?]], wasOnScreen: (IndexPath) -> Point, departing: [CollectionViewCell]
    ) {
        var next = ItemUpdateAnimation(start: now)
        for path in indexPathsForVisibleItems {
            guard let old = map[path.section][path.item] else {
                next.inserted.insert(path)
                continue
            }
            guard let frame = rectForItem(at: path) else { continue }
            let shift = wasOnScreen(old) - (frame.origin - contentOffset)
            if shift.length > 0.01 { next.displacement[path] = shift }
        }
        next.departing = (itemUpdate?.departing ?? []) + departing.map { ($0, now) }
        for cell in departing {
            cell.isUserInteractionEnabled = false
            addSubview(cell)
        }
        itemUpdate = next
        setNeedsAdvance()
        positionItemCells()
    }

    private func newPath(of old: IndexPath, in map: [[IndexPath?]]) -> IndexPath? {
        for (section, items) in map.enumerated() {
            if let item = items.firstIndex(where: { $0 == old }) { return IndexPath(item: item, section: section) }
        }
        return nil
    }

    /// Where each item is shown now (its frame's origin minus the offset, with any running
    /// update's displacement), from the sections as they are before the update.
    private func presentedItemScreenOrigin() -> (IndexPath) -> Point {
        let old = sections, offset = contentOffset
        let displacement = itemUpdate?.displacement ?? [:]
        let remaining = itemUpdate.map { 1 - $0.progress(at: now) } ?? 0
        return { path in
            old.rect(section: path.section, item: path.item).origin - offset + (displacement[path] ?? .zero) * remaining
        }
    }

    /// Puts each item at its frame, moved and faded by a running update.
    func positionItemCells() {
        let update = itemUpdate
        let remaining = update.map { 1 - $0.progress(at: now) } ?? 0
        for cell in visibleCells {
            guard let path = cell.indexPath, let rest = rectForItem(at: path) else { continue }
            var frame = rest.offsetBy((update?.displacement[path] ?? .zero) * remaining)
            frame.origin.x += swipeOffset(ofItem: path)
            if cell.frame != frame { cell.frame = frame }
            let alpha = update?.inserted.contains(path) == true ? 1 - remaining : 1
            if cell.alpha != alpha { cell.alpha = alpha }
        }
        for item in update?.departing ?? [] {
            item.cell.alpha = 1 - RowUpdateTiming.curve.progress(at: (now - item.start) / RowUpdateTiming.duration)
        }
    }

    func advanceItemUpdate(to time: Double) {
        guard var update = itemUpdate else { return }
        if time - update.start >= RowUpdateTiming.duration { return finishItemUpdate() }
        let isGone = { (item: (cell: CollectionViewCell, start: Double)) in
            time - item.start >= RowUpdateTiming.duration
        }
        let gone = update.departing.filter(isGone)
        if !gone.isEmpty {
            update.departing.removeAll(where: isGone)
            itemUpdate = update
            gone.forEach { retireDeparting($0.cell) }
        }
        positionItemCells()
    }

    /// A departing cell back to its queue, at rest.
    private func retireDeparting(_ cell: CollectionViewCell) {
        cell.alpha = 1
        cell.isUserInteractionEnabled = true
        reuseCell(cell)
    }

    func finishItemUpdate() {
        if let update = itemUpdate {
            itemUpdate = nil
            update.departing.forEach { retireDeparting($0.cell) }
            positionItemCells()
        }
        let completions = itemBatchCompletions
        itemBatchCompletions = []
        completions.forEach { $0(true) }
    }
}
