import Geometry
import ScrollTrace
import ScrollUI

/// `tabs`: a `TabBarController` of three stacks: an inbox list whose rows push a detail that
/// hides the bar (`hidesBottomBarWhenPushed`), a card that springs up and down (`View.animate`
/// with a spring), and a settings list with a badge. Its log adds
/// `"tabs":{"selected":I,"depth":D,"barShown":0|1,"cardY":Y}` (the card's top, in its screen).
public final class TabsScreen: TabBarController, StateLogFields {
    /// The icons, `Images/` files of the catalog.
    public static let imageNames = (0..<3).map { "tile-\($0).png" }
    let spring = SpringCardScreen()

    public init() {
        let inbox = TabListScreen(id: "inbox", title: "Inbox", rowTitle: "Message", pushesHidingBar: true)
        let settings = TabListScreen(id: "settings", title: "Settings", rowTitle: "Setting", pushesHidingBar: false)
        super.init(
            tabs: [
                (inbox, TabBarItem(title: "Inbox", imageName: Self.imageNames[0], badgeValue: "3")),
                (spring, TabBarItem(title: "Spring", imageName: Self.imageNames[1])),
                (settings, TabBarItem(title: "Settings", imageName: Self.imageNames[2], badgeValue: "")),
            ], title: "Tabs", name: "tabs.screen")
    }

    public func logFields() -> [(key: String, value: JSONValue)] {
        [
            (
                "tabs",
                .object([
                    ("selected", .number(Double(selectedIndex))), ("depth", .number(Double(selectedNavigation.depth))),
                    ("barShown", .number(tabBar.superview?.isHidden == false ? 1 : 0)),
                    ("cardY", .number(spring.card.frame.minY)),
                ])
            )
        ]
    }
}

/// A list in a tab, its content inset by the bar; with `pushesHidingBar`, a tapped row pushes a
/// detail screen that hides the tab bar.
final class TabListScreen: ViewController {
    let list: ListView
    private let id: String

    init(id: String, title: String, rowTitle: String, pushesHidingBar: Bool) {
        self.id = id
        list = ListView(name: id, rowCount: 60, height: { _ in 64 }) { index in
            ListView.Row(title: "\(rowTitle) \(index)", subtitle: "Row \(index) of \(title.lowercased())", height: 64)
        }
        super.init(title: title, name: id + ".screen")
        list.contentInsetAdjustmentBehavior = .always  // clear of the tab bar at the end
        view.addSubview(list)
        list.onSelect = { [weak self] index, time in
            let detail = DetailScreen(title: "\(rowTitle) \(index)", text: "Pushed from \(title).")
            detail.hidesBottomBarWhenPushed = pushesHidingBar
            self?.navigationController?.push(detail, animated: true, at: time)
        }
    }

    override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [(id, list)] }

    override func layoutView() { list.frame = view.bounds }
}

/// A card that a button sends up or down with a bouncy spring (bounce 0.3, 0.5 s), fading its
/// colour between blue and orange on the way: `View.animate(springDuration:bounce:…)`.
final class SpringCardScreen: ViewController {
    let card = View(name: "spring.card")
    let button = Button(title: "Spring", name: "spring.button")
    private(set) var isDown = false

    init() {
        super.init(title: "Spring", name: "spring.screen")
        card.backgroundColor = .tint
        card.cornerRadius = 16
        view.addSubview(card)
        view.addSubview(button)
        button.action = { [weak self] _ in self?.toggle() }
    }

    /// The card's resting frame: near the top, or down near the bar.
    private func cardFrame(down: Bool) -> Rect {
        let bottom = view.bounds.height - safeAreaInsets.bottom
        return Rect(x: (view.bounds.width - 120) / 2, y: down ? bottom - 160 : 80, width: 120, height: 120)
    }

    private func toggle() {
        isDown.toggle()
        let down = isDown
        View.animate(springDuration: 0.5, bounce: 0.3) {
            self.card.frame = self.cardFrame(down: down)
            self.card.backgroundColor = down ? Color(hex: 0xFF9500) : .tint  // iOS systemOrange
        }
    }

    override func layoutView() {
        button.frame = Rect(x: 20, y: 20, width: 100, height: 36)
        if !card.isAnimating { card.frame = cardFrame(down: isDown) }
    }
}
