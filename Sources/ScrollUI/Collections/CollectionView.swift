import Foundation
import Geometry

/// A grid of items in sections that keeps views only for what is in sight (UIKit's
/// `UICollectionView` with a vertical `UICollectionViewFlowLayout`): items and section headers
/// within `overscan` points of the visible rect have a view; a view that scrolls out goes back
/// to its reuse queue, exactly as `TableView`'s cells do, so every frame costs the same at any
/// item count. Headers can stay pinned at the top while their section scrolls
/// (`CollectionViewFlowLayout.sectionHeadersPinToVisibleBounds`). A tap selects the item under
/// the finger (`CollectionView+Selection.swift`). Cells are named `<name>.item.<section>.<item>`,
/// headers `<name>.header.<section>`, in logs and hit tests.
open class CollectionView: ScrollView {
    /// Supplies the sections, items and headers; set it, then `reloadData()` (or let the first layout load).
    public weak var dataSource: CollectionViewDataSource? {
        didSet { setNeedsReload() }
    }
    /// How the items are placed; a change lays them out again at the next layout.
    public var layout: CollectionViewFlowLayout {
        didSet { if layout != oldValue { setNeedsLayout() } }
    }
    /// Extra content kept alive above and below the visible rect, in points.
    public var overscan = 64.0
    /// Called with the item a tap selected and the time of the touch-up, in seconds.
    public var onSelect: ((IndexPath, Double) -> Void)?
    /// Called with an item a tap deselected (another item's selection, or a second tap with
    /// `allowsMultipleSelection`) and the time, in seconds.
    public var onDeselect: ((IndexPath, Double) -> Void)?
    /// A tap selects an item (UIKit `allowsSelection`, default true).
    public var allowsSelection = true
    /// A tap adds its item to the selection, or removes it when selected, instead of selecting
    /// it alone (UIKit `allowsMultipleSelection`, default false).
    public var allowsMultipleSelection = false
    /// Makes the collection a list whose rows swipe to show actions (`CollectionView+Swipe.swift`);
    /// nil (the default): a grid, no swipes.
    public var listConfiguration: CollectionListConfiguration? {
        didSet { listConfigurationDidChange() }
    }

    /// The sections' positions for the current width and counts.
    var sections = FlowSections.empty
    private var cells = VisibleCells<CollectionViewCell>()
    var headers = VisibleCells<CollectionReusableView>()
    private var cellPool = ReusePool<CollectionViewCell>()
    private var headerPool = ReusePool<CollectionReusableView>()
    /// The item counts of the sections, as the data source gave them at the last load.
    private var itemCounts: [Int] = []
    /// The layout and width `sections` was made for.
    private var laidOut: (layout: CollectionViewFlowLayout, width: Double)?
    var selection = Set<IndexPath>()
    private var needsReload = true
    /// Item changes collected inside `performBatchUpdates`, its nesting and its completions, and
    /// the update in flight (`CollectionView+Updates.swift`).
    var pendingItemUpdate = ItemUpdate()
    var itemBatchDepth = 0
    var itemBatchCompletions: [(Bool) -> Void] = []
    var itemUpdate: ItemUpdateAnimation?
    /// Cells that leave without going back to their queue yet (a departing item's).
    var keptCells = Set<ObjectIdentifier>()
    /// The selection to keep through the next load (an update's), instead of clearing it.
    private var selectionAfterReload: Set<IndexPath>?
    /// A list's swiped row and its recognizers, the view below the cells for its buttons, and
    /// the buttons of deleted rows fading out (`CollectionView+Swipe.swift`).
    let swipes = RowSwipeController()
    var swipeButtonsUnderlay: RowUnderlayView?
    var leavingSwipeButtons: [(view: View, start: Double)] = []

    /// A cap on cells alive at once, whatever the sizes (as `TableView.maximumCells`).
    public static let maximumCells = TableView.maximumCells

    public init(name: String = "collection", layout: CollectionViewFlowLayout = CollectionViewFlowLayout()) {
        self.layout = layout
        super.init(name: name)
    }

