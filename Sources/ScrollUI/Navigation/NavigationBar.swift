import Geometry
import Gestures

/// The bar at the top of the navigation stack (UIKit `UINavigationBar`): a centred title (or the
/// top screen's title view), a back button titled after the screen below when there is one to go
/// back to, the top screen's left and right items, and, with `prefersLargeTitles`, a large title
/// under them that collapses as the content scrolls. Its look is an appearance
/// (`NavigationBarAppearance`): the fill and the hairline at the bottom.
public final class NavigationBar: View {
    /// Height of the inline bar in points (UIKit's compact navigation bar).
    public static let height = 44.0

    public let titleLabel = Label("", font: .headline, alignment: .center, name: "navigationBar.title")
    public let backButton = Button(title: "‹ Back", font: .body, name: "navigationBar.back")
    /// During a push or pop: the title of the lower screen, which the top screen's title gives
    /// way to as in iOS — the top title slides toward the right edge and fades, the lower one
    /// comes in from the back button's side.
    public let lowerTitleLabel = Label("", font: .headline, alignment: .center, name: "navigationBar.lowerTitle")
    /// The large title, in the area under the inline bar (clipped to it).
    public let largeTitleLabel = Label("", font: .largeTitle, name: "navigationBar.largeTitle")
    let largeTitleArea = View(name: "navigationBar.largeTitleArea")
    /// The top screen's search bar, under the large title (clipped as it collapses).
    let searchArea = View(name: "navigationBar.searchArea")
    public internal(set) var searchBar: SearchBar? {
        didSet {
            guard searchBar !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let searchBar { searchArea.addSubview(searchBar) }
            setNeedsLayout()
        }
    }
    /// How far search activation has gone (0…1) and what it hides above the search bar and
    /// reveals of it, in points (see `SearchController`).
    var searchPresentation = (progress: 0.0, hiddenAbove: 0.0, revealed: 0.0) {
        didSet { setNeedsLayout() }
    }
    /// How much shorter the bar is for the search activation, in points.
    var searchShift: Double {
        searchPresentation.progress * (searchPresentation.hiddenAbove - searchPresentation.revealed)
    }

    /// Show large titles on the screens whose `largeTitleDisplayMode` allows (UIKit's
    /// `prefersLargeTitles`); default false.
    public var prefersLargeTitles = false {
        didSet { if prefersLargeTitles != oldValue { onLargeTitlePreferenceChange?() } }
    }
    var onLargeTitlePreferenceChange: (() -> Void)?

    /// The bar's own look while content scrolls under it, for screens whose item sets none
    /// (UIKit's `standardAppearance`): ScrollLab's grey bar and hairline by default.
    public var standardAppearance = NavigationBarAppearance.standard {
        didSet { onLargeTitlePreferenceChange?() }
    }
    /// The bar's own look at the scroll edge (UIKit's `scrollEdgeAppearance`); nil: transparent
    /// while a large title shows, else the standard one.
    public var scrollEdgeAppearance: NavigationBarAppearance? {
        didSet { onLargeTitlePreferenceChange?() }
    }
    /// The look drawn now, set by the navigation controller from the top screen's scroll position.
    public internal(set) var appearance = NavigationBarAppearance.standard {
        didSet { if appearance != oldValue { applyAppearance() } }
    }

    /// The large title's geometry now; nil while the top screen shows an inline title.
    public internal(set) var largeTitle: LargeTitleLayout? {
        didSet { if largeTitle != oldValue { setNeedsLayout() } }
    }

    /// How a transition shows in the bar: how much of the upper screen is shown (1 = all) and
    /// whether the lower screen has a back button of its own. Nil when no transition runs.
    public var transition: (upperShown: Double, lowerHasBack: Bool)? {
        didSet { setNeedsLayout() }
    }

    /// Called with the time of a tap on the bar outside the back button (iOS: tapping the
    /// status bar scrolls to the top).
    public var onTap: ((Double) -> Void)?

