import Geometry
import ScrollTrace
import ScrollUI

/// A photo grid (`grid`): a `CollectionView` of numbered tiles in sections by month, with
/// headers pinned to the top, three columns on a phone (columns by a minimum width of 120 pt,
/// 2 pt apart); a tap selects the tile under the finger. `--rows N` sets the number of tiles,
/// so the frame cost can be measured at a million (`scroll-lab bench --screen grid`).
public final class GridScreen: ViewController, CollectionViewDataSource, StateLogFields {
    /// Number of tiles by default.
    public static let defaultItemCount = 1200
    public let collection: CollectionView
    /// Tiles per section, newest month last.
    private let itemCounts: [Int]

    public init(itemCount: Int = GridScreen.defaultItemCount) {
        itemCounts = Self.sections(totalling: max(0, itemCount))
        let layout = CollectionViewFlowLayout(
            itemSize: Size(width: 1, height: 1), minimumItemWidth: 120,
            minimumInteritemSpacing: 2, minimumLineSpacing: 2,
            sectionInset: EdgeInsets(bottom: 2), headerHeight: 44,
            sectionHeadersPinToVisibleBounds: true)
        collection = CollectionView(name: "grid", layout: layout)
        super.init(title: "Grid", name: "grid.screen")
        collection.backgroundColor = .white
        collection.register({ GridTileCell() }, forCellWithReuseIdentifier: GridTileCell.reuseIdentifier)
        collection.register({ GridHeaderView() }, forHeaderWithReuseIdentifier: GridHeaderView.reuseIdentifier)
        collection.dataSource = self
        view.addSubview(collection)
    }

    /// Section sizes from 12 to 36 tiles in a fixed pattern, the last one cut to the total.
    static func sections(totalling total: Int) -> [Int] {
        var counts: [Int] = [], sum = 0
        while sum < total {
            let count = min(12 + (counts.count * 7) % 25, total - sum)
            counts.append(count)
            sum += count
        }
        return counts
    }

    /// The month of `section`, counting back from November 2026 for the last section.
    static func month(ofSection section: Int, of count: Int) -> String {
        let monthsBack = count - 1 - section
        let index = 10 - monthsBack  // November is month index 10
        let year = 2026 + Int((Double(index) / 12).rounded(.down))
        let names = [
            "January", "February", "March", "April", "May", "June", "July", "August",
            "September", "October", "November", "December",
        ]
        return "\(names[((index % 12) + 12) % 12]) \(year)"
    }

    public func numberOfSections(in collectionView: CollectionView) -> Int { itemCounts.count }

    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCounts[section]
    }

    public func collectionView(
        _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
    ) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: GridTileCell.reuseIdentifier)
        (cell as? GridTileCell)?.show(number: indexPath.item + 1, tint: indexPath.section * 5 + indexPath.item)
        return cell
    }

    public func collectionView(
        _ collectionView: CollectionView, viewForHeaderInSection section: Int
    ) -> CollectionReusableView? {
        let header = collectionView.dequeueReusableHeader(withReuseIdentifier: GridHeaderView.reuseIdentifier)
        (header as? GridHeaderView)?.show(
            title: Self.month(ofSection: section, of: itemCounts.count),
            detail: "\(itemCounts[section]) photos")
        return header
    }

    public override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("grid", collection)] }

    /// `"grid": {"cells": N, "selected": [[section, item], …]}`: cells alive and the selection.
    public func logFields() -> [(key: String, value: JSONValue)] {
        let selected = collection.indexPathsForSelectedItems.map {
            JSONValue.array([.number(Double($0.section)), .number(Double($0.item))])
        }
        return [
            (
                "grid",
                .object([("cells", .number(Double(collection.visibleCells.count))), ("selected", .array(selected))])
            )
        ]
    }

    public override func layoutView() { collection.frame = view.bounds }
}
