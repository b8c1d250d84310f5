import Geometry
import Gestures
import ScrollPhysics

/// UIKit's `UIScrollView`: a view whose bounds origin is its `contentOffset`, dragged by a pan
/// recognizer of the gesture layer, with rubber-banding past the edges, deceleration and bounce
/// from `ScrollPhysics`, paging, trackpad momentum, scroll indicators and UIKit's delegate
/// sequence. Dragging lives in `ScrollView+Dragging.swift`, the motion after release in
/// `ScrollView+Deceleration.swift`, programmatic scrolling in `ScrollView+Animation.swift`,
/// wheel and trackpad input in `ScrollView+Wheel.swift`.
open class ScrollView: View {
    /// The size of the scrollable content, in points.
    /// Setting it while nothing moves brings an offset the smaller content leaves out of range
    /// back to the nearest edge (a reload, a resize); under a finger, an offset further out than
    /// the rubber band reaches is banded as the finger's own; a running motion is rebuilt in the new range.
    public var contentSize: Size = .zero {
        didSet { if contentSize != oldValue { settleIntoRange() } }
    }
    /// Extra scrollable space around the content (top, left, bottom, right), in points. An inset
    /// given back while the content was scrolled into it further than the rubber band reaches (the
    /// keyboard's, with the offset at its end) brings the offset back within reach at once, as a
    /// resize does (`settleIntoRange`); an overshoot the band reaches stays until the next drag
    /// or release.
    public var contentInset: EdgeInsets = .zero {
        didSet { if contentInset != oldValue, withinReach(position) != position { settleIntoRange() } }
    }
    /// Whether the safe area adds to `adjustedContentInset` (UIKit's
    /// `contentInsetAdjustmentBehavior`); default `.never` here (UIKit's is `.automatic`), so
    /// scroll views made before it keep their insets. See `ScrollView+SafeArea.swift`.
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .never
    /// Rubber-band past the edges and bounce back (UIKit `bounces`, default true).
    public var bounces = true
    /// Rubber-band vertically even when the content is not taller than the view.
    public var alwaysBounceVertical = false
    /// Rubber-band horizontally even when the content is not wider than the view.
    public var alwaysBounceHorizontal = false
    /// When false, dragging and wheel input do nothing (UIKit `isScrollEnabled`).
    public var isScrollEnabled = true {
        didSet { panRecognizer.isEnabled = isScrollEnabled }
    }
    /// Stop on multiples of the view's size, at most one page per flick (UIKit `isPagingEnabled`).
    public var isPagingEnabled = false
    /// Land every release on its `targetContentOffset` with `LandingMotion` (critically damped, from
    /// the release velocity, never past the target, within 0.8 s), also when the delegate
    /// leaves the proposed target alone — such as the edge a hard fling would otherwise bounce at.
    /// For snapping scroll views (SwiftUI's `scrollTargetBehavior(.viewAligned)`); paging views
    /// always land this way. Default false: a target the delegate did not move is reached by UIKit's
    /// free deceleration, which bounces at the edges.
    public var landsOnTarget = false
    /// Per-millisecond velocity factor after release (UIKit `decelerationRate`, `.normal` = 0.998);
    /// `physics` says what `.normal` and `.fast` mean (`effectiveDecelerationRate`).
    public var decelerationRate: DecelerationRate = .normal
    /// The feel this view scrolls with (`PhysicsSettings`): UIKit's unless the tuning panel (F5) or
    /// `--physics` changed it. It applies from the next touch, drag or release on; a motion already
    /// running finishes with the feel it started with.
    public var physics = PhysicsSettings.uiKit
    /// Lock a drag that starts mostly along one axis to that axis (UIKit `isDirectionalLockEnabled`).
    public var isDirectionalLockEnabled = false
    /// Show the scroll indicators while scrolling.
    public var showsVerticalScrollIndicator = true
    public var showsHorizontalScrollIndicator = true
    /// Scroll to the top when the navigation bar's title is tapped (UIKit: the status bar).
    public var scrollsToTop = true
    /// Whether a drag ends editing and lowers the keyboard (`ScrollView+KeyboardDismiss.swift`).
    public var keyboardDismissMode = KeyboardDismissMode.none
    public weak var delegate: ScrollViewDelegate?
    /// The pull-to-refresh control shown above the content (UIKit `refreshControl`); see
    /// `RefreshControl` and the PullToRefresh article.
    public var refreshControl: RefreshControl? {
        didSet { if refreshControl !== oldValue { refreshControlDidChange(from: oldValue) } }
    }
    /// The top inset a refreshing `refreshControl` holds open, in points, added to
    /// `adjustedContentInset` but not to `contentInset` (UIKit's `_addRefreshInset:`).
    var refreshInset = 0.0
    /// The top `keepAtTop(tucked:)` last put the content at; nil before its first call.
    var restingTop: Double?
    /// The one toolkit observer UIKit gives a scroll view beside its delegate (its navigation
    /// controller's, for the large title): see `ScrollObserving`.
    weak var scrollObserver: ScrollObserving?
    /// Takes over the vertical axis to move this scroll view together with others as one
    /// (a collapsing header over a list); see `ScrollView+Position.swift`.
    public weak var nestedCoordinator: NestedScrollCoordinating?

