import Foundation
import Geometry
import ScrollUI

/// A screen of one `CollectionView` (`grid`) for the collection tests: sections of the given
/// item counts, cells that show their index path, headers when the layout has a height.
final class CollectionScreen: ViewController, CollectionViewDataSource {
    let collection: CollectionView
    var itemCounts: [Int]
    /// Every `cellForItemAt` asked, in order.
    var cellRequests: [IndexPath] = []

    init(itemCounts: [Int], layout: CollectionViewFlowLayout) {
        self.itemCounts = itemCounts
        collection = CollectionView(name: "grid", layout: layout)
        super.init(title: "Collection", name: "collection.screen")
        collection.backgroundColor = .white
        collection.register({ PathCell() }, forCellWithReuseIdentifier: "path")
        collection.register({ PathHeader() }, forHeaderWithReuseIdentifier: "header")
        collection.dataSource = self
        view.addSubview(collection)
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { itemCounts.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCounts[section]
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        cellRequests.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "path") as! PathCell
        cell.shown = indexPath
        return cell
    }

    func collectionView(
        _ collectionView: CollectionView, viewForHeaderInSection section: Int
    ) -> CollectionReusableView? {
        let header = collectionView.dequeueReusableHeader(withReuseIdentifier: "header") as! PathHeader
        header.shown = section
        return header
    }

    override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("grid", collection)] }
    override func layoutView() { collection.frame = view.bounds }
}

/// A cell that remembers the index path it was configured for.
final class PathCell: CollectionViewCell {
    var shown: IndexPath?

    init() {
        super.init(reuseIdentifier: "path")
        backgroundColor = Color(hex: 0x88C0D0)
    }
}

/// A header that remembers the section it was configured for.
final class PathHeader: CollectionReusableView {
    var shown: Int?

    init() {
        super.init(reuseIdentifier: "header")
        backgroundColor = Color(hex: 0xF2F2F7)
    }
}

/// An independent model of a vertical flow layout, by plain loops: each section's top, and the
/// exact frame of every item, for checking `CollectionView` against.
struct FlowModel {
    var width: Double
    var columns: Int
    var itemSize: Size
    var gap: Double
    var line: Double
    var inset: EdgeInsets
    var header: Double

    /// `rect` with its edges rounded to whole points, as `CollectionView` shows an item's frame.
    static func aligned(_ rect: Rect) -> Rect {
        Rect(
            x: rect.minX.rounded(), y: rect.minY.rounded(), width: rect.maxX.rounded() - rect.minX.rounded(),
            height: rect.maxY.rounded() - rect.minY.rounded())
    }

    /// Every item's frame, section by section, and the tops of the sections then the content height.
    func frames(_ counts: [Int]) -> (items: [[Rect]], tops: [Double]) {
        var y = 0.0, items: [[Rect]] = [], tops: [Double] = []
        for count in counts {
            tops.append(y)
            y += header + inset.top
            var section: [Rect] = []
            for item in 0..<count {
                let row = item / columns, column = item % columns
                section.append(
                    Rect(
                        x: inset.left + Double(column) * (itemSize.width + gap),
                        y: y + Double(row) * (itemSize.height + line), width: itemSize.width, height: itemSize.height))
            }
            let lines = (count + columns - 1) / columns
            if lines > 0 { y += Double(lines) * itemSize.height + Double(lines - 1) * line }
            y += inset.bottom
            items.append(section)
        }
        tops.append(y)
        return (items, tops)
    }
}
