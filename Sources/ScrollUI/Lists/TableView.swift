import Geometry

/// Supplies a `TableView`'s rows (UIKit's `UITableViewDataSource`, one section).
public protocol TableViewDataSource: AnyObject {
    func numberOfRows(in tableView: TableView) -> Int
    /// A configured cell for `row`, from `tableView.dequeueReusableCell(withIdentifier:)`.
    func tableView(_ tableView: TableView, cellForRow row: Int) -> TableViewCell
    /// The height of `row` in points, or `TableView.automaticDimension` for the height its cell
    /// asks (`sizeThatFits`); the default is `tableView.rowHeight`. With an `estimatedRowHeight`
    /// it is asked only when the row is about to show.
    func tableView(_ tableView: TableView, heightForRow row: Int) -> Double
}

public extension TableViewDataSource {
    func tableView(_ tableView: TableView, heightForRow row: Int) -> Double { tableView.rowHeight }
}

/// A vertical list that keeps views only for the rows in sight (UIKit's `UITableView`): rows
/// within `overscan` points of the visible rect have a cell; a cell that scrolls out goes back to
/// its reuse queue and comes out again for another row. Row tops come from a `RowHeightIndex`, so
/// every frame costs the same at any row count. Updates (`insertRows`, `deleteRows`,
/// `reloadRows`) keep the rows on screen where they are; see `TableView+Updates.swift`.
open class TableView: ScrollView {
    /// Supplies the rows; set it, then `reloadData()` (or let the first layout load).
    public weak var dataSource: TableViewDataSource? {
        didSet { setNeedsReload() }
    }
    /// Height of every row when the data source does not say, in points (UIKit: 44), or
    /// `automaticDimension`.
    public var rowHeight = 44.0
    /// A row height that is the row's own: its cell, configured by the data source, is asked
    /// `sizeThatFits` at the table's width (UIKit `UITableView.automaticDimension`, self-sizing
    /// cells). With an `estimatedRowHeight` only rows coming into sight are measured.
    public static let automaticDimension = -1.0
    /// When > 0, rows start at this height and are measured as they come into sight (the offset
    /// moves with any correction above the visible rows, so nothing on screen jumps). When 0,
    /// every row's height is asked at load (UIKit `estimatedRowHeight`).
    public var estimatedRowHeight = 0.0
    /// Extra content kept alive above and below the visible rect, in points.
    public var overscan = 64.0
    /// Called with the selected row and the time of the touch-up, in seconds.
    public var onSelect: ((Int, Double) -> Void)?
    /// The line under each row (`TableView+Separators.swift`).
    var separators = RowSeparators()
    /// The rows' context menus, when the delegate gives them (`TableView+ContextMenus.swift`).
    let rowMenus = RowContextMenus()

    /// Row tops and heights.
    public internal(set) var heights = RowHeightIndex(count: 0) { _ in 0 }
    /// Rows whose height is still the estimate (empty when heights are exact).
    var unmeasured: [Bool] = []
    /// The width `automaticDimension` rows were measured at; nil while none was.
    var automaticHeightsWidth: Double?
    /// Where an animated `scrollToRow` or `scrollToEnd` is on its way to.
    var scrollTarget: ScrollTarget?
    /// The rows that have a cell.
    public var visibleRows: Range<Int> { cells.range }
    /// The cells in sight, in row order, and their reuse queues.
    private var cells = VisibleCells<TableViewCell>()
    private var pool = ReusePool<TableViewCell>()
    var needsReload = true
    /// Row changes collected inside `performBatchUpdates`, its nesting, and its completions.
    var pendingBatch = RowUpdate()
    var batchDepth = 0
    var batchCompletions: [(Bool) -> Void] = []
    /// The row update in flight, if any (`TableView+RowChanges.swift`).
    var rowUpdate: RowUpdateAnimation?
    /// Cells that leave the rows without going back to their queue yet (a departing row's).
    var keptFromReuse = Set<ObjectIdentifier>()
    /// Below the cells: the cells of departing rows and the buttons of a swiped row.
    let rowUnderlay = RowUnderlayView()
    /// The swiped row, rows still closing and their recognizers (`TableView+Swipe.swift`).
    let swipes = RowSwipeController()
    /// Editing shows the grabbers; the row being dragged by one, and its pan (`TableView+Reorder.swift`).
    var editing = false
    var reorder: RowReorder?
    let reorderPan = RowReorderPanGestureRecognizer()
    /// The long press that lifts a row when `dragInteractionEnabled` (`TableView+DragToReorder.swift`).
    let liftPress = RowLiftGestureRecognizer()

