import Geometry

/// The release speeds that count as a fling, in pt/s: slower releases just stop, faster ones
/// are capped (Flutter `kMinFlingVelocity` / `kMaxFlingVelocity`, Android's 50 / 8000 dp/s;
/// UIKit likewise ignores very slow releases and caps absurd ones).
///
/// `clamp` works on the vector length, so a diagonal flick keeps its direction (as Flutter's
/// `Velocity.clampMagnitude`). A scroll view locked to one axis should zero the other component
/// first, or use the one-axis overload.
public enum FlingLimits {
    /// Below this speed (pt/s) a release does not fling (ScrollPhysics.docc/Physics.md, Flutter `kMinFlingVelocity` = 50).
    public static let minimumVelocity = 50.0
    /// Release speeds are capped at this (pt/s) (ScrollPhysics.docc/Physics.md, Flutter `kMaxFlingVelocity` = 8000).
    public static let maximumVelocity = 8000.0

    /// Returns `v` (pt/s) with its length limited to `maximumVelocity`, or zero when its length is
    /// not above `minimumVelocity` or it is not finite. Direction is preserved.
    public static func clamp(_ v: Point) -> Point {
        guard v.isFinite else { return .zero }
        let length = v.length
        guard length > minimumVelocity else { return .zero }
        return length > maximumVelocity ? v * (maximumVelocity / length) : v
    }

    /// One-axis form of `clamp(_:)`: `v` (pt/s) with |v| limited to `maximumVelocity`, zero when
    /// |v| is not above `minimumVelocity` or not finite. Sign is preserved.
    public static func clamp(_ v: Double) -> Double {
        guard v.isFinite, abs(v) > minimumVelocity else { return 0 }
        return min(max(v, -maximumVelocity), maximumVelocity)
    }

    /// True when a release at `v` (pt/s) should start a deceleration (its length exceeds `minimumVelocity`).
    public static func isFling(_ v: Point) -> Bool {
        v.isFinite && v.length > minimumVelocity
    }
}
