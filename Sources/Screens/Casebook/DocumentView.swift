import Geometry
import Gestures
import ScrollUI

/// Web-view-like content (seed 003's web view): a page of text wider and taller than the view,
/// with the gestures a web view brings built in, on its page: the scroll view's pan in both
/// axes, pinch zoom, double-tap zoom, a single tap (links; it clears the selection) and
/// long-press selection. An app adds its own recognizers to the document view itself, above
/// them, as it would to a web view.
final class DocumentView: View {
    static let paragraphs =
        [
            "Scrolling on the web",
            "A web view is a world of its own. It scrolls in both directions, zooms with two fingers or a double tap, selects text under a long press and follows links on a tap.",
            "Each of those is a gesture recognizer inside the web view, on views the app never sees. They were there first, and they are deeper in the view tree than anything the app adds.",
            "So a tap recognizer the app adds to the web view, to hide the bars, loses to the web view's own tap, and the edge swipe of the navigation controller loses to its pan.",
            "The fix in the article: let the app's recognizers be recognized together with the web view's (shouldRecognizeSimultaneouslyWith returns true). Nothing is taken away from the page, and the app's tap fires as well.",
            "Try it: tap to hide the bars, double-tap to zoom, pinch, long-press a paragraph to select it, and swipe from the left edge to go back.",
        ]
        + (1...12).map {
            "Paragraph \($0). A page goes on: the document is as wide as one and a half screens and as tall as its text, so it scrolls in both directions."
        }

    let scrollView = ScrollView(name: "document.scroll")
    let page = View(name: "document.page")
    private let texts: [Label]
    let linkTap = TapGestureRecognizer(name: "document.linkTap")
    let doubleTap = TapGestureRecognizer(name: "document.doubleTap")
    let longPress = LongPressGestureRecognizer(name: "document.longPress")
    let pinch = PinchGestureRecognizer(name: "document.pinch")
    /// The page's zoom, 1…3 (in steps of 1/8, so text sizes stay few).
    private(set) var zoom = 1.0
    /// The paragraph selected by a long press, if any.
    private(set) var selection: Int? { didSet { highlightSelection() } }
    private(set) var linkTaps = 0
    private var zoomAtPinchStart = 1.0

    override init(name: String = "document", frame: Rect = .zero) {
        texts = Self.paragraphs.enumerated().map { index, text in
            Label(
                text, font: index == 0 ? Font(size: 28, weight: .bold) : .body, numberOfLines: 0,
                name: "document.paragraph.\(index)")
        }
        super.init(name: name, frame: frame)
        clipsToBounds = true
        page.backgroundColor = .white
        texts.forEach(page.addSubview)
        scrollView.addSubview(page)
        scrollView.backgroundColor = Color(hex: 0xDADCE0)
        addSubview(scrollView)
        doubleTap.numberOfTapsRequired = 2
        linkTap.addAction { [weak self] _ in self?.linkTapped() }
        doubleTap.addAction { [weak self] recognizer in self?.toggleZoom(at: recognizer.location(in: self?.page)) }
        longPress.addAction { [weak self] recognizer in
            if recognizer.state == .began { self?.select(at: recognizer.location(in: self?.page)) }
        }
        pinch.addAction { [weak self] recognizer in self?.pinched(recognizer) }
        [linkTap, doubleTap, longPress, pinch].forEach(page.addGestureRecognizer)
    }

    /// The document's own recognizers (every one the app's recognizers compete with).
    var builtInRecognizers: [GestureRecognizer] { [scrollView.panRecognizer, linkTap, doubleTap, longPress, pinch] }

    private func linkTapped() {
        linkTaps += 1
        selection = nil
    }

    private func select(at point: Point) {
        selection = texts.firstIndex { $0.frame.contains(point) }
    }

    private func toggleZoom(at point: Point) {
        setZoom(zoom > 1 ? 1 : 2, keeping: point)
    }

    private func pinched(_ recognizer: GestureRecognizer) {
        guard let pinch = recognizer as? PinchGestureRecognizer else { return }
        if pinch.state == .began { zoomAtPinchStart = zoom }
        if pinch.state == .began || pinch.state == .changed {
            setZoom(zoomAtPinchStart * pinch.scale, keeping: pinch.location(in: page))
        }
    }

    /// Zooms to `newZoom` (clamped, in eighths) with the page point `anchor` staying where it is on screen.
    private func setZoom(_ newZoom: Double, keeping anchor: Point) {
        let clamped = (min(max(newZoom, 1), 3) * 8).rounded() / 8
        guard clamped != zoom else { return }
        let onScreen = anchor - scrollView.contentOffset
        let factor = clamped / zoom
        zoom = clamped
        layoutPage()
        let offset = anchor * factor - onScreen
        scrollView.contentOffset = Point(
            x: min(max(offset.x, 0), scrollView.maximumContentOffset.x),
            y: min(max(offset.y, 0), scrollView.maximumContentOffset.y))
    }

    private func highlightSelection() {
        for (index, text) in texts.enumerated() {
            text.backgroundColor = index == selection ? Color(hex: 0xCFE3FF) : nil
        }
    }

    override func layoutSubviews() {
        scrollView.frame = bounds
        layoutPage()
    }

    private func layoutPage() {
        let width = bounds.width * 1.5 * zoom, margin = 24 * zoom
        var y = margin
        for (index, text) in texts.enumerated() {
            text.font = Font(size: (index == 0 ? 28 : 17) * zoom, weight: index == 0 ? .bold : .regular)
            let height = text.sizeThatFits(Size(width: width - 2 * margin, height: .infinity)).height
            text.frame = Rect(x: margin, y: y, width: width - 2 * margin, height: height)
            y += height + 12 * zoom
        }
        page.frame = Rect(x: 0, y: 0, width: width, height: y + margin)
        scrollView.contentSize = page.frame.size
    }
}
