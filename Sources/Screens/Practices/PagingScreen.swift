import Geometry
import ScrollUI

/// `paging`: `isPagingEnabled` pages narrower than the screen, with padding between them and the
/// neighbours showing at the sides (bleeding), as in seed 002: the scroll view is one page plus
/// its padding wide and does not clip, and a `TouchForwardingView` around it hands the touches on
/// the visible neighbours to it. A page indicator follows.
public final class PagingScreen: ViewController, ScrollViewDelegate {
    static let pageCount = 12
    /// Gap between two pages, in points.
    package static let padding = 12.0
    /// How much of each neighbour shows at the sides, in points.
    package static let bleed = 24.0

    let scrollView = ScrollView(name: "paging")
    private let container = TouchForwardingView(name: "paging.container")
    private let cards: [PageCardView]
    private let pageControl = PageControl(numberOfPages: PagingScreen.pageCount, name: "paging.dots")

    public init() {
        cards = (0..<Self.pageCount).map { PageCardView(page: $0, name: "paging.card.\($0)") }
        super.init(title: "Paging", name: "paging.screen")
        view.backgroundColor = .groupedBackground
        scrollView.isPagingEnabled = true
        scrollView.clipsToBounds = false
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.delegate = self
        cards.forEach(scrollView.addSubview)
        container.target = scrollView
        container.addSubview(scrollView)
        [container, pageControl].forEach(view.addSubview)
    }

    public override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("paging", scrollView)] }

    public override func layoutView() {
        let bounds = view.bounds
        container.frame = Rect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - 44))
        pageControl.frame = Rect(x: 0, y: bounds.height - 44, width: bounds.width, height: 44)
        // One page plus its padding: paging moves by exactly one card and one gap.
        let pageWidth = max(0, bounds.width - 2 * (Self.bleed + Self.padding)) + Self.padding
        let page = scrollView.bounds.width > 0 ? (scrollView.contentOffset.x / scrollView.bounds.width).rounded() : 0
        scrollView.frame = Rect(
            x: (bounds.width - pageWidth) / 2, y: 20, width: pageWidth, height: max(0, container.frame.height - 40))
        scrollView.contentSize = Size(width: pageWidth * Double(Self.pageCount), height: scrollView.frame.height)
        scrollView.contentOffset.x = page * pageWidth
        for (index, card) in cards.enumerated() {
            card.frame = Rect(
                x: Double(index) * pageWidth + Self.padding / 2, y: 0,
                width: pageWidth - Self.padding, height: scrollView.frame.height)
        }
    }

    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        guard scrollView.bounds.width > 0 else { return }
        pageControl.currentPage = min(
            max(Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded()), 0), Self.pageCount - 1)
    }
}

/// A rounded card with a colour, a big number and a caption: one page of `paging` or `pages`.
package final class PageCardView: View {
    static let palette: [UInt32] = [0x5A62D2, 0x2E9E8F, 0xE07A5F, 0x3D85C6, 0x9C6ADE, 0xD4A017, 0x4C956C, 0xC8553D]
    private let number = Label(
        "", font: Font(size: 64, weight: .bold), color: .white, alignment: .center, name: "card.number")
    private let caption = Label("", font: .body, color: .white, alignment: .center, name: "card.caption")

    init(page: Int, name: String) {
        super.init(name: name)
        cornerRadius = 20
        show(page: page)
        [number, caption].forEach(addSubview)
    }

    /// The page shown.
    package private(set) var shownPage = 0

    /// Shows `page`'s colour and text (a reused card shows only its new page).
    func show(page: Int, caption text: String? = nil) {
        shownPage = page
        backgroundColor = Color(hex: Self.palette[page % Self.palette.count])
        number.text = "\(page + 1)"
        caption.text = text ?? "Page \(page + 1)"
    }

    package override func layoutSubviews() {
        number.frame = Rect(x: 0, y: bounds.height / 2 - 60, width: bounds.width, height: 80)
        caption.frame = Rect(x: 12, y: bounds.height / 2 + 28, width: bounds.width - 24, height: 24)
    }
}