    // MARK: Cells

    /// Registers how to make a new cell for `identifier` (UIKit `register(_:forCellWithReuseIdentifier:)`).
    public func register(_ make: @escaping () -> CollectionViewCell, forCellWithReuseIdentifier identifier: String) {
        cellPool.register(make, for: identifier)
    }

    /// Registers how to make a new section header for `identifier` (UIKit
    /// `register(_:forSupplementaryViewOfKind: elementKindSectionHeader, withReuseIdentifier:)`).
    public func register(
        _ make: @escaping () -> CollectionReusableView, forHeaderWithReuseIdentifier identifier: String
    ) {
        headerPool.register(make, for: identifier)
    }

    /// A cell from the `identifier` queue, or a new one from the registered factory (UIKit
    /// `dequeueReusableCell(withReuseIdentifier:for:)`). Unregistered identifiers are a programming error.
    public func dequeueReusableCell(withReuseIdentifier identifier: String) -> CollectionViewCell {
        cellPool.dequeue(identifier)
    }

    /// A header from the `identifier` queue, or a new one (UIKit `dequeueReusableSupplementaryView`).
    public func dequeueReusableHeader(withReuseIdentifier identifier: String) -> CollectionReusableView {
        headerPool.dequeue(identifier)
    }

    /// Cells and headers created so far (for reuse checks: it stops growing once the screen is covered).
    public var cellsCreated: Int { cellPool.created }
    public var headersCreated: Int { headerPool.created }

