import Geometry
import ScrollUI

/// The screens of docs/Architecture.md, "Screens", by their stable names (`scroll-lab screens`).
public enum ScreenCatalog {
    /// One entry of the table: the name used on the command line and in traces, and what it shows.
    public struct Entry: Sendable {
        public let name: String
        public let summary: String
    }

    public static let entries: [Entry] = [
        Entry(name: "home", summary: "Menu of all screens"),
        Entry(name: "list", summary: "One plain list, 200 rows (--rows N for more)"),
        Entry(name: "nested", summary: "Collapsing header, tab bar, pager of 4 lists"),
        Entry(name: "nested-bounce", summary: "nested, but pulling past the header's maximum bounces everything"),
        Entry(name: "images", summary: "Images deferred during fast deceleration"),
        Entry(name: "paging", summary: "Paging with bleeding, padding and a page indicator"),
        Entry(name: "snap", summary: "Bubbles that snap to the nearest item"),
        Entry(name: "pages", summary: "Reusable pages (3 alive) with a linked title bar"),
        Entry(name: "parallax", summary: "Linked titles over a parallax background"),
        Entry(name: "back-hidden-bar", summary: "Back gesture with the navigation bar hidden"),
        Entry(name: "back-off", summary: "A screen that turns the back gesture off"),
        Entry(name: "back-fullscreen", summary: "nested, with the back gesture from anywhere"),
        Entry(name: "back-gestures", summary: "Back gesture beside taps, long press, pinch"),
        Entry(name: "detail", summary: "Pushed when a row is tapped"),
    ]

    /// Every image file (in `Assets/Images`) the screens show, so a command can check they are
    /// installed before it runs (`ScrollLabAssets.verify`).
    public static var imageNames: [String] {
        [HeaderView.imageName, ParallaxScreen.backgroundImageName] + (0..<4).map { "tile-\($0).png" }
            + ImagesScreen.pictures.map(\.name)
    }

    /// All screen names, in table order.
    public static var names: [String] { entries.map(\.name) }

    /// Settings of the screens that take any (`--rows` for `list`, `--image-latency` for `images`).
    public struct Options: Sendable {
        /// Rows of the `list` screen.
        public var rows: Int
        /// The `images` screen's artificial load time, in seconds.
        public var imageLatency: Double

        public init(rows: Int = ListScreen.defaultRowCount, imageLatency: Double = ImagesScreen.defaultLatency) {
            self.rows = rows
            self.imageLatency = imageLatency
        }
    }

    /// A new instance of the screen called `name`, or nil if there is none.
    public static func make(_ name: String, options: Options = Options()) -> ViewController? {
        switch name {
        case "home": return HomeScreen()
        case "list": return ListScreen(rowCount: options.rows)
        case "nested": return NestedScreen()
        case "nested-bounce": return NestedScreen(overscroll: .bounceContent)
        case "images": return ImagesScreen(latency: options.imageLatency)
        case "paging": return PagingScreen()
        case "snap": return SnapScreen()
        case "pages": return PagesScreen()
        case "parallax": return ParallaxScreen()
        case "back-hidden-bar": return HiddenBarScreen()
        case "back-off": return BackGestureOffScreen()
        case "back-fullscreen": return NestedScreen(backGesture: .fullscreen(), title: "Fullscreen back")
        case "back-gestures": return ManyGesturesScreen()
        case "detail": return DetailScreen(title: "Detail", text: "Pushed from the menu.")
        default: return nil
        }
    }

    /// A new application showing `home`, with `screen` pushed on top (so the back gesture
    /// is available at once) unless it is `home` itself. Nil for an unknown screen name.
    public static func makeApplication(screen: String, size: Size, options: Options = Options()) -> Application? {
        guard let top = make(screen, options: options) else { return nil }
        if top is HomeScreen { return Application(root: top, size: size) }
        let app = Application(root: HomeScreen(), size: size)
        app.push(top)
        return app
    }
}
