import Geometry
import Gestures

/// UIKit's `UIRefreshControl`: a spinner above a scroll view's content, revealed by pulling past
/// the top. Its eight ticks appear with the pull; once the pull reaches `triggerDistance` while the
/// finger is still down, it begins refreshing and sends `.valueChanged`; while refreshing it holds
/// itself open by `height` points of top inset (the released content rests there), and
/// `endRefreshing()` takes the inset away and scrolls the content back to its top.
///
/// ```swift
/// let refresh = RefreshControl()
/// refresh.addAction(for: .valueChanged) { _ in model.reload { refresh.endRefreshing() } }
/// tableView.refreshControl = refresh
/// ```
///
/// The numbers and the state machine are UIKit's (decompiled UIKitCore, `UIRefreshControl`,
/// `_UIRefreshControlModernContentView`): see the PullToRefresh article.
public final class RefreshControl: Control {
    /// UIKit's `_refreshControlState`, in its order (0…6).
    public enum State: Int, Sendable {
        /// Nothing shown.
        case idle
        /// Pulled into sight: the ticks follow the pull.
        case revealing
        /// Pulled to the trigger distance under a finger; becomes `refreshing` at once.
        case armed
        /// Refreshing: the spinner turns and the inset holds it open.
        case refreshing
        /// `endRefreshing()` while in sight: the content scrolls back as the spinner shrinks away.
        case closing
        /// `endRefreshing()` while a finger holds the content: it goes when the finger lets go.
        case closingUnderFinger
        /// Shown by a bounce at the top after a fling, not by a finger: it never fires.
        case revealedByBounce
    }

    /// The control's height and the top inset it holds open while refreshing, in points
    /// (`-[_UIRefreshControlModernContentView sizeThatFits:]` without a title, and
    /// `-[UIRefreshControl initWithStyle:]`: 60).
    public static let height = 60.0

    public private(set) var state = State.idle
    /// True from the trigger (or `beginRefreshing()`) until `endRefreshing()` (UIKit `isRefreshing`).
    public var isRefreshing: Bool { state == .refreshing }
    /// The ticks' colour; nil: UIKit's default, the secondary label colour
    /// (`+[UIRefreshControl _defaultColor]`).
    public var tintColor: Color?
    /// How far the content is pulled past its resting top, in points (UIKit `_visibleHeight`).
    public private(set) var visibleHeight = 0.0
    /// The scroll view whose `refreshControl` this is.
    public internal(set) weak var scrollView: ScrollView?
    /// Whether the refresh inset is on the scroll view (UIKit `_insetsApplied`).
    private var insetApplied = false
    /// When the spinner began to turn, and when it began to go away, in seconds.
    var spinStart: Double?
    var closeStart: Double?

    public init(name: String = "refreshControl") {
        super.init(name: name)
        isUserInteractionEnabled = false  // touches in the gap go to the scroll view
        clipsToBounds = true  // only the gap above the content shows it, as opaque rows cover it in UIKit
    }

    /// The pull that fires the control, in points: half the scroll view's height, at most
    /// `(title height + 100) × 1.125 × max(height, 372) / 568` (`-[UIRefreshControl
    /// _updateSnappingHeight]`, `-[_UIRefreshControlModernContentView maximumSnappingHeight]`); there is
    /// no title here, so about 0.198 × the height (167 pt for an 844 pt scroll view).
    public var triggerDistance: Double {
        let height = scrollView?.bounds.height ?? 0
        return max(min((height * 0.5).rounded(), Self.maximumSnappingHeight(forScrollViewHeight: height)), 0)
    }

    /// `-[_UIRefreshControlModernContentView maximumSnappingHeight]` without a title, in points.
    static func maximumSnappingHeight(forScrollViewHeight height: Double) -> Double {
        100 * 1.125 * max(height, 372) / 568
    }

    /// The visible height over the height that counts in this state, in 0…1 (UIKit
    /// `revealedFraction`: the control's own height when idle or refreshing, else the trigger distance).
    var revealedFraction: Double {
        let scale = state == .idle || state == .refreshing ? Self.height : triggerDistance
        return scale > 0 ? min(max(visibleHeight / scale, 0), 1) : 0
    }

    /// Begins refreshing without sending `.valueChanged` and without scrolling (UIKit
    /// `beginRefreshing()`: the inset is added; the content shows the spinner only if scrolled to it).
    public func beginRefreshing() {
        guard scrollView != nil else { return }
        setState(.refreshing, notify: false)
    }

    /// Ends refreshing (UIKit `endRefreshing()`): in sight, the inset goes and the content scrolls
    /// back to its top with `setContentOffset(_:animated:)` while the spinner shrinks away; under a
    /// finger, the inset goes and the release bounces back; out of sight, nothing moves.
    public func endRefreshing() {
        guard let scrollView else { return }
        scrollViewDidScroll()
        let next: State = visibleHeight <= 0 ? .idle : scrollView.isTracking ? .closingUnderFinger : .closing
        setState(next, notify: false)
        guard state == .idle || state == .closing, !isBouncing(scrollView) else { return }
        let offset = scrollView.contentOffset
        scrollView.setContentOffset(Point(x: offset.x, y: offset.y + visibleHeight), animated: state == .closing)
    }

