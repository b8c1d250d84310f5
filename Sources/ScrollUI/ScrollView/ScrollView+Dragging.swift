import Geometry
import Gestures
import ScrollPhysics

extension ScrollView {
    /// A finger landed (seconds): a trackpad gesture ends, a running deceleration or animation
    /// stops where it is at that instant, and the touch will not reach the content (UIKit: it
    /// selects no row).
    func touchDown(at time: Double) {
        let time = clock.clamped(time)
        noteTime(time)
        if case .dragging(.trackpad, _) = phase { endTrackpadGesture(velocity: .zero, at: time) }
        zooming.motion = nil  // a zoom bounce or animation stops where it is (settled when the finger lifts)
        guard phase == .idle || phase == .decelerating else { return }
        isDecelerationHeld = false  // a finger of its own now holds it
        let stoppedOthers =
            nestedCoordinator?.stopOtherMotions(than: self, at: time, holdingDecelerations: true) ?? false
        if motion != nil || stoppedOthers {
            contentTouchDelay.swallowsTouch = true
            stopMotion(at: time)
        }
        transition(to: .touching(interrupted: phase == .decelerating))
    }

    /// The last finger lifted without a drag running (seconds). Content a touch caught past an
    /// edge bounces back, unless a scroll view moving with this one dragged it there and takes
    /// it back itself; paging content a touch caught between pages goes on to the nearest page
    /// (UIKit never rests between pages); otherwise a stopped deceleration delivers the end it owes.
    /// A deceleration that starts here from a touch that caught none is announced with
    /// `scrollViewWillBeginDecelerating`, so every `scrollViewDidEndDecelerating` follows one.
    func touchUp(at time: Double) {
        defer { nestedCoordinator?.releaseDecelerations(heldBy: self) }
        guard case .touching = phase else { return }
        if zoomNeedsSettling {  // a pinch without a drag: its zoom brings the offset back
            if zooming.motion == nil { settleZoom(about: zooming.lastCentroid) }
            endDeceleration()
            return
        }
        let owesEnd = phase.owesDidEndDecelerating
        if position != clampedPosition(position), nestedCoordinator?.isMovingOther(than: self) != true {
            startDeceleration(decelerations(from: position, velocity: .zero), at: clock.clamped(time), isFree: true)
        } else if isPagingEnabled, let landing = pageLanding(from: position) {
            startDeceleration(landing, at: clock.clamped(time))
        } else {
            endDeceleration()
            return
        }
        if !owesEnd { report(.willBeginDecelerating) { $0.scrollViewWillBeginDecelerating(self) } }
    }

    func handlePan(_ pan: ScrollViewPanGestureRecognizer) {
        noteTime(pan.lastTime)
        switch pan.state {
        case .began:
            beginDrag(initialMovement: pan.rawTranslation)
            if drag.isActive { continueDrag(translation: pan.translation(in: self)) }
            dragKeyboard(fingerAt: pan.location(in: nil))
        case .changed where drag.isActive:
            continueDrag(translation: pan.translation(in: self))
            dragKeyboard(fingerAt: pan.location(in: nil))
        case .ended where drag.isActive:
            continueDrag(translation: pan.translation(in: self))
            dragKeyboard(fingerAt: pan.location(in: nil))
            releaseKeyboard(fingerVelocity: pan.velocity(in: nil))
            if zoomNeedsSettling {
                endDragIntoZoom(at: pan.lastTime)
            } else {
                endDrag(fingerVelocity: pan.velocity(in: self), at: pan.lastTime)
            }
        case .cancelled where drag.isActive:
            releaseKeyboard(fingerVelocity: .zero)
            if zoomNeedsSettling {
                endDragIntoZoom(at: pan.lastTime)
            } else {
                endDrag(fingerVelocity: .zero, at: pan.lastTime)
            }
        default: break
        }
    }

    /// Starts a drag; with `isDirectionalLockEnabled`, the movement that began the pan decides
    /// once whether the drag is locked to one axis (when it is clearly along it).
    private func beginDrag(initialMovement: Point) {
        guard case .touching(let interrupted) = phase else { return }
        var lockedAxis: Axis?
        if isDirectionalLockEnabled {
            if abs(initialMovement.x) > 2 * abs(initialMovement.y) {
                lockedAxis = .horizontal
            } else if abs(initialMovement.y) > 2 * abs(initialMovement.x) {
                lockedAxis = .vertical
            }
        }
        drag = DragState(startPage: currentPage, lockedAxis: lockedAxis, isActive: true)
        transition(to: .dragging(.touch, interrupted: interrupted))
        dismissKeyboardIfDragging()
        report(.willBeginDragging) { $0.scrollViewWillBeginDragging(self) }
    }

    /// Follows the finger by the movement since the last event, so an offset set from outside
    /// (a delegate pinning it in `scrollViewDidScroll`) is kept rather than undone.
    private func continueDrag(translation: Point) {
        let movement = translation - drag.lastTranslation
        drag.lastTranslation = translation
        guard !isZooming else { return }  // the pinch moves the content while it zooms
        var offset = position
        for axis in Axis.allCases where canScroll(axis) && (drag.lockedAxis ?? axis) == axis {
            offset[axis] = bandedOffset(
                forRaw: rawOffset(forBanded: offset[axis], axis: axis) - movement[axis], axis: axis)
        }
        position = offset
    }

    /// The offset shown for an unconstrained (finger) offset: rubber-banded past the edges with
    /// `physics.rubberBand` (UIKit c = 0.55) over the view's extent (ScrollPhysics.docc/Physics.md), or clamped when `bounces` is false.
    func bandedOffset(forRaw raw: Double, axis: Axis) -> Double {
        let range = positionRange(axis)
        guard bounces else { return min(max(raw, range.lowerBound), range.upperBound) }
        return rubberBand(axis).bandedOffset(forRawOffset: raw, in: range)
    }

    /// The finger offset that shows `offset` (the rubber band's inverse), so dragging content
    /// that is already past an edge continues without a jump. An offset further out than the
    /// band can reach (after a resize) counts as its own raw offset.
    func rawOffset(forBanded offset: Double, axis: Axis) -> Double {
        guard bounces else { return offset }
        let raw = rubberBand(axis).rawOffset(forBandedOffset: offset, in: positionRange(axis))
        return raw.isFinite ? raw : offset
    }

    /// The page shown now on each axis (0 where the view has no extent).
    var currentPage: Point {
        Point(
            x: Double(pages(.horizontal)?.nearestPage(toOffset: position.x) ?? 0),
            y: Double(pages(.vertical)?.nearestPage(toOffset: position.y) ?? 0))
    }
}

/// A finger drag: the page it started on, its locked axis, the translation already applied, and
/// whether the finger is still dragging.
struct DragState {
    var startPage = Point.zero
    var lockedAxis: Axis?
    var isActive = false
    var lastTranslation = Point.zero
}
