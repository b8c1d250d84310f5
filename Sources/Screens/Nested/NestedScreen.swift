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
    /// What moves the header and the lists: one motion, or an article's technique.
    let technique: NestedTechnique
    let techniqueKind: NestedTechniqueKind
    /// The seam after each release (`SeamMeter`), in the overlay and in the log.
    package let seam = SeamMeter()
    /// Each list's pull-to-refresh (`nested-refresh`), empty elsewhere.
    let refreshers: [PullToRefresh]
    private var observations: [Observation] = []
    private let tabBar: TabBarView
    /// The tab bar follows the pager, a page to a tab (it moves by its indicator, not by scrolling).
    private lazy var link: ScrollViewLink = {
        let link = ScrollViewLink([
            .init(
                pager, position: { [unowned self] _ in pager.progress },
                offset: { [unowned self] in $0 * pager.bounds.width })
        ])
        link.onFollow = { [unowned self] progress in tabBar.progress = progress }
        return link
    }()

    private let backGesture: BackGestureMode

    public init(
        overscroll: CollapsingHeaderScrollView.OverscrollStyle = .stretchHeader,
        backGesture: BackGestureMode = .edge, technique: NestedTechniqueKind = .oneMotion,
        pullToRefresh: Bool = false, title: String = "Nested"
    ) {
        self.backGesture = backGesture
        techniqueKind = technique
        lists = Self.tabs.enumerated().map { index, tab in
            ListView(name: "list.\(index)", rowCount: tab.rowCount, height: { $0 % 3 == 2 ? 88 : 64 }) { row in
                ListView.Row(
                    title: "\(tab.subject) \(row + 1)",
                    subtitle: row % 3 == 2 ? "A taller row in \(tab.title)" : "\(tab.title), row \(row + 1)",
                    height: row % 3 == 2 ? 88 : 64)
            }
        }
        pager = PagerView(name: "pager", pages: lists)
        tabBar = TabBarView(titles: Self.tabs.map(\.title))
        outer = CollapsingHeaderScrollView(tabBar: tabBar, pager: pager)
        outer.overscrollStyle = overscroll
        self.technique = Self.makeTechnique(technique, outer: outer, lists: lists, pullToRefresh: pullToRefresh)
        refreshers = pullToRefresh ? lists.map(PullToRefresh.init) : []
        super.init(title: title, name: "nested.screen")
        observations = ([outer] + lists).map(measureReleases)
        view.addSubview(outer)
        pager.delegate = self
        tabBar.onSelect = { [weak self] index, time in self?.selectTab(index, at: time) }
        for (index, list) in lists.enumerated() {
            list.onSelect = { [weak self] row, time in
                let title = "\(Self.tabs[index].subject) \(row + 1)"
                self?.navigationController?.push(
                    DetailScreen(title: title, text: "You tapped row \(row + 1) of \(Self.tabs[index].title)."),
                    animated: true, at: time)
            }
        }
    }

    private static func makeTechnique(
        _ kind: NestedTechniqueKind, outer: ScrollView, lists: [ScrollView],
        pullToRefresh: Bool
    ) -> NestedTechnique {
        switch kind {
        case .oneMotion:
            let coordinator = NestedScrollCoordinator(outer: outer, lists: lists)
            // With pull-to-refresh the header never stretches: the list takes a pull past the top.
            if pullToRefresh { coordinator.topOverscroll = .list }
            return coordinator
        case .kvo: return KVOResetTechnique(outer: outer, lists: lists)
        case .handover: return HandoverTechnique(outer: outer, lists: lists)
        case .pinning: return PinningTechnique(outer: outer, lists: lists)
        }
    }

    /// Starts a seam measurement whenever the header's view or the current list is released.
    private func measureReleases(of scrollView: ScrollView) -> Observation {
        scrollView.observeEvents { [unowned self, unowned scrollView] event in
            guard case .willEndDragging(let velocity, _) = event,
                scrollView === outer || scrollView === technique.currentList
            else { return }
            seam.released(
                at: scrollView.now, collapse: outer.contentOffset.y, list: technique.currentList.contentOffset.y,
                velocity: velocity.y, range: combinedRange)
        }
    }

    /// Stops any vertical momentum and pages to tab `index` with an animation.
    func selectTab(_ index: Int, at time: Double) {
        technique.stopAllMotions(at: time)
        pager.show(page: index, animated: true)
    }

    public override var loggedScrollViews: [(id: String, scrollView: ScrollView)] {
        [("outer", outer), ("pager", pager)] + lists.enumerated().map { ("list.\($0.offset)", $0.element) }
    }

    public override var backGestureMode: BackGestureMode { backGesture }

    public override var overlayNotes: [String] {
        [
            String(
                format: "header: %.0f…%.0f pt, now %.1f", CollapsingHeaderScrollView.minimumHeaderHeight,
                CollapsingHeaderScrollView.maximumHeaderHeight, outer.headerHeight)
        ]
            + (techniqueKind == .oneMotion ? [] : ["technique: \(techniqueKind.rawValue)", seam.note])
            + (refreshers.isEmpty ? [] : ["pull past the top: the list's refresh, the header never stretches"])
    }

    /// The header's collapse plus the current list's offset, in points.
    var combinedOffset: Double { outer.contentOffset.y + technique.currentList.contentOffset.y }

    /// The combined offsets the header and the current list allow together.
    var combinedRange: ClosedRange<Double> {
        let header = outer.offsetRange(.vertical), list = technique.currentList.offsetRange(.vertical)
        return header.lowerBound + list.lowerBound...header.upperBound + list.upperBound
    }

    public override func advance(to time: Double) {
        technique.advance(to: time)
        for refresher in refreshers { refresher.advance(to: time) }
        let views = [outer, technique.currentList]
        let tracking = views.contains { $0.isTracking }
        let settled = !technique.isAnimating && !tracking && views.allSatisfy { !$0.isInMotion && !$0.isDecelerating }
        seam.sample(
            at: time, collapse: outer.contentOffset.y, collapseRange: outer.offsetRange(.vertical),
            list: technique.currentList.contentOffset.y,
            listTop: technique.currentList.offsetRange(.vertical).lowerBound,
            isTracking: tracking, isSettled: settled)
    }

    /// The arrows and page keys scroll the current list, with the header rules.
    public override var keyboardScrollView: ScrollView? { technique.currentList }

    public func logFields() -> [(key: String, value: JSONValue)] {
        let header: JSONValue = .object([
            ("height", .number(outer.headerHeight)),
            ("min", .number(CollapsingHeaderScrollView.minimumHeaderHeight)),
            ("max", .number(CollapsingHeaderScrollView.maximumHeaderHeight)),
        ])
        let seam: JSONValue = .object([
            ("boundaryVelocityRatio", self.seam.boundaryVelocityRatio.map(JSONValue.number) ?? .null),
            ("distanceLost", self.seam.distanceLost.map(JSONValue.number) ?? .null),
        ])
        var fields: [(key: String, value: JSONValue)] = [("header", header), ("seam", seam)]
        if let refresher = refreshers.first(where: { $0.list === technique.currentList }) {
            fields.append(
                (
                    "refresh",
                    .object([
                        ("refreshing", .bool(refresher.isRefreshing)),
                        ("count", .number(Double(refresher.count))),
                    ])
                ))
        }
        return fields
    }

    public override func layoutView() { outer.frame = view.bounds }

    // MARK: Pager delegate

    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        link.scrollViewDidScroll(scrollView)
        technique.showList(pager.shownPage, at: pager.now)
    }

    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        technique.stopAllMotions(at: scrollView.now)
    }
}
