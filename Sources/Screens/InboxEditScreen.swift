import Geometry
import ScrollUI

/// An inbox of tall rows whose swipe actions show images above their titles, and an Edit button
/// that shows the grabbers: drag a row by its grabber to move it, or rest a finger on a row to
/// lift it without editing, the table scrolling by itself near its edges (RowActions.md).
/// Tapping a row pushes `detail`.
public final class InboxEditScreen: ViewController, TableViewReorderingDataSource, TableViewDelegate {
    public let table = TableView(name: "inbox")
    public let editItem = BarButtonItem(title: "Edit")
    /// The messages in their current order (the model a move changes).
    public private(set) var messages: [String]
    /// Images the screen shows, for the catalog's asset check.
    public static let imageNames = ["swipe-trash.png", "swipe-archive.png", "swipe-unread.png"]

    public init(count: Int = 30) {
        messages = (0..<count).map { "Message \($0)" }
        super.init(title: "Edit", name: "inbox-edit.screen")
        table.register({ TallMessageCell() }, forCellReuseIdentifier: TallMessageCell.identifier)
        table.separatorInset = EdgeInsets(left: 20)
        table.dataSource = self
        table.delegate = self
        table.dragInteractionEnabled = true
        view.addSubview(table)
        navigationItem.rightBarButtonItems = [editItem]
        editItem.action = { [weak self] _ in self?.toggleEditing() }
        table.onSelect = { [weak self] row, time in
            guard let self else { return }
            navigationController?.push(
                DetailScreen(title: messages[row], text: "Moved rows keep their text."), animated: true, at: time)
        }
    }

    public override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("inbox", table)] }
    public override func layoutView() { table.frame = view.bounds }

    /// Edit shows the grabbers, Done hides them (UIKit `editButtonItem`).
    public func toggleEditing() {
        table.setEditing(!table.isEditing, animated: true)
        editItem.title = table.isEditing ? "Done" : "Edit"
    }

    public func numberOfRows(in tableView: TableView) -> Int { messages.count }
    public func tableView(_ tableView: TableView, heightForRow row: Int) -> Double { 96 }

    public func tableView(_ tableView: TableView, cellForRow row: Int) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TallMessageCell.identifier)
        (cell as? TallMessageCell)?.title.text = messages[row]
        return cell
    }

    public func tableView(_ tableView: TableView, moveRowAt source: Int, to destination: Int) {
        messages.insert(messages.remove(at: source), at: destination)
    }

    public func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt row: Int
    ) -> SwipeActionsConfiguration? {
        let delete = ContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            self?.messages.remove(at: row)
            done(true)
        }
        delete.imageName = "swipe-trash.png"
        let archive = ContextualAction(style: .normal, title: "Archive") { [weak self] _, _, done in
            guard let self else { return done(false) }
            messages.remove(at: row)
            table.deleteRows(at: [row], with: .fade)
            done(true)
        }
        archive.imageName = "swipe-archive.png"
        archive.backgroundColor = Color(hex: 0x5856D6)
        return SwipeActionsConfiguration(actions: [delete, archive])
    }

    public func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt row: Int
    ) -> SwipeActionsConfiguration? {
        let unread = ContextualAction(style: .normal, title: "Unread") { _, _, done in done(true) }
        unread.imageName = "swipe-unread.png"
        unread.backgroundColor = Color.tint
        return SwipeActionsConfiguration(actions: [unread])
    }
}

/// A tall message row: its title over two lines of preview.
private final class TallMessageCell: TableViewCell {
    static let identifier = "tall-message"
    let title = Label("", font: .headline, name: "title")
    let preview = Label(
        "A longer preview of the message, over two lines, as Mail shows them.", font: .subheadline,
        color: .secondaryLabel, name: "preview")

    init() {
        super.init(reuseIdentifier: Self.identifier)
        backgroundColor = .white
        addSubview(title)
        addSubview(preview)
    }

    override func layoutSubviews() {
        title.frame = Rect(x: 20, y: 14, width: bounds.width - 84, height: 24)
        preview.frame = Rect(x: 20, y: 42, width: bounds.width - 84, height: 40)
    }

}
