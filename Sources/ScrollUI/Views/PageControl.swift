import Geometry

/// A row of dots, one per page, the current one filled (UIKit's `UIPageControl`). With more
/// pages than `maximumDots`, a window of dots around the current page shows, and, as iOS does,
/// the dots at an end with pages beyond it shrink (`dotScale`) to say the row goes on.
public final class PageControl: View {
    /// How the dots are backed (UIKit `UIPageControl.BackgroundStyle`).
    public enum BackgroundStyle: Sendable {
        /// No backing: for a plain background.
        case minimal
        /// A dark translucent capsule behind the dots: readable on any picture.
        case prominent
    }

    public var numberOfPages: Int { didSet { setNeedsLayout() } }
    /// The page shown (0-based).
    public var currentPage = 0
    public var maximumDots = 9
    public var backgroundStyle = BackgroundStyle.minimal
    /// Colours of the current page's dot and of the others (UIKit `currentPageIndicatorTintColor`).
    public var currentColor = Color(hex: 0x1C1C1E), otherColor = Color(hex: 0xC7C7CC)
    /// Dot diameter and the gap between dots, in points.
    public static let dotSize = 8.0, dotSpacing = 8.0
    /// Sizes of the last and second-to-last dot before hidden pages, as fractions of `dotSize`.
    static let shrunkScales = [0.5, 0.75]

    public init(numberOfPages: Int, name: String = "pageControl") {
        self.numberOfPages = numberOfPages
        super.init(name: name)
        isUserInteractionEnabled = false
    }

    /// The pages that have a dot, around the current one.
    package var shownPages: Range<Int> {
        let count = min(numberOfPages, maximumDots)
        let first = min(max(currentPage - count / 2, 0), max(numberOfPages - count, 0))
        return first..<first + count
    }

    /// The diameter scale of `page`'s dot: 1, or smaller near an end of the window with pages
    /// beyond it (never the current page's).
    package func dotScale(of page: Int) -> Double {
        let pages = shownPages
        guard page != currentPage else { return 1 }
        let fromStart = page - pages.lowerBound, fromEnd = pages.upperBound - 1 - page
        var scale = 1.0
        if pages.lowerBound > 0, fromStart < Self.shrunkScales.count {
            scale = min(scale, Self.shrunkScales[fromStart])
        }
        if pages.upperBound < numberOfPages, fromEnd < Self.shrunkScales.count {
            scale = min(scale, Self.shrunkScales[fromEnd])
        }
        return scale
    }

    public override func draw(in list: inout DisplayList) {
        let pages = shownPages
        let step = Self.dotSize + Self.dotSpacing
        let width = Double(pages.count) * step - Self.dotSpacing
        var x = (bounds.width - width) / 2
        if backgroundStyle == .prominent, !pages.isEmpty {
            let height = Self.dotSize + 2 * Self.dotSpacing
            list.append(
                .fill(
                    Rect(
                        x: x - Self.dotSpacing * 1.5, y: (bounds.height - height) / 2,
                        width: width + Self.dotSpacing * 3, height: height),
                    Color(red: 0, green: 0, blue: 0, alpha: 0.45), cornerRadius: height / 2))
        }
        for page in pages {
            let color = page == currentPage ? currentColor : otherColor
            let size = Self.dotSize * dotScale(of: page)
            list.append(
                .fill(
                    Rect(x: x + (Self.dotSize - size) / 2, y: (bounds.height - size) / 2, width: size, height: size),
                    color, cornerRadius: size / 2))
            x += step
        }
    }
}
