import Geometry

/// A horizontal paging scroll view whose pages are views of its own size, side by side
/// (UIKit: a `UIScrollView` with `isPagingEnabled`, as `UIPageViewController` uses). It keeps the
/// page shown when it is resized, and `progress` tells where it is in pages.
public final class PagerView: ScrollView {
    /// The pages, left to right.
    public let pages: [View]

    public init(name: String, pages: [View]) {
        self.pages = pages
        super.init(name: name)
        isPagingEnabled = true
        isDirectionalLockEnabled = true
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        pages.forEach(addSubview)
    }

    /// The offset in pages: 1.5 is halfway between the second page and the third.
    public var progress: Double { bounds.width > 0 ? contentOffset.x / bounds.width : 0 }

    /// The page nearest to the offset.
    public var shownPage: Int { min(max(Int(progress.rounded()), 0), max(pages.count - 1, 0)) }

    /// Pages to `index` with the programmatic animation (or at once).
    public func show(page index: Int, animated: Bool) {
        setContentOffset(Point(x: Double(index) * bounds.width, y: 0), animated: animated)
    }

    public override func layoutSubviews() {
        let width = bounds.width, height = bounds.height
        for (index, page) in pages.enumerated() {
            let frame = Rect(x: Double(index) * width, y: 0, width: width, height: height)
            if page.frame != frame { page.frame = frame }
        }
        contentSize = Size(width: width * Double(pages.count), height: height)
    }
}
