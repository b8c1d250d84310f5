/// The resistance a scroll view shows when dragged past an edge (UIScrollView's rubber banding):
/// a finger that went x points past the edge moves the content only f(x) points past it.
///
/// f(x) = (1 − 1 / (x · c / d + 1)) · d, with c = 0.55 and d the viewport extent on that axis
/// (ScrollPhysics.docc/Physics.md, "Rubber band"). f approaches d but never reaches it. Distances are in points and
/// signed: f(−x) = −f(x), so the same band works past both edges.
public struct RubberBand: Hashable, Sendable {
    /// The stiffness constant c of UIKit's rubber band (ScrollPhysics.docc/Physics.md, "Rubber band": c = 0.55).
    public static let defaultCoefficient = 0.55

    /// The constant c, dimensionless; larger is stiffer at first and follows the finger more.
    public let coefficient: Double
    /// The viewport extent d on the banded axis, in points: the limit of the banded distance.
    public let dimension: Double

    /// A band for a viewport `dimension` points long on the dragged axis.
    public init(dimension: Double, coefficient: Double = RubberBand.defaultCoefficient) {
        precondition(coefficient > 0, "the rubber-band coefficient must be positive")
        self.dimension = max(dimension, 0)
        self.coefficient = coefficient
    }

    /// f(x): how far past the edge the content goes (points) when the finger went `overscroll`
    /// points past it. Signed and odd.
    public func dampedDistance(forOverscroll overscroll: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let x = abs(overscroll)
        let f = (1 - 1 / (x * coefficient / dimension + 1)) * dimension
        return overscroll < 0 ? -f : f
    }

    /// The inverse x = f · d / (c · (d − f)): how far past the edge the finger must be (points)
    /// for the content to sit `distance` points past it. ±infinity when |distance| ≥ d.
    public func overscroll(forDampedDistance distance: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let f = abs(distance)
        let x = f < dimension ? f * dimension / (coefficient * (dimension - f)) : Double.infinity
        return distance < 0 ? -x : x
    }

    /// Maps an unconstrained offset (points: where the content would be if it followed the finger
    /// exactly) to the rubber-banded offset shown, given the allowed offsets `range` (minimum…maximum
    /// content offset). Inside the range the offset is unchanged.
    public func bandedOffset(forRawOffset raw: Double, in range: ClosedRange<Double>) -> Double {
        if raw < range.lowerBound {
            return range.lowerBound + dampedDistance(forOverscroll: raw - range.lowerBound)
        }
        if raw > range.upperBound {
            return range.upperBound + dampedDistance(forOverscroll: raw - range.upperBound)
        }
        return raw
    }

    /// The inverse of `bandedOffset(forRawOffset:in:)`: the unconstrained offset (points) that shows
    /// as `banded`. A drag that begins while the content is out of bounds (caught mid-bounce) starts
    /// from this raw offset, so the content does not jump (UIKit behaves the same).
    public func rawOffset(forBandedOffset banded: Double, in range: ClosedRange<Double>) -> Double {
        if banded < range.lowerBound {
            return range.lowerBound + overscroll(forDampedDistance: banded - range.lowerBound)
        }
        if banded > range.upperBound {
            return range.upperBound + overscroll(forDampedDistance: banded - range.upperBound)
        }
        return banded
    }
}
