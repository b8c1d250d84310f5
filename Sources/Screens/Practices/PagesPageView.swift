import Geometry
import ScrollUI

/// One page of `pages`: its coloured card and a list of notes that scrolls on its own. A page
/// view is reused for other pages; what it showed for a page (where its list was scrolled to)
/// is the screen's to cache and give back (seed 002: "cache data, even the previous state, such
/// as a table view's contentOffset").
package final class PagesPageView: View {
    static let noteCount = 30
    package let card = PageCardView(page: 0, name: "pages.card")
    package let notes: ListView
    /// The page shown.
    package private(set) var page = 0

    init() {
        var shown = 0
        let notes = ListView(name: "pages.notes", rowCount: Self.noteCount, height: { _ in 52 }) { row in
            ListView.Row(title: "Note \(row + 1)", subtitle: "on page \(shown + 1)", height: 52)
        }
        self.notes = notes
        super.init(name: "pages.page")
        cornerRadius = 20
        clipsToBounds = true
        notes.showsVerticalScrollIndicator = false
        [card, notes].forEach(addSubview)
        pageOfRows = { shown = $0 }
    }

    /// Tells the notes' row function which page it shows.
    private var pageOfRows: (Int) -> Void = { _ in }

    /// Shows `page`, its list scrolled to `notesOffset` (where it was left, or the top).
    func show(page: Int, caption: String, notesOffset: Double) {
        self.page = page
        card.show(page: page, caption: caption)
        pageOfRows(page)
        notes.reloadData()
        notes.layoutIfNeeded()
        notes.contentOffset.y = min(max(notesOffset, 0), notes.maximumContentOffset.y)
    }

    /// Where the notes are scrolled to, their motion stopped (the page view is going away).
    func stopNotes() -> Double {
        notes.setContentOffset(notes.contentOffset, animated: false)
        return notes.contentOffset.y
    }

    package override func layoutSubviews() {
        let cardHeight = min(bounds.height * 0.45, 300)
        card.frame = Rect(x: 0, y: 0, width: bounds.width, height: cardHeight)
        notes.frame = Rect(x: 0, y: cardHeight, width: bounds.width, height: max(0, bounds.height - cardHeight))
    }
}
