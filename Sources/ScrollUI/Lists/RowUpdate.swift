/// One batch of row changes, in UIKit's terms (`performBatchUpdates`): deletions and reloads
/// name rows before the update, insertions rows after it, moves one of each.
struct RowUpdate {
    var deleted: [Int: RowAnimation] = [:]
    var inserted: [Int: RowAnimation] = [:]
    var reloaded: [Int: RowAnimation] = [:]
    /// Old row → new row.
    var moved: [Int: Int] = [:]

    var isEmpty: Bool { deleted.isEmpty && inserted.isEmpty && reloaded.isEmpty && moved.isEmpty }

    /// For each row after the update, the row it was before (nil: inserted or reloaded), or nil
    /// when the batch does not fit `oldCount` rows (an index out of range or named twice).
    func newToOld(oldCount: Int) -> [Int?]? {
        let newCount = oldCount - deleted.count + inserted.count
        let oldRows = Set(deleted.keys).union(reloaded.keys).union(moved.keys)
        guard newCount >= 0, oldRows.allSatisfy({ (0..<oldCount).contains($0) }),
            deleted.count + reloaded.count + moved.count == oldRows.count,
            Set(inserted.keys).union(moved.values).count == inserted.count + moved.count,
            inserted.keys.allSatisfy({ (0..<newCount).contains($0) }),
            moved.values.allSatisfy({ (0..<newCount).contains($0) })
        else { return nil }
        var slots = [Int??](repeating: nil, count: newCount)  // .some(nil): inserted
        for row in inserted.keys { slots[row] = .some(nil) }
        for (old, new) in moved { slots[new] = .some(old) }
        var survivors = (0..<oldCount).lazy.filter { deleted[$0] == nil && moved[$0] == nil }.makeIterator()
        var result: [Int?] = []
        result.reserveCapacity(newCount)
        for slot in slots {
            if let fixed = slot {
                result.append(fixed)
                continue
            }
            guard let old = survivors.next() else { return nil }
            result.append(reloaded[old] != nil ? nil : old)
        }
        return survivors.next() == nil ? result : nil
    }

    /// The reloaded rows' animations by their new index (a reloaded row keeps its place among
    /// the survivors).
    func reloadedByNewRow(_ newToOld: [Int?], oldCount: Int) -> [Int: RowAnimation] {
        guard !reloaded.isEmpty else { return [:] }
        var result: [Int: RowAnimation] = [:]
        var survivors = (0..<oldCount).filter { deleted[$0] == nil && moved[$0] == nil }.makeIterator()
        for (new, old) in newToOld.enumerated() where old == nil && inserted[new] == nil {
            while let candidate = survivors.next() {
                if let animation = reloaded[candidate] {
                    result[new] = animation
                    break
                }
            }
        }
        return result
    }
}
