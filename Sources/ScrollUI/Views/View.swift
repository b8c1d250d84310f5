import Geometry
import Gestures

/// A rectangle in a tree of views, UIKit's `UIView` in miniature: a frame in the superview's
/// coordinates, bounds whose origin is the visible part of its own content (a scroll view moves it),
/// subviews drawn in order, hit testing, and the gesture recognizers attached to it.
open class View: TouchTarget {
    /// A stable name used in logs, descriptions and hit-test explanations, e.g. `list.row.12`.
    public var name: String
    /// Position and size in the superview's bounds coordinates, in points. With a `transform`,
    /// the transformed box (UIKit's `frame` of a scaled view); setting it then keeps the transform
    /// and gives the bounds the frame's size divided by the scale.
    public var frame: Rect {
        didSet {
            if !isApplyingTransform { noteAnimatableChange(.frame, from: .rect(oldValue)) }
            guard frame.size != oldValue.size, !isApplyingTransform else { return }
            let oldSize = transform.scale == 1 ? oldValue.size : bounds.size
            isFollowingFrame = true
            bounds.size =
                transform.scale == 1
                ? frame.size
                : Size(width: frame.width / transform.scale, height: frame.height / transform.scale)
            isFollowingFrame = false
            setNeedsLayout()
            sizeDidChange(from: oldSize)
        }
    }
    /// Scales and moves the view and its subviews as drawn, hit-tested and converted, about the
    /// view's centre (UIKit's `transform` with the default `anchorPoint` (0.5, 0.5)); `bounds` and
    /// the layout inside stay as they are, and `frame` becomes the transformed box. Default
    /// identity; a scale that is not finite and positive is ignored. A zooming `ScrollView` sets it
    /// on its zoomed view (see the Zooming article).
    public var transform: Transform = .identity {
        didSet {
            guard transform.scale.isFinite, transform.scale > 0, transform.translation.isFinite else {
                transform = oldValue  // a scale of 0, a negative one or NaN would lose the bounds
                return
            }
            guard transform != oldValue else { return }
            noteAnimatableChange(.transform, from: .transform(oldValue))
            let center = frame.center - oldValue.translation + transform.translation
            let size = transform.apply(to: bounds.size)
            isApplyingTransform = true
            frame = Rect(
                x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
            isApplyingTransform = false
        }
    }
    /// True while `transform` moves the frame (the bounds stay).
    private var isApplyingTransform = false
    /// The view's own coordinate space: `origin` is the point of the content shown at the top-left.
    public var bounds: Rect {
        didSet { if !isFollowingFrame { noteAnimatableChange(.bounds, from: .rect(oldValue)) } }
    }
    /// True while `frame` gives the bounds its new size (an animation of the frame covers it).
    private var isFollowingFrame = false
    public private(set) weak var superview: View?
    public private(set) var subviews: [View] = []
    public var backgroundColor: Color? {
        didSet { noteAnimatableChange(.backgroundColor, from: .color(oldValue)) }
    }
    /// Rounds the background's corners, in points.
    public var cornerRadius: Double = 0
    /// Clips subviews and content to the bounds (UIKit `clipsToBounds`).
    public var clipsToBounds = false
    /// Opacity 0…1, multiplied down the tree.
    public var alpha: Double = 1 {
        didSet { noteAnimatableChange(.alpha, from: .number(oldValue)) }
    }
    /// Hidden views are neither drawn nor hit-tested.
    public var isHidden = false
    /// When false the view and its subviews are skipped by hit testing.
    public var isUserInteractionEnabled = true
    public private(set) var gestureRecognizers: [GestureRecognizer] = []
    private var needsLayout = true
    /// Set on the roots that drive time (the window, each screen): see `DisplayLink.swift`.
    public internal(set) var timeline: DisplayLink?
    /// True while this view is in a timeline's list (or waiting to join one).
    var isScheduledForAdvance = false
    /// Views of this detached subtree that asked for time before it joined a timeline.
    var waitingForTimeline: [View] = []
    /// The property animations running on this view (`View.animate`), one per property.
    var runningAnimations: [PropertyAnimation] = []
    /// True while an animation writes a presentation value (not a change to animate or cancel).
    var isApplyingAnimation = false

    public init(name: String = "view", frame: Rect = .zero) {
        self.name = name
        self.frame = frame
        self.bounds = Rect(origin: .zero, size: frame.size)
    }

    // MARK: Tree

    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        view.joinTimelineIfWaiting()
    }

