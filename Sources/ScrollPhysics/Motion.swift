/// A motion on one axis as a function of time: where it is, how fast it goes, whether it is done,
/// and where it comes to rest. Times are seconds from the motion's start (negative counts as 0),
/// positions points, velocities points per second. Adopt it to run a curve of your own — a spring,
/// a custom ease — from a view's `advance(to:)`, on the same clock as the scroll views.
public protocol Motion: Sendable {
    func position(at time: Double) -> Double
    func velocity(at time: Double) -> Double
    func isDone(at time: Double) -> Bool
    /// Where the motion comes to rest; `position(at:)` is exactly this once `isDone`.
    var restingPosition: Double { get }
}

extension DecayMotion: Motion {}
extension ScrollMotion: Motion {}

extension BounceMotion: Motion {
    /// A bounce is a displacement from its edge, which it settles on: 0.
    public var restingPosition: Double { 0 }
}
