import ScrollLabKit

/// The library as Photos shows it: a grid of square photos, three to a line on a phone, in
/// months whose headers stick to the top, under a translucent bar; it opens at the newest
/// photos (scrolled to the bottom). A tap opens the photo in a pager over the grid.
public final class PhotosGridScreen: ViewController, CollectionViewDataSource {
    public let grid = CollectionView(
        name: "photos.grid",
        layout: CollectionViewFlowLayout(
            itemSize: Size(width: 1, height: 1), minimumItemWidth: 120, minimumInteritemSpacing: 2,
            minimumLineSpacing: 2, sectionInset: EdgeInsets(bottom: 2), headerHeight: 44,
            sectionHeadersPinToVisibleBounds: true))
    private let months: [[Photo]]
    /// Whether the first layout has put the grid at its newest photos.
    private var openedAtNewest = false
    /// The pager shown over the grid, while it is.
    public var viewer: PhotoPagerScreen? {
        (presentedViewController as? NavigationContainerController)?.navigation.stack.first as? PhotoPagerScreen
    }

    public init(months: [[Photo]] = PhotoLibrary.months) {
        self.months = months
        PhotoLibrary.addAssets()
        super.init(title: "Library", name: "photos.screen")
        grid.backgroundColor = .white
        grid.contentInsetAdjustmentBehavior = .always
        grid.register({ PhotoCell() }, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        grid.register({ MonthHeader() }, forHeaderWithReuseIdentifier: MonthHeader.reuseIdentifier)
        grid.dataSource = self
        grid.onSelect = { [weak self] indexPath, time in self?.open(indexPath, at: time) }
        view.addSubview(grid)
    }

    public override var edgesForExtendedLayout: RectEdge { .top }

    public override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("photos.grid", grid)] }

    public override func layoutView() {
        grid.frame = view.bounds
        guard !openedAtNewest, view.bounds.height > 0 else { return }
        openedAtNewest = true
        grid.layoutIfNeeded()
        grid.contentOffset = grid.maximumContentOffset
    }

    /// The photo at `indexPath`'s place in the pager (all months, oldest first).
    public func pageIndex(of indexPath: IndexPath) -> Int {
        months.prefix(indexPath.section).reduce(0) { $0 + $1.count } + indexPath.item
    }

    /// Presents the pager at the photo tapped, over the grid.
    private func open(_ indexPath: IndexPath, at time: Double) {
        grid.deselectItem(at: indexPath)
        PhotoPagerScreen(photos: months.flatMap { $0 }, startingAt: pageIndex(of: indexPath)).present(
            from: self, at: time)
    }

    public func numberOfSections(in collectionView: CollectionView) -> Int { months.count }

    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        months[section].count
    }

    public func collectionView(
        _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
    ) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier)
        (cell as? PhotoCell)?.show(months[indexPath.section][indexPath.item])
        return cell
    }

    public func collectionView(
        _ collectionView: CollectionView, viewForHeaderInSection section: Int
    ) -> CollectionReusableView? {
        let header = collectionView.dequeueReusableHeader(withReuseIdentifier: MonthHeader.reuseIdentifier)
        (header as? MonthHeader)?.show(month: months[section].first?.month ?? "", photos: months[section].count)
        return header
    }
}