    /// Inserts `view` at `index` in the subviews (clamped into 0…count), behind those after it
    /// (UIKit `insertSubview(_:at:)`); a subview already here moves.
    public func insertSubview(_ view: View, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.joinTimelineIfWaiting()
    }

    /// Moves `view`, a subview, to the front: drawn last, hit-tested first (UIKit `bringSubviewToFront`).
    /// Anything else is ignored.
    public func bringSubviewToFront(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// Moves `view`, a subview, to the back: drawn first, hit-tested last (UIKit `sendSubviewToBack`).
    /// Anything else is ignored.
    public func sendSubviewToBack(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// True when `view` is this view or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    // MARK: Layout

    public func setNeedsLayout() { needsLayout = true }

    /// Lays out this view if needed, then its subviews (top-down, like UIKit's layout pass).
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// Override to position subviews from `bounds`; called by `layoutIfNeeded`.
    open func layoutSubviews() {}

    /// The size the view would like within `size`, in points (UIKit `sizeThatFits(_:)`): a label
    /// measures its text at `size.width`, an image view gives its picture's size; a cell that sizes
    /// its own row (`TableView.automaticDimension`) overrides it. The default is the current size.
    open func sizeThatFits(_ size: Size) -> Size { bounds.size }

    /// Called when `frame` gets a new size, before the next layout.
    open func sizeDidChange(from oldSize: Size) {}

    // MARK: Drawing

    /// Override to draw the view's own content, in bounds coordinates, below its subviews.
    open func draw(in list: inout DisplayList) {}

    /// Whether the renderer rounds the bounds origin to its pixels (`DisplayItem.contentOffset`):
    /// a scroll view's, as UIKit rounds its content offset (`ContentOffsetRounding`); a plain
    /// view's bounds origin is drawn where it is.
    var showsBoundsOriginOnPixels: Bool { false }

    /// Override to draw above the subviews (scroll indicators, for example), in bounds coordinates.
    open func drawOverlay(in list: inout DisplayList) {}

    // MARK: Time

    /// Advances time-driven activities (deceleration, animations) to `time`, in seconds. Called
    /// once per frame while the view is scheduled (`setNeedsAdvance()`) and `needsAdvance` holds.
    open func advance(to time: Double) {}

    /// True while the view still has something moving; once false after an `advance`, the
    /// timeline stops calling it until the next `setNeedsAdvance()`.
    open var needsAdvance: Bool { false }

    // MARK: Hit testing

    /// The deepest visible, interactive descendant containing `point` (bounds coordinates),
    /// front-most first, like UIKit's `hitTest(_:with:)`; nil when the point is outside. Override to forward touches
    /// (a view that hands touches around it to a scroll view, seed 002's bleeding pages).
    open func hitTest(_ point: Point) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, pointInside(point) else { return nil }
        for subview in subviews.reversed() {
            let inSubview = subview.convertFromSuperview(point)
            if let hit = subview.hitTest(inSubview) { return hit }
        }
        return self
    }

    // MARK: Gestures

    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view = self
        gestureRecognizers.append(recognizer)
    }

    /// Asked before one of this view's recognizers leaves `.possible`; false makes it fail
    /// (UIKit `UIView.gestureRecognizerShouldBegin(_:)`, which `UIScrollView` overrides).
    /// Override to decide per view; the default lets every recognizer begin.
    open func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }

    public var parentTarget: TouchTarget? { superview }
    public var debugName: String { name }

    // MARK: Responder chain

    /// Where the touches this view does not handle go (UIKit's `next`): the superview; a screen's
    /// root view gives its view controller.
    open var nextResponder: TouchResponder? { superview }

    /// UIResponder's default: a view that does not handle a touch passes it to `nextResponder`,
    /// so a cell whose content sits in plain views still follows the touch and selects on a tap.
    /// Override without calling super to handle touches (a `Control` does).
    open func touchesBegan(_ touches: [Touch], time: Double) { nextResponder?.touchesBegan(touches, time: time) }
    open func touchesMoved(_ touches: [Touch], time: Double) { nextResponder?.touchesMoved(touches, time: time) }
    open func touchesEnded(_ touches: [Touch], time: Double) { nextResponder?.touchesEnded(touches, time: time) }
    open func touchesCancelled(_ touches: [Touch], time: Double) {
        nextResponder?.touchesCancelled(touches, time: time)
    }
}

extension View: TouchResponder {}
