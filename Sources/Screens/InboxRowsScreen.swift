import Geometry
import ScrollUI

/// An inbox whose rows swipe: trailing Delete (destructive, full swipe deletes with the delete
/// animation) and Archive, leading Unread (RowActions.md). Tapping a row pushes `detail`.
public final class InboxRowsScreen: ViewController, TableViewDataSource, TableViewDelegate {
    public let table = TableView(name: "inbox")
    private var messages: [ListView.Row]
    private var unread: Set<String> = []

    public init(count: Int = 40) {
        messages = (0..<count).map { index in
            ListView.Row(
                title: "Message \(index)", subtitle: "From sender \(index % 7) — a line of preview text", height: 72)
        }
        super.init(title: "Inbox", name: "inbox-rows.screen")
        table.register({ MessageCell() }, forCellReuseIdentifier: MessageCell.identifier)
        table.separatorInset = EdgeInsets(left: 20)
        table.dataSource = self
        table.delegate = self
        view.addSubview(table)
        table.onSelect = { [weak self] row, time in
            guard let self else { return }
            let detail = DetailScreen(title: messages[row].title, text: messages[row].subtitle)
            navigationController?.push(detail, animated: true, at: time)
        }
    }

    public override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("inbox", table)] }
    public override func layoutView() { table.frame = view.bounds }

    public func numberOfRows(in tableView: TableView) -> Int { messages.count }
    public func tableView(_ tableView: TableView, heightForRow row: Int) -> Double { messages[row].height }

    public func tableView(_ tableView: TableView, cellForRow row: Int) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: MessageCell.identifier)
        let message = messages[row]
        (cell as? MessageCell)?.show(message, unread: unread.contains(message.title))
        return cell
    }

    public func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt row: Int
    ) -> SwipeActionsConfiguration? {
        let delete = ContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            self?.messages.remove(at: row)
            done(true)
        }
        let archive = ContextualAction(style: .normal, title: "Archive") { [weak self] _, _, done in
            guard let self else { return done(false) }
            messages.remove(at: row)
            table.deleteRows(at: [row], with: .fade)
            done(true)
        }
        archive.backgroundColor = Color(hex: 0x5856D6)
        return SwipeActionsConfiguration(actions: [delete, archive])
    }

    public func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt row: Int
    ) -> SwipeActionsConfiguration? {
        let title = messages[row].title
        let toggle = ContextualAction(style: .normal, title: unread.contains(title) ? "Read" : "Unread") {
            [weak self] _, _, done in
            guard let self else { return done(false) }
            if unread.remove(title) == nil { unread.insert(title) }
            table.reloadRows(at: [row], with: .none)
            done(true)
        }
        toggle.backgroundColor = Color.tint
        return SwipeActionsConfiguration(actions: [toggle])
    }
}

/// A message row: its title (with a dot while unread) over a line of preview.
private final class MessageCell: TableViewCell {
    static let identifier = "message"
    let title = Label("", font: .headline, name: "title")
    let preview = Label("", font: .subheadline, color: .secondaryLabel, name: "preview")

    init() {
        super.init(reuseIdentifier: Self.identifier)
        addSubview(title)
        addSubview(preview)
    }

    func show(_ message: ListView.Row, unread: Bool) {
        title.text = (unread ? "● " : "") + message.title
        preview.text = message.subtitle
    }

    override func layoutSubviews() {
        title.frame = Rect(x: 20, y: 12, width: bounds.width - 40, height: 24)
        preview.frame = Rect(x: 20, y: 38, width: bounds.width - 40, height: 20)
    }

}
