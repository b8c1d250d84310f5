import Geometry
import ScrollUI

/// The screens an app can open by name: `--screen NAME` on the command line, `"screen"` in a
/// trace's header, the list `scroll-lab screens` prints. Register your own and hand the registry
/// to the app entry point (`ScrollLabApp.main(screens:)`):
///
///     var screens = ScreenRegistry(root: "menu")
///     screens.register("menu", summary: "My prototype's menu") { _ in MenuScreen() }
///     screens.register("feed", summary: "A feed with a collapsing title") { _ in FeedScreen() }
///
/// Every other screen opens pushed on top of the root screen, so the back gesture works at once.
public struct ScreenRegistry: Sendable {
    /// One screen: its stable name, a line on what it shows, and how to make one.
    public struct Entry: Sendable {
        public let name: String
        public let summary: String
        /// Image files the screen draws (from the app's assets), checked before a run starts.
        public let imageNames: [String]
        let make: @Sendable (ScreenOptions) -> ViewController
    }

    /// The screens, in the order they were registered.
    public private(set) var entries: [Entry] = []
    /// The screen at the bottom of the navigation stack.
    public let root: String

    public init(root: String) {
        self.root = root
    }

    /// Adds a screen called `name` (a later registration of the same name replaces it).
    public mutating func register(
        _ name: String, summary: String, imageNames: [String] = [],
        make: @escaping @Sendable (ScreenOptions) -> ViewController
    ) {
        let entry = Entry(name: name, summary: summary, imageNames: imageNames, make: make)
        if let index = entries.firstIndex(where: { $0.name == name }) {
            entries[index] = entry
        } else {
            entries.append(entry)
        }
    }

    /// The screens' names, in registration order.
    public var names: [String] { entries.map(\.name) }

    /// Every image file the screens draw.
    public var imageNames: [String] { entries.flatMap(\.imageNames) }

    /// A new instance of the screen called `name` (its `registryName`), or nil when there is none.
    public func make(_ name: String, options: ScreenOptions = ScreenOptions()) -> ViewController? {
        guard let screen = entries.first(where: { $0.name == name })?.make(options) else { return nil }
        screen.registryName = name
        return screen
    }

    /// A new application showing the root screen with `screen` pushed on top (unless it is the
    /// root itself). Nil for a name that is not registered.
    public func makeApplication(screen: String, size: Size, options: ScreenOptions = ScreenOptions()) -> Application? {
        guard let top = make(screen, options: options) else { return nil }
        if screen == root { return Application(root: top, size: size) }
        guard let bottom = make(root, options: options) else { return nil }
        let app = Application(root: bottom, size: size)
        app.push(top)
        return app
    }
}

/// Settings from the command line that screens may read; nil where it said nothing, so each
/// screen keeps its own default.
public struct ScreenOptions: Sendable, Equatable {
    /// `--rows N`: how many rows a list screen shows.
    public var rows: Int?
    /// `--image-latency S`: how long, in seconds, loading an image takes on the frame clock.
    public var imageLatency: Double?

    public init(rows: Int? = nil, imageLatency: Double? = nil) {
        self.rows = rows
        self.imageLatency = imageLatency
    }
}
