/// What a scroll view runs on one axis after the finger lifts: UIScrollView's deceleration with
/// its bounce at the content edges, or the landing on a delegate-chosen `targetContentOffset`.
///
/// Positions are content offsets in points, velocities pt/s (positive while the offset grows),
/// times seconds **relative to the release** (t = 0; negative → 0). `range` holds the allowed
/// offsets (minimum…maximum content offset; when the content is shorter than the viewport pass
/// `min...max(min, max)`, as UIKit rests such content at its minimum offset).
///
/// - Released inside the range, the offset decays (`DecayMotion`). If the decay would rest past an
///   edge, it switches to a `BounceMotion` at the exact time it reaches the edge (closed form),
///   with the velocity it has then, and rests exactly on the edge.
/// - Released out of range, it bounces back to the edge with the release velocity. A release
///   heading back into the content fast enough to cross the edge continues, from the crossing,
///   as a deceleration inside the range (and may bounce at the far edge).
/// - Released with a target (`init(position:velocity:target:range:rate:)`), it lands on it
///   (`LandingMotion`): a critically damped spring from the release velocity that does not pass the
///   target unless that would brake harder than UIKit's paging spring, so a target on an edge is
///   reached without a bounce.
/// - Released by a paging scroll view (`init(position:velocity:page:range:extent:bounces:)`), it lands
///   with UIKit's paging integrator (`PagingMotion`), which may pass the page by a point or so; past
///   an edge it goes on unbanded, as UIKit's (or stops at the edge without bounces).
/// - It comes to rest exactly at `restingPosition`.
public struct ScrollMotion: Hashable, Sendable {
    /// What the motion is doing at a given time (drives `isDecelerating` and delegate callbacks).
    public enum Phase: Hashable, Sendable {
        /// Slowing down inside the range, or landing on a target.
        case decelerating
        /// Past an edge, being pulled back (the out-of-range part of a bounce).
        case bouncing
        /// At rest at `restingPosition`.
        case resting
    }

    /// Where a deceleration from inside the range first reaches an edge.
    public struct EdgeHit: Hashable, Sendable {
        /// Seconds after the release.
        public let time: Double
        /// The edge's offset, in points.
        public let position: Double
        /// Velocity on reaching the edge, in pt/s: the momentum a nested scroll view could take over.
        public let velocity: Double
    }

    private enum Piece: Hashable, Sendable {
        case decay(DecayMotion)
        case bounce(BounceMotion, edge: Double)
        case landing(LandingMotion)
        /// The paging integrator; past `range` it shows as it is, or clamped without bounces.
        case paging(PagingMotion, clamped: Bool)
    }

    /// The pieces in order (at most three) and their start times in seconds after the release.
    private var starts: [Double] = []
    private var kinds: [Piece] = []

    /// The allowed offsets, in points.
    public let range: ClosedRange<Double>
    /// The first time a deceleration inside the range reaches an edge, if it does.
    public private(set) var edgeHit: EdgeHit?

    /// A free release at `position` (points) with `velocity` (pt/s) in `range`, decelerating by `rate`,
    /// bouncing as `physics` says (`bounceRate`, `bounceSettleDistance`), never further than `reach`
    /// points past an edge (the viewport's extent: `BounceMotion.limited(toReach:)`).
    public init(
        position: Double, velocity: Double, range: ClosedRange<Double>, rate: DecelerationRate = .normal,
        physics: PhysicsSettings = .uiKit, reach: Double = .infinity
    ) {
        self.range = range
        var start = 0.0, position = position, velocity = velocity
        if !range.contains(position) {
            let edge = nearestEdge(to: position)
            let bounce = physics.bounce(displacement: position - edge, velocity: velocity, rate: rate, reach: reach)
            append(.bounce(bounce, edge: edge), at: start)
            guard let crossing = bounce.edgeCrossingTime else { return }
            start = crossing
            position = edge
            velocity = bounce.unsettledVelocity(at: crossing)
        }
        let decay = DecayMotion(position: position, velocity: velocity, rate: rate)
        append(.decay(decay), at: start)
        guard !range.contains(decay.restingPosition) else { return }
        let edge = nearestEdge(to: decay.restingPosition)
        // The resting point is past the edge, so the decay reaches it strictly before stopping.
        let contact = decay.time(toReach: edge) ?? decay.stopTime
        let contactVelocity = decay.velocity(at: contact)
        if kinds.count == 1 {
            edgeHit = EdgeHit(time: start + contact, position: edge, velocity: contactVelocity)
        }
        append(
            .bounce(physics.bounce(displacement: 0, velocity: contactVelocity, rate: rate, reach: reach), edge: edge),
            at: start + contact)
    }

    /// A release at `position` (points) with `velocity` (pt/s) that lands exactly on `target` (points,
    /// clamped into `range`), as when paging chooses a page or a delegate sets `targetContentOffset`
    /// (snapping): a `LandingMotion`, which leaves at `velocity`, never passes the target (nor, for a
    /// target on an edge, the edge), turns back inside the range when it heads away, and rests on it.
    /// Released out of range with the target on the near edge, it bounces back to it with `velocity`
    /// and `rate` (`BounceMotion`, as UIKit), never further than `reach` points past it.
    public init(
        position: Double, velocity: Double, target: Double, range: ClosedRange<Double>,
        rate: DecelerationRate = .normal, physics: PhysicsSettings = .uiKit, reach: Double = .infinity
    ) {
        self.range = range
        let target = min(max(target, range.lowerBound), range.upperBound)
        if !range.contains(position), target == nearestEdge(to: position) {
            append(
                .bounce(
                    physics.bounce(displacement: position - target, velocity: velocity, rate: rate, reach: reach),
                    edge: target), at: 0)
        } else {
            append(
                .landing(
                    LandingMotion(
                        position: position, velocity: velocity, target: target, range: range,
                        minimumFrequency: physics.landingFrequency)), at: 0)
        }
    }

