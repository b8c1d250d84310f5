/// What a screen shows in the navigation bar while it is on top (UIKit's `UINavigationItem`):
/// its items, a title view, the title its back button shows on the screen above, and how its
/// large title shows.
public final class NavigationItem {
    /// Items at the bar's left, from the edge inward; shown in place of the back button
    /// (UIKit's `leftBarButtonItems` without `leftItemsSupplementBackButton`).
    public var leftBarButtonItems: [BarButtonItem] = [] {
        didSet { onChange?() }
    }
    /// Items at the bar's right, from the edge inward (UIKit's `rightBarButtonItems`).
    public var rightBarButtonItems: [BarButtonItem] = [] {
        didSet { onChange?() }
    }
    /// A view shown in place of the inline title, centred in the bar (UIKit's `titleView`).
    public var titleView: View? {
        didSet { onChange?() }
    }
    /// The title the back button shows on the screen pushed above this one (UIKit's
    /// `backButtonTitle`); nil: this screen's title.
    public var backButtonTitle: String? {
        didSet { onChange?() }
    }
    /// When this screen shows the large title, with the bar's `prefersLargeTitles` (UIKit's
    /// `largeTitleDisplayMode`).
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic {
        didSet { onChange?() }
    }
    /// The bar's look while content scrolls under it; nil: the bar's own (UIKit's `standardAppearance`).
    public var standardAppearance: NavigationBarAppearance? {
        didSet { onChange?() }
    }
    /// The bar's look at the scroll edge (content at its top); nil: the bar's own
    /// (UIKit's `scrollEdgeAppearance`).
    public var scrollEdgeAppearance: NavigationBarAppearance? {
        didSet { onChange?() }
    }
    /// The height of a search bar under the large title, in points (nil: none). The large title's
    /// layout adds it below the title, collapsing with it; the search field itself is placed by
    /// whoever sets this (UIKit's `searchController`, 52 pt on iPhone).
    public var searchBarHeight: Double? {
        didSet { onChange?() }
    }
    /// Search under the large title (UIKit's `searchController`): its bar collapses with the
    /// content (`hidesSearchBarWhenScrolling`) and is tucked away until the list is pulled down.
    public var searchController: SearchController? {
        didSet { onChange?() }
    }
    /// Whether the search bar collapses as the content scrolls, before the large title, and
    /// starts tucked away (UIKit's default, true); false keeps it under the bar.
    public var hidesSearchBarWhenScrolling = true {
        didSet { onChange?() }
    }
    /// The search bar's part of the large-title area: the search controller's bar, else
    /// `searchBarHeight`.
    var effectiveSearchBarHeight: Double? { searchController != nil ? SearchController.barHeight : searchBarHeight }
    /// How far a screen's list starts scrolled so the search bar is tucked away under the large
    /// title (UIKit starts such a list with the bar hidden), in points: the bar's height while
    /// it hides when scrolling, else 0.
    public var tuckedSearchBarHeight: Double {
        searchController != nil && hidesSearchBarWhenScrolling ? SearchController.barHeight : 0
    }
    /// Told when anything changes, so the bar lays itself out again.
    var onChange: (() -> Void)?

    public init() {}
}

/// When a screen's large title shows (UIKit's `UINavigationItem.LargeTitleDisplayMode`).
public enum LargeTitleDisplayMode: Sendable, Equatable {
    /// As the screen below it in the stack does; the root shows it when the bar prefers large titles.
    case automatic
    /// Always, when the bar prefers large titles.
    case always
    /// Never: the inline title.
    case never
}
