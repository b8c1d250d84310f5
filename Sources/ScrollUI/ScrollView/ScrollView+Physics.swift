import Geometry
import ScrollPhysics

/// How a scroll view reads its feel (`physics`, `PhysicsSettings`) into the motions it builds.
extension ScrollView {
    /// The rate a release decelerates by: `decelerationRate`, with `.normal` and `.fast` read
    /// through `physics` (UIKit's 0.998 and 0.99 unless tuned).
    public var effectiveDecelerationRate: DecelerationRate { physics.rate(for: decelerationRate) }

    /// The rubber band past the edges on `axis`: `physics.rubberBand` over the view's extent.
    func rubberBand(_ axis: Axis) -> RubberBand {
        RubberBand(dimension: max(bounds.size[axis], 1), coefficient: physics.rubberBand)
    }

    /// A free release on `axis` from `offset` (points) at `velocity` (pt/s): UIKit's deceleration
    /// with the bounce at the edges, as `physics` tunes them, within the rubber band's reach.
    func freeMotion(from offset: Double, velocity: Double, axis: Axis) -> ScrollMotion {
        ScrollMotion(
            position: offset, velocity: velocity, range: positionRange(axis), rate: effectiveDecelerationRate,
            physics: physics, reach: bounceReach(axis))
    }

    /// How far past an edge a bounce on `axis` may carry the content, in points: the view's extent,
    /// which the rubber band approaches and never reaches (`BounceMotion.limited(toReach:)`).
    func bounceReach(_ axis: Axis) -> Double {
        max(bounds.size[axis], 1)
    }
}
