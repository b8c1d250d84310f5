/// Chooses where a snapping scroll view settles: the anchor nearest to where the fling would
/// come to rest (ScrollPhysics.docc/Physics.md, "Snapping"; what a `scrollViewWillEndDragging` delegate does on iOS
/// by setting `targetContentOffset`).
///
/// The resting point is projected with the deceleration model (`DecayMotion.projection`, no
/// cutoff), then the nearest anchor wins. Offsets in points, velocities in pt/s.
public struct SnapTarget: Hashable, Sendable {
    /// The content offsets the scroll view may rest on, in points, sorted ascending.
    public let anchors: [Double]
    /// Deceleration used for the projection (the scroll view's `decelerationRate`).
    public let rate: DecelerationRate

    /// Snapping to `anchors` (content offsets in points, any order; non-finite values are dropped).
    public init(anchors: [Double], rate: DecelerationRate = .normal) {
        self.anchors = anchors.filter(\.isFinite).sorted()
        self.rate = rate
    }

    /// Anchors every `spacing` points from `first` to `last` inclusive (e.g. item boundaries of equal size).
    public init(spacing: Double, from first: Double, through last: Double, rate: DecelerationRate = .normal) {
        precondition(spacing > 0, "spacing must be positive")
        let count = max(Int(((last - first) / spacing).rounded(.down)), 0) + 1
        self.init(anchors: (0..<count).map { first + Double($0) * spacing }, rate: rate)
    }

    /// Where a release at `offset` (points) with `velocity` (pt/s) would come to rest without snapping.
    public func projection(offset: Double, velocity: Double) -> Double {
        DecayMotion.projection(from: offset, velocity: velocity, rate: rate)
    }

    /// The anchor (points) nearest to the projected resting point of a release at `offset` (points)
    /// with `velocity` (pt/s): the `targetContentOffset` to set. With no anchors, the projection itself.
    public func targetOffset(offset: Double, velocity: Double) -> Double {
        let projected = projection(offset: offset, velocity: velocity)
        return nearestAnchor(to: projected, preferring: velocity) ?? projected
    }

    /// The anchor nearest to `position` (points); on a tie, the one in the direction of `velocity`
    /// (pt/s), or the lower one when it is zero. Nil when there are no anchors.
    public func nearestAnchor(to position: Double, preferring velocity: Double = 0) -> Double? {
        guard !anchors.isEmpty else { return nil }
        // First anchor ≥ position, by binary search.
        var low = 0, high = anchors.count
        while low < high {
            let middle = (low + high) / 2
            if anchors[middle] < position { low = middle + 1 } else { high = middle }
        }
        if low == 0 { return anchors[0] }
        if low == anchors.count { return anchors[anchors.count - 1] }
        let below = anchors[low - 1], above = anchors[low]
        let toBelow = position - below, toAbove = above - position
        if toBelow == toAbove { return velocity > 0 ? above : below }
        return toBelow < toAbove ? below : above
    }
}