    /// Drawn at 94 % opacity, so content under it shows through (UIKit's translucent bar); set
    /// while the top screen extends under the bar. Default false: opaque.
    public var isTranslucent = false {
        didSet { if isTranslucent != oldValue { applyAppearance() } }
    }

    public init() {
        super.init(name: "navigationBar")
        largeTitleArea.clipsToBounds = true
        largeTitleArea.isUserInteractionEnabled = false
        largeTitleArea.addSubview(largeTitleLabel)
        addSubview(largeTitleArea)
        searchArea.clipsToBounds = true
        addSubview(searchArea)
        addSubview(lowerTitleLabel)
        addSubview(titleLabel)
        addSubview(backButton)
        applyAppearance()
    }

    /// The top screen's own left item, shown in place of the back button (`ViewController.leftBarItem`).
    public var leftItem: Button? {
        didSet {
            guard leftItem !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let leftItem { addSubview(leftItem) }
            setNeedsLayout()
        }
    }

    /// The top screen's left items (`navigationItem.leftBarButtonItems`), from the edge inward.
    public var leftItems: [BarButtonItem] = [] {
        didSet { replaceItems(oldValue, with: leftItems) }
    }
    /// The top screen's right items (`navigationItem.rightBarButtonItems`), from the edge inward.
    public var rightItems: [BarButtonItem] = [] {
        didSet { replaceItems(oldValue, with: rightItems) }
    }
    /// The top screen's title view, centred in place of the title.
    public var titleView: View? {
        didSet {
            guard titleView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let titleView { addSubview(titleView) }
            setNeedsLayout()
        }
    }

    private func replaceItems(_ old: [BarButtonItem], with new: [BarButtonItem]) {
        guard !old.elementsEqual(new, by: ===) else { return }
        for item in old { item.view.removeFromSuperview() }
        for item in new { addSubview(item.view) }
        setNeedsLayout()
    }

    private func applyAppearance() {
        backgroundColor = appearance.backgroundColor.map { isTranslucent ? $0.scaledAlpha(0.94) : $0 }
        titleLabel.font = appearance.titleFont
        titleLabel.textColor = appearance.titleColor
        lowerTitleLabel.font = appearance.titleFont
        lowerTitleLabel.textColor = appearance.titleColor
        largeTitleLabel.textColor = appearance.largeTitleColor
        setNeedsLayout()
    }

    /// The inline bar's top: under the status bar, above the large-title area.
    var inlineTop: Double { max(0, bounds.height - Self.height - (largeTitle?.height ?? 0) + searchShift) }

    /// The items sit in the inline bar, `height` points under the status bar's area (which the
    /// bar's background covers); the large title, if any, below them.
    public override func layoutSubviews() {
        // Search activation lifts the inline bar and the title away and fades them.
        let barShown = 1 - searchPresentation.progress
        let top = inlineTop - searchPresentation.progress * searchPresentation.hiddenAbove
        let title = titleFrame(top: top)
        backButton.frame = Rect(x: 8, y: top, width: 90, height: Self.height)
        leftItem?.frame = backButton.frame
        leftItem?.alpha = barShown
        placeItems(top: top, alpha: barShown)
        layoutLargeTitle(top: top + Self.height, alpha: barShown)
        guard let transition else {
            titleLabel.frame = title
            titleLabel.alpha = (largeTitle?.inlineTitleAlpha ?? 1) * barShown
            titleLabel.isHidden = titleView != nil
            titleView?.frame = title
            titleView?.alpha = barShown
            lowerTitleLabel.isHidden = true
            backButton.alpha = barShown
            return
        }
        let shown = min(max(transition.upperShown, 0), 1)
        // Each title fades faster than it moves (squared), so the two seldom show strongly at once.
        titleLabel.isHidden = false
        titleLabel.frame = title.offsetBy(Point(x: bounds.width / 2 * (1 - shown), y: 0))
        titleLabel.alpha = shown * shown * (largeTitle?.inlineTitleAlpha ?? 1)
        lowerTitleLabel.isHidden = false
        lowerTitleLabel.frame = title.offsetBy(Point(x: -bounds.width / 4 * shown, y: 0))
        lowerTitleLabel.alpha = (1 - shown) * (1 - shown)
        backButton.alpha = transition.lowerHasBack ? 1 : shown
    }

