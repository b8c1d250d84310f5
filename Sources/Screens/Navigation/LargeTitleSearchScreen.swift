import Geometry
import ScrollUI

/// `large-title-search`: mailboxes under a large title with a search controller (iOS Mail's and
/// Settings' layout). The search bar is tucked away until the list is pulled down; a release half
/// way shows or hides it; a tap activates search (the bar moves up over the title, Cancel, the
/// keyboard) and the list filters in place as one types. Dragging the list pulls the keyboard
/// down with the finger (`keyboardDismissMode = .interactive`).
public final class LargeTitleSearchScreen: ViewController, TableViewDataSource, SearchResultsUpdating {
    public let table = TableView(name: "searchMailboxes")
    public let search = SearchController()
    /// The names shown: every mailbox, or those containing the search text.
    public private(set) var shown: [String] = LargeTitleSearchScreen.names

    static let names = (0..<60).map { index in
        let base = ["Inbox", "VIP", "Flagged", "Drafts", "Sent", "Junk", "Trash", "Archive"]
        return base[index % base.count] + (index < base.count ? "" : " \(index)")
    }

    public init() {
        super.init(title: "Mailboxes", name: "largeTitleSearch.screen")
        table.rowHeight = 52
        table.contentInsetAdjustmentBehavior = .always
        table.keyboardDismissMode = .interactive
        table.alwaysBounceVertical = true
        table.register({ NameCell() }, forCellReuseIdentifier: NameCell.identifier)
        table.dataSource = self
        view.addSubview(table)
        navigationItem.largeTitleDisplayMode = .always
        navigationItem.searchController = search
        search.searchResultsUpdater = self
    }

    public func updateSearchResults(for searchController: SearchController) {
        let text = searchController.searchBar.text.lowercased()
        shown = text.isEmpty ? Self.names : Self.names.filter { $0.lowercased().contains(text) }
        table.reloadData()
    }

    public func numberOfRows(in tableView: TableView) -> Int { shown.count }

    public func tableView(_ tableView: TableView, cellForRow row: Int) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: NameCell.identifier)
        (cell as? NameCell)?.label.text = shown[row]
        return cell
    }

    /// Large titles on while on the stack (the menu below kept inline), off when it leaves.
    public override func didMove(toParent parent: NavigationController?) {
        if let parent {
            inlineBelow = parent.stack.dropLast().filter { $0.navigationItem.largeTitleDisplayMode == .automatic }
            for screen in inlineBelow { screen.navigationItem.largeTitleDisplayMode = .never }
            parent.bar.prefersLargeTitles = true
        } else if let previous = lastParent {
            for screen in inlineBelow { screen.navigationItem.largeTitleDisplayMode = .automatic }
            inlineBelow = []
            previous.bar.prefersLargeTitles = false
        }
        lastParent = parent
    }
    private var inlineBelow: [ViewController] = []
    private weak var lastParent: NavigationController?

    public override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("searchMailboxes", table)] }

    /// Starts with the search bar tucked away under the title, as UIKit does.
    public override func layoutView() {
        table.frame = view.bounds
        table.keepAtTop(tucked: navigationItem.tuckedSearchBarHeight)
    }
}

/// A mailbox's row: its name at the 16 pt margin over a hairline.
final class NameCell: TableViewCell {
    static let identifier = "name"
    let label = Label("", font: .body, name: "name")

    init() {
        super.init(reuseIdentifier: Self.identifier)
        backgroundColor = .white
        addSubview(label)
    }

    override func layoutSubviews() { label.frame = Rect(x: 16, y: 0, width: bounds.width - 32, height: bounds.height) }

}
