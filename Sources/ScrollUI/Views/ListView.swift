import Geometry

/// A vertical scroll view of rows with a title and a subtitle (a plain `UITableView`).
/// Rows are laid out top to bottom; `contentSize` follows their heights.
public final class ListView: ScrollView {
    /// What one row shows and how tall it is, in points.
    public struct Row: Sendable {
        public var title: String
        public var subtitle: String
        public var height: Double
        public var imageName: String?

        public init(title: String, subtitle: String = "", height: Double = 64, imageName: String? = nil) {
            self.title = title
            self.subtitle = subtitle
            self.height = height
            self.imageName = imageName
        }
    }

    /// Called with the selected row index and the time of the touch-up, in seconds.
    public var onSelect: ((Int, Double) -> Void)? {
        didSet { for row in rowViews { row.onSelect = onSelect } }
    }
    public private(set) var rowViews: [ListRowView] = []

    /// `name` is the scroll view's id in the log (e.g. `list`); rows are named `<name>.row.<i>`.
    public init(name: String, rows: [Row]) {
        super.init(name: name)
        backgroundColor = .white
        rowViews = rows.enumerated().map { ListRowView(index: $0.offset, row: $0.element, idPrefix: name) }
        rowViews.forEach(addSubview)
        var y = 0.0
        for (rowView, row) in zip(rowViews, rows) {
            rowView.frame = Rect(x: 0, y: y, width: 0, height: row.height)
            y += row.height
        }
        contentSize = Size(width: 0, height: y)
    }

    public override func layoutSubviews() {
        for rowView in rowViews { rowView.frame.size.width = bounds.width }
        contentSize.width = bounds.width
    }
}
