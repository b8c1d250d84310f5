import ScrollLabKit

/// Mail's inbox under a large title. Pull to refresh brings new mail in with the insert
/// animation; swipe left to delete (a full swipe) or archive, right to mark unread; tap to read;
/// hold for a preview and a menu. Compose sits in the bar; the search field, tucked under
/// the title until the list is pulled down, filters the messages as one types, and dragging the
/// list pulls the keyboard down.
public final class InboxScreen: ViewController, TableViewDataSource, SearchResultsUpdating {
    public let table = TableView(name: "inbox")
    public let refresh = RefreshControl()
    public lazy var composeItem = BarButtonItem(title: "Compose", prominent: true) { [unowned self] in compose(at: $0) }
    public private(set) var messages: [Message]
    public private(set) var archived: [Message] = []
    public let search = SearchController()
    /// The messages shown: all of them, or those whose sender or subject holds the search text.
    public var shown: [Message] {
        let query = search.searchBar.text.lowercased()
        return messages.filter { query.isEmpty || ($0.sender + " " + $0.subject).lowercased().contains(query) }
    }
    /// When the running refresh began: the mail "arrives" a second later, as a fetch would.
    private var refreshStarted: Double?

    public init(messages: [Message] = Mailbox.inbox) {
        self.messages = messages
        super.init(title: "Inbox", name: "mail.inbox")
        table.contentInsetAdjustmentBehavior = .always
        table.rowHeight = 98
        table.keyboardDismissMode = .interactive
        table.alwaysBounceVertical = true
        table.separatorInset = EdgeInsets(left: 28)
        table.register({ MessageCell() }, forCellReuseIdentifier: MessageCell.identifier)
        table.dataSource = self
        table.delegate = self
        table.onSelect = { [weak self] row, time in self?.open(row, at: time) }
        table.refreshControl = refresh
        refresh.addAction(for: .valueChanged) { [weak self] time in self?.refreshStarted = time }
        view.addSubview(table)

        navigationItem.searchController = search
        search.searchResultsUpdater = self
        navigationItem.rightBarButtonItems = [composeItem]
    }

    public override func didMove(toParent parent: NavigationController?) { parent?.bar.prefersLargeTitles = true }
    public override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("inbox", table)] }

    public override func layoutView() {
        table.frame = view.bounds
        table.keepAtTop(tucked: navigationItem.tuckedSearchBarHeight)
    }

    public func updateSearchResults(for searchController: SearchController) { table.reloadData() }

    /// The new mail lands a second after the pull: inserted at the top, and the spinner goes.
    public override func advance(to time: Double) {
        guard let started = refreshStarted, time - started >= 1 else { return }
        refreshStarted = nil
        let new = Mailbox.newMessages(after: messages)
        messages.insert(contentsOf: new, at: 0)
        table.insertRows(at: Array(new.indices), with: .automatic)
        refresh.endRefreshing()
    }

    public func numberOfRows(in tableView: TableView) -> Int { shown.count }

    public func tableView(_ tableView: TableView, cellForRow row: Int) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: MessageCell.identifier)
        (cell as? MessageCell)?.show(shown[row])
        return cell
    }

    public func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt row: Int
    ) -> SwipeActionsConfiguration? {
        let message = shown[row]
        let delete = ContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            self?.remove(message)
            done(true)
        }
        let archive = ContextualAction(style: .normal, title: "Archive") { [weak self] _, _, done in
            self?.remove(message, archiving: true)
            done(true)
        }
        archive.backgroundColor = Color(hex: 0xAF52DE)
        return SwipeActionsConfiguration(actions: [delete, archive])
    }

    public func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt row: Int
    ) -> SwipeActionsConfiguration? {
        let message = shown[row]
        let toggle = ContextualAction(style: .normal, title: message.isUnread ? "Read" : "Unread") {
            [weak self] _, _, done in
            self?.update(message.id) { $0.isUnread.toggle() }
            done(true)
        }
        toggle.backgroundColor = .tint
        return SwipeActionsConfiguration(actions: [toggle])
    }

    func open(_ row: Int, at time: Double) {
        update(shown[row].id) { $0.isUnread = false }
        navigationController?.push(MessageScreen(shown[row]), animated: true, at: time)
    }

    /// Changes the message `id` in the inbox and redraws its row.
    private func update(_ id: Int, _ change: (inout Message) -> Void) {
        guard let index = messages.firstIndex(where: { $0.id == id }) else { return }
        change(&messages[index])
        shown.firstIndex { $0.id == id }.map { table.reloadRows(at: [$0], with: .none) }
    }

    /// Takes `message` out of the inbox with the delete animation, into the archive if asked.
    func remove(_ message: Message, archiving: Bool = false) {
        guard let row = shown.firstIndex(where: { $0.id == message.id }) else { return }
        messages.removeAll { $0.id == message.id }
        if archiving { archived.append(message) }
        table.deleteRows(at: [row], with: .automatic)
    }

    /// Presents the compose sheet, empty or replying to `message`.
    func compose(replyingTo message: Message? = nil, at time: Double) {
        let sheet = NavigationController(root: ComposeScreen(replyingTo: message))
        present(sheet, style: .sheet(.large), animated: true, at: time)
    }
}
