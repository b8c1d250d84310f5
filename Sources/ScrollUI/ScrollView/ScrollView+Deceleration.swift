import Geometry
import ScrollPhysics

extension ScrollView {
    /// The finger lifted (or the drag was cancelled) at `time` seconds with `fingerVelocity`
    /// (pt/s, window direction). Computes the release velocity and the target, lets the delegate
    /// move the target, then decelerates to rest exactly there — UIKit's `willEndDragging` →
    /// `didEndDragging` → `willBeginDecelerating` sequence.
    func endDrag(fingerVelocity: Point, at time: Double) {
        drag.isActive = false
        isTracking = false
        var velocity = Point.zero
        for axis in Axis.allCases where canScroll(axis) && (drag.lockedAxis ?? axis) == axis {
            velocity[axis] = -fingerVelocity[axis]  // content moves against the finger
        }
        release(velocity: FlingLimits.clamp(velocity), at: time, pageFrom: drag.startPage)
    }

    /// Ends a drag (finger or trackpad) at `time` with a content velocity in pt/s.
    func release(velocity: Point, at time: Double, pageFrom startPage: Point) {
        let offset = contentOffset
        var target = naturalTarget(from: offset, velocity: velocity)
        if isPagingEnabled { target = pageTarget(from: offset, velocity: velocity, startPage: startPage) }
        delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
        target = clamped(target.isFinite ? target : offset)
        callbackObserver?("scrollViewWillEndDragging", [("velocity", .pair(velocity.x, velocity.y)), ("target", .pair(target.x, target.y))])

        let willDecelerate = velocity != .zero || target != offset
        report("scrollViewDidEndDragging", [("willDecelerate", .bool(willDecelerate))]) {
            $0.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        }
        guard willDecelerate else {
            isDragging = false
            if owesDidEndDecelerating { finishDeceleration() }
            return
        }
        let natural = naturalTarget(from: offset, velocity: velocity)
        func axisMotion(_ axis: Axis) -> ScrollMotion? {
            guard velocity[axis] != 0 || target[axis] != offset[axis] else { return nil }
            let rate = isPagingEnabled ? DecelerationRate.fast : decelerationRate
            if target[axis] == natural[axis] && !isPagingEnabled {
                return ScrollMotion(position: offset[axis], velocity: velocity[axis], range: offsetRange(axis), rate: rate)
            }
            return ScrollMotion(position: offset[axis], velocity: velocity[axis], target: target[axis], range: offsetRange(axis), rate: rate)
        }
        motion = .deceleration(x: axisMotion(.horizontal), y: axisMotion(.vertical), start: time, target: target)
        isDecelerating = true
        owesDidEndDecelerating = true
        report("scrollViewWillBeginDecelerating") { $0.scrollViewWillBeginDecelerating(self) }
    }

    /// Where a free release from `offset` with `velocity` (pt/s) comes to rest: the deceleration's
    /// resting point, or the nearest edge when it runs into one or starts past one.
    func naturalTarget(from offset: Point, velocity: Point) -> Point {
        var target = offset
        for axis in Axis.allCases {
            target[axis] = ScrollMotion(position: offset[axis], velocity: velocity[axis], range: offsetRange(axis),
                                        rate: decelerationRate).restingPosition
        }
        return target
    }

    /// Paging: at most one page from the page the drag started on, in the direction of a flick.
    private func pageTarget(from offset: Point, velocity: Point, startPage: Point) -> Point {
        var target = offset
        for axis in Axis.allCases where canScroll(axis) && bounds.size[axis] > 0 {
            let range = offsetRange(axis)
            let pages = PageTarget(pageSize: bounds.size[axis],
                                   pageCount: Int(((range.upperBound - range.lowerBound) / bounds.size[axis]).rounded(.up)) + 1,
                                   origin: range.lowerBound)
            target[axis] = pages.targetOffset(offset: offset[axis], velocity: velocity[axis], startPage: Int(startPage[axis]))
        }
        return target
    }

    /// Moves the running motion to `time`; at rest, lands exactly on its target and reports the end.
    func advanceMotion(to time: Double) {
        guard let running = motion else { return }
        if case .deceleration = running, !bounces {
            contentOffset = clamped(running.offset(at: time, current: contentOffset))
        } else {
            contentOffset = running.offset(at: time, current: contentOffset)
        }
        guard running.isDone(at: time) else { return }
        contentOffset = running.restingOffset
        motion = nil
        switch running {
        case .deceleration: finishDeceleration()
        case .animation(_, _, .programmatic):
            report("scrollViewDidEndScrollingAnimation") { $0.scrollViewDidEndScrollingAnimation(self) }
        case .animation(_, _, .scrollToTop):
            report("scrollViewDidScrollToTop") { $0.scrollViewDidScrollToTop(self) }
        case .animation(_, _, .wheel): break
        }
    }

    /// Stops the running motion where it is at `time` (seconds) — a touch caught it. A stopped
    /// deceleration keeps `isDragging`/`isDecelerating` and owes its end callback (seed 002).
    func stopMotion(at time: Double) {
        guard let running = motion else { return }
        contentOffset = running.offset(at: time, current: contentOffset)
        motion = nil
    }

    /// The deceleration is over: flags drop and `scrollViewDidEndDecelerating` is delivered once.
    func finishDeceleration() {
        isDecelerating = false
        isDragging = false
        guard owesDidEndDecelerating else { return }
        owesDidEndDecelerating = false
        report("scrollViewDidEndDecelerating") { $0.scrollViewDidEndDecelerating(self) }
    }
}
