import Foundation

/// How a paging scroll view (`isPagingEnabled`) lands on its page: UIKit's paging integrator
/// (ScrollPhysics.docc/Physics.md, "Paging"), as its implementation steps it — read from UIKit's
/// code (decompiled UIKitCore, iOS 26.1), not measured on a device.
///
/// Each whole millisecond the velocity v (points per ms) gains `pull` times the distance to the
/// page, then keeps `friction` of itself, then the offset moves by it:
///
///     v ← (v − pull · y) · friction        y ← y + v          (y = offset − page)
///
/// with pull and friction set from the page width w (`-[UIScrollView setFrame:]`):
/// pull = 0.000359090909 − 1.84659091·10⁻⁷ · w, friction = 0.966818182 + 9.94318182·10⁻⁶ · w,
/// held at w = 1,024 above it (0.00017, 0.977); 0.0003 and 0.97 at 320 pt, 0.000287 and 0.9707 at
/// 390 pt. A slightly underdamped spring with friction (ζ ≈ 0.88 at 320 pt): a flick up to
/// 1,000 pt/s passes its page by about a point and lands in about a third of a second; a fast flick
/// close to its page passes it and comes back. It rests on the page at the first millisecond whose
/// step is slower than `restSpeed` from within `restDistance` of it, or that comes back short of the
/// page after passing it slower than `returnSpeed`.
///
/// The steps are evaluated in closed form, y(n) = ρⁿ (A cos nθ + B sin nθ) after n ms (ρ = √friction,
/// cos θ = (1 + friction − friction · pull) / 2ρ), which equals the stepping at every whole
/// millisecond and interpolates it smoothly in between (`PagingMotionTests` checks it against 1 ms
/// steps).
///
/// **Deceleration.** Per step the velocity changes by −(1 − friction) v − friction · pull · y: at 320 pt
/// at most 30 s⁻¹ × its speed + 300 s⁻² × its distance from the page (`decelerationBound`, the peak
/// being at the release). `LandingMotion` keeps under the same bound.
///
/// Positions are content offsets in points, velocities pt/s, times seconds **relative to the
/// release** (negative → 0).
public struct PagingMotion: Motion, Hashable {
    /// Velocity gained per millisecond per point of distance from the page, in (pt/ms) per pt per ms,
    /// on a 320 pt wide scroll view (UIKit's `_pagingSpringPull` there).
    public static let springPull = 0.0003
    /// Velocity kept per millisecond on a 320 pt wide scroll view (UIKit's `_pagingFriction` there).
    public static let friction = 0.97
    /// The width whose constants `springPull` and `friction` are, in points.
    public static let referenceWidth = 320.0
    /// UIKit's change of the pull per point of width, per ms² (`-[UIScrollView setFrame:]`).
    public static let pullPerPoint = -1.84659091e-7
    /// UIKit's change of the friction per point of width, per ms.
    public static let frictionPerPoint = 9.94318182e-6
    /// Above this width UIKit keeps the constants of this one, in points.
    public static let widestTuning = 1024.0
    /// UIKit stops the landing once within this distance of the page, in points …
    public static let restDistance = 1.0
    /// … and slower than this, in pt/s (0.01 pt per ms).
    public static let restSpeed = 10.0
    /// A landing that comes back short of the page after passing it ends there if slower than this,
    /// in pt/s (0.1 pt per ms).
    public static let returnSpeed = 100.0
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

    /// The pull and friction UIKit sets for a scroll view `width` points wide: UIKit's lines, held above
    /// 1,024 pt, shifted by as much as `pull` and `friction` (the 320 pt values) are tuned away from UIKit's.
    /// Tuned values that would stop the spring swinging (pull · friction ≤ (1 − √friction)²) or let it
    /// grow (friction ≥ 1) are held just inside.
    public static func constants(
        width: Double, springPull pull: Double = springPull, friction: Double = friction
    )
        -> (springPull: Double, friction: Double)
    {
        let w = min(width.isFinite ? max(width, 0) : referenceWidth, widestTuning)
        let kept = min(uiKitFrictionAtZeroWidth + frictionPerPoint * w + (friction - Self.friction), 0.9999)
        let swinging = (1 - kept.squareRoot()) * (1 - kept.squareRoot()) / kept * 1.0001
        return (max(uiKitPullAtZeroWidth + pullPerPoint * w + (pull - springPull), swinging), kept)
    }

    /// UIKit's lines meet w = 0 here (`-[UIScrollView setFrame:]`).
    static let uiKitPullAtZeroWidth = 0.000359090909
    static let uiKitFrictionAtZeroWidth = 0.966818182

    /// A landing from `position` (points) released at `velocity` (pt/s) onto `page` (points) by a
    /// scroll view `width` points wide. `springPull` (per ms²) and `friction` (per ms) are the 320 pt
    /// values (`PhysicsSettings`), moved to `width` by `constants(width:springPull:friction:)`.
    public init(
        position: Double, velocity: Double, page: Double, width: Double = PagingMotion.referenceWidth,
        springPull: Double = PagingMotion.springPull, friction: Double = PagingMotion.friction
    ) {
        precondition(position.isFinite && velocity.isFinite && page.isFinite, "PagingMotion needs finite values")
        precondition(friction > 0 && friction < 1, "PagingMotion needs a friction between 0 and 1")
        let (pull, friction) = Self.constants(width: width, springPull: springPull, friction: friction)
        initialPosition = position
        initialVelocity = velocity
        restingPosition = page
        radius = friction.squareRoot()
        angle = acos((1 + friction - friction * pull) / (2 * radius))
        let y0 = position - page, v0 = velocity / 1000
        let y1 = y0 + (v0 - pull * y0) * friction
        cosine = y0
        sine = (y1 / radius - y0 * cos(angle)) / sin(angle)
        stopTime = findStopTime()
    }

    /// The most a landing released at `velocity` (pt/s) `distance` points from its page decelerates
    /// (or speeds up) on a 320 pt wide scroll view, in pt/s²: friction and pull at the release,
    /// at most 30 s⁻¹ · |v0| + 300 s⁻² · |Δ| (wider views pull and brake less).
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

    /// The first whole millisecond after which UIKit ends the landing (`_getPagingDecelerationOffset:
    /// forTimeInterval:`): its step slower than `restSpeed`, taken from within `restDistance` of the page;
    /// or, having been at or past the page (seen from the release), back short of it slower than
    /// `returnSpeed`.
    private func findStopTime() -> Double {
        let approach = restingPosition - initialPosition
        func isPast(_ y: Double) -> Bool { approach > 0 ? y >= 0 : approach < 0 ? y <= 0 : false }
        var previous = displacement(afterMilliseconds: 0)
        if abs(previous) <= Self.restDistance && abs(initialVelocity) < Self.restSpeed { return 0 }
        for n in 1...Int(Self.timeLimit * 1000) {
            let y = displacement(afterMilliseconds: Double(n))
            let speed = abs(y - previous) * 1000
            if speed < Self.restSpeed && abs(previous) <= Self.restDistance { return Double(n) / 1000 }
            if isPast(previous) && !isPast(y) && speed < Self.returnSpeed { return Double(n) / 1000 }
            previous = y
        }
        return Self.timeLimit
    }
}
