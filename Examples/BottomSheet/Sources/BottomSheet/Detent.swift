import ScrollLabKit

/// Where the sheet rests, as UIKit's `UISheetPresentationController.Detent`: how much of it shows.
public enum Detent: CaseIterable, Sendable {
    case small, medium, large

    /// The sheet's visible height at this detent, in a view `height` points tall.
    public func visibleHeight(in height: Double) -> Double {
        switch self {
        case .small: 120
        case .medium: (height / 2).rounded()
        case .large: max(height - 40, 120)
        }
    }

    /// The detent a release lands on (UIKit's way): where the sheet would coast to with the
    /// release velocity under a scroll view's deceleration (`DecayMotion.projection`), then
    /// the detent nearest to that. `raise` and `velocity` are measured upward from the small detent.
    public static func landing(raise: Double, velocity: Double, raises: [Detent: Double]) -> Detent {
        let projected = DecayMotion.projection(from: raise, velocity: velocity)
        return allCases.min { abs(raises[$0]! - projected) < abs(raises[$1]! - projected) }!
    }
}
