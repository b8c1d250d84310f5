import Foundation
import Geometry
import Gestures
import ScrollPhysics

/// The pinch that zooms. Everything a pinch shows is computed from where it started and where the
/// fingers are now — never step by step — so fingers that come back to where the pinch began
/// bring back exactly the scale and offset it began with (no drift, however far below 1× it went).
extension ScrollView {
    /// Past a limit the scale follows the fingers through UIKit's rubber band applied to the
    /// logarithm of the scale: f(x) = (1 − 1 / (x · c / d + 1)) · d with x = ln(raw / limit),
    /// c = 0.55 (the offset band's constant) and d = ln 2, so the scale starts out following the
    /// fingers at 55 % of their rate (in ratio terms) and never passes twice the maximum or half the minimum.
    /// (UIKit publishes no formula; ScrollLab's choice, the Zooming article.)
    public static let zoomRubberBand = RubberBand(dimension: log(2.0))

    /// The scale shown for a pinch's unconstrained scale `raw`: within the limits unchanged, past
    /// them rubber-banded (`zoomRubberBand`), or clamped without `bouncesZoom`.
    public func bandedZoomScale(forRaw raw: Double) -> Double {
        let low = minimumZoomScale, high = max(minimumZoomScale, maximumZoomScale)
        guard bouncesZoom else { return min(max(raw, low), high) }
        if raw > high { return high * exp(Self.zoomRubberBand.dampedDistance(forOverscroll: log(raw / high))) }
        if raw < low { return low * exp(Self.zoomRubberBand.dampedDistance(forOverscroll: log(raw / low))) }
        return raw
    }

    /// The offset shown for `raw` on `axis` during a pinch: rubber-banded past the range as a drag
    /// is (c = 0.55 over the view's extent), or clamped without `bounces`.
    private func pinchBandedOffset(_ raw: Point) -> Point {
        var offset = raw
        for axis in Axis.allCases {
            let range = offsetRange(axis)
            offset[axis] =
                bounces
                ? rubberBand(axis).bandedOffset(forRawOffset: raw[axis], in: range)
                : min(max(raw[axis], range.lowerBound), range.upperBound)
        }
        return offset
    }

    /// The pinch's centroid relative to the visible top-left corner, in points: from the
    /// superview's coordinates, so the same fingers give the same bits whatever the offset.
    private func centroid(of pinch: GestureRecognizer) -> Point {
        let window = pinch.location(in: nil)
        let inParent = superview?.convertFromWindow(window) ?? window
        return transform.scale == 1 ? inParent - frame.origin : (inParent - frame.origin) / transform.scale
    }

    func handlePinch(_ pinch: ScrollViewPinchGestureRecognizer) {
        noteTime(pinch.lastTime)
        switch pinch.state {
        case .began: beginPinch(pinch)
        case .changed: continuePinch(pinch)
        case .ended, .cancelled: endPinch()
        default: break
        }
    }

    private func beginPinch(_ pinch: ScrollViewPinchGestureRecognizer) {
        guard let view = viewForZooming else { return }
        zooming.motion = nil  // a bounce a finger caught stays where it is
        beginZoomingCallbacks()
        let centroid = centroid(of: pinch)
        zooming.gesture = PinchStart(
            scale: zoomScale, offset: contentOffset, centroid: centroid, origin: view.frame.origin)
        zooming.lastCentroid = centroid
        continuePinch(pinch)
    }

    /// The scale is the start's times the pinch's (banded past the limits); the offset keeps the
    /// content point that was under the centroid when the pinch began under the centroid now,
    /// so it zooms about the centroid and pans with it (banded past the range).
    private func continuePinch(_ pinch: ScrollViewPinchGestureRecognizer) {
        guard let start = zooming.gesture else { return }
        let centroid = centroid(of: pinch)
        zooming.lastCentroid = centroid
        let scale = bandedZoomScale(forRaw: start.scale * pinch.scale)
        // o = o0 + (c0 − c) + (o0 + c0 − origin) · (s / s0 − 1): exactly o0 when s = s0 and c = c0.
        let raw =
            start.offset + (start.centroid - centroid) + (start.offset + start.centroid - start.origin)
            * (scale / start.scale - 1)
        applyZoom(scale: scale) { $0.pinchBandedOffset(raw) }
    }

    private func endPinch() {
        guard zooming.gesture != nil else { return }
        zooming.gesture = nil
        settleZoom(about: zooming.lastCentroid)
    }

    /// Brings the zoom back into its limits and the offset into its range: a bounce about
    /// `point` (relative to the visible top-left corner; the centre when nil) that scales and
    /// moves together, or, when there is nothing to bring back, the owed `scrollViewDidEndZooming`
    /// at once (unless a finger still drags). Returns whether a bounce runs.
    @discardableResult
    func settleZoom(about point: Point?) -> Bool {
        // A pinch still on settles at its own end: a bounce now would run under it and count its
        // moves as a drag's (a finger lifting beside a pinch's two must not start one).
        guard zooming.gesture == nil else { return false }
        guard let view = viewForZooming else {
            zooming.motion = nil
            finishZooming()
            return false
        }
        let scale = zoomScale, target = clampedZoomScale(scale)
        let anchor = point ?? Point(x: bounds.width / 2, y: bounds.height / 2)
        let offset = contentOffset
        let targetOffset = clampedOffset(
            anchoredOffset(keeping: anchor, at: target, origin: view.frame.origin), zoomScale: target, view: view)
        guard target != scale || targetOffset != offset else {
            zooming.motion = nil
            if !drag.isActive { finishZooming() }
            return false
        }
        zooming.motion = .bounce(
            from: scale, offset, to: target, targetOffset, size: view.bounds.size, at: now,
            rate: effectiveDecelerationRate)
        setNeedsAdvance()
        return true
    }

    /// True when the zoom has something to finish: a bounce or animation runs, a `didEndZooming`
    /// is owed, or the scale is past its limits (a finger caught the bounce).
    var zoomNeedsSettling: Bool {
        zooming.motion != nil || zooming.owesDidEnd || zoomScale != clampedZoomScale(zoomScale)
    }

    /// The drag ends while the zoom settles (a finger that stayed after a pinch lifts): the drag
    /// ends at rest — its target is where the zoom's bounce brings the offset — and the bounce
    /// starts again from here toward a target within the range.
    func endDragIntoZoom(at time: Double) {
        noteTime(time)
        settleZoom(about: zooming.lastCentroid)  // still dragging: the zoom's end waits for the drag's
        let pinching = zooming.gesture != nil  // then the pinch's end settles it and ends the zoom
        drag.isActive = false
        let target = zooming.motion.map { $0.toOffset } ?? contentOffset
        var proposed = target
        delegate?.scrollViewWillEndDragging(self, withVelocity: .zero, targetContentOffset: &proposed)
        notify(.willEndDragging(velocity: .zero, targetContentOffset: target))
        report(.didEndDragging(willDecelerate: false)) { $0.scrollViewDidEndDragging(self, willDecelerate: false) }
        endDeceleration()
        if zooming.motion == nil, !pinching { finishZooming() }
    }
}
