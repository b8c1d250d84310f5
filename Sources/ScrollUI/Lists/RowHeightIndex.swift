/// The heights of a list's rows and the offsets where they start, in points: a Fenwick tree
/// (binary indexed tree) of heights, so a row's top, the row at an offset and a height change
/// each cost O(log n), and memory is one `Double` per row (8 MB for a million rows).
/// Inserting or deleting rows rebuilds it in O(n).
public struct RowHeightIndex: Sendable {
    /// `tree[i]` (1-based) holds the sum of the `i & -i` heights ending at row `i − 1`.
    private var tree: [Double]

    /// Rows `0..<count` with the heights `height(row)` gives, in points.
    public init(count: Int, height: (Int) -> Double) {
        tree = [Double](repeating: 0, count: count + 1)
        rebuild { height($0) }
    }

    /// Number of rows.
    public var count: Int { tree.count - 1 }

    /// The sum of all heights, in points.
    public var totalHeight: Double { top(ofRow: count) }

    /// Where row `row` starts (the sum of the heights above it); `count` gives the total.
    public func top(ofRow row: Int) -> Double {
        var sum = 0.0
        var i = min(max(row, 0), count)
        while i > 0 {
            sum += tree[i]
            i &= i - 1
        }
        return sum
    }

    /// The height of row `row`, in points.
    public func height(ofRow row: Int) -> Double {
        // The node of `row + 1` covers a run ending at `row`; subtract the runs it spans below.
        var sum = tree[row + 1]
        let stop = row + 1 - ((row + 1) & -(row + 1))
        var i = row
        while i > stop {
            sum -= tree[i]
            i &= i - 1
        }
        return sum
    }

    /// The row whose span contains `offset` (points from the top): the last row when the offset
    /// is at or past the end, row 0 above the start; nil when there are no rows.
    public func row(containing offset: Double) -> Int? {
        guard count > 0 else { return nil }
        // Descend the tree: the largest prefix of rows whose total stays at or below `offset`.
        var position = 0
        var remaining = offset
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= count, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        let row = min(position, count - 1)
        // The descent subtracts where `top(ofRow:)` adds, and the two can round apart: the row
        // whose top `top(ofRow:)` puts exactly at the offset (a table keeping its top row) holds it.
        if row + 1 < count, top(ofRow: row + 1) <= offset { return row + 1 }
        return row
    }

    /// Changes the height of row `row` to `height` points.
    public mutating func setHeight(_ height: Double, ofRow row: Int) {
        let delta = height - self.height(ofRow: row)
        guard delta != 0 else { return }
        var i = row + 1
        while i <= count {
            tree[i] += delta
            i += i & -i
        }
    }

    /// Inserts a row of `height` points before row `row` (O(n)).
    public mutating func insert(height: Double, atRow row: Int) {
        var heights = allHeights()
        heights.insert(height, at: row)
        self = RowHeightIndex(count: heights.count) { heights[$0] }
    }

    /// Removes row `row` (O(n)).
    public mutating func remove(row: Int) {
        var heights = allHeights()
        heights.remove(at: row)
        self = RowHeightIndex(count: heights.count) { heights[$0] }
    }

    /// Every row's height, top to bottom.
    public func allHeights() -> [Double] {
        (0..<count).map(height(ofRow:))
    }

    /// Fills the tree from heights in O(n): each node passes its sum to its parent.
    private mutating func rebuild(height: (Int) -> Double) {
        for i in 1..<tree.count { tree[i] = height(i - 1) }
        for i in 1..<tree.count {
            let parent = i + (i & -i)
            if parent < tree.count { tree[parent] += tree[i] }
        }
    }
}
