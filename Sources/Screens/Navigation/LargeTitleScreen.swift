import Geometry
import ScrollUI

/// A mailbox list under a large title (iOS Mail's look): the title collapses into the inline
/// title as the list scrolls, stretches when it is pulled down, and a release half way lands
/// expanded or collapsed; the bar is transparent at the top and grey once rows are under it. Two
/// right items (Edit switches to Done), and a toolbar with two more. The bar's large-title
/// preference and the toolbar are set while the screen is on the stack and undone when it leaves.
public final class LargeTitleScreen: ViewController {
    public static let rowCount = 60
    public let list: ListView
    /// Edit ⇄ Done, as Mail's.
    public let editItem = BarButtonItem(title: "Edit")
    public let addItem = BarButtonItem(title: "Add", prominent: true)
    /// How many times Add was tapped (its action, for the tests and the log's reader).
    public private(set) var additions = 0

    public init() {
        list = ListView(name: "mailboxes", rowCount: Self.rowCount, height: { _ in 52 }) { index in
            ListView.Row(
                title: Self.mailboxNames[index % Self.mailboxNames.count]
                    + (index < Self.mailboxNames.count ? "" : " \(index)"))
        }
        super.init(title: "Mailboxes", name: "largeTitle.screen")
        list.contentInsetAdjustmentBehavior = .always
        view.addSubview(list)
        navigationItem.largeTitleDisplayMode = .always
        navigationItem.rightBarButtonItems = [addItem, editItem]
        navigationItem.backButtonTitle = "Mail"
        editItem.action = { [weak self] _ in self?.toggleEditing() }
        addItem.action = { [weak self] _ in self?.additions += 1 }
        toolbarItems = [BarButtonItem(title: "Filter"), BarButtonItem(title: "Compose")]
    }

    static let mailboxNames = ["Inbox", "VIP", "Flagged", "Drafts", "Sent", "Junk", "Trash", "Archive"]

    private func toggleEditing() {
        editItem.title = editItem.title == "Edit" ? "Done" : "Edit"
        navigationController?.layout()
    }

    /// On the stack: large titles on, the toolbar shown, and the screens below (the catalog's menu)
    /// kept inline (their `.automatic` would follow the root, which shows a large title when the bar
    /// prefers them); all undone when it leaves.
    public override func didMove(toParent parent: NavigationController?) {
        if let parent {
            inlineBelow = parent.stack.dropLast().filter { $0.navigationItem.largeTitleDisplayMode == .automatic }
            for screen in inlineBelow { screen.navigationItem.largeTitleDisplayMode = .never }
            parent.bar.prefersLargeTitles = true
            parent.isToolbarHidden = false
        } else if let previous = lastParent {
            for screen in inlineBelow { screen.navigationItem.largeTitleDisplayMode = .automatic }
            inlineBelow = []
            previous.bar.prefersLargeTitles = false
            previous.isToolbarHidden = true
        }
        lastParent = parent
    }
    private var inlineBelow: [ViewController] = []
    private weak var lastParent: NavigationController?

    public override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("mailboxes", list)] }

    public override func layoutView() {
        list.frame = view.bounds
        list.keepAtTop()
    }
}