    /// The title's box: centred, clear of the items on either side (90 pt each side at least,
    /// today's back button's width).
    private func titleFrame(top: Double) -> Rect {
        let left = leftItems.reduce(8) { $0 + $1.width }, right = rightItems.reduce(8) { $0 + $1.width }
        let inset = max(90, left, right)
        return Rect(x: inset, y: top, width: max(0, bounds.width - 2 * inset), height: Self.height)
    }

    private func placeItems(top: Double, alpha: Double) {
        var x = 8.0
        for item in leftItems {
            item.view.frame = Rect(x: x, y: top, width: item.width, height: Self.height)
            item.view.alpha = alpha
            x += item.width
        }
        x = bounds.width - 8
        for item in rightItems {
            x -= item.width
            item.view.frame = Rect(x: x, y: top, width: item.width, height: Self.height)
            item.view.alpha = alpha
        }
    }

    /// The large title: left at the 16 pt margin, its baseline 16 pt above the area's bottom,
    /// grown by the layout's scale when stretched (UIKit scales it about its leading edge).
    private func layoutLargeTitle(top: Double, alpha: Double) {
        guard let largeTitle else {
            largeTitleArea.isHidden = true
            searchArea.isHidden = true
            return
        }
        let area = Rect(x: 0, y: top, width: bounds.width, height: largeTitle.titleAreaHeight)
        layoutSearchBar(top: area.maxY, layout: largeTitle)
        largeTitleArea.isHidden = false
        largeTitleArea.alpha = alpha
        largeTitleArea.frame = area
        largeTitleArea.bounds = Rect(origin: .zero, size: area.size)
        var font = appearance.largeTitleFont
        font.size *= largeTitle.titleScale
        largeTitleLabel.font = font
        // The label centres its line: DejaVu Sans's baseline is ≈ 1.02 em below the top of its
        // 1.35 em line (0.095 em of leading, 0.928 em of ascent).
        let baseline = area.height - LargeTitleLayout.baselineInset
        let margin = LargeTitleLayout.leadingMargin
        largeTitleLabel.frame = Rect(
            x: margin, y: baseline - 1.02 * font.size, width: max(0, bounds.width - 2 * margin), height: font.lineHeight
        )
    }

    /// The search bar under the title: the part of it the collapse leaves, sliding up under the
    /// title and fading as it goes; all of it as search activates.
    private func layoutSearchBar(top: Double, layout: LargeTitleLayout) {
        guard let searchBar, layout.searchBarArea > 0 else {
            searchArea.isHidden = true
            return
        }
        let full = layout.searchBarArea
        let height = min(full, layout.searchBarShown + searchPresentation.progress * searchPresentation.revealed)
        searchArea.isHidden = false
        searchArea.frame = Rect(x: 0, y: top, width: bounds.width, height: height)
        searchArea.bounds = Rect(origin: .zero, size: searchArea.frame.size)
        searchBar.frame = Rect(x: 0, y: height - full, width: bounds.width, height: full)
        searchBar.alpha = full > 0 ? height / full : 1
    }

    public override func touchesEnded(_ touches: [Touch], time: Double) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        onTap?(time)
    }

    public override func drawOverlay(in list: inout DisplayList) {
        guard let shadow = appearance.shadowColor else { return }
        list.append(
            .fill(Rect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5), shadow, cornerRadius: 0))
    }
}

extension Color {
    /// The colour with its opacity multiplied by `factor`.
    func scaledAlpha(_ factor: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha * factor) }
}
