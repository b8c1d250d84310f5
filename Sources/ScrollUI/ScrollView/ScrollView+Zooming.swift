import Geometry
import Gestures
import ScrollPhysics

/// Zooming, as UIKit's `UIScrollView` zooms: the delegate's `viewForZooming(in:)` is scaled by its
/// `transform` (its frame's origin stays where it is), the content size follows its frame, a
/// pinch zooms about its centroid with a rubber band past the limits and bounces back, and
/// `setZoomScale(_:animated:)` / `zoom(to:animated:)` zoom from code. The pinch itself is in
/// `ScrollView+Pinch.swift`; the Zooming article describes the behaviour and the figures.
extension ScrollView {
    /// The zoomed view's scale (UIKit `zoomScale`, default 1). Setting it zooms at once, about the
    /// centre of the visible area, within the limits; without a view for zooming it stays 1.
    public var zoomScale: Double {
        get { zooming.scale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// The smallest scale a pinch or `setZoomScale` reaches (UIKit `minimumZoomScale`, default 1).
    /// Setting the limits does not change `zoomScale`; zooming is possible once the maximum exceeds the minimum.
    public var minimumZoomScale: Double {
        get { zooming.minimum }
        set {
            guard newValue.isFinite, newValue > 0 else { return }
            zooming.minimum = newValue
            updatePinchRecognizer()
        }
    }

    /// The largest scale (UIKit `maximumZoomScale`, default 1: no zooming, as UIKit).
    public var maximumZoomScale: Double {
        get { zooming.maximum }
        set {
            guard newValue.isFinite, newValue > 0 else { return }
            zooming.maximum = newValue
            updatePinchRecognizer()
        }
    }

    /// A pinch may go past the limits, against a rubber band, and the zoom bounces back after it
    /// (UIKit `bouncesZoom`, default true); false stops the scale at the limits.
    public var bouncesZoom: Bool {
        get { zooming.bounces }
        set { zooming.bounces = newValue }
    }

    /// True while a pinch zooms (UIKit `isZooming`).
    public var isZooming: Bool { zooming.gesture != nil }

    /// True while the zoom bounces back into its limits after a pinch (UIKit `isZoomBouncing`).
    public var isZoomBouncing: Bool { zooming.motion?.isBounce == true }

    /// The pinch that zooms (UIKit `pinchGestureRecognizer`): nil until `maximumZoomScale`
    /// exceeds `minimumZoomScale`, and nil again (disabled) when it no longer does.
    public var pinchRecognizer: PinchGestureRecognizer? {
        guard let pinch = zooming.pinch, pinch.isEnabled else { return nil }
        return pinch
    }

    /// Centre the content in the view while it is smaller than the view, on each axis, by adding
    /// half the room left to `adjustedContentInset` on both sides (default false, as UIKit, whose
    /// apps do it in `scrollViewDidZoom`; the Zooming article shows that recipe too). The centring
    /// follows the zoom as it changes, pinch and bounce included.
    public var centersZoomedContent: Bool {
        get { zooming.centersContent }
        set {
            zooming.centersContent = newValue
            settleIntoRange()
        }
    }

    /// The view the delegate zooms (`viewForZooming(in:)`), if it is a subview of this scroll view.
    public var viewForZooming: View? {
        guard let view = delegate?.viewForZooming(in: self), view.superview === self else { return nil }
        return view
    }

    /// True when a pinch can zoom: a view for zooming and room between the limits.
    var canZoom: Bool { maximumZoomScale > minimumZoomScale && viewForZooming != nil }

    /// `scale` within the limits.
    func clampedZoomScale(_ scale: Double) -> Double {
        min(max(scale, minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
    }

    /// Zooms to `scale` (clamped to the limits) about the centre of the visible area, then brings
    /// the offset into the range (UIKit `setZoomScale(_:animated:)`). Animated: over
    /// `scrollAnimationDuration` with ease-in-out, between `scrollViewWillBeginZooming` and
    /// `scrollViewDidEndZooming`; at once: `scrollViewDidZoom` only.
    public func setZoomScale(_ scale: Double, animated: Bool) {
        guard scale.isFinite, let view = viewForZooming else { return }
        let target = clampedZoomScale(scale)
        let center = Point(x: bounds.width / 2, y: bounds.height / 2)
        let offset = clampedOffset(
            anchoredOffset(keeping: center, at: target, origin: view.frame.origin), zoomScale: target, view: view)
        zoom(toScale: target, offset: offset, animated: animated)
    }

    /// Zooms so that `rect` (in the coordinates of the view for zooming) fills the view as far as
    /// the limits allow, centred in it (UIKit `zoom(to:animated:)`): the scale is the largest at
    /// which all of `rect` shows, clamped to the limits, and the offset is then brought into the range.
    public func zoom(to rect: Rect, animated: Bool) {
        guard let view = viewForZooming, rect.origin.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        let fits = min(
            rect.width > 0 ? bounds.width / rect.width : .infinity,
            rect.height > 0 ? bounds.height / rect.height : .infinity)
        let target = clampedZoomScale(fits.isFinite ? fits : maximumZoomScale)
        let origin = view.frame.origin
        let inset = adjustedContentInset(forContentSize: zoomedSize(of: view, at: target))
        // the rect's centre at the centre of the area the insets leave
        let visible = Size(
            width: bounds.width - inset.left - inset.right, height: bounds.height - inset.top - inset.bottom)
        let offset = Point(
            x: origin.x + rect.midX * target - inset.left - visible.width / 2,
            y: origin.y + rect.midY * target - inset.top - visible.height / 2)
        zoom(toScale: target, offset: clampedOffset(offset, zoomScale: target, view: view), animated: animated)
    }

    /// Zooms to `scale` with `offset`, at once or animated (any offset motion stops first).
    private func zoom(toScale scale: Double, offset: Point, animated: Bool) {
        if trackpad != nil { endTrackpadGesture(velocity: .zero, at: now) }
        stopMotion(at: now)
        switch phase {
        case .decelerating: endDeceleration()  // the zoom takes over
        case .touching(interrupted: true): endDeceleration(to: .touching(interrupted: false))
        default: break
        }
        zooming.motion = nil
        guard animated, scale != zoomScale || offset != contentOffset else {
            applyZoom(scale: scale, offset: offset)
            finishZooming()
            return
        }
        beginZoomingCallbacks()
        zooming.motion = .animation(
            from: zoomScale, contentOffset, to: scale, offset,
            duration: ScrollView.scrollAnimationDuration, curve: .easeInOut, at: now)
        setNeedsAdvance()
    }

    // MARK: Applying

    /// Sets the zoomed view's transform to `scale` (its frame's origin kept), the content size to
    /// its frame's size, then the offset `offset(self)` computed in the new range, then tells the
    /// delegate `scrollViewDidZoom`.
    func applyZoom(scale: Double, offset: (ScrollView) -> Point) {
        guard let view = viewForZooming else { return }
        zooming.isApplying = true
        if scale != zooming.scale || view.transform.scale != scale {
            let origin = view.frame.origin
            view.transform = Transform(scale: scale)
            view.frame.origin = origin
            zooming.scale = scale
            contentSize = view.frame.size
        }
        contentOffset = offset(self)
        zooming.isApplying = false
        delegate?.scrollViewDidZoom(self)
    }

    func applyZoom(scale: Double, offset: Point) { applyZoom(scale: scale, offset: { _ in offset }) }

    /// The size of `view` at `scale` (its bounds scaled).
    func zoomedSize(of view: View, at scale: Double) -> Size {
        Size(width: view.bounds.width * scale, height: view.bounds.height * scale)
    }

    /// The offset at which the content point now shown at `point` (relative to the visible top-left
    /// corner) is shown there at `scale`, for a view whose frame's origin is `origin`. Exactly the
    /// current offset when `scale` is the current one.
    func anchoredOffset(keeping point: Point, at scale: Double, origin: Point) -> Point {
        let offset = contentOffset
        return offset + (offset + point - origin) * (scale / zoomScale - 1)
    }

    /// `offset` in the range the content has at `zoomScale`.
    func clampedOffset(_ offset: Point, zoomScale scale: Double, view: View) -> Point {
        let size = zoomedSize(of: view, at: scale)
        return Self.clamp(offset) { self.offsetRange($0, contentSize: size) }
    }

    /// The allowed offsets on `axis` if the content were `size`.
    func offsetRange(_ axis: Axis, contentSize size: Size) -> ClosedRange<Double> {
        let inset = adjustedContentInset(forContentSize: size)
        let low = -inset.leading(axis)
        return low...max(low, size[axis] + inset.trailing(axis) - bounds.size[axis])
    }

    /// `contentInset` and the safe area's part, plus the centring of content `size` smaller than
    /// the view with `centersZoomedContent`.
    func adjustedContentInset(forContentSize size: Size) -> EdgeInsets {
        let inset = contentInsetWithSafeArea
        guard zooming.centersContent else { return inset }
        let room = Size(
            width: bounds.width - size.width - inset.left - inset.right,
            height: bounds.height - size.height - inset.top - inset.bottom)
        let dx = max(0, room.width / 2), dy = max(0, room.height / 2)
        return inset + EdgeInsets(top: dy, left: dx, bottom: dy, right: dx)
    }

    // MARK: Callbacks and time

    /// `scrollViewWillBeginZooming`, after any `scrollViewDidEndZooming` still owed.
    func beginZoomingCallbacks() {
        if zooming.owesDidEnd { finishZooming() }
        guard let view = viewForZooming else { return }
        zooming.owesDidEnd = true
        report(.willBeginZooming) { $0.scrollViewWillBeginZooming(self, with: view) }
    }

    /// `scrollViewDidEndZooming` at the current scale, if one is owed.
    func finishZooming() {
        guard zooming.owesDidEnd else { return }
        zooming.owesDidEnd = false
        let scale = zoomScale
        report(.didEndZooming(scale: scale)) {
            $0.scrollViewDidEndZooming(self, with: self.viewForZooming, atScale: scale)
        }
    }

    /// Moves a running zoom bounce or animation to `time` (seconds); at the end it lands exactly
    /// on its target (plus any drag made meanwhile) and `scrollViewDidEndZooming` follows.
    func advanceZoom(to time: Double) {
        guard var running = zooming.motion else { return }
        running.shift += contentOffset - running.lastOffset  // a finger still dragging moved it
        let state = running.state(at: time)
        applyZoom(scale: state.scale, offset: state.offset)
        running.lastOffset = contentOffset
        guard running.isDone(at: time) else {
            zooming.motion = running
            return
        }
        zooming.motion = nil
        guard !drag.isActive else { return }
        // Insets a delegate set in `scrollViewDidZoom` (UIKit's centring recipe) may have moved the
        // range since the target was chosen: rest within it.
        let settled = clamped(contentOffset)
        if settled != contentOffset { contentOffset = settled }
        finishZooming()
    }

    /// Adds the pinch once zooming is possible, and disables it when it no longer is.
    private func updatePinchRecognizer() {
        let possible = maximumZoomScale > minimumZoomScale
        if possible, zooming.pinch == nil {
            let pinch = ScrollViewPinchGestureRecognizer(name: "\(name).pinch")
            pinch.addAction { [weak self] recognizer in
                guard let pinch = recognizer as? ScrollViewPinchGestureRecognizer else { return }
                self?.handlePinch(pinch)
            }
            addGestureRecognizer(pinch)
            zooming.pinch = pinch
        }
        zooming.pinch?.isEnabled = possible
    }
}
