import Geometry

/// One screen of the app (UIKit's `UIViewController`): a root view, a title for the navigation
/// bar, and the scroll views it exposes to the state log under stable ids.
open class ViewController {
    /// The screen's root view; the navigation controller sizes it to the area below the bar.
    public let view: View
    /// The navigation-bar title.
    open var title: String
    /// The name this screen is registered under (`ScreenRegistry`): set by the registry on the
    /// screens it makes; a screen made directly may set it itself. Nil: none (the screenshot key
    /// then names its files after `view`'s name).
    public var registryName: String?
    /// The stack this screen is on, set on push.
    public internal(set) weak var navigationController: NavigationController?
    /// Decodes images off the frame loop, from the application (nil without a backend).
    public internal(set) weak var imageDecoder: ImageDecoding?

    public init(title: String, name: String) {
        self.title = title
        let root = ScreenRootView(name: name)
        self.view = root
        root.controller = self
        view.backgroundColor = .white
    }

    /// How the back gesture behaves on this screen (seed 003's per-screen protocol); see
    /// `BackGesturePolicy`. Default: from the left edge.
    open var backGestureMode: BackGestureMode { .edge }

    /// Hide the navigation bar while this screen is on top (it then fills the window and shows
    /// its own way back; the back gesture still works, unlike UIKit's).
    open var prefersNavigationBarHidden: Bool { false }

    /// Hide the bar's back button while this screen is on top (UIKit's
    /// `navigationItem.hidesBackButton`); the back gesture still works, unlike UIKit's.
    open var hidesBackButton: Bool { false }

    /// A button the bar shows at its left in place of the back button (UIKit's
    /// `navigationItem.leftBarButtonItem`); nil: the back button.
    open var leftBarItem: Button? { nil }

    /// Which of UIKit's own back-gesture behaviours this screen reproduces, to show what breaks
    /// the swipe in UIKit apps (seed 003); none by default, i.e. `BackGesturePolicy`'s rules.
    open var uikitBackGestureDefaults: UIKitBackGestureDefaults { [] }

    /// Scroll views reported in every `frame` line of the log, keyed by the ids of docs/Architecture.md, "Screens".
    open var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [] }

    /// The scroll view the keyboard scrolls (arrows, Page Up/Down, Space, Home, End).
    open var keyboardScrollView: ScrollView? { loggedScrollViews.first?.scrollView }

    /// Lines the gesture overlay adds for this screen (e.g. the header's range on `nested`).
    open var overlayNotes: [String] { [] }

    /// Lays out the screen's subviews from `view.bounds`; called whenever the view's size changes.
    open func layoutView() {}

    /// Advances the screen's own time-driven state to `time` (seconds), after its views advanced.
    open func advance(to time: Double) {}

    /// Called when the screen was pushed on a stack (`navigationController` is set from now on)
    /// or, with nil, removed from it (UIKit's `didMove(toParent:)`).
    open func didMove(toParent parent: NavigationController?) {}
}

/// The root view of a screen: forwards layout to its controller.
final class ScreenRootView: View {
    weak var controller: ViewController?

    override func layoutSubviews() { controller?.layoutView() }
}