    /// True while a finger is down on the scroll view (UIKit `isTracking`).
    public var isTracking: Bool { phase.isTracking }
    /// True from the start of a drag until the deceleration after it ends (UIKit `isDragging`).
    public var isDragging: Bool { phase.isDragging }
    /// True while moving without a finger after a drag (UIKit `isDecelerating`).
    public var isDecelerating: Bool { phase.isDecelerating }
    /// Observers of the delegate callbacks as values (`observeEvents`), with their ids.
    var eventObservers: [(id: Int, observer: (ScrollViewEvent) -> Void)] = []
    var nextObserverID = 0
    /// Events told to the delegate but not yet to the observers, in the delegate's order, and
    /// how deep in delegate calls the view is (observers are told once it is out of them all).
    var unobservedEvents: [ScrollViewEvent] = []
    var delegateCallDepth = 0

    /// The pan that drags the content (UIKit `panGestureRecognizer`).
    public let panRecognizer = ScrollViewPanGestureRecognizer()
    /// Delays touches to the content by 150 ms (UIKit `delaysContentTouches`).
    public let contentTouchDelay = DelayedTouchesRecognizer()

    /// The running deceleration or animation, if any (replace it through `setMotion`).
    var motion: ScrollViewMotion? {
        didSet { if motion != nil { setNeedsAdvance() } }
    }
    var nextMotionID = 0
    /// The touch / drag / deceleration cycle; change it with `transition(to:)`.
    private(set) var phase = ScrollPhase.idle
    /// True while a deceleration or an animation moves the content.
    public var isInMotion: Bool { motion != nil }
    /// True while a precise-scrolling (trackpad) gesture moves the content, fingers on or not.
    public var isTrackpadScrolling: Bool { trackpad != nil }
    /// Illegal phase transitions seen so far (none, unless ScrollLab has a bug).
    public private(set) var phaseErrors: [String] = []
    /// The finger drag: the page it started on, its locked axis, the translation applied.
    var drag = DragState()
    /// Smooth-scroll (trackpad) gesture state.
    var trackpad: TrackpadState? {
        didSet { if trackpad != nil { setNeedsAdvance() } }
    }
    /// Time of the latest frame or event, in seconds, on `clock`. (Programmatic scrolling starts
    /// its animation here.)
    public var now: Double { clock.now }
    /// The clock this view reads: its timeline's, which the frame loop moves; outside any
    /// timeline (a lone view in a unit test, a screen not yet shown or gone), its own.
    package var clock: FrameClock { timelineClock ?? ownClock }
    /// The latest time this view was given, for when it is outside any timeline.
    private let ownClock = FrameClock()
    /// Last time scrolling moved the offset, or the indicators flashed, in seconds (the
    /// indicators fade after it).
    var lastScrollTime = -Double.infinity
    /// Zoom scale and limits, the pinch and the zoom's motion (`ScrollView+Zooming.swift`).
    var zooming = ZoomState()
    /// Writes of the offset under way that count as scrolling though this view is not scrolling
    /// itself (its share of a nested scroll: `asScrolling(_:)`).
    var scrollingWrites = 0

