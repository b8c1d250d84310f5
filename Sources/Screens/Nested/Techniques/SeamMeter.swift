import ScrollPhysics

/// Measures the seam of a nested technique after each release, against one UIKit deceleration
/// of the combined offset (header collapse + current list) from the same release:
/// - `boundaryVelocityRatio`: the combined offset's displacement in a frame over the one
///   deceleration's displacement in the same frame, in the crossing frame (the frame in which the
///   motion crosses the boundary between the two views, the release's own frame included) and in
///   the first frame after it in which the view beyond the boundary moves alone — whichever is
///   further from 1. 1 for one motion; above 1 a jump, below a drop; nil until the crossing.
///   Content moving toward its end (a positive release velocity) crosses when the header arrives
///   at (or passes) its collapsed end; toward its start, when the list arrives at (or passes) its
///   top while the header can still open. A release at rest crosses nothing, and frames under a
///   finger are no longer the release's.
/// - `distanceLost`: how far short of the one deceleration's resting point the content came to
///   rest, in points along the release; negative when it went further; nil until all is at rest.
package final class SeamMeter {
    package private(set) var boundaryVelocityRatio: Double?
    package private(set) var distanceLost: Double?

    private var release: (time: Double, velocity: Double, reference: ScrollMotion)?
    /// The last sample: the release's offsets, then each frame's.
    private var previous: Sample?
    /// Frames sampled since the release.
    private var frames = 0
    private var stage = Stage.done

    /// What the meter looks for next.
    private enum Stage {
        /// The crossing frame.
        case crossing
        /// The first frame after the crossing in which the view beyond the boundary moves alone.
        case aloneBeyond
        /// Nothing: both measured, no direction (a release at rest), or a finger came down.
        case done
    }

    /// The offsets at `time` (seconds), in points.
    struct Sample {
        var time: Double
        /// How far the header has collapsed (the outer view's offset).
        var collapse: Double
        /// The current list's offset.
        var list: Double
        var combined: Double { collapse + list }
    }

    /// A drag of the header's view or the list ended at `time` (seconds), the header collapsed by
    /// `collapse` and the current list at offset `list` (points), with content velocity
    /// `velocity` (pt/s) and combined offsets `range`: a new measurement starts. A second release
    /// at the same time (both pans of a simultaneous drag) is the same release.
    func released(at time: Double, collapse: Double, list: Double, velocity: Double, range: ClosedRange<Double>) {
        if let release, release.time == time { return }
        let start = Sample(time: time, collapse: collapse, list: list)
        release = (time, velocity, ScrollMotion(position: start.combined, velocity: velocity, range: range))
        previous = start
        frames = 0
        stage = velocity == 0 ? .done : .crossing
        boundaryVelocityRatio = nil
        distanceLost = nil
    }

    /// A frame's sample at `time` (seconds): the header's `collapse` in `collapseRange`, the
    /// current list's offset `list` with its top `listTop`, whether a finger is on either view,
    /// and whether anything still moves or is touched.
    func sample(
        at time: Double, collapse: Double, collapseRange: ClosedRange<Double>, list: Double, listTop: Double,
        isTracking: Bool, isSettled: Bool
    ) {
        guard let release else { return }
        let current = Sample(time: time, collapse: collapse, list: list)
        defer {
            previous = current
            frames += 1
        }
        if isTracking { stage = .done }
        if let previous {
            switch stage {
            case .crossing
            where Self.crosses(
                from: previous, to: current, velocity: release.velocity,
                collapseRange: collapseRange, listTop: listTop):
                boundaryVelocityRatio = ratio(from: previous, to: current)
                stage = .aloneBeyond
            case .aloneBeyond where Self.movesAloneBeyond(from: previous, to: current, velocity: release.velocity):
                let beyond = ratio(from: previous, to: current)
                if let crossing = boundaryVelocityRatio, abs(beyond - 1) > abs(crossing - 1) {
                    boundaryVelocityRatio = beyond
                }
                stage = .done
            default: break
            }
        }
        if isSettled, distanceLost == nil, frames > 0 {
            distanceLost = (release.reference.restingPosition - current.combined) * (release.velocity >= 0 ? 1 : -1)
        }
    }

    /// The combined displacement from `a` to `b` over the one deceleration's in the same time.
    private func ratio(from a: Sample, to b: Sample) -> Double {
        guard let release else { return 0 }
        let expected =
            release.reference.position(at: b.time - release.time)
            - release.reference.position(at: a.time - release.time)
        return expected == 0 ? 0 : (b.combined - a.combined) / expected
    }

    /// True when the motion crosses the boundary between `a` and `b`: moving toward the end
    /// (`velocity` > 0), the header arrives at its collapsed end; toward the start, the list
    /// arrives at its top while the header could still open.
    static func crosses(
        from a: Sample, to b: Sample, velocity: Double, collapseRange: ClosedRange<Double>, listTop: Double
    ) -> Bool {
        if velocity > 0 { return a.collapse < collapseRange.upperBound && b.collapse >= collapseRange.upperBound }
        return a.list > listTop && b.list <= listTop && a.collapse > collapseRange.lowerBound
    }

    /// True when, from `a` to `b`, only the view beyond the boundary moves: the list when moving
    /// toward the end, the header toward the start.
    static func movesAloneBeyond(from a: Sample, to b: Sample, velocity: Double) -> Bool {
        let header = a.collapse != b.collapse, list = a.list != b.list
        return velocity > 0 ? list && !header : header && !list
    }

    /// The overlay's line.
    var note: String {
        let ratio =
            boundaryVelocityRatio.map { String(format: "speed ×%.2f at the boundary", $0) } ?? "no boundary crossed"
        let lost = distanceLost.map { String(format: "%.1f pt lost", $0) } ?? "moving"
        return "seam: \(ratio), \(lost)"
    }
}