    /// A cap on cells alive at once, whatever the heights (rows of height 0 would otherwise all show).
    public static let maximumCells = 1000

    /// Number of rows.
    public var numberOfRows: Int { heights.count }

    /// A table with UIKit's plain-style defaults: a white background (`systemBackground`) and a
    /// separator under each row.
    public override init(name: String = "scrollView", frame: Rect = .zero) {
        super.init(name: name, frame: frame)
        backgroundColor = .white
        rowUnderlay.isHidden = true
        addSubview(rowUnderlay)
        installSwipeRecognizers()
        installReorderRecognizer()
        installLiftRecognizer()
        rowMenus.table = self
    }

    open override func advance(to time: Double) {
        super.advance(to: time)
        advanceRowUpdate(to: time)
        advanceSwipes(to: time)
        advanceReorder(to: time)
    }

    /// Scrolling, rows moving after an update, a swiped row moving, or a row dragged by its grabber.
    open override var needsAdvance: Bool { super.needsAdvance || rowUpdate != nil || swipeIsMoving || reorder != nil }

    /// Cells created so far (for reuse checks: it stops growing once the screen is covered).
    public var cellsCreated: Int { pool.created }

    // MARK: Cells

    /// Registers how to make a new cell for `identifier` (UIKit `register(_:forCellReuseIdentifier:)`).
    public func register(_ make: @escaping () -> TableViewCell, forCellReuseIdentifier identifier: String) {
        pool.register(make, for: identifier)
    }