    /// A paging scroll view's release at `position` (points) with `velocity` (pt/s) onto `page` (points,
    /// clamped into `range`): UIKit's paging integrator (`PagingMotion`) for pages `extent` points
    /// long, from the release position and velocity. UIKit's integrator has no rubber band: past an
    /// edge it shows its pass as it is (a release in the band starts from the offset shown, so
    /// nothing jumps); with `bounces` false it stops at the edge instead.
    public init(
        position: Double, velocity: Double, page: Double, range: ClosedRange<Double>, extent: Double,
        bounces: Bool = true, physics: PhysicsSettings = .uiKit
    ) {
        self.range = range
        let page = min(max(page, range.lowerBound), range.upperBound)
        let motion = PagingMotion(
            position: position, velocity: velocity, page: page, width: extent, springPull: physics.pagingSpringPull,
            friction: physics.pagingFriction)
        append(.paging(motion, clamped: !bounces), at: 0)
    }

    /// Where the motion comes to rest, in points (the `targetContentOffset` UIKit reports).
    public var restingPosition: Double {
        switch kinds[kinds.count - 1] {
        case .decay(let decay): decay.restingPosition
        case .bounce(_, let edge): edge
        case .landing(let landing): landing.restingPosition
        case .paging(let paging, _): paging.restingPosition
        }
    }

    /// Seconds after the release at which the motion is at rest.
    public var stopTime: Double {
        let last = kinds.count - 1
        switch kinds[last] {
        case .decay(let decay): return starts[last] + decay.stopTime
        case .bounce(let bounce, _): return starts[last] + bounce.settleTime
        case .landing(let landing): return starts[last] + landing.stopTime
        case .paging(let paging, _): return starts[last] + paging.stopTime
        }
    }

    /// Content offset in points at `time` seconds after the release; exactly `restingPosition` once done.
    public func position(at time: Double) -> Double {
        if isDone(at: time) { return restingPosition }
        let (index, local) = piece(at: time)
        let isLast = index == kinds.count - 1
        switch kinds[index] {
        case .decay(let decay): return decay.position(at: local)
        case .bounce(let bounce, let edge):
            return edge + (isLast ? bounce.position(at: local) : bounce.unsettledPosition(at: local))
        case .landing(let landing): return landing.position(at: local)
        case .paging(let paging, let clamped): return shown(paging.position(at: local), clamped: clamped)
        }
    }

    /// Velocity in pt/s at `time` seconds after the release; 0 once done.
    public func velocity(at time: Double) -> Double {
        if isDone(at: time) { return 0 }
        let (index, local) = piece(at: time)
        let isLast = index == kinds.count - 1
        switch kinds[index] {
        case .decay(let decay): return decay.velocity(at: local)
        case .bounce(let bounce, _): return isLast ? bounce.velocity(at: local) : bounce.unsettledVelocity(at: local)
        case .landing(let landing): return landing.velocity(at: local)
        case .paging(let paging, let clamped):
            return clamped && !range.contains(paging.position(at: local)) ? 0 : paging.velocity(at: local)
        }
    }

    /// True from `stopTime` on (seconds after the release).
    public func isDone(at time: Double) -> Bool {
        max(time, 0) >= stopTime
    }

    /// Whether the motion is decelerating, bouncing (out of range) or at rest at `time` seconds after the release.
    public func phase(at time: Double) -> Phase {
        if isDone(at: time) { return .resting }
        switch kinds[piece(at: time).index] {
        case .decay, .landing: return .decelerating
        case .bounce: return .bouncing
        case .paging(let paging, _): return range.contains(paging.position(at: time)) ? .decelerating : .bouncing
        }
    }

    private mutating func append(_ piece: Piece, at start: Double) {
        starts.append(start)
        kinds.append(piece)
    }

    /// The offset shown for the paging integrator's offset `raw`: itself, or `clamped` into the range.
    private func shown(_ raw: Double, clamped: Bool) -> Double {
        clamped ? min(max(raw, range.lowerBound), range.upperBound) : raw
    }

    private func nearestEdge(to position: Double) -> Double {
        position < range.lowerBound ? range.lowerBound : range.upperBound
    }

    /// The index of the piece running at `time` and the time local to it (seconds since its start).
    private func piece(at time: Double) -> (index: Int, localTime: Double) {
        var index = 0
        while index + 1 < starts.count, time >= starts[index + 1] { index += 1 }
        return (index, max(time, 0) - starts[index])
    }
}

extension PhysicsSettings {
    /// A bounce with this feel's pull and settle distance, going at most `reach` points past the edge.
    func bounce(displacement: Double, velocity: Double, rate: DecelerationRate, reach: Double) -> BounceMotion {
        BounceMotion(
            displacement: displacement, velocity: velocity, rate: rate, pull: bounceRate,
            settleWithin: bounceSettleDistance
        )
        .limited(toReach: reach)
    }
}
