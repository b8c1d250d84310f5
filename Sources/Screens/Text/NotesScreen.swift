import Geometry
import ScrollUI

/// `notes`: 500 notes whose rows are as tall as their text (`TableView.automaticDimension`,
/// estimated at 96 pt until they come into sight), each with a thumbnail cut square from a
/// picture of its own shape (`ContentMode.aspectFill`); every fifth note shows three lines and "…".
public final class NotesScreen: ViewController, TableViewDataSource {
    static let rowCount = 500
    /// The pictures the thumbnails come from (wide, square and tall ones).
    static let pictureNames = (0..<8).map { String(format: "photo-%02d.png", $0) }
    static let sentences = [
        "Rows size themselves from their cells.", "A label wraps at spaces and starts a new line at a line break.",
        "Only the rows coming into sight are measured, so the list costs the same at any length.",
        "The thumbnail keeps its picture's shape and is cut at its bounds.", "Scroll to the end: it lands exactly.",
    ]
    package let table = TableView(name: "notes")

    public init() {
        super.init(title: "Notes", name: "notes.screen")
        table.rowHeight = TableView.automaticDimension
        table.estimatedRowHeight = 96
        table.resizePolicy = .keepTopRow
        table.register({ NoteCell() }, forCellReuseIdentifier: NoteCell.reuseIdentifier)
        table.separatorInset = EdgeInsets(left: NoteCell.margin * 2 + NoteCell.thumbnailSide)
        table.dataSource = self
        view.addSubview(table)
    }

    /// The body of note `row`: one to six sentences.
    static func text(ofRow row: Int) -> String {
        (0...(row * 5) % 6).map { sentences[(row + $0) % sentences.count] }.joined(separator: " ")
    }

    public override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("notes", table)] }

    public override func layoutView() { table.frame = view.bounds }

    public func numberOfRows(in tableView: TableView) -> Int { Self.rowCount }

    public func tableView(_ tableView: TableView, cellForRow row: Int) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: NoteCell.reuseIdentifier)
        guard let note = cell as? NoteCell else { return cell }
        note.thumbnail.imageName = Self.pictureNames[row % Self.pictureNames.count]
        note.title.text = "Note \(row + 1)"
        note.body.text = Self.text(ofRow: row)
        note.body.numberOfLines = row % 5 == 4 ? 3 : 0
        note.setNeedsLayout()
        return cell
    }
}
