import Geometry

/// A list's options for a `CollectionView` (UIKit `UICollectionLayoutListConfiguration`, whose
/// swipe providers these are): the actions a row shows when swiped from either edge. Rows swipe
/// only while the layout puts one item on each line, as a list does; the item's frame is the row
/// that moves.
public struct CollectionListConfiguration {
    /// The actions shown when the item is swiped right (from its leading edge); nil: none.
    public var leadingSwipeActionsConfigurationProvider: ((IndexPath) -> SwipeActionsConfiguration?)?
    /// The actions shown when the item is swiped left (from its trailing edge); nil: none.
    public var trailingSwipeActionsConfigurationProvider: ((IndexPath) -> SwipeActionsConfiguration?)?

    public init(
        leadingSwipeActionsConfigurationProvider: ((IndexPath) -> SwipeActionsConfiguration?)? = nil,
        trailingSwipeActionsConfigurationProvider: ((IndexPath) -> SwipeActionsConfiguration?)? = nil
    ) {
        self.leadingSwipeActionsConfigurationProvider = leadingSwipeActionsConfigurationProvider
        self.trailingSwipeActionsConfigurationProvider = trailingSwipeActionsConfigurationProvider
    }
}

/// Swipe actions on a list collection's rows: the collection hosts a `RowSwipeController`, the
/// table's own (`RowSwipeController.swift`), with rows numbered across the sections in order.
extension CollectionView: RowSwipeHost {
    /// The open (or opening) item, if any.
    public var swipedItem: IndexPath? { swipes.swipe.map { indexPath(ofRow: $0.row) } }
    /// How far the swiped item's cell has moved sideways, in points (0 when none is swiped).
    public var swipeOffset: Double { swipes.swipe?.offset ?? 0 }
    /// True while the swiped item is pulled past its full-swipe threshold.
    public var isFullSwiped: Bool { swipes.swipe?.isFullSwiped ?? false }

    /// Springs the open item closed (UIKit `resetSwipedItemAnimated:`).
    public func closeSwipe() { swipes.close() }

    /// The recognizers and the underlay join the collection with its first list configuration,
    /// so that a grid's touch sequences and views stay as they were.
    func listConfigurationDidChange() {
        guard listConfiguration != nil, swipes.host == nil else { return }
        let underlay = RowUnderlayView()
        underlay.isHidden = true
        insertSubview(underlay, at: 0)
        swipeButtonsUnderlay = underlay
        swipes.install(on: self)
        setNeedsLayout()
    }

    func indexPath(ofRow row: Int) -> IndexPath {
        let path = sections.path(ofFlat: row)
        return IndexPath(item: path.item, section: path.section)
    }

    /// Scrolling closes the open row; the row's pan joins touches while rows can swipe.
    func layoutSwipes() {
        guard swipes.host != nil else { return }
        swipes.closeIfScrolled()
        swipes.enablePan(allowsRowSwipes)
        updateSwipeUnderlay()
    }

    /// Keeps the swiped row through an update (`map`: new → old index paths, taken while the
    /// old sections are current); its buttons fade out with the item if it was deleted.
    func followSwipedItem(_ map: [[IndexPath?]]) {
        guard let swipe = swipes.swipe else { return swipes.follow([]) }
        let newToOld = map.joined().map { $0.map { sections.flat(section: $0.section, item: $0.item) } }
        if !newToOld.contains(swipe.row), let buttons = swipes.takeActionsView(ofRow: swipe.row) {
            buttons.isUserInteractionEnabled = false
            leavingSwipeButtons.append((buttons, now))
        }
        swipes.follow(newToOld)
    }

    /// Fades the buttons of deleted rows as the items fade (`RowUpdateTiming`).
    func advanceLeavingSwipeButtons(to time: Double) {
        guard !leavingSwipeButtons.isEmpty else { return }
        leavingSwipeButtons.removeAll { leaving in
            let elapsed = (time - leaving.start) / RowUpdateTiming.duration
            guard elapsed >= 1 else {
                leaving.view.alpha = 1 - RowUpdateTiming.curve.progress(at: elapsed)
                return false
            }
            leaving.view.removeFromSuperview()
            return true
        }
        updateSwipeUnderlay()
    }

    // MARK: RowSwipeHost

    var allowsRowSwipes: Bool { listConfiguration != nil && sections.grid.columns == 1 }
    var swipeRowCount: Int { sections.totalItems }
    var swipeDataSourceRowCount: Int? {
        dataSource.map { source in
            (0..<max(0, source.numberOfSections(in: self))).reduce(0) {
                $0 + max(0, source.collectionView(self, numberOfItemsInSection: $1))
            }
        }
    }
    var swipeUnderlay: View { swipeButtonsUnderlay ?? self }

    func swipeRow(at point: Point) -> Int? {
        indexPathForItem(at: point).map { sections.flat(section: $0.section, item: $0.item) }
    }

    func swipeFrame(ofRow row: Int) -> Rect {
        let path = sections.path(ofFlat: row)
        return sections.rect(section: path.section, item: path.item)
    }

    func swipeCell(ofRow row: Int) -> View? { cellForItem(at: indexPath(ofRow: row)) }

    func swipeConfiguration(forRow row: Int, trailing: Bool) -> SwipeActionsConfiguration? {
        guard let listConfiguration else { return nil }
        let provider =
            trailing
            ? listConfiguration.trailingSwipeActionsConfigurationProvider
            : listConfiguration.leadingSwipeActionsConfigurationProvider
        return provider?(indexPath(ofRow: row))
    }

    func layoutSwipedCells() {
        updateSwipeUnderlay()
        positionItemCells()
    }

    func deleteSwipedRow(_ row: Int) { deleteItems(at: [indexPath(ofRow: row)]) }

    /// Shows the underlay only while it holds something, over the content in sight.
    private func updateSwipeUnderlay() {
        guard let underlay = swipeButtonsUnderlay else { return }
        underlay.isHidden = underlay.subviews.isEmpty
        guard !underlay.isHidden else { return }
        let height = max(sections.contentHeight, contentOffset.y + bounds.height) + bounds.height
        underlay.frame = Rect(x: 0, y: 0, width: bounds.width, height: height)
    }
}

extension CollectionView {
    /// How far a list's swipe has moved the item's cell sideways (0 when it is not swiped).
    func swipeOffset(ofItem path: IndexPath) -> Double {
        guard swipes.host != nil, contains(path) else { return 0 }
        return swipes.offset(ofRow: sections.flat(section: path.section, item: path.item))
    }
}
