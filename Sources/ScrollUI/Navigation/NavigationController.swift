import Geometry
import Gestures

/// A stack of screens under a navigation bar (UIKit's `UINavigationController`).
/// Push slides the new screen in from the right while the one below moves to −30 % of the
/// width under a dimming shadow; pop does the reverse. The interactive back gesture (an edge
/// pan, a fullscreen pan on screens that opt in, or a trackpad swipe) drives the same
/// transition with its `progress`; `BackGesturePolicy` decides when it may.
public final class NavigationController {
    /// Duration of an animated push or pop, in seconds (UIKit ≈ 0.35 s).
    public static let transitionDuration = 0.35

    /// Fills the window: the screens, and the bar on top.
    public let view = View(name: "navigation")
    public let bar = NavigationBar()
    public private(set) var stack: [ViewController] = []
    /// The push or pop in flight, if any.
    public internal(set) var transition: NavigationTransition?
    /// The back gesture from the left edge (`navigation.backGesture`).
    public let backGesture = ScreenEdgePanGestureRecognizer(edges: .left, name: "navigation.backGesture")
    /// The back gesture from anywhere, on screens whose `backGestureMode` is `.fullscreen`.
    public let fullscreenBackGesture = FullscreenBackGestureRecognizer(name: "navigation.fullscreenBackGesture")
    /// When the back gestures may begin and who waits for them.
    public let backGesturePolicy = BackGesturePolicy()
    /// A two-finger trackpad swipe driving the back transition, while one runs.
    package var trackpadBack: TrackpadBackSwipe?
    /// Called with a screen that left the stack, so its touches can be cancelled.
    public var onScreenRemoved: ((ViewController, Double) -> Void)?
    /// Called with a screen just pushed (the application hooks its scroll views' callbacks).
    public var onScreenPushed: ((ViewController) -> Void)?
    let dimming = View(name: "navigation.dimming")
    let edgeShadow = EdgeShadowView()
    /// The presented screen this stack fills, when it was presented.
    weak var container: NavigationContainerController?
    /// Hides the bar whatever the top screen prefers (UIKit's `isNavigationBarHidden`); a screen
    /// that extends under the bar (`edgesForExtendedLayout`) keeps its frame, only its safe area
    /// changes, so its content neither moves nor resizes.
    public var isNavigationBarHidden = false {
        didSet { if isNavigationBarHidden != oldValue { layout() } }
    }
    /// The bottom toolbar showing the top screen's `toolbarItems`.
    public let toolbar = Toolbar()
    /// Hides the toolbar (UIKit's `isToolbarHidden`); default true, as UIKit's.
    public var isToolbarHidden = true {
        didSet { if isToolbarHidden != oldValue { layout() } }
    }
    /// The status bar drawn in the top safe area (time, signal, battery), over the screens and
    /// the bar, as iOS always draws it; a window without a top safe area (no `--device`) has none.
    public let statusBar = StatusBarView()
    /// False draws no status bar at all (a screen hides its own with `prefersStatusBarHidden`).
    public var showsStatusBar = true {
        didSet { if showsStatusBar != oldValue { layout() } }
    }

    public init(root: ViewController) {
        view.clipsToBounds = true
        dimming.backgroundColor = .black
        dimming.isUserInteractionEnabled = false
        view.addSubview(bar)
        bar.onLargeTitlePreferenceChange = { [weak self] in self?.layout() }
        bar.backButton.action = { [weak self] time in self?.pop(animated: true, at: time) }
        bar.onTap = { [weak self] _ in self?.scrollTopScreenToTop() }
        backGesturePolicy.navigation = self
        for recognizer in [backGesture, fullscreenBackGesture] as [PanGestureRecognizer] {
            recognizer.delegate = backGesturePolicy
            recognizer.addAction { [weak self] in self?.handleBackGesture($0) }
            view.addGestureRecognizer(recognizer)
        }
        push(root, animated: false, at: 0)
    }

    public var topViewController: ViewController { stack[stack.count - 1] }
    public var depth: Int { stack.count }

    /// Progress of an interactive back transition, 0…1, until its release animation ends (0 when none runs).
    public var interactiveProgress: Double {
        guard let transition, transition.isInteractive else { return 0 }
        return transition.progress
    }

    /// Pushes `screen`; the transition starts at `time` (seconds). While a push or pop (or an
    /// interactive back transition) still runs at `time`, the push is ignored and this returns
    /// false: as in UIKit, where the navigation controller takes no input while a screen slides,
    /// a tap of several fingers on several rows pushes one screen, the first finger's to lift.
    @discardableResult
    public func push(_ screen: ViewController, animated: Bool, at time: Double) -> Bool {
        if var running = transition {
            running.update(to: time)
            guard running.isFinished else { return false }
        }
        finishTransition(at: time)
        let previous = stack.last
        stack.append(screen)
        screen.navigationController = self
        screen.navigationItem.onChange = { [weak self, weak screen] in
            if screen?.navigationController === self { self?.layout() }
        }
        screen.didMove(toParent: self)
        onScreenPushed?(screen)
        if animated, let previous {
            transition = NavigationTransition(kind: .push, from: previous, to: screen, start: time)
        }
        layout()
        return true
    }

    /// Pops the top screen unless it is the root; the transition starts at `time` (seconds).
    public func pop(animated: Bool, at time: Double) {
        finishTransition(at: time)
        guard stack.count > 1 else { return }
        if animated {
            transition = NavigationTransition(
                kind: .pop, from: stack[stack.count - 1],
                to: stack[stack.count - 2], start: time)
        } else {
            removeTop(at: time)
        }
        layout()
    }

    /// UIKit's status-bar tap: scrolls the top screen's scroll view to the top, if exactly one
    /// of its scroll views has `scrollsToTop`.
    @discardableResult
    public func scrollTopScreenToTop() -> Bool {
        var candidates: [ScrollView] = []
        func collect(_ view: View) {
            if let scrollView = view as? ScrollView, scrollView.scrollsToTop { candidates.append(scrollView) }
            view.subviews.forEach(collect)
        }
        collect(topViewController.view)
        guard candidates.count == 1 else { return false }
        return candidates[0].scrollToTop()
    }

    /// Runs the transition to `time`, removing a popped screen when its animation ends.
    public func advance(to time: Double) {
        advanceTrackpadBack(to: time)
        guard var running = transition else { return }
        running.update(to: time)
        transition = running
        if running.isFinished { finishTransition(at: time) } else { layout() }
    }

    private func finishTransition(at time: Double) {
        guard let finished = transition else { return }
        transition = nil
        if finished.kind == .pop && finished.completes { removeTop(at: time) }
        layout()
    }

    private func removeTop(at time: Double) {
        let leaving = stack.removeLast()
        leaving.view.removeFromSuperview()
        leaving.navigationController = nil
        leaving.didMove(toParent: nil)
        onScreenRemoved?(leaving, time)
    }
}
