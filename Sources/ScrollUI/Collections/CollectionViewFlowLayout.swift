import Geometry

/// How a `CollectionView` places its items (UIKit's `UICollectionViewFlowLayout`, vertical):
/// each section is its header, then `sectionInset.top`, then lines of equal items left to right,
/// then `sectionInset.bottom`. Lengths in points. A value that is not finite, or negative where
/// a length must not be, counts as 0 (an item side as 1 pt).
public struct CollectionViewFlowLayout: Sendable, Equatable {
    /// The size of every item (UIKit `itemSize`, default 50 × 50). With `minimumItemWidth` the
    /// width is computed and the height keeps this size's aspect ratio.
    public var itemSize: Size
    /// Columns by width: when set, a line holds as many items at least this wide as fit, and the
    /// items grow to fill it (three columns of photos on a phone, five on a wider window). When
    /// nil, items keep `itemSize` and the spacing between them grows instead (UIKit's flow).
    public var minimumItemWidth: Double?
    /// The least space between items of a line (UIKit `minimumInteritemSpacing`, default 10).
    public var minimumInteritemSpacing: Double
    /// The space between lines (UIKit `minimumLineSpacing`, default 10).
    public var minimumLineSpacing: Double
    /// Space around each section's items (UIKit `sectionInset`), below its header.
    public var sectionInset: EdgeInsets
    /// The height of each section's header (UIKit `headerReferenceSize.height`); 0: no headers.
    public var headerHeight: Double
    /// Headers stay at the top of the visible area while their section scrolls under them, and
    /// the next section's header pushes them up (UIKit `sectionHeadersPinToVisibleBounds`, like
    /// a plain `UITableView`'s section headers).
    public var sectionHeadersPinToVisibleBounds: Bool

    public init(
        itemSize: Size = Size(width: 50, height: 50), minimumItemWidth: Double? = nil,
        minimumInteritemSpacing: Double = 10, minimumLineSpacing: Double = 10, sectionInset: EdgeInsets = .zero,
        headerHeight: Double = 0, sectionHeadersPinToVisibleBounds: Bool = false
    ) {
        self.itemSize = itemSize
        self.minimumItemWidth = minimumItemWidth
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.minimumLineSpacing = minimumLineSpacing
        self.sectionInset = sectionInset
        self.headerHeight = headerHeight
        self.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
    }

    /// The grid of a collection view `width` points wide.
    public func grid(forWidth width: Double) -> FlowGrid {
        let inset = EdgeInsets(
            top: length(sectionInset.top), left: length(sectionInset.left),
            bottom: length(sectionInset.bottom), right: length(sectionInset.right))
        let available = max(0, length(width) - inset.left - inset.right)
        let spacing = length(minimumInteritemSpacing)
        let side = Size(width: max(1, length(itemSize.width)), height: max(1, length(itemSize.height)))
        let wanted = minimumItemWidth.map { max(1, length($0)) } ?? side.width
        let fitting = ((available + spacing) / (wanted + spacing)).rounded(.down)
        let columns = Int(min(max(1, fitting), 10_000))
        let gaps = Double(columns - 1)
        let item: Size, gap: Double
        if minimumItemWidth != nil {
            let width = max(1, (available - gaps * spacing) / Double(columns))
            item = Size(width: width, height: width * side.height / side.width)
            gap = spacing
        } else {
            item = side
            gap = columns > 1 ? max(spacing, (available - Double(columns) * side.width) / gaps) : 0
        }
        return FlowGrid(
            columns: columns, itemSize: item, interitemSpacing: gap, lineSpacing: length(minimumLineSpacing),
            inset: inset, headerHeight: length(headerHeight))
    }

    private func length(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }
}

/// A flow layout resolved for one width: the column count, the item size and the spacing that
/// fill a line, in points.
public struct FlowGrid: Sendable, Equatable {
    /// Items per line (at least 1).
    public let columns: Int
    /// Every item's size.
    public let itemSize: Size
    /// The space between items of a line, `minimumInteritemSpacing` or more.
    public let interitemSpacing: Double
    /// The space between lines.
    public let lineSpacing: Double
    /// The section inset, cleaned of bad values.
    public let inset: EdgeInsets
    /// The header height, cleaned of bad values.
    public let headerHeight: Double

    /// The x of the items of `column`.
    public func x(ofColumn column: Int) -> Double {
        inset.left + Double(column) * (itemSize.width + interitemSpacing)
    }

    /// The distance from one line's top to the next one's.
    var linePitch: Double { itemSize.height + lineSpacing }

    /// The lines `count` items fill.
    func lines(_ count: Int) -> Int { (count + columns - 1) / columns }

    /// The height of a section of `count` items: header, insets and lines.
    func sectionHeight(items count: Int) -> Double {
        let lines = lines(count)
        let itemsHeight = lines == 0 ? 0 : Double(lines) * itemSize.height + Double(lines - 1) * lineSpacing
        return headerHeight + inset.top + itemsHeight + inset.bottom
    }
}
