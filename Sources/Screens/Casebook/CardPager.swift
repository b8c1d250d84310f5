import Geometry
import ScrollUI

/// A paging scroll view of coloured cards, one a page, the width of the screen.
final class CardPager: ScrollView {
    private let cards: [PageCardView]

    init(pages: Int, name: String) {
        cards = (0..<pages).map { PageCardView(page: $0, name: "\(name).card.\($0)") }
        super.init(name: name)
        isPagingEnabled = true
        showsHorizontalScrollIndicator = false
        cards.forEach(addSubview)
    }

    /// Moves to `frame`, keeping the page shown.
    func place(in frame: Rect) {
        let page = bounds.width > 0 ? (contentOffset.x / bounds.width).rounded() : 0
        self.frame = frame
        contentSize = Size(width: frame.width * Double(cards.count), height: frame.height)
        contentOffset.x = page * frame.width
        for (index, card) in cards.enumerated() {
            card.frame = Rect(
                x: Double(index) * frame.width + 16, y: 16, width: frame.width - 32, height: max(0, frame.height - 32))
        }
    }
}
