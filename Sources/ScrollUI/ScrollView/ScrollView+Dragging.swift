import Geometry
import Gestures
import ScrollPhysics

extension ScrollView {
    /// A finger landed (seconds): a running deceleration or animation stops where it is at that
    /// instant; the touch will not reach the content (UIKit: it selects no row).
    func touchDown(at time: Double) {
        now = max(now, time)
        isTracking = true
        guard motion != nil else { return }
        contentTouchDelay.swallowsTouch = true
        stopMotion(at: time)
    }

    /// The last finger lifted without a drag still running (seconds). A deceleration stopped
    /// by the touch now delivers the `scrollViewDidEndDecelerating` it owes.
    func touchUp(at time: Double) {
        guard isTracking, !drag.isActive else { return }
        isTracking = false
        if owesDidEndDecelerating, motion == nil { finishDeceleration() }
    }

    func handlePan(_ pan: ScrollViewPanGestureRecognizer) {
        now = max(now, pan.lastTime)
        switch pan.state {
        case .began: beginDrag()
        case .changed: continueDrag(translation: pan.translation(in: self))
        case .ended:
            continueDrag(translation: pan.translation(in: self))
            endDrag(fingerVelocity: pan.velocity(in: self), at: pan.lastTime)
        case .cancelled: endDrag(fingerVelocity: .zero, at: pan.lastTime)
        default: break
        }
    }

    private func beginDrag() {
        if motion != nil { stopMotion(at: now) }
        trackpad = nil
        drag = DragState(startRawOffset: rawOffset(forBanded: contentOffset), startPage: currentPage, isActive: true)
        isTracking = true
        isDragging = true
        report("scrollViewWillBeginDragging") { $0.scrollViewWillBeginDragging(self) }
    }

    private func continueDrag(translation: Point) {
        if isDirectionalLockEnabled, drag.lockedAxis == nil {
            if abs(translation.x) > 2 * abs(translation.y) { drag.lockedAxis = .horizontal }
            else if abs(translation.y) > 2 * abs(translation.x) { drag.lockedAxis = .vertical }
        }
        var offset = contentOffset
        for axis in Axis.allCases where canScroll(axis) && (drag.lockedAxis ?? axis) == axis {
            offset[axis] = bandedOffset(forRaw: drag.startRawOffset[axis] - translation[axis], axis: axis)
        }
        contentOffset = offset
    }

    /// The offset shown for an unconstrained (finger) offset: rubber-banded past the edges with
    /// c = 0.55 over the view's extent (PHYSICS.md), or clamped when `bounces` is false.
    func bandedOffset(forRaw raw: Double, axis: Axis) -> Double {
        let range = offsetRange(axis)
        guard bounces else { return min(max(raw, range.lowerBound), range.upperBound) }
        return RubberBand(dimension: max(bounds.size[axis], 1)).bandedOffset(forRawOffset: raw, in: range)
    }

    /// The finger offset that shows `offset` (the rubber band's inverse), so a drag that starts
    /// while rubber-banded continues without a jump.
    func rawOffset(forBanded offset: Point) -> Point {
        var raw = offset
        for axis in Axis.allCases where bounces {
            raw[axis] = RubberBand(dimension: max(bounds.size[axis], 1)).rawOffset(forBandedOffset: offset[axis], in: offsetRange(axis))
        }
        return raw
    }

    /// The page shown now on each axis (pages are the view's size), rounded.
    var currentPage: Point {
        Point(x: bounds.width > 0 ? ((contentOffset.x - minimumContentOffset.x) / bounds.width).rounded() : 0,
              y: bounds.height > 0 ? ((contentOffset.y - minimumContentOffset.y) / bounds.height).rounded() : 0)
    }
}
