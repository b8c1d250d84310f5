import Geometry
import ScrollUI

/// The menu: one row per screen of the catalogue; tapping a row pushes that screen.
public final class HomeScreen: ViewController {
    public let list: ListView

    public init() {
        let entries = ScreenCatalog.entries.filter { $0.name != "home" }
        list = ListView(
            name: "home",
            rows: entries.enumerated().map {
                ListView.Row(
                    title: $0.element.name, subtitle: $0.element.summary, height: 64,
                    imageName: "tile-\($0.offset % 4).png")
            })
        super.init(title: "ScrollLab", name: "home.screen")
        view.addSubview(list)
        list.onSelect = { [weak self] index, time in
            guard let self, let screen = ScreenCatalog.make(entries[index].name) else { return }
            self.navigationController?.push(screen, animated: true, at: time)
        }
    }

    public override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("home", list)] }

    public override func layoutView() { list.frame = view.bounds }
}
