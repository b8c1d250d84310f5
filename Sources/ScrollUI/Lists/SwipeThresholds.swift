import Foundation

/// UIKit's numbers for a row's swipe (decompiled UIKitCore, iOS 26.1; RowActions.md).
public enum SwipeThresholds {
    /// The row's pan begins after this much movement, in points (`_UISwipeHandler._setUp`: `_setHysteresis:` 25).
    public static let panHysteresis = 25.0
    /// Width of one action button, in points. Chosen (the button's own width is not in the code read).
    public static let buttonWidth = 74.0
    /// Release speed (pt/s) above which the direction of the finger decides open or closed;
    /// below it, whether the row is past half its buttons (`_UISwipeHandler._swipeRecognizerEnded:wasCancelled:`).
    public static let decisiveSpeed = 50.0
    /// The rubber band past the buttons (or past closed): `limit + excess^0.7`
    /// (`_UISwipeHandler._swipeRecognizerChanged:`, `powf(…, 0.7)`).
    public static let rubberBandExponent = 0.7

    /// How far (points) a row must be pulled for a full swipe, in a row `width` wide
    /// (`UISwipeOccurrence.confirmationDistanceForPrimaryActionInSwipeActionPullView:`): a destructive
    /// first action needs all but 29 pt (trailing) or 64 pt (leading); another 52.5 % of the width.
    public static func fullSwipeDistance(width: Double, destructive: Bool, trailing: Bool) -> Double {
        destructive ? width - (trailing ? 29 : 64) : width * 0.525
    }

    /// Near the edge the finger moves toward, a destructive full swipe needs less: within this many
    /// points of it (`_swipeRecognizerChanged:`: 75 at a width of 375, 50 at others below 414;
    /// at 414 and more a table value not read, 75 chosen).
    public static func edgeZone(width: Double) -> Double { width == 375 || width >= 414 ? 75 : 50 }

    /// …and only this fraction of the full-swipe distance, growing with speed (v / 2500) up to a
    /// cap: 0.66…0.8 below a width of 414, 0.5…0.75 from it (`_swipeRecognizerChanged:`).
    public static func edgeFraction(width: Double, speed: Double) -> Double {
        let wide = width >= 414
        return min(max(wide ? 0.5 : 0.66, abs(speed) / 2500), wide ? 0.75 : 0.8)
    }

    /// The spring a row opens, closes and settles with. UIKit's (`_UISwipeAnimationFactory
    /// animatorForMoveWithOccurrence:`) is a mass-2 spring whose stiffness and damping are stored
    /// values not in the code (`_UISwipeActionSpringAnimationParameters`); the same factory's other
    /// springs are critically damped over 0.4 s, which is chosen here.
    public static let springResponse = 0.4
    public static let springDampingRatio = 1.0
    /// Points between a button's image and its title on rows 90 pt and taller (the visual
    /// style's `iconToTitleSpacing`, whose value is not in the code read: chosen).
    public static let iconToTitleSpacing = 4.0
}

extension SwipeThresholds {
    /// The tracked offset with the rubber band applied: free between 0 and `limit`, banded past either.
    static func banded(_ offset: Double, limit: Double) -> Double {
        let low = min(limit, 0), high = max(limit, 0)
        if offset > high { return high + pow(offset - high, rubberBandExponent) }
        if offset < low { return low - pow(low - offset, rubberBandExponent) }
        return offset
    }
}