    public override init(name: String = "scrollView", frame: Rect = .zero) {
        super.init(name: name, frame: frame)
        clipsToBounds = true
        panRecognizer.name = "\(name).pan"
        contentTouchDelay.name = "\(name).delayContentTouches"
        panRecognizer.addAction { [weak self] recognizer in
            guard let pan = recognizer as? ScrollViewPanGestureRecognizer else { return }
            self?.handlePan(pan)
        }
        addGestureRecognizer(contentTouchDelay)
        addGestureRecognizer(panRecognizer)
    }

    /// `ResizePolicy.keepTopRow` after a change from `oldSize`: views with rows keep the one at
    /// their top (`TableView`); a plain scroll view has none and keeps its offset, as `keepOffset`.
    func keepTopRow(from oldSize: Size) {}

    /// What happens to the offset when the size changes; nil: `keepPage` when paging, else
    /// `keepOffset` (`ResizePolicy`).
    public var resizePolicy: ResizePolicy {
        get { explicitResizePolicy ?? (isPagingEnabled ? .keepPage : .keepOffset) }
        set { explicitResizePolicy = newValue }
    }
    private var explicitResizePolicy: ResizePolicy?

    open override func sizeDidChange(from oldSize: Size) {
        applyResizePolicy(from: oldSize)
        if zooming.centersContent { settleIntoRange() }  // the centring moved with the size
        // UIKit clamps on the next layout, once the content has its new size too.
        settlesAfterResize = true
        setNeedsAdvance()
    }

    /// Set by a resize: the next `advance` settles the offset into the range (`settleIntoRange`).
    var settlesAfterResize = false

    /// A finger on a view that moves with this one stopped this view's deceleration; it ends
    /// (`scrollViewDidEndDecelerating`) when that finger lifts, as under a finger of its own.
    package var isDecelerationHeld = false

