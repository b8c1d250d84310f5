import Geometry
import ScrollSession
import ScrollUI

/// The demo screens of docs/Architecture.md, "Screens", by their stable names: the registry
/// `scroll-lab` is built from (`ScrollLabApp.main(screens: ScreenCatalog.registry)`).
public enum ScreenCatalog {
    /// Every demo screen, `home` (the menu) at the root.
    public static let registry: ScreenRegistry = {
        var screens = ScreenRegistry(root: "home")
        screens.register("home", summary: "Menu of all screens", imageNames: (0..<4).map { "tile-\($0).png" }) { _ in
            HomeScreen()
        }
        screens.register("list", summary: "One plain list, 200 rows (--rows N for more)") { options in
            ListScreen(rowCount: options.rows ?? ListScreen.defaultRowCount)
        }
        screens.register(
            "nested", summary: "Collapsing header, tab bar, pager of 4 lists", imageNames: [HeaderView.imageName]
        ) { _ in
            NestedScreen()
        }
        screens.register(
            "nested-bounce", summary: "nested, but pulling past the header's maximum bounces everything",
            imageNames: [HeaderView.imageName]
        ) { _ in NestedScreen(overscroll: .bounceContent) }
        screens.register(
            "images", summary: "Images deferred during fast deceleration",
            imageNames: ImagesScreen.pictures.map(\.name)
        ) { options in
            ImagesScreen(latency: options.imageLatency ?? ImagesScreen.defaultLatency)
        }
        screens.register("paging", summary: "Paging with bleeding, padding and a page indicator") { _ in PagingScreen()
        }
        screens.register("snap", summary: "Bubbles that snap to the nearest item") { _ in SnapScreen() }
        screens.register("pages", summary: "Reusable pages (3 alive) with a linked title bar") { _ in PagesScreen() }
        screens.register(
            "parallax", summary: "Linked titles over a parallax background",
            imageNames: [ParallaxScreen.backgroundImageName]
        ) { _ in ParallaxScreen() }
        screens.register("back-hidden-bar", summary: "Back gesture with the navigation bar hidden") { _ in
            HiddenBarScreen()
        }
        screens.register("back-off", summary: "A screen that turns the back gesture off") { _ in BackGestureOffScreen()
        }
        screens.register(
            "back-fullscreen", summary: "nested, with the back gesture from anywhere",
            imageNames: [HeaderView.imageName]
        ) { _ in
            NestedScreen(backGesture: .fullscreen(), title: "Fullscreen back")
        }
        screens.register("back-gestures", summary: "Back gesture beside taps, long press, pinch") { _ in
            ManyGesturesScreen()
        }
        screens.register("detail", summary: "Pushed when a row is tapped") { _ in
            DetailScreen(title: "Detail", text: "Pushed from the menu.")
        }
        // The pop-gesture article's cases (seed 003), each with its failure and its fix.
        screens.register(
            "back-custom-item", summary: "A custom left item stops UIKit's swipe; the fix (seed 003, pop gesture)"
        ) { _ in
            BarItemCaseScreen(.customLeftItem)
        }
        screens.register(
            "back-hidden-button", summary: "hidesBackButton stops UIKit's swipe; the fix (seed 003, pop gesture)"
        ) { _ in
            BarItemCaseScreen(.hiddenBackButton)
        }
        screens.register("back-strip", summary: "A pager takes the edge swipe; a 10 pt strip (seed 003, pop gesture)") {
            _ in
            EdgeStripScreen()
        }
        screens.register(
            "back-require-fail", summary: "require(toFail:) made too early, then on the stack (seed 003, pop gesture)"
        ) { _ in
            RequireToFailScreen()
        }
        screens.register(
            "document", summary: "Web-view-like content; the app's tap and the back swipe work (seed 003, pop gesture)"
        ) { _ in
            DocumentScreen(fixed: true)
        }
        screens.register(
            "document-conflict", summary: "The same, without the fix: its gestures win (seed 003, pop gesture)"
        ) { _ in
            DocumentScreen(fixed: false)
        }
        screens.register(
            "back-fullscreen-distance",
            summary: "Fullscreen back gesture within 120 pt of the edge (seed 003, FDFullscreenPopGesture)"
        ) { _ in
            FullscreenDistanceScreen()
        }
        // The nested-scrolling articles' own techniques, with their seams, beside `nested`'s one motion.
        screens.register(
            "nested-kvo", summary: "nested by observing the list's offset and resetting it (seed 000, KVO)",
            imageNames: [HeaderView.imageName]
        ) { _ in NestedScreen(technique: .kvo, title: "KVO reset") }
        screens.register(
            "nested-handover",
            summary: "nested with a deceleration handed to the other view (seed 001, ScrollingDecelerator)",
            imageNames: [HeaderView.imageName]
        ) { _ in NestedScreen(technique: .handover, title: "Handover") }
        screens.register(
            "nested-pinning", summary: "nested by simultaneous pans and pinning (seed 004, MONestedScrollView)",
            imageNames: [HeaderView.imageName]
        ) { _ in NestedScreen(technique: .pinning, title: "Pinning") }
        screens.register(
            "nested-refresh",
            summary: "nested whose header never stretches: the list's pull-to-refresh (seed 004, MONestedScrollView)",
            imageNames: [HeaderView.imageName]
        ) { _ in NestedScreen(pullToRefresh: true, title: "Refresh") }
        screens.register(
            "notes", summary: "Rows as tall as their wrapped text, thumbnails cut square (self-sizing, aspect fill)",
            imageNames: NotesScreen.pictureNames
        ) { _ in NotesScreen() }
        screens.register(
            "present",
            summary: "Presentation styles, interactive dismissal, a custom transition, bars hidden without resizing"
        ) { _ in
            PresentationScreen()
        }
        // The UIKit pieces added later (appended, so the menu's first rows and their traces stay as they were).
        screens.register("grid", summary: "A photo grid in sections by month, headers pinned (--rows N tiles)") {
            options in
            GridScreen(itemCount: options.rows ?? GridScreen.defaultItemCount)
        }
        screens.register(
            "zoom", summary: "Photos in a pager: pinch 1–4×, double tap to 2×, pan zoomed, the edge to the next"
        ) { _ in
            ZoomScreen()
        }
        screens.register("touch-test", summary: "A panel's touches: place, path, speed at the lift, latency, device") {
            _ in
            TouchTestScreen()
        }
        screens.register(
            "inbox-rows", summary: "Rows that swipe onto Delete, Archive and Unread, and collapse when deleted"
        ) { _ in
            InboxRowsScreen()
        }
        screens.register(
            "context-menu", summary: "Messages with context menus: hold to lift, slide to choose, tap outside to close"
        ) { _ in
            ContextMenuScreen()
        }
        screens.register(
            "tabs", summary: "A tab bar over three stacks; a card that springs (View.animate)",
            imageNames: TabsScreen.imageNames
        ) { _ in TabsScreen() }
        screens.register(
            "large-title", summary: "A large title that collapses, stretches and snaps; bar items, a toolbar"
        ) { _ in
            LargeTitleScreen()
        }
        screens.register("text-field", summary: "Text fields in a form, the keyboard, scrolling into sight") { _ in
            TextFieldScreen()
        }
        screens.register(
            "large-title-search",
            summary: "A search bar tucked under the large title; search in place; the keyboard pulled down"
        ) { _ in LargeTitleSearchScreen() }
        screens.register(
            "inbox-edit", summary: "Tall rows: swipe actions with images; Edit shows grabbers to drag rows into order",
            imageNames: InboxEditScreen.imageNames
        ) { _ in InboxEditScreen() }
        return screens
    }()

    /// The registry's entries, in table order.
    public static var entries: [ScreenRegistry.Entry] { registry.entries }

    /// All screen names, in table order.
    public static var names: [String] { registry.names }

    /// Every image file (in `Assets/Images`) the screens show, so a command can check they are
    /// installed before it runs (`ScrollLabAssets.verify`).
    public static var imageNames: [String] { registry.imageNames }

    /// Settings of the screens that take any (`--rows` for `list`, `--image-latency` for `images`).
    public typealias Options = ScreenOptions

    /// A new instance of the screen called `name`, or nil if there is none.
    public static func make(_ name: String, options: Options = Options()) -> ViewController? {
        registry.make(name, options: options)
    }

    /// A new application showing `home`, with `screen` pushed on top (so the back gesture
    /// is available at once) unless it is `home` itself. Nil for an unknown screen name.
    public static func makeApplication(screen: String, size: Size, options: Options = Options()) -> Application? {
        registry.makeApplication(screen: screen, size: size, options: options)
    }
}
