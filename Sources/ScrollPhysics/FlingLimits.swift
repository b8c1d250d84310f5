import Geometry

/// The release speeds that count as a fling, in pt/s: slower releases just stop, faster ones
/// are capped (Flutter `kMinFlingVelocity` / `kMaxFlingVelocity`, Android's 50 / 8000 dp/s;
/// UIKit likewise ignores very slow releases and caps absurd ones).
///
/// `clamp` works on the vector length, so a diagonal flick keeps its direction (as Flutter's
/// `Velocity.clampMagnitude`). A scroll view locked to one axis should zero the other component
/// first, or use the one-axis overload. The static members are UIKit's limits; an instance holds
/// tuned ones (`PhysicsSettings.flingLimits`).
public struct FlingLimits: Hashable, Sendable {
    /// Below this speed (pt/s) a release does not fling (ScrollPhysics.docc/Physics.md, Flutter `kMinFlingVelocity` = 50).
    public static let minimumVelocity = 50.0
    /// Release speeds are capped at this (pt/s) (ScrollPhysics.docc/Physics.md, Flutter `kMaxFlingVelocity` = 8000).
    public static let maximumVelocity = 8000.0
    /// UIKit's limits, 50 and 8000 pt/s.
    public static let standard = FlingLimits(minimum: minimumVelocity, maximum: maximumVelocity)

    /// At or below this speed (pt/s) a release does not fling.
    public let minimum: Double
    /// Release speeds are capped at this (pt/s).
    public let maximum: Double

    /// Limits of `minimum` and `maximum` pt/s.
    public init(minimum: Double, maximum: Double) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// Returns `v` (pt/s) with its length limited to `maximum`, or zero when its length is
    /// not above `minimum` or it is not finite. Direction is preserved.
    public func clamp(_ v: Point) -> Point {
        guard v.isFinite else { return .zero }
        let length = v.length
        guard length > minimum else { return .zero }
        return length > maximum ? v * (maximum / length) : v
    }

    /// One-axis form of `clamp(_:)`: `v` (pt/s) with |v| limited to `maximum`, zero when
    /// |v| is not above `minimum` or not finite. Sign is preserved.
    public func clamp(_ v: Double) -> Double {
        guard v.isFinite, abs(v) > minimum else { return 0 }
        return min(max(v, -maximum), maximum)
    }

    /// True when a release at `v` (pt/s) should start a deceleration (its length exceeds `minimum`).
    public func isFling(_ v: Point) -> Bool {
        v.isFinite && v.length > minimum
    }

    /// `clamp(_:)` with UIKit's limits.
    public static func clamp(_ v: Point) -> Point { standard.clamp(v) }
    /// `clamp(_:)` (one axis) with UIKit's limits.
    public static func clamp(_ v: Double) -> Double { standard.clamp(v) }
    /// `isFling(_:)` with UIKit's limits.
    public static func isFling(_ v: Point) -> Bool { standard.isFling(v) }
}