    /// Follows the scroll view's offset (UIKit `-[UIRefreshControl _update]`): pinned to the top of
    /// its visible area, below the insets other than its own, as tall as the gap above the content.
    func scrollViewDidScroll() {
        guard let scrollView else { return }
        let top = scrollView.adjustedContentInset.top - scrollView.refreshInset
        let offset = scrollView.contentOffset
        let visible = max(-top - offset.y, 0)
        let gap = Rect(
            x: offset.x, y: offset.y + top, width: scrollView.bounds.width, height: min(visible, Self.height))
        if frame != gap { frame = gap }
        if visible != visibleHeight {
            visibleHeight = visible
            setState(nextState(), notify: true)
        }
    }

    /// UIKit `-[UIRefreshControl _recomputeNewState]` (its hidden-height threshold is 0 here, as in
    /// the modern content view).
    func nextState() -> State {
        let fraction = revealedFraction, tracking = scrollView?.isTracking ?? false
        switch state {
        case .idle:
            if fraction > 0, let scrollView, isBouncing(scrollView) { return .revealedByBounce }
            if visibleHeight > 0 && fraction < 1 { return .revealing }
            return fraction >= 1 && !tracking ? .revealing : .idle
        case .revealing: return fraction >= 1 && tracking ? .armed : .revealing
        case .armed, .refreshing: return state
        case .closingUnderFinger: return visibleHeight <= 0 ? .idle : state
        case .closing, .revealedByBounce:
            if visibleHeight <= 0 { return .idle }
            return tracking && fraction <= 0.75 ? .revealing : state
        }
    }

    /// UIKit `-[UIRefreshControl _canTransitionFromState:toState:]`.
    static func canTransition(from old: State, to new: State) -> Bool {
        if old != .refreshing, new == .refreshing { return true }
        switch old {
        case .idle: return new == .revealing || new == .revealedByBounce
        case .revealing: return [.idle, .revealing, .armed].contains(new)
        case .armed: return false
        case .refreshing: return [.idle, .closing, .closingUnderFinger].contains(new)
        case .closing, .revealedByBounce: return new == .idle || new == .revealing
        case .closingUnderFinger: return new == .idle
        }
    }

    /// UIKit `-[UIRefreshControl _setRefreshControlState:notify:]`: the inset goes in every state
    /// but `armed` and `refreshing` and comes with them; reaching `refreshing` sends `.valueChanged`
    /// when `notify`. Reaching `armed` goes on to `refreshing` at once, notifying
    /// (`-[_UIRefreshControlModernContentView _snappingMagic]`).
    func setState(_ new: State, notify: Bool) {
        guard Self.canTransition(from: state, to: new) else { return }
        let old = state
        if new != .armed, new != .refreshing { removeInset() }
        state = new
        didTransition(from: old)
        guard state == new else { return }
        if new == .armed || new == .refreshing { addInset() }
        if new == .refreshing, notify { sendActions(for: .valueChanged, at: scrollView?.now ?? 0) }
    }

    /// The spinner's part of a transition (`_UIRefreshControlModernContentView`'s
    /// `willTransitionFromState:toState:` and `didTransitionFromState:toState:`).
    private func didTransition(from old: State) {
        let now = scrollView?.now ?? 0
        switch state {
        case .armed: setState(.refreshing, notify: true)
        case .refreshing: spinStart = spinStart ?? now  // `_spin`, `_tick`
        case .closing: closeStart = now  // `_goAway`
        case .closingUnderFinger: if old == .closing { resetSpinner() }
        case .idle, .revealing, .revealedByBounce: resetSpinner()  // `_resetToRevealingState`
        }
        setNeedsAdvance()
    }

    private func resetSpinner() {
        spinStart = nil
        closeStart = nil
    }

    private func addInset() {
        guard !insetApplied, let scrollView else { return }
        insetApplied = true
        scrollView.refreshInset = Self.height
    }

    private func removeInset() {
        guard insetApplied else { return }
        insetApplied = false
        scrollView?.refreshInset = 0
    }

    /// UIKit `_isBouncing`: moving back from past the top without a finger.
    private func isBouncing(_ scrollView: ScrollView) -> Bool {
        scrollView.isDecelerating && scrollView.contentOffset.y < scrollView.minimumContentOffset.y
    }

    /// Turning, or shrinking away: the spinner needs a frame each tick of its clock.
    public override var needsAdvance: Bool { spinStart != nil }

    public override func advance(to time: Double) {}

    public override func draw(in list: inout DisplayList) { drawSpinner(in: &list) }

    /// Detaches from `old` (its inset goes) and attaches to the new one.
    func attach(to newScrollView: ScrollView?) {
        removeInset()
        removeFromSuperview()
        scrollView = newScrollView
        state = .idle
        visibleHeight = 0
        resetSpinner()
        guard let newScrollView else { return }
        newScrollView.addSubview(self)
        scrollViewDidScroll()
    }
}

extension ScrollView {
    /// A new `refreshControl`: the old one leaves with its inset, the new one joins the content.
    func refreshControlDidChange(from old: RefreshControl?) {
        if let old, old.scrollView === self { old.attach(to: nil) }
        refreshControl?.attach(to: self)
    }
}
