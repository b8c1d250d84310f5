import Geometry
import ScrollTrace
import ScrollUI

/// `pages`: 100 pages of which only three page views exist at any time — the current page and
/// its neighbours — taken from and returned to a reuse queue in `scrollViewDidScroll` (seed 002),
/// with the article's extras:
/// - the three page views are made up front, since their number is known, so none is made
///   mid-scroll;
/// - a reused page is reconfigured for its new page before it shows, so nothing stale appears,
///   and a page's state (how far its notes were scrolled) is cached and given back when it returns;
/// - the linked title bar (its offset computed from the content's) fades out at both sides, the
///   article's gradient mask.
/// A page indicator follows.
public final class PagesScreen: ViewController, ScrollViewDelegate, StateLogFields {
    static let pageCount = 100
    /// Width of one title in the linked title bar, in points.
    package static let titleWidth = 120.0

    let scrollView = ScrollView(name: "pages")
    package let titles = ScrollView(name: "pages.titles")
    private let titleBar = View(name: "pages.titleBar")
    private let titleFade = EdgeFadeView(name: "pages.titleFade")
    private let pageControl = PageControl(numberOfPages: PagesScreen.pageCount, name: "pages.dots")
    private var titleLabels: [Label] = []
    /// The page views alive, by page.
    package private(set) var alive: [Int: PagesPageView] = [:]
    private var reuseQueue: [PagesPageView] = []
    /// How far each page's notes were scrolled when its view was last reused, by page.
    package private(set) var notesOffsets: [Int: Double] = [:]
    /// Page views alive at once: the current page and its two neighbours.
    static let aliveCount = 3
    /// Page views made so far (it stays at three however far one scrolls).
    package private(set) var pageViewsCreated = 0
    /// The page the alive views are centred on.
    private(set) var currentPage = 0
    /// The title bar follows the content, one title per page (it never drives: it takes no touches).
    private lazy var link = ScrollViewLink([
        .init(
            scrollView, position: { [unowned self] in $0 / scrollView.bounds.width },
            offset: { [unowned self] in $0 * scrollView.bounds.width }),
        .init(titles, drives: false, position: { $0 / Self.titleWidth }, offset: { $0 * Self.titleWidth }),
    ])

    public init() {
        super.init(title: "Pages", name: "pages.screen")
        view.backgroundColor = .groupedBackground
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.delegate = self
        titles.isUserInteractionEnabled = false
        titles.showsHorizontalScrollIndicator = false
        titleBar.backgroundColor = .white
        for page in 0..<Self.pageCount {
            let label = Label("#\(page + 1)", font: .headline, alignment: .center, name: "pages.title.\(page)")
            label.frame = Rect(x: Double(page) * Self.titleWidth, y: 0, width: Self.titleWidth, height: 44)
            label.textColor = .secondaryLabel
            titles.addSubview(label)
            titleLabels.append(label)
        }
        titles.contentSize = Size(width: Double(Self.pageCount) * Self.titleWidth, height: 44)
        titleBar.addSubview(titles)
        titleBar.addSubview(titleFade)
        titleBar.clipsToBounds = true
        [titleBar, scrollView, pageControl].forEach(view.addSubview)
        reuseQueue = (0..<Self.aliveCount).map { _ in makePageView() }
    }

    public override var loggedScrollViews: [(id: String, scrollView: ScrollView)] {
        [("pages", scrollView), ("pages.titles", titles)]
    }

    public func logFields() -> [(key: String, value: JSONValue)] {
        [
            (
                "pages",
                .object([
                    ("alive", .number(Double(alive.count))), ("current", .number(Double(currentPage))),
                    ("created", .number(Double(pageViewsCreated))), ("cached", .number(Double(notesOffsets.count))),
                ])
            )
        ]
    }

    public override func layoutView() {
        let bounds = view.bounds
        titleBar.frame = Rect(x: 0, y: 0, width: bounds.width, height: 44)
        titles.frame = Rect(x: (bounds.width - Self.titleWidth) / 2, y: 0, width: Self.titleWidth, height: 44)
        titles.clipsToBounds = false
        titleFade.frame = titleBar.bounds
        let page = currentPage
        scrollView.frame = Rect(x: 0, y: 44, width: bounds.width, height: max(0, bounds.height - 44 - 36))
        scrollView.contentSize = Size(width: bounds.width * Double(Self.pageCount), height: scrollView.frame.height)
        pageControl.frame = Rect(x: 0, y: bounds.height - 36, width: bounds.width, height: 36)
        for (index, pageView) in alive { pageView.frame = frame(ofPage: index) }
        scrollView.contentOffset.x = Double(page) * bounds.width
        loadPages(around: page)
    }

    private func frame(ofPage page: Int) -> Rect {
        let width = scrollView.bounds.width
        return Rect(
            x: Double(page) * width + 16, y: 16, width: max(0, width - 32),
            height: max(0, scrollView.bounds.height - 32))
    }

    /// Keeps page views for `page` and its neighbours only: the others go back to the queue,
    /// missing ones come from it (or are made when it is empty).
    func loadPages(around page: Int) {
        titleLabels[currentPage].textColor = .secondaryLabel
        titleLabels[page].textColor = .tint
        currentPage = page
        let wanted = Set(max(page - 1, 0)...min(page + 1, Self.pageCount - 1))
        for (index, pageView) in alive where !wanted.contains(index) {
            notesOffsets[index] = pageView.stopNotes()
            pageView.removeFromSuperview()
            alive[index] = nil
            reuseQueue.append(pageView)
        }
        for index in wanted.sorted() where alive[index] == nil {
            let pageView = reuseQueue.popLast() ?? makePageView()
            pageView.frame = frame(ofPage: index)
            pageView.show(
                page: index, caption: "Page \(index + 1) of \(Self.pageCount)", notesOffset: notesOffsets[index] ?? 0)
            scrollView.addSubview(pageView)
            alive[index] = pageView
        }
        pageControl.currentPage = page
    }

    private func makePageView() -> PagesPageView {
        pageViewsCreated += 1
        return PagesPageView()
    }

    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        let width = scrollView.bounds.width
        guard width > 0 else { return }
        link.scrollViewDidScroll(scrollView)
        let page = min(max(Int((scrollView.contentOffset.x / width).rounded()), 0), Self.pageCount - 1)
        if page != currentPage { loadPages(around: page) }
    }
}
