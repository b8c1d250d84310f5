import Geometry
import ScrollTrace
import ScrollUI

/// `nested`: a collapsing header (260 → 88 pt) over a tab bar and a pager of four lists
/// (seed 004's drawer). The header and the current list move as one scroll view
/// (`NestedScrollCoordinator` holds the rules); the tab bar's indicator follows the pager, and
/// tapping a tab pages there. Each list keeps its own offset; a touch, a page drag or a tab
/// tap stops any momentum at once. Pulled past its maximum the header stretches, or with
/// `.bounceContent` (the `nested-bounce` screen) everything rubber-bands as one scroll view.
/// With a `.fullscreen` back gesture (`back-fullscreen`) a rightward drag anywhere pops, except
/// where the pager can still page back: there it pages (`BackGesturePolicy`).
public final class NestedScreen: ViewController, ScrollViewDelegate, StateLogFields {
    /// One tab: its title and its list's rows.
    struct Tab {
        let title: String
        let rowCount: Int
        let subject: String
    }

    /// A list shorter than the screen, two ordinary ones and one of 10,000 rows.
    static let tabs = [
        Tab(title: "Short", rowCount: 6, subject: "Peak"),
        Tab(title: "Trails", rowCount: 60, subject: "Trail"),
        Tab(title: "Photos", rowCount: 200, subject: "Photo"),
        Tab(title: "Archive", rowCount: 10_000, subject: "Entry"),
    ]

    package let outer: CollapsingHeaderScrollView
    package let pager: PagerView
    let lists: [ListView]
    let coordinator: NestedScrollCoordinator
    private let tabBar: TabBarView
    /// The tab bar follows the pager, a page to a tab (it moves by its indicator, not by scrolling).
    private lazy var link: ScrollViewLink = {
        let link = ScrollViewLink([
            .init(pager, position: { [unowned self] _ in pager.progress }, offset: { [unowned self] in $0 * pager.bounds.width }),
        ])
        link.onFollow = { [unowned self] progress in tabBar.progress = progress }
        return link
    }()

    private let backGesture: BackGestureMode

    public init(overscroll: CollapsingHeaderScrollView.OverscrollStyle = .stretchHeader,
                backGesture: BackGestureMode = .edge, title: String = "Nested") {
        self.backGesture = backGesture
        lists = Self.tabs.enumerated().map { index, tab in
            ListView(name: "list.\(index)", rowCount: tab.rowCount, height: { $0 % 3 == 2 ? 88 : 64 }) { row in
                ListView.Row(title: "\(tab.subject) \(row + 1)",
                             subtitle: row % 3 == 2 ? "A taller row in \(tab.title)" : "\(tab.title), row \(row + 1)",
                             height: row % 3 == 2 ? 88 : 64)
            }
        }
        pager = PagerView(name: "pager", pages: lists)
        tabBar = TabBarView(titles: Self.tabs.map(\.title))
        outer = CollapsingHeaderScrollView(tabBar: tabBar, pager: pager)
        outer.overscrollStyle = overscroll
        coordinator = NestedScrollCoordinator(outer: outer, lists: lists)
        super.init(title: title, name: "nested.screen")
        view.addSubview(outer)
        pager.delegate = self
        tabBar.onSelect = { [weak self] index, time in self?.selectTab(index, at: time) }
        for (index, list) in lists.enumerated() {
            list.onSelect = { [weak self] row, time in
                let title = "\(Self.tabs[index].subject) \(row + 1)"
                self?.navigationController?.push(DetailScreen(title: title, text: "You tapped row \(row + 1) of \(Self.tabs[index].title)."),
                                                 animated: true, at: time)
            }
        }
    }

    /// Stops any vertical momentum and pages to tab `index` with an animation.
    func selectTab(_ index: Int, at time: Double) {
        coordinator.stopAllMotions(at: time)
        pager.show(page: index, animated: true)
    }

    public override var loggedScrollViews: [(id: String, scrollView: ScrollView)] {
        [("outer", outer), ("pager", pager)] + lists.enumerated().map { ("list.\($0.offset)", $0.element) }
    }

    public override var backGestureMode: BackGestureMode { backGesture }

    public override var overlayNotes: [String] {
        [String(format: "header: %.0f…%.0f pt, now %.1f", CollapsingHeaderScrollView.minimumHeaderHeight,
                CollapsingHeaderScrollView.maximumHeaderHeight, outer.headerHeight)]
    }

    /// The arrows and page keys scroll the current list, with the header rules.
    public override var keyboardScrollView: ScrollView? { coordinator.currentList }

    public func logFields() -> [(key: String, value: JSONValue)] {
        [("header", .object([("height", .number(outer.headerHeight)),
                             ("min", .number(CollapsingHeaderScrollView.minimumHeaderHeight)),
                             ("max", .number(CollapsingHeaderScrollView.maximumHeaderHeight))]))]
    }

    public override func layoutView() { outer.frame = view.bounds }

    // MARK: Pager delegate

    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        link.scrollViewDidScroll(scrollView)
        coordinator.showList(pager.shownPage, at: pager.now)
    }

    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        coordinator.stopAllMotions(at: scrollView.now)
    }
}
