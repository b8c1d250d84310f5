/// One button of a row's swipe actions (UIKit `UIContextualAction`).
public final class ContextualAction {
    /// How the action looks and what a full swipe does (UIKit `UIContextualAction.Style`).
    public enum Style: Sendable {
        /// Grey by default; the row closes after the handler completes.
        case normal
        /// Red by default; completing the handler with `true` deletes the row with the delete animation.
        case destructive
    }

    /// Called when the action is chosen, with the action, the view showing it and a completion to
    /// call once done: `true` if it was performed (UIKit `UIContextualAction.Handler`).
    public typealias Handler = (ContextualAction, View, @escaping (Bool) -> Void) -> Void

    public let style: Style
    public var title: String?
    /// An image from the assets (`Images/`, one pixel a point, white on clear like UIKit's
    /// template symbols): centred above the title on rows 90 pt and taller, alone on shorter rows
    /// (`SwipeButtonLayout`, UIKit `UISwipeActionStandardButton`).
    public var imageName: String?
    /// The button's colour: UIKit's `systemRed` for destructive actions, `systemGray` for others.
    public var backgroundColor: Color
    let handler: Handler

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? Color(hex: 0xFF3B30) : Color(hex: 0x8E8E93)
    }
}

/// The actions a row shows on one edge when swiped (UIKit `UISwipeActionsConfiguration`).
public final class SwipeActionsConfiguration {
    /// The actions, the first one nearest the edge the row is swiped from.
    public let actions: [ContextualAction]
    /// A swipe past the full-swipe threshold performs the first action (UIKit: true).
    public var performsFirstActionWithFullSwipe = true

    public init(actions: [ContextualAction]) {
        self.actions = actions
    }
}

/// A table's delegate: the scroll view callbacks and the row's swipe actions (UIKit
/// `UITableViewDelegate`). Set it as the table's `delegate`.
public protocol TableViewDelegate: ScrollViewDelegate {
    /// The actions shown when `row` is swiped right (from its leading edge); nil: none.
    func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt row: Int
    ) -> SwipeActionsConfiguration?
    /// The actions shown when `row` is swiped left (from its trailing edge); nil: none.
    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt row: Int
    ) -> SwipeActionsConfiguration?
    /// The slot a row dragged from `source` drops into when its centre is over `proposed`
    /// (UIKit `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`); default `proposed`.
    func tableView(_ tableView: TableView, targetRowForMoveFromRowAt source: Int, toProposedRow proposed: Int) -> Int
}

public extension TableViewDelegate {
    func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt row: Int
    ) -> SwipeActionsConfiguration? { nil }
    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt row: Int
    ) -> SwipeActionsConfiguration? { nil }
    func tableView(_ tableView: TableView, targetRowForMoveFromRowAt source: Int, toProposedRow proposed: Int) -> Int {
        proposed
    }
}
