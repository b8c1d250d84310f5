import Geometry
import Gestures
import ScrollPhysics

/// The pop-versus-scroll policy, in one place: the delegate of the navigation stack's two back
/// gestures (the edge pan and the fullscreen pan), expressed with the gesture layer's relations
/// only — no hit-test tricks, no transparent strips, no private API (seed 003's workarounds).
///
/// 1. **Priority** (`shouldBeRequiredToFailBy`): every other pan — scroll views, pagers, a
///    screen's own pans — waits for a back gesture that received the touch to fail. The edge
///    pan fails at once for a touch outside its 20 pt band, so only edge touches wait, and only
///    until the first 10 pt of movement decide: inward → pop, otherwise the scroll view goes on
///    with everything it saw. So at the edge the back gesture beats horizontal scroll views and
///    pagers, a vertical drag from the edge still scrolls its list, and a pop never starts a
///    list drag (nor a list drag a pop).
/// 2. **Who takes part** (`shouldReceive`): the fullscreen pan only on screens that opt into
///    `.fullscreen`, within their maximum start distance from the left edge.
/// 3. **When it may begin** (`gestureRecognizerShouldBegin`): there is a screen to go back to,
///    no push or pop is running, the top screen has not turned the gesture off, and — for the
///    fullscreen pan — no horizontal scroll view under the finger can still scroll toward its
///    start (a pager not on its first page pages back instead: TZScrollViewPopGesture's rule).
/// 4. **Finish or cancel** (`shouldFinish`): ScrollPhysics.docc/Physics.md's rule at release.
///
/// Gestures that are not pans (taps, double taps, long presses, pinches: seed 003's web view)
/// need no rule: movement fails them, and the back gesture excludes them once it begins.
public final class BackGesturePolicy: GestureRecognizerDelegate {
    /// A release faster than this to the right finishes the pop whatever its progress, in pt/s
    /// (ScrollPhysics.docc/Physics.md: "clearly positive, > ~300 pt/s").
    public var finishVelocity = 300.0
    /// Why the back gesture last declined to begin (for the gesture overlay); nil once one began.
    public private(set) var lastRefusal: String?

    weak var navigation: NavigationController?

    init() {}

    private var backGestures: [GestureRecognizer] {
        guard let navigation else { return [] }
        return [navigation.backGesture, navigation.fullscreenBackGesture]
    }

    // MARK: 1. Priority

    public func gestureRecognizer(
        _ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer
    ) -> Bool {
        if let navigation, navigation.topViewController.uikitBackGestureDefaults.contains(.noPriority) { return false }
        if let isOuter = isOuterBackGesture(other) { return isOuter }
        return other is PanGestureRecognizer && !backGestures.contains { $0 === other }
    }

    /// For another stack's back gesture, whether that stack holds this one (a tab's stack in a
    /// pushed tab bar controller): the outer one waits for this one, so the innermost stack goes
    /// back first, and not the other way round (no cycle). Nil for any other recognizer, and for a
    /// stack beside this one.
    private func isOuterBackGesture(_ other: GestureRecognizer) -> Bool? {
        guard other.delegate is BackGesturePolicy, !backGestures.contains(where: { $0 === other }),
            let outer = other.view as? View, let navigation
        else { return nil }
        if navigation.view.isDescendant(of: outer) { return true }
        return outer.isDescendant(of: navigation.view) ? false : nil
    }

    // MARK: 2. Who takes part

    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        guard let navigation, recognizer === navigation.fullscreenBackGesture else { return true }
        guard case .fullscreen(let maximumDistance) = navigation.topViewController.backGestureMode else { return false }
        return maximumDistance.map { touch.location.x <= $0 } ?? true
    }

    // MARK: 3. When it may begin

    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        lastRefusal = refusal(for: recognizer)
        return lastRefusal == nil
    }

    public func reasonForNotBeginning(_ recognizer: GestureRecognizer) -> String? { lastRefusal }

    /// Why a back gesture may not begin now, or nil when it may. `recognizer` is nil for the
    /// trackpad's back swipe.
    func refusal(for recognizer: GestureRecognizer?) -> String? {
        guard let navigation else { return "no navigation stack" }
        guard navigation.depth > 1 else { return "there is no screen to go back to" }
        guard navigation.transition == nil else { return "a push or pop is running" }
        let top = navigation.topViewController
        if top.backGestureMode == .disabled {
            return "\(top.view.name) turned the back gesture off"
        }
        if top.uikitBackGestureDefaults.contains(.refusesWithoutBackButton),
            top.prefersNavigationBarHidden || top.hidesBackButton || top.leftBarItem != nil
        {
            let cause =
                top.prefersNavigationBarHidden
                ? "the bar is hidden"
                : top.hidesBackButton ? "the back button is hidden" : "a custom left item replaces the back button"
            return "UIKit's default: \(cause)"
        }
        if let recognizer, recognizer === navigation.fullscreenBackGesture,
            let pager = recognizer.touches.first.flatMap({
                Self.horizontalScrollViewThatCanScrollBack(from: $0.view as? View)
            })
        {
            return "\(pager.name) can still scroll toward its start, so it pages back"
        }
        return nil
    }

    /// The innermost scroll view at or above `view` that can scroll horizontally toward its start.
    static func horizontalScrollViewThatCanScrollBack(from view: View?) -> ScrollView? {
        var current = view
        while let candidate = current {
            if let scrollView = candidate as? ScrollView, scrollView.canScroll(.horizontal),
                scrollView.contentOffset.x > scrollView.minimumContentOffset.x + 0.5
            {
                return scrollView
            }
            current = candidate.superview
        }
        return nil
    }

    // MARK: 4. Finish or cancel

    /// Whether a release at `progress` (0…1) with `velocity` (pt/s, positive to the right) over a
    /// `width`-point screen finishes the pop: progress plus the projected progress of the
    /// deceleration model passes one half, or the release is clearly to the right (ScrollPhysics.docc/Physics.md).
    public func shouldFinish(progress: Double, velocity: Double, width: Double) -> Bool {
        InteractiveRelease.shouldFinish(
            progress: progress, velocity: velocity, distance: width, finishVelocity: finishVelocity)
    }
}

/// The release rule of the back gesture's pop and of a full-screen presentation's interactive
/// dismissal, from ScrollPhysics.docc/Physics.md, "Back gesture" (ScrollLab's rule: UIKit's pop
/// decides otherwise, see there). Sheets follow UIKit's own rule, `SheetRelease`.
public enum InteractiveRelease {
    /// Whether a release at `progress` (0…1 of `distance` points) moving `velocity` pt/s toward
    /// the end finishes: progress plus the projected progress of the deceleration model passes
    /// one half, or the release is faster than `finishVelocity` toward the end.
    public static func shouldFinish(
        progress: Double, velocity: Double, distance: Double, finishVelocity: Double
    ) -> Bool {
        let projected = DecayMotion.projection(from: 0, velocity: velocity) / max(distance, 1)
        return progress + projected > 0.5 || velocity > finishVelocity
    }
}
