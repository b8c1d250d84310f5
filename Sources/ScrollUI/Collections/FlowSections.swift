import Geometry

/// Where a flow layout's sections start, in points and in item numbers: O(sections) memory,
/// and every question about an item, a header or a band of content costs O(log sections), so a
/// frame costs the same at any item count. Items are numbered flat across the sections
/// (section 0's first, then section 1's, …); in a vertical flow the items meeting a horizontal
/// band of content are a contiguous run of these numbers.
struct FlowSections {
    let grid: FlowGrid
    /// `tops[s]` is where section `s` starts (its header); `tops[count]` is the content height.
    private let tops: [Double]
    /// `starts[s]` is the flat number of section `s`'s first item; `starts[count]` the total.
    private let starts: [Int]

    /// Sections of `itemCounts` items laid out in `grid`.
    init(grid: FlowGrid, itemCounts: [Int]) {
        self.grid = grid
        var tops = [0.0], starts = [0]
        tops.reserveCapacity(itemCounts.count + 1)
        starts.reserveCapacity(itemCounts.count + 1)
        for count in itemCounts {
            tops.append(tops[tops.count - 1] + grid.sectionHeight(items: count))
            starts.append(starts[starts.count - 1] + count)
        }
        self.tops = tops
        self.starts = starts
    }

    static let empty = FlowSections(grid: CollectionViewFlowLayout().grid(forWidth: 0), itemCounts: [])

    var count: Int { tops.count - 1 }
    var totalItems: Int { starts[count] }
    var contentHeight: Double { tops[count] }

    func items(inSection section: Int) -> Int { starts[section + 1] - starts[section] }

    /// The flat number of `item` in `section`.
    func flat(section: Int, item: Int) -> Int { starts[section] + item }

    /// The section and item of the flat number `flat`.
    func path(ofFlat flat: Int) -> (section: Int, item: Int) {
        // The last section starting at or before `flat` (empty sections start where the next does).
        let section = lastIndex(in: starts) { $0 <= flat }
        return (section, flat - starts[section])
    }

    /// Where section `section` starts and ends.
    func span(ofSection section: Int) -> (top: Double, bottom: Double) { (tops[section], tops[section + 1]) }

    /// The top of `section`'s first line.
    private func linesTop(_ section: Int) -> Double { tops[section] + grid.headerHeight + grid.inset.top }

    /// The frame of `item` in `section`, in content coordinates, its edges rounded to whole
    /// points (UIKit rounds to pixels): sizes then differ by up to a point between columns, and
    /// the renderer fills each tile's pixels whole instead of blending fractional edges.
    func rect(section: Int, item: Int) -> Rect {
        let line = item / grid.columns, column = item % grid.columns
        let x = grid.x(ofColumn: column), y = linesTop(section) + Double(line) * grid.linePitch
        let minX = x.rounded(), minY = y.rounded()
        return Rect(
            x: minX, y: minY, width: (x + grid.itemSize.width).rounded() - minX,
            height: (y + grid.itemSize.height).rounded() - minY)
    }

    /// The flat numbers of the items that meet the band `low..<high` of content.
    func items(from low: Double, to high: Double) -> Range<Int> {
        guard count > 0, high > low else { return 0..<0 }
        // The first: in the section holding `low`, the first line whose bottom is below `low`.
        let first0 = section(atOrBefore: low)
        let firstLine = linesStarted(before: low - grid.itemSize.height, in: first0, strictly: false)
        let first = min(starts[first0 + 1], starts[first0] + firstLine * grid.columns)
        // The end: in the last section starting above `high`, after the lines starting above it.
        let last0 = lastIndex(in: tops) { $0 < high }
        guard last0 >= 0 else { return 0..<0 }
        let lastSection = min(last0, count - 1)
        let lines = linesStarted(before: high, in: lastSection, strictly: true)
        let end = min(starts[lastSection + 1], starts[lastSection] + lines * grid.columns)
        return first..<max(first, end)
    }

    /// The sections whose span meets the band `low..<high`.
    func sections(from low: Double, to high: Double) -> Range<Int> {
        guard count > 0, high > low, low < contentHeight else { return 0..<0 }
        let first = section(atOrBefore: low)
        let last = min(lastIndex(in: tops) { $0 < high }, count - 1)
        return first..<max(first, last + 1)
    }

    /// The section whose span holds `y` (the first one above the content, the last below it).
    func section(atOrBefore y: Double) -> Int {
        max(0, min(lastIndex(in: tops) { $0 <= y }, count - 1))
    }

    /// How many of `section`'s lines start before `y` (at or before it unless `strictly`).
    private func linesStarted(before y: Double, in section: Int, strictly: Bool) -> Int {
        let lines = grid.lines(items(inSection: section))
        let distance = y - linesTop(section)
        guard distance >= 0 else { return 0 }
        guard grid.linePitch > 0 else { return lines }
        let steps = distance / grid.linePitch
        let started = strictly ? steps.rounded(.up) : steps.rounded(.down) + 1
        return Int(min(started, Double(lines)))
    }

    /// The largest index of `values` (non-decreasing) whose value passes `test` (true for a
    /// prefix), or −1.
    private func lastIndex<T>(in values: [T], where test: (T) -> Bool) -> Int {
        var low = 0, high = values.count  // invariant: passes below `low`, fails from `high`
        while low < high {
            let middle = (low + high) / 2
            if test(values[middle]) { low = middle + 1 } else { high = middle }
        }
        return low - 1
    }
}
