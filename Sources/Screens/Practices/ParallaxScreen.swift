import Geometry
import ScrollTrace
import ScrollUI

/// `parallax`: a strip of titles and a strip of text linked to each other over a wide picture
/// that moves at its own, slower rate (seed 002's linked and parallax scrolling). Whichever strip
/// the finger is on drives the other (`ScrollViewLink`; seed 002 links only one way: here both
/// do), so a fling on either carries both.
/// The picture's translation is clamped at both ends.
public final class ParallaxScreen: ViewController, ScrollViewDelegate, StateLogFields {
    package static let places: [(title: String, lines: [String])] = [
        (
            "Skyline",
            [
                "A city at night, drawn for ScrollLab.", "Drag the titles or the text:", "both strips move together,",
                "the sky moves slower.",
            ]
        ),
        (
            "Harbour",
            [
                "Ferries cross every twenty minutes.", "The lights come on at dusk", "and stay until the last boat",
                "is tied up for the night.",
            ]
        ),
        (
            "Old town",
            [
                "Narrow streets, slow traffic,", "a market on Saturdays.", "Most of it is older",
                "than the harbour wall.",
            ]
        ),
        (
            "Park",
            ["Eight hundred trees and a pond", "that freezes most winters.", "The paths are lit", "until midnight."]
        ),
        (
            "Station",
            [
                "Trains leave every few minutes;", "the night train at half past one.", "The clock above the hall",
                "is always two minutes fast.",
            ]
        ),
        (
            "Tower",
            [
                "The best view of the skyline,", "if you climb the last flight", "of stairs, which everyone",
                "says is the worst.",
            ]
        ),
    ]
    /// Width of one title, in points: the title strip pages by this much.
    package static let titleWidth = 240.0
    package static let imageAspectRatio = 1800.0 / 900.0

    package let titles = ScrollView(name: "parallax.titles")
    package let content = ScrollView(name: "parallax.content")
    static let backgroundImageName = "parallax-skyline.png"
    private let background = ImageView(imageName: ParallaxScreen.backgroundImageName, name: "parallax.background")
    private let titleBand = TouchForwardingView(name: "parallax.titleBand")
    private let pageControl = PageControl(numberOfPages: ParallaxScreen.places.count, name: "parallax.dots")
    /// Whichever strip the finger is on drives the other, a page of content to a title.
    private lazy var link: ScrollViewLink = {
        let link = ScrollViewLink([
            .init(titles, position: { [unowned self] in $0 / Self.titleWidth }, offset: { $0 * Self.titleWidth }),
            .init(
                content, position: { [unowned self] in $0 / max(content.bounds.width, 1) },
                offset: { [unowned self] in $0 * content.bounds.width }),
        ])
        link.onFollow = { [unowned self] _ in
            background.frame.origin = Point(x: -backgroundTranslation(forTitles: titles.contentOffset.x), y: 0)
            pageControl.currentPage = Int((titles.contentOffset.x / Self.titleWidth).rounded())
        }
        return link
    }()

    public init() {
        super.init(title: "Parallax", name: "parallax.screen")
        view.backgroundColor = Color(hex: 0x121830)
        view.clipsToBounds = true
        for strip in [titles, content] {
            strip.isPagingEnabled = true
            strip.showsHorizontalScrollIndicator = false
            strip.delegate = self
        }
        titles.clipsToBounds = false
        titleBand.target = titles
        titleBand.addSubview(titles)
        for (index, place) in Self.places.enumerated() {
            titles.addSubview(
                Label(
                    place.title, font: .largeTitle, color: .white, alignment: .center, name: "parallax.title.\(index)"))
            let page = View(name: "parallax.page.\(index)")
            for (line, text) in place.lines.enumerated() {
                page.addSubview(
                    Label(
                        text, font: Font(size: 19),
                        color: Color(red: 1, green: 1, blue: 1, alpha: line == 0 ? 0.95 : 0.8),
                        name: "parallax.line"))
            }
            content.addSubview(page)
        }
        pageControl.currentColor = .white
        pageControl.otherColor = Color(red: 1, green: 1, blue: 1, alpha: 0.5)
        pageControl.backgroundStyle = .prominent  // the skyline's lit windows sit behind the dots
        [background, titleBand, content, pageControl].forEach(view.addSubview)
    }

    public override var loggedScrollViews: [(id: String, scrollView: ScrollView)] {
        [("parallax.titles", titles), ("parallax.content", content)]
    }

    /// The picture's horizontal translation, in points (0 … −(picture width − screen width)).
    public func logFields() -> [(key: String, value: JSONValue)] {
        [("parallax", .object([("background", .number(background.frame.minX))]))]
    }

    public override func layoutView() {
        let bounds = view.bounds
        let pageCount = Double(Self.places.count)
        titleBand.frame = Rect(x: 0, y: 32, width: bounds.width, height: 64)
        titles.frame = Rect(x: (bounds.width - Self.titleWidth) / 2, y: 0, width: Self.titleWidth, height: 64)
        titles.contentSize = Size(width: Self.titleWidth * pageCount, height: 64)
        for (index, label) in titles.subviews.enumerated() {
            label.frame = Rect(x: Double(index) * Self.titleWidth, y: 0, width: Self.titleWidth, height: 64)
        }
        content.frame = Rect(x: 0, y: 120, width: bounds.width, height: max(0, bounds.height - 120 - 40))
        content.contentSize = Size(width: bounds.width * pageCount, height: content.frame.height)
        for (index, page) in content.subviews.enumerated() {
            page.frame = Rect(x: Double(index) * bounds.width + 24, y: 0, width: bounds.width - 48, height: 160)
            for (line, label) in page.subviews.enumerated() {
                label.frame = Rect(x: 0, y: Double(line) * 30, width: page.frame.width, height: 28)
            }
        }
        pageControl.frame = Rect(x: 0, y: bounds.height - 40, width: bounds.width, height: 40)
        background.frame.size = Size(width: bounds.height * Self.imageAspectRatio, height: bounds.height)
        link.scrollViewDidScroll(content)
    }

    /// The picture's translation for a title strip offset: the strip's progress across its
    /// range times the picture's overhang, clamped to the picture's ends (seed 002's formula).
    func backgroundTranslation(forTitles x: Double) -> Double {
        let range = max(titles.contentSize.width - titles.bounds.width, 1)
        let overhang = max(background.frame.width - view.bounds.width, 0)
        return min(max(x / range * overhang, 0), overhang)
    }

    public func scrollViewDidScroll(_ scrollView: ScrollView) { link.scrollViewDidScroll(scrollView) }
}
