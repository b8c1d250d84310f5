import Geometry
import ScrollPhysics

extension ScrollView {
    /// The finger lifted (or the drag was cancelled) at `time` seconds with `fingerVelocity`
    /// (pt/s, window direction): the content's release velocity is the opposite, on the axes
    /// it may move, clamped to the fling limits (ScrollPhysics.docc/Physics.md).
    func endDrag(fingerVelocity: Point, at time: Double) {
        drag.isActive = false
        var velocity = Point.zero
        for axis in Axis.allCases where canScroll(axis) && (drag.lockedAxis ?? axis) == axis {
            velocity[axis] = -fingerVelocity[axis]  // content moves against the finger
        }
        release(velocity: physics.flingLimits.clamp(velocity), at: time, pageFrom: drag.startPage)
    }

    /// Ends a drag (finger or trackpad) at `time` with a content velocity in pt/s — UIKit's
    /// `willEndDragging` → `didEndDragging` → `willBeginDecelerating`: computes the target, lets
    /// the delegate move it, then moves to rest exactly there: the free deceleration when the target
    /// is its own; when paging, UIKit's paging spring onto it (ScrollPhysics.docc/Physics.md,
    /// "Paging"); else (and always with `landsOnTarget`) the landing on the target ("Landing on a target").
    /// On an axis where the delegate gives a motion of its own, that motion, and its rest is the target.
    func release(velocity: Point, at time: Double, pageFrom startPage: Point) {
        let offset = position
        let natural = decelerations(from: offset, velocity: velocity)
        var target = restingOffset(of: natural, from: offset)
        if isPagingEnabled { target = pageTarget(from: offset, velocity: velocity, startPage: startPage) }
        let own = delegatesMotions(from: offset, velocity: velocity)
        target = restingOffset(of: own, from: target)
        // The delegate sees and moves the target in its own offsets (they differ from the
        // position only in a nested scroll view, where a move of the target moves the position).
        let proposed = ownOffset(atPosition: target)
        var ownTarget = proposed
        scrollObserver?.observeScrollView(self, willEndDraggingWithVelocity: velocity, targetContentOffset: &ownTarget)
        delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &ownTarget)
        target = clampedPosition(ownTarget.isFinite ? target + (ownTarget - proposed) : offset)
        // Logged after the delegate so the log shows the target actually used.
        let logged = ownOffset(atPosition: target)
        notify(.willEndDragging(velocity: velocity, targetContentOffset: logged))

