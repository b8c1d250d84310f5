import Geometry
import Gestures

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
    public package(set) weak var imageDecoder: ImageDecoding?
    /// The presentation showing this screen, while it is presented (`present(_:style:animated:at:)`).
    public internal(set) weak var presentation: Presentation?
    /// Gives the custom transition when this screen is presented (UIKit's `transitioningDelegate`,
    /// held weakly as there); nil: the style's own.
    public weak var transitioningDelegate: TransitioningDelegate?
    /// The heights a sheet showing this screen may rest at, dragged from one to the other (UIKit's
    /// `sheetPresentationController.detents`), set before presenting; empty: only the style's own.
    /// The style's detent is where the sheet first rests.
    public var sheetDetents: [SheetDetent] = []
    /// Show a grabber at the top of a sheet showing this screen (UIKit's
    /// `sheetPresentationController.prefersGrabberVisible`); default false, as UIKit's.
    public var sheetPrefersGrabberVisible = false
    /// What this screen shows in the navigation bar: items, title view, back title, large title.
    public let navigationItem = NavigationItem()
    /// The items of the bottom toolbar while this screen is on top (UIKit's `toolbarItems`); the
    /// toolbar shows when the navigation controller's `isToolbarHidden` is false.
    public var toolbarItems: [BarButtonItem] = [] {
        didSet { navigationController?.layout() }
    }
    /// Whether the touch test (`Instruments.showsTouchTest`) is drawn while this screen is on top:
    /// a screen for checking a panel says so; false by default.
    open var showsTouchTest: Bool { false }
    /// The application's presentations, set when the screen joins an application.
    package weak var presentationStack: PresentationStack?
    /// Insets added to the safe area the window and the bars give (UIKit's
    /// `additionalSafeAreaInsets`), in points; a change lays the screen out again.
    public var additionalSafeAreaInsets: EdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue { view.setNeedsLayout() } }
    }
    /// The part of the screen the navigation bar covers, set by the navigation controller.
    var barSafeAreaInsets: EdgeInsets = .zero
    /// The safe area at the last layout, to tell a change.
    var laidOutSafeAreaInsets: EdgeInsets?

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

    /// The edges along which the screen's view extends under the bars (UIKit's
    /// `edgesForExtendedLayout`): with `.top`, the view starts at the window's top under the
    /// navigation bar, which is then translucent, and its `safeAreaInsets.top` is the bar's bottom;
    /// the bar shown or hidden never resizes it. Default `[]` (unlike UIKit's `.all`), so the
    /// screens made before it keep their frames: below the bar.
    open var edgesForExtendedLayout: RectEdge { [] }

    /// Hide the bar's back button while this screen is on top (UIKit's
    /// `navigationItem.hidesBackButton`); the back gesture still works, unlike UIKit's.
    open var hidesBackButton: Bool { false }

    /// A button the bar shows at its left in place of the back button (UIKit's
    /// `navigationItem.leftBarButtonItem`); nil: the back button.
    open var leftBarItem: Button? { nil }

    /// Hide a `TabBarController`'s bar while this screen is on its tab's stack above the root
    /// (UIKit's `hidesBottomBarWhenPushed`); set it before the push.
    public var hidesBottomBarWhenPushed = false

    /// Which of UIKit's own back-gesture behaviours this screen reproduces, to show what breaks
    /// the swipe in UIKit apps (seed 003); none by default, i.e. `BackGesturePolicy`'s rules.
    open var uikitBackGestureDefaults: UIKitBackGestureDefaults { [] }

    /// The scroll view whose offset the large title and the bar's appearance follow (UIKit's
    /// `contentScrollView(for:)`); default the first logged scroll view.
    open var contentScrollView: ScrollView? { loggedScrollViews.first?.scrollView }

    /// Hide the status bar while this screen is on top (UIKit's `prefersStatusBarHidden`).
    open var prefersStatusBarHidden: Bool { false }

    /// Dark or light status-bar content while this screen is on top (UIKit's `preferredStatusBarStyle`).
    open var preferredStatusBarStyle: StatusBarStyle { .darkContent }

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

    /// Called after the screen's safe area changed (UIKit's `viewSafeAreaInsetsDidChange`), before
    /// its layout; `layoutView` runs next either way.
    open func safeAreaInsetsDidChange() {}

    /// Called when the screen was pushed on a stack (`navigationController` is set from now on)
    /// or, with nil, removed from it (UIKit's `didMove(toParent:)`).
    open func didMove(toParent parent: NavigationController?) {}

    /// Touches no view of the screen handled (UIKit's `UIResponder` defaults): passed on to
    /// `nextResponder`. Override to handle them.
    open func touchesBegan(_ touches: [Touch], time: Double) { nextResponder?.touchesBegan(touches, time: time) }
    open func touchesMoved(_ touches: [Touch], time: Double) { nextResponder?.touchesMoved(touches, time: time) }
    open func touchesEnded(_ touches: [Touch], time: Double) { nextResponder?.touchesEnded(touches, time: time) }
    open func touchesCancelled(_ touches: [Touch], time: Double) {
        nextResponder?.touchesCancelled(touches, time: time)
    }
}

/// The root view of a screen: forwards layout to its controller, and gives its subtree the
/// controller's safe area.
final class ScreenRootView: View, SafeAreaProviding {
    weak var controller: ViewController?

    override func layoutSubviews() { controller?.layoutView() }

    override var nextResponder: TouchResponder? { controller ?? superview }

    var providedSafeAreaInsets: EdgeInsets { controller?.safeAreaInsets ?? inheritedSafeAreaInsets }
}
