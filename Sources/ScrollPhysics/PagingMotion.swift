import Foundation

/// How a paging scroll view (`isPagingEnabled`) lands on its page: UIKit's paging spring
/// (ScrollPhysics.docc/Physics.md, "Paging"), as its implementation steps it — read from
/// UIKit's code, not measured on a device.
///
/// Each millisecond the velocity (points per ms) keeps `friction` of itself and gains `springPull`
/// times the distance to the page, then the offset moves by it:
///
///     v ← v · 0.97 − 0.0003 · y        y ← y + v          (y = offset − page)
///
/// — a slightly underdamped spring with friction: natural frequency √(0.0003) per ms ≈ 17.3 rad/s,
/// damping ratio −ln 0.97 / (2 · 0.0173) ≈ 0.88. It starts at the release position and velocity, so
/// a flick goes on at the finger's speed; a flick up to 1,000 pt/s passes its page by about a point
/// and lands in about a third of a second; a fast flick close to its page passes it and comes back.
///
/// The steps are evaluated in closed form, y(n) = ρⁿ (A cos nθ + B sin nθ) after n ms (ρ = √0.97,
/// cos θ = (1 − 0.0003 + 0.97) / 2ρ), which equals the stepping at every whole millisecond and
/// interpolates it smoothly in between (`PagingMotionTests` checks it against 1 ms steps).
///
/// **Deceleration.** Per step the velocity changes by −0.03 v − 0.0003 y: at any instant the content
/// decelerates by at most 30 s⁻¹ × its speed + 300 s⁻² × its distance from the page, and over a
/// whole landing by at most `decelerationBound(velocity:distance:)` of the release (the peak is at the
/// release). `LandingMotion` keeps under the same bound.
///
/// **Rest.** Once it has reached the page (crossed it, or come within `reachDistance`), the landing
/// rests exactly on the page at the first millisecond at which it is within `settleDistance` of it
/// and slower than `settleSpeed` — at the farthest point of a pass of a point or so, instead of
/// creeping back over another 0.15 s.
///
/// Positions are content offsets in points, velocities pt/s, times seconds **relative to the
/// release** (negative → 0).
public struct PagingMotion: Motion, Hashable {
    /// Velocity gained per millisecond per point of distance from the page, in (pt/ms) per pt per ms
    /// (UIKit's paging spring pull on a 320 pt wide scroll view): ω² = 0.0003 ms⁻² = 300 s⁻².
    public static let springPull = 0.0003
    /// Velocity kept per millisecond (UIKit's paging friction on a 320 pt wide scroll view).
    public static let friction = 0.97
    /// Within this distance of the page (points) the landing counts as having reached it.
    public static let reachDistance = 0.5
    /// A landing that has reached its page may rest within this distance of it, in points.
    public static let settleDistance = 2.0
    /// … and slower than this, in pt/s.
    public static let settleSpeed = 10.0
    /// The longest a landing runs, in seconds (far beyond any real one).
    static let timeLimit = 10.0

    /// Position at the release, in points.
    public let initialPosition: Double
    /// The release velocity, in pt/s.
    public let initialVelocity: Double
    /// The page, in points; `position(at:)` is exactly this once done.
    public let restingPosition: Double
    /// Seconds after the release at which the content rests on the page (a whole number of ms).
    public private(set) var stopTime = 0.0

    /// ρ = √friction, the per-ms shrinking of the oscillation.
    private let radius: Double
    /// θ, the per-ms turn of the oscillation, in radians.
    private let angle: Double
    /// y(n) = ρⁿ (cosine · cos nθ + sine · sin nθ), points.
    private let cosine: Double
    private let sine: Double

    /// A landing from `position` (points) released at `velocity` (pt/s) onto `page` (points).
    /// `springPull` (per ms²) and `friction` (per ms) tune the spring (`PhysicsSettings`); they must
    /// leave it swinging: pull > (1 − √friction)².
    public init(
        position: Double, velocity: Double, page: Double,
        springPull pull: Double = PagingMotion.springPull, friction: Double = PagingMotion.friction
    ) {
        precondition(position.isFinite && velocity.isFinite && page.isFinite, "PagingMotion needs finite values")
        precondition(
            friction > 0 && friction < 1 && pull > (1 - friction.squareRoot()) * (1 - friction.squareRoot()),
            "PagingMotion needs an underdamped spring: pull > (1 − √friction)²")
        initialPosition = position
        initialVelocity = velocity
        restingPosition = page
        radius = friction.squareRoot()
        angle = acos((1 - pull + friction) / (2 * radius))
        let y0 = position - page, v0 = velocity / 1000
        let y1 = y0 + friction * v0 - pull * y0
        cosine = y0
        sine = (y1 / radius - y0 * cos(angle)) / sin(angle)
        stopTime = findStopTime()
    }

    /// The most a landing released at `velocity` (pt/s) `distance` points from its page decelerates
    /// (or speeds up), in pt/s²: friction and pull at the release, 30 s⁻¹ · |v0| + 300 s⁻² · |Δ|.
    public static func decelerationBound(velocity: Double, distance: Double) -> Double {
        (1 - friction) * 1000 * abs(velocity) + springPull * 1_000_000 * abs(distance)
    }

    /// Content offset in points at `time` seconds after the release; exactly the page once done.
    public func position(at time: Double) -> Double {
        isDone(at: time) ? restingPosition : restingPosition + displacement(afterMilliseconds: 1000 * max(time, 0))
    }

    /// Velocity in pt/s at `time` seconds after the release: the last millisecond's step (the release
    /// velocity at 0); 0 once done.
    public func velocity(at time: Double) -> Double {
        guard !isDone(at: time) else { return 0 }
        let n = 1000 * max(time, 0)
        return 1000 * (displacement(afterMilliseconds: n) - displacement(afterMilliseconds: n - 1))
    }

    /// True from `stopTime` on (seconds after the release).
    public func isDone(at time: Double) -> Bool {
        max(time, 0) >= stopTime
    }

    /// The offset minus the page after `n` milliseconds (any real n; the steps at whole ones).
    func displacement(afterMilliseconds n: Double) -> Double {
        pow(radius, n) * (cosine * cos(n * angle) + sine * sin(n * angle))
    }

    /// The first whole millisecond at which the landing has reached the page and is within
    /// `settleDistance` of it, slower than `settleSpeed`.
    private func findStopTime() -> Double {
        var previous = displacement(afterMilliseconds: 0)
        var reached = abs(previous) < Self.reachDistance
        if reached && abs(initialVelocity) < Self.settleSpeed { return 0 }
        let limit = Int(Self.timeLimit * 1000)
        for n in 1...limit {
            let y = displacement(afterMilliseconds: Double(n))
            reached = reached || abs(y) < Self.reachDistance || (y >= 0) != (previous >= 0)
            if reached && abs(y) < Self.settleDistance && abs(y - previous) * 1000 < Self.settleSpeed {
                return Double(n) / 1000
            }
            previous = y
        }
        return Self.timeLimit
    }
}
