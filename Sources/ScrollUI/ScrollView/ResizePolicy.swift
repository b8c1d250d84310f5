import Geometry
import ScrollPhysics

/// What a scroll view does with its offset when its size changes (a window resized or rotated, a
/// split view dragged), in motion or at rest, consulted in one place as Flutter's
/// `ScrollPhysics.adjustPositionForNewDimensions` is. Content that changes with the size (rows
/// whose height depends on the width) is the policy's to re-measure.
///
/// Whatever the case, a motion still running when the allowed range changes (a new size or a new
/// content size) is refitted on its next step, by the rules of `fitMotionToTheRange(at:)` below;
/// without one, the next frame settles the offset (`settleIntoRange`): at rest into the range
/// (UIKit clamps on its next layout), under a finger or a trackpad gesture to within the rubber
/// band's reach.
public enum ResizePolicy {
    /// The offset stays as it was unless the new range leaves it out (UIKit's behaviour); a motion
    /// goes on, refitted to the new range.
    case keepOffset
    /// A paging scroll view stops and stays on the page it showed: its pages are its size, so the
    /// old offset would land between pages, or past the new end.
    case keepPage
    /// A table keeps the row at its top there: on a width change it asks its data source for the
    /// rows' heights again (`reloadData`) and scrolls so that row starts at the top, as before.
    /// A scroll view without rows keeps its offset, as with `keepOffset`.
    case keepTopRow
    /// Your own: called after the size changed, with the scroll view and its old size.
    case custom((ScrollView, Size) -> Void)
}

extension ScrollView {
    /// Carries out `resizePolicy` for a change from `oldSize` (the new size is `bounds.size`).
    func applyResizePolicy(from oldSize: Size) {
        switch resizePolicy {
        case .keepOffset: break
        case .keepPage: stayOnPage(from: oldSize)
        case .keepTopRow: keepTopRow(from: oldSize)
        case .custom(let adjust): adjust(self, oldSize)
        }
    }

    /// Stops and moves to the page shown before, on the axes that page and changed size.
    private func stayOnPage(from oldSize: Size) {
        let paged = Axis.allCases.filter { oldSize[$0] > 0 && oldSize[$0] != bounds.size[$0] && canScroll($0) }
        guard !paged.isEmpty else { return }
        _ = interruptMotion(at: now)
        for axis in Axis.allCases {
            let size = axis == .horizontal ? oldSize.width : oldSize.height
            guard size > 0, canScroll(axis) else { continue }
            contentOffset[axis] = max((contentOffset[axis] / size).rounded(), 0) * bounds.size[axis]
        }
        // The content may not have its new size yet: the next frame brings the page into range.
        settlesAfterResize = true
        setNeedsAdvance()
    }
}

extension ScrollView {
    /// A resize or a new content size while a motion runs — one policy for both kinds:
    /// - a deceleration continues with the velocity it has, inside the new range (the decay is
    ///   memoryless, ScrollPhysics.docc/Physics.md); a bounce in progress goes on, but an offset further past
    ///   the range than a rubber band reaches comes to its edge at once (that content is gone) — also
    ///   when only the view's extent shrank, its edges staying where they were; an axis at rest that
    ///   the new range leaves out bounces back to it (or comes to its edge, beyond the band's reach);
    /// - an animation, which never rubber-bands, comes into the range at once and ends on the
    ///   nearest allowed offset to its target, in the time it had left.
    func fitMotionToTheRange(at time: Double) {
        guard var running = motion else { return }
        let now = running.offset(at: time, current: position)
        let reached = withinReach(now)
        guard running.ranges != positionRanges || reached != now else { return }  // or a shrunk extent
        switch running.kind {
        case .deceleration(let x, let y, _):
            // A bounce at an edge that stayed put goes on as it was (the content changed at its other end).
            let unaffected = Axis.allCases.allSatisfy { axis in
                let new = positionRange(axis)
                // An axis at rest is unaffected while the new range holds it; one it left bounces back.
                guard let own = axis == .horizontal ? x : y else { return new.contains(now[axis]) }
                // A delegate's own motion (no range of its own) goes on as it was.
                guard let old = (own as? ScrollMotion)?.range else { return true }
                guard reached[axis] == now[axis] else { return false }  // beyond the band of the new extent
                return old == new || (now[axis] < old.lowerBound && old.lowerBound == new.lowerBound)
                    || (now[axis] > old.upperBound && old.upperBound == new.upperBound)
            }
            if unaffected {
                running.ranges = positionRanges
                motion = running
                return
            }
            let offset = reached
            setMotion(nil, at: time)
            position = offset
            startDeceleration(decelerations(from: offset, velocity: running.velocity(at: time)), at: time)
        case .animation:
            reaimAnimation(at: clampedPosition(running.restingOffset(current: position)), time: time)
        }
    }

    /// Sends the running animation from where it is (brought into the range: animations never
    /// rubber-band) to `target`, a position, in the time it had left at `time` (seconds), on its curve.
    func reaimAnimation(at target: Point, time: Double) {
        guard let running = motion, case .animation(let animation, let purpose) = running.kind else { return }
        position = clampedPosition(position)
        let remaining = animation.duration - (time - running.start)
        setMotion(
            .animation(
                TimedAnimation(from: position, to: target, duration: max(remaining, 0), curve: animation.curve),
                purpose: purpose), at: time)
    }
}
