import Geometry

/// A table of subtitle rows that is its own data source: give it the rows, or a row count with
/// a height and a content function for lists too long to hold (a million rows cost 8 MB of
/// heights and nothing else). Rows are named `<name>.row.<i>` in logs and hit tests.
public final class ListView: TableView, TableViewDataSource {
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

    private let rowCount: Int
    private let heightOfRow: (Int) -> Double
    private let contentOfRow: (Int) -> Row

    /// `rowCount` rows; `height` gives a row's height in points (asked once per row at load),
    /// `row` its content (asked when it comes into sight). `name` is the scroll view's log id.
    public init(name: String, rowCount: Int, height: @escaping (Int) -> Double, row: @escaping (Int) -> Row) {
        self.rowCount = rowCount
        heightOfRow = height
        contentOfRow = row
        super.init(name: name)
        register({ ListRowView() }, forCellReuseIdentifier: ListRowView.reuseIdentifier)
        dataSource = self
    }

    /// A list of the given rows.
    public convenience init(name: String, rows: [Row]) {
        self.init(name: name, rowCount: rows.count, height: { rows[$0].height }, row: { rows[$0] })
    }

    public func numberOfRows(in tableView: TableView) -> Int { rowCount }

    public func tableView(_ tableView: TableView, heightForRow row: Int) -> Double { heightOfRow(row) }

    public func tableView(_ tableView: TableView, cellForRow row: Int) -> TableViewCell {
        let cell = dequeueReusableCell(withIdentifier: ListRowView.reuseIdentifier)
        (cell as? ListRowView)?.show(contentOfRow(row))
        return cell
    }
}
