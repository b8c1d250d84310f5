import Geometry

/// Takes over the vertical axis of scroll views that should move as one (a collapsing header
/// over a list): their drags, momentum, trackpad scrolling and animations act on one combined
/// offset, and the coordinator splits every change of it between the views by its rules
/// (Android's `NestedScrollingParent`, Flutter's `NestedScrollView` coordinator).
public protocol NestedScrollCoordinating: AnyObject {
    /// The combined vertical offset `scrollView` moves, in points; nil when the coordinator does
    /// not take it over now (the scroll view then moves alone).
    func combinedOffset(for scrollView: ScrollView) -> Double?
    /// The combined offsets allowed (rubber-banding and bouncing happen outside them).
    func combinedRange(for scrollView: ScrollView) -> ClosedRange<Double>
    /// Moves the combined offset of `scrollView` to `offset`, splitting the change between the views.
    func setCombinedOffset(_ offset: Double, for scrollView: ScrollView)
    /// Where `scrollView`'s own offset would be if its combined offset moved to `offset`.
    func ownOffset(of scrollView: ScrollView, atCombined offset: Double) -> Double
    /// A finger landed on `scrollView` or its trackpad gesture began at `time`: stop every other
    /// view's motion. Returns whether anything was moving. With `holdingDecelerations` (a finger),
    /// a stopped deceleration still owes its end until `releaseDecelerations(heldBy:)`, as on
    /// the view the finger touched (the stopping-touch rule, ScrollPhysics.docc/Physics.md).
    func stopOtherMotions(than scrollView: ScrollView, at time: Double, holdingDecelerations: Bool) -> Bool
    /// The finger that landed on `scrollView` lifted: every deceleration it stopped elsewhere ends.
    func releaseDecelerations(heldBy scrollView: ScrollView)
    /// True while another view than `scrollView` is dragged or moving.
    func isMovingOther(than scrollView: ScrollView) -> Bool
}

extension NestedScrollCoordinating {
    /// Nothing else moves: stops nothing.
    public func stopOtherMotions(than scrollView: ScrollView, at time: Double, holdingDecelerations: Bool) -> Bool {
        false
    }
    /// Nothing was held.
    public func releaseDecelerations(heldBy scrollView: ScrollView) {}
    /// Nothing else moves.
    public func isMovingOther(than scrollView: ScrollView) -> Bool { false }
}