    /// The cell showing the item, if it is in sight (UIKit `cellForItem(at:)`).
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        guard contains(indexPath) else { return nil }
        return cells[sections.flat(section: indexPath.section, item: indexPath.item)]
    }

    /// The header of `section`, if it is in sight.
    public func headerForSection(_ section: Int) -> CollectionReusableView? { headers[section] }

    /// The cells in sight, in item order (UIKit `visibleCells`).
    public var visibleCells: [CollectionViewCell] { cells.views }

    /// The items that have a cell, in order (UIKit `indexPathsForVisibleItems`).
    public var indexPathsForVisibleItems: [IndexPath] { cells.views.compactMap(\.indexPath) }

    /// The sections whose header is in sight.
    public var visibleHeaderSections: Range<Int> { headers.range }

    // MARK: Counts and geometry

    public var numberOfSections: Int { sections.count }

    public func numberOfItems(inSection section: Int) -> Int {
        (0..<sections.count).contains(section) ? sections.items(inSection: section) : 0
    }

    /// The grid the layout gives at the current width: columns, item size, spacing.
    public var grid: FlowGrid { sections.grid }

    /// Where the item is, in content coordinates (UIKit `layoutAttributesForItem(at:)?.frame`).
    public func rectForItem(at indexPath: IndexPath) -> Rect? {
        contains(indexPath) ? sections.rect(section: indexPath.section, item: indexPath.item) : nil
    }

    /// The item at `point` (content coordinates), or nil between items and outside them
    /// (UIKit `indexPathForItem(at:)`).
    public func indexPathForItem(at point: Point) -> IndexPath? {
        guard sections.count > 0 else { return nil }
        let section = sections.section(atOrBefore: point.y)
        let band = sections.items(from: point.y, to: point.y.nextUp)
        for flat in band {
            let path = sections.path(ofFlat: flat)
            if path.section == section, sections.rect(section: section, item: path.item).contains(point) {
                return IndexPath(item: path.item, section: section)
            }
        }
        return nil
    }

    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && (0..<sections.count).contains(indexPath.section)
            && (0..<sections.items(inSection: indexPath.section)).contains(indexPath.item)
    }

    // MARK: Loading

    /// Forgets every item and the selection, and asks the data source again (UIKit `reloadData`).
    public func reloadData() {
        needsReload = true
        layoutItems()
    }

    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    private func loadItems() {
        needsReload = false
        recycleAll()
        selection = selectionAfterReload ?? []
        selectionAfterReload = nil
        let count = max(0, dataSource.map { $0.numberOfSections(in: self) } ?? 0)
        itemCounts = (0..<count).map { max(0, dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0) }
        laidOut = nil
    }

    /// Places the sections for the current layout and width, if either changed.
    private func updateSections() {
        guard laidOut?.layout != layout || laidOut?.width != bounds.width else { return }
        laidOut = (layout, bounds.width)
        sections = FlowSections(grid: layout.grid(forWidth: bounds.width), itemCounts: itemCounts)
        recycleAll()
        contentSize = Size(width: bounds.width, height: sections.contentHeight)
    }

    private func recycleAll() {
        cells.removeAll(recycle: recycle)
        headers.removeAll(recycle: recycle)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        layoutItems()
    }

    /// Loads if needed, then gives every item and header within `overscan` of the visible rect a
    /// view at its frame and sends the others back to their queues; headers stay in front.
    func layoutItems() {
        if needsReload { loadItems() }
        updateSections()
        let low = contentOffset.y - overscan, high = contentOffset.y + bounds.height + overscan
        let items = sections.items(from: low, to: high)
        let madeCells = cells.show(items.prefix(Self.maximumCells), make: makeCell(flat:), recycle: recycle)
        let wantsHeaders = sections.grid.headerHeight > 0 && dataSource != nil
        let madeHeaders = headers.show(
            wantsHeaders ? sections.sections(from: low, to: high) : 0..<0,
            make: makeHeader(section:), recycle: recycle)
        for (flat, cell) in cells.shown {
            let path = sections.path(ofFlat: flat)
            var frame = sections.rect(section: path.section, item: path.item)
            frame.origin.x += swipes.offset(ofRow: flat)
            if cell.frame != frame { cell.frame = frame }
        }
        if itemUpdate != nil { positionItemCells() }
        layoutSwipes()
        positionHeaders()
        if madeCells || madeHeaders { headers.views.forEach(addSubview) }  // in front of the cells
    }

    private func makeCell(flat: Int) -> CollectionViewCell? {
        guard let dataSource else { return nil }
        let path = sections.path(ofFlat: flat)
        let indexPath = IndexPath(item: path.item, section: path.section)
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        cell.indexPath = indexPath
        cell.collectionView = self
        cell.isSelected = selection.contains(indexPath)
        cell.name = "\(name).item.\(path.section).\(path.item)"
        addSubview(cell)
        return cell
    }

    private func makeHeader(section: Int) -> CollectionReusableView? {
        guard let header = dataSource?.collectionView(self, viewForHeaderInSection: section) else { return nil }
        header.section = section
        header.name = "\(name).header.\(section)"
        addSubview(header)
        return header
    }

    private func recycle(_ cell: CollectionViewCell) {
        cell.indexPath = nil
        cell.isSelected = false
        cell.cancelTracking()
        if keptCells.remove(ObjectIdentifier(cell)) != nil { return }
        cellPool.enqueue(cell)
    }

    /// Hands a departed cell back to its queue.
    func reuseCell(_ cell: CollectionViewCell) { cellPool.enqueue(cell) }

    /// Loads the items again, keeping the selected items that survive (`map`: new → old).
    func reloadKeepingSelection(_ map: [[IndexPath?]]) {
        var kept = Set<IndexPath>()
        for (section, items) in map.enumerated() {
            for (item, old) in items.enumerated() where old.map(selection.contains) == true {
                kept.insert(IndexPath(item: item, section: section))
            }
        }
        selectionAfterReload = kept
        reloadData()
    }

    open override func advance(to time: Double) {
        super.advance(to: time)
        advanceItemUpdate(to: time)
        swipes.advance(to: time)
        advanceLeavingSwipeButtons(to: time)
    }

    /// Scrolling, items moving after an update, or a list's row swiped.
    open override var needsAdvance: Bool {
        super.needsAdvance || itemUpdate != nil || swipes.isMoving || !leavingSwipeButtons.isEmpty
    }

    private func recycle(_ header: CollectionReusableView) {
        header.section = nil
        headerPool.enqueue(header)
    }
}
