import Geometry

/// A row of dots, one per page, the current one filled (UIKit's `UIPageControl`). With more
/// pages than `maximumDots`, a window of dots around the current page shows.
public final class PageControl: View {
    public var numberOfPages: Int { didSet { setNeedsLayout() } }
    /// The page shown (0-based).
    public var currentPage = 0
    public var maximumDots = 9
    /// Colours of the current page's dot and of the others (UIKit `currentPageIndicatorTintColor`).
    public var currentColor = Color(hex: 0x1C1C1E), otherColor = Color(hex: 0xC7C7CC)
    /// Dot diameter and the gap between dots, in points.
    public static let dotSize = 8.0, dotSpacing = 8.0

    public init(numberOfPages: Int, name: String = "pageControl") {
        self.numberOfPages = numberOfPages
        super.init(name: name)
        isUserInteractionEnabled = false
    }

    /// The pages that have a dot, around the current one.
    var shownPages: Range<Int> {
        let count = min(numberOfPages, maximumDots)
        let first = min(max(currentPage - count / 2, 0), max(numberOfPages - count, 0))
        return first..<first + count
    }

    public override func draw(in list: inout DisplayList) {
        let pages = shownPages
        let step = Self.dotSize + Self.dotSpacing
        let width = Double(pages.count) * step - Self.dotSpacing
        var x = (bounds.width - width) / 2
        for page in pages {
            let color = page == currentPage ? currentColor : otherColor
            list.append(.fill(Rect(x: x, y: (bounds.height - Self.dotSize) / 2, width: Self.dotSize, height: Self.dotSize),
                              color, cornerRadius: Self.dotSize / 2))
            x += step
        }
    }
}