    /// The point of the content shown at the top-left corner, in points (UIKit `contentOffset`).
    /// Setting a different finite value calls `scrollViewDidScroll`; setting the current one does
    /// nothing, so a delegate may set it from `scrollViewDidScroll` without recursing forever.
    /// Set while nothing scrolls the view, it shows no scroll indicators, as in UIKit
    /// (`flashScrollIndicators()` shows them).
    public var contentOffset: Point {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin, newValue.isFinite else { return }
            bounds.origin = newValue
            if isScrollingForIndicators {
                lastScrollTime = now
                setNeedsAdvance()  // the indicators fade from now on
            }
            setNeedsLayout()  // UIKit: a bounds change lays the scroll view out again
            refreshControl?.scrollViewDidScroll()
            scrollObserver?.observeScrollViewDidScroll(self)
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// The content is drawn at the offset rounded to the output's pixels (`ContentOffsetRounding`).
    override var showsBoundsOriginOnPixels: Bool { true }

    /// The inset actually applied (UIKit `adjustedContentInset`): `contentInset`, plus the safe
    /// area with `contentInsetAdjustmentBehavior` `.always`, plus the centring of `centersZoomedContent`.
    public var adjustedContentInset: EdgeInsets {
        zooming.centersContent ? adjustedContentInset(forContentSize: contentSize) : contentInsetWithSafeArea
    }

    /// Smallest allowed offset on each axis: −(leading inset).
    public var minimumContentOffset: Point {
        Point(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
    }

    /// Largest allowed offset on each axis; never below the minimum.
    public var maximumContentOffset: Point {
        let inset = adjustedContentInset
        let minimum = minimumContentOffset
        return Point(
            x: max(minimum.x, contentSize.width + inset.right - bounds.width),
            y: max(minimum.y, contentSize.height + inset.bottom - bounds.height))
    }

    /// The allowed offsets on `axis`.
    public func offsetRange(_ axis: Axis) -> ClosedRange<Double> {
        minimumContentOffset[axis]...maximumContentOffset[axis]
    }

    /// `offset` moved into the allowed range on both axes.
    public func clamped(_ offset: Point) -> Point {
        Self.clamp(offset, into: offsetRange)
    }

    /// `point` moved into `range(axis)` on each axis.
    static func clamp(_ point: Point, into range: (Axis) -> ClosedRange<Double>) -> Point {
        var result = point
        for axis in Axis.allCases {
            result[axis] = min(max(point[axis], range(axis).lowerBound), range(axis).upperBound)
        }
        return result
    }

    /// True when a drag along `axis` moves the content: it is longer than the view, or it
    /// always bounces on that axis (UIKit's `alwaysBounce…`).
    public func canScroll(_ axis: Axis) -> Bool {
        let always = axis == .vertical ? alwaysBounceVertical : alwaysBounceHorizontal
        let range = positionRange(axis)
        return isScrollEnabled && (always || range.upperBound > range.lowerBound)
    }

    /// After the range changed (content that shrank, a new size): at rest, an offset out of range
    /// goes to the nearest allowed one at once; under a finger or a trackpad gesture, one further
    /// past an edge than the rubber band reaches is shown where the band puts it, as the finger's
    /// own offset (the drag goes on from there without a jump, and the lift bounces it back). A
    /// running motion is refitted on its next step instead (`fitMotionToTheRange`).
    func settleIntoRange() {
        guard motion == nil, !zooming.isApplying, zooming.motion == nil, zooming.gesture == nil else { return }
        if phase == .idle, trackpad == nil {
            if contentOffset != clamped(contentOffset) { contentOffset = clamped(contentOffset) }
            return
        }
        var held = position
        for axis in Axis.allCases where withinReach(held)[axis] != held[axis] {
            held[axis] = bandedOffset(forRaw: held[axis], axis: axis)
        }
        if held != position { position = held }
    }

    /// Moves to the next phase; the legal transitions are listed on `ScrollPhase.canTransition(to:)`.
    /// An illegal one is a bug in ScrollLab: it is recorded in `phaseErrors` (in every build, like
    /// the gesture layer's errors) and the phase follows what the scroll view is doing.
    func transition(to next: ScrollPhase) {
        if !phase.canTransition(to: next) { phaseErrors.append("illegal scroll phase transition: \(phase) → \(next)") }
        phase = next
    }

    /// Goes to `next` (idle, or touching after an animation took over) and delivers the
    /// `scrollViewDidEndDecelerating` a deceleration owes, once.
    func endDeceleration(to next: ScrollPhase = .idle) {
        let owed = phase.owesDidEndDecelerating
        transition(to: next)
        if owed { report(.didEndDecelerating) { $0.scrollViewDidEndDecelerating(self) } }
    }

    /// Notes `time`, a time this view was given (an event's, a frame's), on its own clock: what
    /// `now` reads while the view is outside any timeline.
    func noteTime(_ time: Double) { ownClock.advance(to: clock.clamped(time)) }

    open override func advance(to time: Double) {
        noteTime(time)
        if settlesAfterResize {
            settlesAfterResize = false
            settleIntoRange()
        }
        advanceMotion(to: time)
        advanceTrackpad(to: time)
        advanceZoom(to: time)
    }

    /// Moving, zooming, in a trackpad gesture, or with indicators still fading.
    open override var needsAdvance: Bool {
        motion != nil || trackpad != nil || zooming.motion != nil || indicatorAlpha > 0
    }

    /// The pinch begins only when there is a view to zoom (UIKit's `UIScrollView` override).
    open override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        recognizer === zooming.pinch ? canZoom : true
    }

    open override func drawOverlay(in list: inout DisplayList) {
        drawIndicators(in: &list)
    }
}
