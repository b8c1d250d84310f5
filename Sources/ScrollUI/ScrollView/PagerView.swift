import Geometry

/// A horizontal paging scroll view whose pages are views of its own size, side by side
/// (UIKit: a `UIScrollView` with `isPagingEnabled`, as `UIPageViewController` uses). The pages
/// are given up front (`init(name:pages:)`), or made on demand by a data source
/// (`init(name:pageCount:page:)`): then only the page shown and its two neighbours exist, as
/// `UIPageViewController` keeps them, however many pages there are. It keeps the page shown
/// when it is resized, and `progress` tells where it is in pages.
///
/// With `interPageSpacing`, pages are that many points apart (`UIPageViewController`'s
/// `interPageSpacing`; Photos leaves 20 pt between photos): the pager pages by its own width, so
/// give it a frame that much wider than the area it shows, the gap off the area's trailing edge
/// (`frame(paging:)`), as UIKit does.
public final class PagerView: ScrollView {
    /// The pages given up front, left to right; empty with a data source (see `page(at:)`).
    public let pages: [View]
    /// How many pages there are.
    public let pageCount: Int
    /// Points between two pages, taken from each page's trailing side (0: none).
    public var interPageSpacing = 0.0 { didSet { setNeedsLayout() } }
    /// The data source: the view of page `index`, made when the page comes next to the one shown.
    private let makePage: ((Int) -> View)?
    /// The data source's pages alive, by index: the page shown and its neighbours.
    public private(set) var loadedPages: [Int: View] = [:]

    /// A pager of `pages`, all made up front.
    public init(name: String, pages: [View]) {
        self.pages = pages
        pageCount = pages.count
        makePage = nil
        super.init(name: name)
        configurePaging()
        pages.forEach(addSubview)
    }

    /// A pager of `pageCount` pages made on demand by `page` (the page shown and its neighbours
    /// exist; a page further away is removed, and made again by `page` when it comes back).
    public init(name: String, pageCount: Int, page makePage: @escaping (Int) -> View) {
        pages = []
        self.pageCount = max(pageCount, 0)
        self.makePage = makePage
        super.init(name: name)
        configurePaging()
    }

    private func configurePaging() {
        isPagingEnabled = true
        isDirectionalLockEnabled = true
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
    }

    /// The view of page `index`: given up front, or made by the data source and still loaded; nil otherwise.
    public func page(at index: Int) -> View? {
        makePage == nil ? (pages.indices.contains(index) ? pages[index] : nil) : loadedPages[index]
    }

    /// The frame that shows `area` a page at a time with `interPageSpacing`: `area`, that much
    /// wider on its trailing side.
    public func frame(paging area: Rect) -> Rect {
        Rect(x: area.minX, y: area.minY, width: area.width + interPageSpacing, height: area.height)
    }

    /// The offset in pages: 1.5 is halfway between the second page and the third.
    public var progress: Double { bounds.width > 0 ? contentOffset.x / bounds.width : 0 }

    /// The page nearest to the offset.
    public var shownPage: Int { min(max(Int(progress.rounded()), 0), max(pageCount - 1, 0)) }

    /// Pages to `index` with the programmatic animation (or at once).
    public func show(page index: Int, animated: Bool) {
        setContentOffset(Point(x: Double(index) * bounds.width, y: 0), animated: animated)
    }

    public override func layoutSubviews() {
        let width = bounds.width, height = bounds.height
        if makePage != nil { loadPages(near: shownPage) }
        let views =
            makePage == nil
            ? Array(pages.enumerated()) : loadedPages.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        for (index, page) in views {
            let frame = Rect(x: Double(index) * width, y: 0, width: max(width - interPageSpacing, 0), height: height)
            if page.frame != frame { page.frame = frame }
        }
        contentSize = Size(width: width * Double(pageCount), height: height)
    }

    /// Makes the pages next to `page` that are missing, and removes those further away.
    private func loadPages(near page: Int) {
        guard let makePage, pageCount > 0 else { return }
        let wanted = max(page - 1, 0)...min(page + 1, pageCount - 1)
        for index in loadedPages.keys.sorted() where !wanted.contains(index) {
            loadedPages.removeValue(forKey: index)?.removeFromSuperview()
        }
        for index in wanted where loadedPages[index] == nil {
            let view = makePage(index)
            loadedPages[index] = view
            addSubview(view)
        }
    }
}

extension ScrollView {
    /// True when a drag of `translation` on `axis` starts at this scroll view's edge and points
    /// past it, inside a paging scroll view that scrolls on `axis`: the pager takes that drag.
    func handsDragToPager(_ axis: Axis, translation: Double) -> Bool {
        guard translation != 0, let pager = enclosingPager() else { return false }
        let range = offsetRange(axis), offset = contentOffset[axis]
        let atEdge = translation < 0 ? offset >= range.upperBound - 0.5 : offset <= range.lowerBound + 0.5
        return atEdge && pager.canScroll(axis)
    }

    /// The nearest scroll view above this one that pages.
    private func enclosingPager() -> ScrollView? {
        var view = superview
        while let current = view {
            if let scrollView = current as? ScrollView, scrollView.isPagingEnabled { return scrollView }
            view = current.superview
        }
        return nil
    }
}