    /// A cell from the `identifier` queue, or a new one from the registered factory
    /// (UIKit `dequeueReusableCell(withIdentifier:for:)`). Unregistered identifiers are a programming error.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell {
        pool.dequeue(identifier)
    }

    /// The cell showing `row`, if it is in sight.
    public func cellForRow(at row: Int) -> TableViewCell? {
        cells[row]
    }

    /// Where `row` is, in content coordinates.
    public func rectForRow(at row: Int) -> Rect {
        Rect(x: 0, y: heights.top(ofRow: row), width: bounds.width, height: heights.height(ofRow: row))
    }

    /// The row at `point` (content coordinates), or nil outside the rows.
    public func row(at point: Point) -> Int? {
        guard point.y >= 0, point.y < heights.totalHeight else { return nil }
        return heights.row(containing: point.y)
    }

    func didSelect(row: Int, at time: Double) { onSelect?(row, time) }

    // MARK: Loading

    /// Forgets every row and asks the data source again at the next layout (UIKit `reloadData`).
    public func reloadData() {
        needsReload = true
        layoutRows()
    }

    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    private func loadRows() {
        abandonReorder()
        needsReload = false
        recycleAllCells()
        automaticHeightsWidth = nil
        let count = max(0, dataSource?.numberOfRows(in: self) ?? 0)
        if estimatedRowHeight > 0 {
            heights = RowHeightIndex(count: count) { _ in estimatedRowHeight }
            unmeasured = [Bool](repeating: true, count: count)
        } else {
            heights = RowHeightIndex(count: count) { row in askHeight(ofRow: row) }
            unmeasured = []
        }
        updateContentSize()
    }

    func updateContentSize() {
        contentSize = Size(width: bounds.width, height: heights.totalHeight)
    }

    /// A height the index can hold: finite and not negative (a bad one counts as 0).
    func validHeight(_ height: Double?) -> Double {
        guard let height, height.isFinite, height > 0 else { return 0 }
        return height
    }

    /// The data source's height for `row`; for `automaticDimension`, its cell's fitting height:
    /// the cell comes from the data source, is sized at the table's width, measured, and goes
    /// back to its reuse queue (the next dequeue for the row on screen gets it again).
    func askHeight(ofRow row: Int) -> Double {
        guard let dataSource else { return 0 }
        let height = dataSource.tableView(self, heightForRow: row)
        guard height == Self.automaticDimension else { return validHeight(height) }
        automaticHeightsWidth = bounds.width
        let cell = dataSource.tableView(self, cellForRow: row)
        cell.frame = Rect(x: 0, y: 0, width: bounds.width, height: cell.frame.height)
        let fitting = cell.sizeThatFits(Size(width: bounds.width, height: .infinity)).height
        if cell.superview == nil { recycle(cell) }
        return validHeight(fitting)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        layoutRows()
    }

    /// On a width change: the row at the top, measured with the old heights, stays at the top
    /// once the data source has given the new ones (`ResizePolicy.keepTopRow`).
    override func keepTopRow(from oldSize: Size) {
        guard oldSize.width != bounds.width else { return }
        let anchor = numberOfRows > 0 ? row(at: Point(x: 0, y: max(0, contentOffset.y))) : nil
        reloadData()
        if let anchor { contentOffset.y = min(rectForRow(at: anchor).minY, maximumContentOffset.y) }
    }

    /// Loads if needed, measures estimated rows coming into sight, then gives every row within
    /// `overscan` of the visible rect a cell at its frame and sends the others back to their queues.
    func layoutRows() {
        if needsReload { loadRows() }
        if let width = automaticHeightsWidth, width != bounds.width {
            return keepTopRow(from: Size(width: width, height: bounds.height))  // self-sized rows depend on the width
        }
        if contentSize.width != bounds.width { updateContentSize() }
        var wanted = rowsInSight()
        if !unmeasured.isEmpty {
            // Measuring can move rows (and the offset); a few passes settle it.
            for _ in 0..<4 where measureRows(in: wanted) { wanted = rowsInSight() }
            followScrollTarget()
        }
        cells.show(wanted, make: makeCell(for:), recycle: recycle)
        closeSwipeIfScrolled()
        enableSwipeIfItHasActions()
        updateUnderlay()
        positionCells()
    }

    /// The rows that intersect the visible rect grown by `overscan` on both sides, with the
    /// content offset at `offsetY` (points; the current one by default).
    func rowsInSight(atOffset offsetY: Double? = nil) -> Range<Int> {
        let offsetY = offsetY ?? contentOffset.y
        let low = max(0, offsetY - overscan)
        let high = min(heights.totalHeight, offsetY + bounds.height + overscan)
        guard high > low, let first = heights.row(containing: low), let last = heights.row(containing: high) else {
            return 0..<0
        }
        // A row that starts exactly at `high` is not in sight.
        let end = heights.top(ofRow: last) < high ? last + 1 : last
        return first..<min(max(first, end), first + Self.maximumCells)
    }

    private func makeCell(for row: Int) -> TableViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.tableView(self, cellForRow: row)
        cell.row = row
        cell.tableView = self
        cell.name = "\(name).row.\(row)"
        rowMenus.attach(to: cell)
        addSubview(cell)
        return cell
    }

    /// Puts each cell at its row's frame, moved by a running update, by a swipe and by a reorder.
    func positionCells() {
        for (row, cell) in cells.shown {
            var (frame, alpha) = presentedFrame(ofRow: row)
            frame.origin.x += swipeOffset(ofRow: row)
            guard placeReordering(cell, row: row, frame: &frame) else { continue }
            if cell.frame != frame { cell.frame = frame }
            if cell.alpha != alpha { cell.alpha = alpha }
        }
        positionReorderViews()
    }

    /// The cells in sight with their rows.
    var visibleCellsWithRows: Zip2Sequence<Range<Int>, [TableViewCell]> { cells.shown }

    private func recycle(_ cell: TableViewCell) {
        cell.row = nil
        cell.cancelTracking()
        if keptFromReuse.remove(ObjectIdentifier(cell)) != nil { return }
        reuse(cell)
    }

    /// Hands `cell` back to its reuse queue, at rest.
    func reuse(_ cell: TableViewCell) {
        cell.alpha = 1
        cell.isHidden = false
        cell.isUserInteractionEnabled = true
        pool.enqueue(cell)
    }

    /// Sends every cell back to its queue; the next layout asks for them again.
    func recycleAllCells() {
        cells.removeAll(recycle: recycle)
    }

    /// Measures every estimated row in `rows`; returns whether any height changed.
    func measureRows(in rows: Range<Int>) -> Bool {
        var changed = false
        for row in rows {
            if measure(row: row) { changed = true }
        }
        return changed
    }
}