        let willDecelerate = velocity != .zero || target != offset || own.isMoving
        let motionsBefore = nextMotionID
        report(.didEndDragging(willDecelerate: willDecelerate)) {
            $0.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        }
        // A delegate that started an animation from didEndDragging has taken over, and so has
        // one that ended the drag there (`setContentOffset` to where the content is already).
        guard nextMotionID == motionsBefore, case .dragging = phase else { return }
        guard willDecelerate else {
            endDeceleration()
            return
        }
        let (motions, isFree) = motionsToRest(at: target, from: offset, velocity: velocity, natural: natural, own: own)
        startDeceleration(motions, at: time, isFree: isFree)
        report(.willBeginDecelerating) { $0.scrollViewWillBeginDecelerating(self) }
    }

    /// The motions that bring a release from `offset` at `velocity` to rest on `target`, and
    /// whether they are free (UIKit's own deceleration, no target of their own). A delegate's own
    /// motion (`own`) runs as given; a page is reached with UIKit's paging spring; a snapping view's
    /// target is landed on (not past it, so not into the rubber band at an edge); a free fling
    /// keeps UIKit's deceleration (`natural`) unless the delegate moved its target.
    private func motionsToRest(
        at target: Point, from offset: Point, velocity: Point, natural: AxisMotions,
        own: AxisMotions
    ) -> (AxisMotions, isFree: Bool) {
        let lands = isPagingEnabled || landsOnTarget
        var motions = natural
        var isFree = true
        for axis in Axis.allCases {
            if let motion = own[axis] {
                motions[axis] = motion
                isFree = false
                continue
            }
            let natural = motions[axis]
            guard target[axis] != natural?.restingPosition ?? offset[axis] || (lands && natural != nil) else {
                continue
            }
            motions[axis] =
                isPagingEnabled
                ? pagingMotion(axis, from: offset[axis], velocity: velocity[axis], page: target[axis])
                : ScrollMotion(
                    position: offset[axis], velocity: velocity[axis], target: target[axis],
                    range: positionRange(axis), rate: effectiveDecelerationRate, physics: physics,
                    reach: bounceReach(axis))
            isFree = false
        }
        return (motions, isFree)
    }

    /// Free decelerations from `offset` with `velocity` (pt/s) on each axis that moves; nil where
    /// nothing moves (no velocity and inside the range).
    func decelerations(from offset: Point, velocity: Point) -> AxisMotions {
        var motions = AxisMotions()
        for axis in Axis.allCases where velocity[axis] != 0 || !positionRange(axis).contains(offset[axis]) {
            motions[axis] = freeMotion(from: offset[axis], velocity: velocity[axis], axis: axis)
        }
        return motions
    }

    /// The delegate's own motions after a release from `offset` at `velocity` (pt/s), on the axes
    /// that scroll (`ScrollViewDelegate.scrollView(_:motionAfterReleaseOn:from:velocity:)`).
    private func delegatesMotions(from offset: Point, velocity: Point) -> AxisMotions {
        var motions = AxisMotions()
        guard let delegate else { return motions }
        for axis in Axis.allCases where canScroll(axis) {
            motions[axis] = delegate.scrollView(
                self, motionAfterReleaseOn: axis, from: offset[axis], velocity: velocity[axis])
        }
        return motions
    }

    /// Where `motions` come to rest: each axis's resting position, or `offset` on axes that stay.
    func restingOffset(of motions: AxisMotions, from offset: Point) -> Point {
        Point(x: motions.x?.restingPosition ?? offset.x, y: motions.y?.restingPosition ?? offset.y)
    }

    /// The landing on the nearest page from `offset` at rest, or nil when it is on a page already.
    func pageLanding(from offset: Point) -> AxisMotions? {
        let target = pageTarget(from: offset, velocity: .zero, startPage: currentPage)
        guard target != offset else { return nil }
        var motions = AxisMotions()
        for axis in Axis.allCases where target[axis] != offset[axis] {
            motions[axis] = pagingMotion(axis, from: offset[axis], velocity: 0, page: target[axis])
        }
        return motions
    }

    /// UIKit's paging integrator on `axis` from `offset` (points) at `velocity` (pt/s) onto `page`
    /// (points), with the constants of the view's extent: past an edge it goes on with no rubber band,
    /// or stops there without `bounces`.
    private func pagingMotion(_ axis: Axis, from offset: Double, velocity: Double, page: Double) -> ScrollMotion {
        ScrollMotion(
            position: offset, velocity: velocity, page: page, range: positionRange(axis),
            extent: bounds.size[axis], bounces: bounces, physics: physics)
    }

    /// Paging: the nearest page, or the next one in the direction of a flick faster than 300 pt/s
    /// (`PageTarget`), at most one page from the page the drag started on.
    private func pageTarget(from offset: Point, velocity: Point, startPage: Point) -> Point {
        var target = offset
        for axis in Axis.allCases where canScroll(axis) {
            guard let pages = pages(axis) else { continue }
            target[axis] = pages.targetOffset(
                offset: offset[axis], velocity: velocity[axis], startPage: Int(startPage[axis]))
        }
        return target
    }

    /// The pages along `axis`: the view's extent, from the minimum offset to the maximum.
    func pages(_ axis: Axis) -> PageTarget? {
        let size = bounds.size[axis]
        guard size > 0 else { return nil }
        let range = positionRange(axis)
        return PageTarget(
            pageSize: size, pageCount: Int(((range.upperBound - range.lowerBound) / size).rounded(.up)) + 1,
            origin: range.lowerBound, velocityThreshold: physics.pageTurnVelocity)
    }

    /// Starts decelerating with `motions` at `time`; the end owes `scrollViewDidEndDecelerating`.
    /// `isFree`: the motions have no target of their own (see `ScrollViewMotion.isFree`).
    func startDeceleration(_ motions: AxisMotions, at time: Double, isFree: Bool = false) {
        setMotion(.deceleration(x: motions.x, y: motions.y, stopsAtEdges: !bounces), at: time)
        motion?.isFree = isFree
        transition(to: .decelerating)
    }

    /// Moves the running motion to `time`; at rest, lands exactly on its target and reports the
    /// end. A motion that a delegate replaced from `scrollViewDidScroll` is left alone.
    func advanceMotion(to time: Double) {
        absorbOutsideMove()
        fitMotionToTheRange(at: time)
        guard var running = motion else { return }
        let current = position
        let done = running.isDone(at: time)
        let offset = done ? running.restingOffset(current: current) : running.offset(at: time, current: current)
        running.lastOffset = offset
        running.lastTime = time
        motion = running
        position = offset
        guard done, motion?.id == running.id else { return }
        motion = nil
        switch running.kind {
        case .deceleration: endDeceleration()
        case .animation(_, .programmatic):
            report(.didEndScrollingAnimation) { $0.scrollViewDidEndScrollingAnimation(self) }
        case .animation(_, .scrollToTop):
            report(.didScrollToTop) { $0.scrollViewDidScrollToTop(self) }
        case .animation(_, .wheel): break
        }
    }

    /// Carries a move made to the offset from outside since the motion's last step (a list
    /// keeping its top row in place as it reloads, a delegate resetting it in
    /// `scrollViewDidScroll`) into the motion, so it goes on from there: a free deceleration
    /// (while the view decelerates) starts again from the new offset with the velocity it had then, within the range (so it
    /// meets the edges where they are); another motion is shifted by the move.
    private func absorbOutsideMove() {
        guard var running = motion, let written = running.lastOffset, written != position else { return }
        if running.isFree, isDecelerating, case .deceleration(let x, let y, let stops) = running.kind {
            let velocity = running.velocity(at: running.lastTime), current = position
            func restarted(_ axis: Axis, _ motion: (any Motion)?) -> ScrollMotion? {
                motion.map { _ in freeMotion(from: current[axis], velocity: velocity[axis], axis: axis) }
            }
            var restart = ScrollViewMotion(
                kind: .deceleration(x: restarted(.horizontal, x), y: restarted(.vertical, y), stopsAtEdges: stops),
                start: running.lastTime, id: running.id, lastOffset: current, lastTime: running.lastTime,
                ranges: positionRanges)
            restart.isFree = true
            motion = restart
            return
        }
        running.shift += position - written
        running.lastOffset = position
        motion = running
    }

    /// `position`, or the nearest allowed one when it is further past the range than a rubber
    /// band reaches (the view's extent: f(x) < d).
    func withinReach(_ position: Point) -> Point {
        var result = position
        for axis in Axis.allCases {
            let range = positionRange(axis), reach = bounds.size[axis]
            if position[axis] < range.lowerBound - reach || position[axis] > range.upperBound + reach {
                result[axis] = min(max(position[axis], range.lowerBound), range.upperBound)
            }
        }
        return result
    }

    /// The allowed positions, horizontal then vertical.
    var positionRanges: [ClosedRange<Double>] { [positionRange(.horizontal), positionRange(.vertical)] }

    /// Stops the running motion where it is at `time` (seconds) — a touch caught it. A stopped
    /// deceleration keeps `isDragging`/`isDecelerating` and owes its end callback (seed 002).
    func stopMotion(at time: Double) {
        absorbOutsideMove()
        guard let running = motion else { return }
        motion = nil
        position = running.offset(at: time, current: position)
        // An animation refitted on its next step would have come into a changed range: it stops there.
        if case .animation = running.kind, running.ranges != positionRanges { position = clampedPosition(position) }
    }

    /// Replaces the running motion with one of `kind` starting at `time` (nil: none).
    /// The offset now counts as the motion's own, so that a move made from outside before its
    /// first step (a list keeping its top row in place as it reloads) is carried along.
    func setMotion(_ kind: ScrollViewMotion.Kind?, at time: Double) {
        nextMotionID += 1
        motion = kind.map {
            ScrollViewMotion(
                kind: $0, start: time, id: nextMotionID, lastOffset: position, lastTime: time, ranges: positionRanges)
        }
    }
}

/// A motion per axis after a release; nil for an axis that stays put.
struct AxisMotions {
    var x: (any Motion)?
    var y: (any Motion)?

    subscript(axis: Axis) -> (any Motion)? {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    /// True when a motion on either axis is still going at its start.
    var isMoving: Bool { [x, y].contains { $0.map { !$0.isDone(at: 0) } ?? false } }
}
