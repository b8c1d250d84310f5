import Geometry

/// Estimates the velocity of a pointer (touch, mouse drag, trackpad scroll) from its recent
/// positions, the way Flutter's and Android's `VelocityTracker` (LSQ2) do, to feed the
/// deceleration that follows a release (UIKit's pan `velocity(in:)` at `.ended`).
///
/// Positions are in points (any fixed space: window or view), times in seconds.
/// The tracker never reads a clock: every sample carries its own timestamp.
///
/// Samples: every sample is kept (at most 20), and one replaces the newest only when it has the
/// same time (Android's `addMovement`, which pops a movement at an identical `eventTime`); one
/// stamped earlier than the newest is taken to be at the newest's time. Flutter keeps every sample
/// in a ring of 20, identical times included, and fits the same parabola over the last 100 ms,
/// stopping at a 40 ms gap. Both platforms' recorded real-device flings are reproduced by the tests
/// (`Tests/GesturesTests/Fixtures`).
///
/// The lift-off event (touch `ended`, mouse `up`) adds no sample: callers add only the
/// moves and ask for `velocity(at: liftTime)`. Adding the lift position would cut real
/// flicks by 15–45 % (ScrollPhysics.docc/Physics.md, "Velocity estimation").
public struct VelocityTracker: Sendable {
    /// One recorded position: points at seconds.
    private struct Sample: Sendable {
        var position: Point
        var time: Double
    }

    /// Most samples used by the fit (ScrollPhysics.docc/Physics.md / Flutter `_historySize` = 20).
    static let maximumSampleCount = 20
    /// Fewest samples for the quadratic fit (ScrollPhysics.docc/Physics.md / Flutter `_minSampleSize` = 3).
    static let minimumFitSampleCount = 3
    /// A gap longer than this means the pointer stopped (Flutter `_assumePointerMoveStoppedMilliseconds` = 40).
    public static let defaultPause = 0.040
    /// Seconds below any stamp's resolution (1 ns), for comparing durations computed in `Double`.
    static let timeTolerance = 1e-9

    /// The curve fitted to the recent samples.
    public enum Fit: Hashable, Sendable {
        /// Least-squares parabola, slope taken at the newest sample (ScrollPhysics.docc/Physics.md **use**; Flutter, Android LSQ2).
        /// Exact for constant acceleration, but amplifies timestamp jitter (whole-ms SDL stamps).
        case quadratic
        /// Least-squares line: about three times less sensitive to timestamp jitter, but it lags a
        /// finger that is still speeding up (it reports the velocity ≈ half a horizon ago).
        case linear
        /// The parabola on steadied times: a device reports at a steady rate, so each sample's
        /// time is replaced by a least-squares line through the window's times (sample number →
        /// time) before the quadratic fit. Delivery jitter (the X server stamps a mouse event
        /// when it is sent, in whole milliseconds) then no longer bends the parabola, while a
        /// hand that speeds up or slows down is still followed exactly (ScrollPhysics.docc/Physics.md,
        /// "Velocity estimation").
        case quadraticOnSteadyTimes
    }

    /// On rounded stamps, how far the parabola's bend must stand above the bend the rounding alone
    /// makes (in standard errors) to count: none of it below 4, all of it from 6, in proportion
    /// between (chosen by measured error, ScrollPhysics.docc/Physics.md "Millisecond stamps").
    static let bendSignificance = 4.0...6.0

    /// Seconds of history used by the fit, counted back from the newest sample.
    public let horizon: Double
    /// The curve fitted to the recent samples.
    public let fit: Fit
    /// The resolution of the samples' stamps, in seconds: 0 when they are exact (kernel or
    /// microsecond times, a trace's times), 0.001 when the source floors them to whole
    /// milliseconds (Wayland's `wl_touch` without input-timestamps, SDL's own stamps).
    ///
    /// The source says so; the tracker does not guess it from the stamps, since exact times can be
    /// whole milliseconds too (every trace in the repository is written so); the window states it
    /// (`Application.stampResolution`, a trace's `"stampResolution"`). With a resolution, a sample
    /// at the newest's time is kept beside it (see `addSample`), and the `.quadratic` fit treats
    /// each stamp as up to one resolution early and keeps the parabola's bend only in proportion
    /// to how clearly it rises above the bend that rounding alone would make; an insignificant
    /// bend leaves the slope of the least-squares line. On exact stamps (0) nothing changes. Other
    /// fits ignore it (ScrollPhysics.docc/Physics.md, "Millisecond stamps").
    public let stampResolution: Double
    /// Seconds without a sample that count as a pause: a newest sample older than this releases at
    /// rest, and a gap this long cuts the history (`defaultPause`, 40 ms).
    public let pause: Double

    /// Newest last; at most `maximumSampleCount`.
    private var samples: [Sample] = []

    /// Creates an empty tracker.
    /// - Parameter horizon: seconds of history used (ScrollPhysics.docc/Physics.md: 0.1 s for touches; trackpad uses 0.15).
    public init(horizon: Double = 0.1) {
        self.init(horizon: horizon, fit: .quadratic)
    }

    /// Creates an empty tracker with a choice of fit (`.linear` suits jittery sources such as
    /// trackpad scroll deltas stamped by SDL; see `Fit`).
    /// - Parameters:
    ///   - horizon: seconds of history used.
    ///   - fit: the curve fitted to the samples of the horizon.
    ///   - stampResolution: seconds the sources' stamps are rounded to, 0 for exact stamps (see
    ///     `stampResolution`).
    ///   - pause: seconds without a sample that count as a pause (see `pause`).
    public init(horizon: Double, fit: Fit, stampResolution: Double = 0, pause: Double = VelocityTracker.defaultPause) {
        precondition(horizon > 0 && horizon.isFinite, "horizon must be a positive number of seconds")
        precondition(
            stampResolution >= 0 && stampResolution.isFinite,
            "stampResolution must be 0 or a positive number of seconds")
        self.horizon = horizon
        self.fit = fit
        self.stampResolution = stampResolution
        self.pause = pause
        samples.reserveCapacity(Self.maximumSampleCount)
    }

    /// Adds a position sample (points, window or view space) at `time` (seconds).
    ///
    /// Every sample is kept, however close to the previous one (Flutter, Android). On exact
    /// stamps, one at the newest sample's time replaces it (Android: two events of one instant,
    /// e.g. a move and a second finger's down); on rounded stamps (`stampResolution` > 0) it is
    /// kept, as Flutter keeps it: one rounded time holds events up to a resolution apart (Android's
    /// resampled points, 0.06–0.2 ms before real ones). One stamped earlier (bunched SDL stamps, a
    /// late delivery) is taken to be at the newest's time and replaces it, so the newest position
    /// is kept and times never go back. With steadied times, which come from the samples' order,
    /// every sample counts, identical times included. Non-finite input is ignored.
    public mutating func addSample(_ position: Point, at time: Double) {
        guard position.isFinite, time.isFinite else { return }
        if fit != .quadraticOnSteadyTimes, let last = samples.last,
            time < last.time || (time == last.time && stampResolution == 0)
        {
            samples[samples.count - 1] = Sample(position: position, time: last.time)
            return
        }
        if samples.count == Self.maximumSampleCount { samples.removeFirst() }
        samples.append(Sample(position: position, time: time))
    }

    /// Velocity in pt/s at `time` (e.g. the lift-off time), not clamped (see `FlingLimits`).
    ///
    /// Least-squares quadratic fit (or linear, see `fit`) over the samples of the last `horizon` seconds before the
    /// newest sample (at most 20, at least 3), stopping early at any gap longer than 40 ms; the
    /// result is the fit's slope at the newest sample (like Flutter; it is not extrapolated to
    /// `time`, since nothing is known about the motion after the last move). With fewer than 3
    /// samples: a linear estimate from the two newest; with one: zero. Zero when the newest
    /// sample is more than 40 ms older than `time` (the finger paused before lifting).
    public func velocity(at time: Double) -> Point {
        guard let newest = samples.last, time - newest.time <= pause else { return .zero }

        // Walk back from the newest sample while inside the horizon and without a pause.
        var first = samples.count - 1
        while first > 0 {
            let candidate = samples[first - 1]
            // A sample exactly `horizon` old still counts (Flutter and Android compare whole µs and
            // ns): seconds as a Double put 100 ms between two stamps as 0.1000000000000000x.
            if newest.time - candidate.time > horizon + Self.timeTolerance { break }
            if samples[first].time - candidate.time > pause { break }
            first -= 1
        }
        let window = samples[first...]

        if window.count >= Self.minimumFitSampleCount {
            let slope =
                switch fit {
                case .quadratic where stampResolution > 0:
                    Self.quantizedQuadraticSlope(window, at: newest.time, resolution: stampResolution)
                case .quadratic: Self.quadraticSlope(window, at: newest.time)
                case .linear: Self.linearSlope(window)
                case .quadraticOnSteadyTimes:
                    Self.steadied(window).flatMap { Self.quadraticSlope($0[...], at: $0[$0.count - 1].time) }
                }
            if let slope { return slope }
        }
        // Two samples (or a fit that could not run): the slope to the newest earlier one.
        if let previous = window.dropLast().last(where: { $0.time < newest.time }) {
            return (newest.position - previous.position) / (newest.time - previous.time)
        }
        return .zero
    }

    /// Forgets all samples (a new touch began).
    public mutating func reset() {
        samples.removeAll(keepingCapacity: true)
    }

    /// The samples with their times on the least-squares line through (sample number, time);
    /// nil when the times do not increase along it.
    private static func steadied(_ window: ArraySlice<Sample>) -> [Sample]? {
        let count = Double(window.count)
        let meanIndex = (count - 1) / 2
        let meanTime = window.reduce(0) { $0 + $1.time } / count
        var spread = 0.0, covariance = 0.0
        for (index, sample) in window.enumerated() {
            let offset = Double(index) - meanIndex
            spread += offset * offset
            covariance += offset * (sample.time - meanTime)
        }
        let interval = covariance / spread
        guard interval > 0, interval.isFinite else { return nil }
        return window.enumerated().map { index, sample in
            Sample(position: sample.position, time: meanTime + (Double(index) - meanIndex) * interval)
        }
    }

    /// Fits p(t) = a + b·t per axis and returns b in pt/s. Nil when all samples share one time.
    private static func linearSlope(_ window: ArraySlice<Sample>) -> Point? {
        let count = Double(window.count)
        let meanTime = window.reduce(0) { $0 + $1.time } / count
        let meanPosition = window.reduce(Point.zero) { $0 + $1.position } / count
        var spread = 0.0, covariance = Point.zero
        for sample in window {
            let τ = sample.time - meanTime
            spread += τ * τ
            covariance += (sample.position - meanPosition) * τ
        }
        guard spread > 0 else { return nil }
        return covariance / spread
    }

    /// Fits p(τ) = a + b·τ + c·τ² per axis, τ = sample time − `origin` (seconds), and returns b,
    /// the slope at `origin` in pt/s. Nil when the normal equations are singular.
    private static func quadraticSlope(_ window: ArraySlice<Sample>, at origin: Double) -> Point? {
        // Sums of powers of τ and of τ^k·position for the 3×3 normal equations.
        var s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0
        var bx = (0.0, 0.0, 0.0), by = (0.0, 0.0, 0.0)
        for sample in window {
            let τ = sample.time - origin
            let τ2 = τ * τ
            s0 += 1; s1 += τ; s2 += τ2; s3 += τ2 * τ; s4 += τ2 * τ2
            bx.0 += sample.position.x; bx.1 += τ * sample.position.x; bx.2 += τ2 * sample.position.x
            by.0 += sample.position.y; by.1 += τ * sample.position.y; by.2 += τ2 * sample.position.y
        }
        // Matrix [[s0 s1 s2] [s1 s2 s3] [s2 s3 s4]]; solve for the middle unknown by Cramer's rule.
        let det = s0 * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s3 * s2) + s2 * (s1 * s3 - s2 * s2)
        // Scale of the determinant: τ spans ≤ horizon, so compare with the same product of magnitudes.
        let scale = s0 * s2 * s4
        guard det.isFinite, scale > 0, abs(det) > 1e-12 * scale else { return nil }
        func slope(_ b: (Double, Double, Double)) -> Double {
            let detB = s0 * (b.1 * s4 - s3 * b.2) - b.0 * (s1 * s4 - s3 * s2) + s2 * (s1 * b.2 - b.1 * s2)
            return detB / det
        }
        return Point(x: slope(bx), y: slope(by))
    }

    /// The `.quadratic` slope for stamps rounded down to `resolution` seconds: per axis, the
    /// least-squares parabola's slope at the newest sample, or the least-squares line's where the
    /// parabola's bend c is no more than the rounding would make. A stamp up to `resolution` early
    /// moves its sample by speed × error, so each position carries a rounding error of standard
    /// deviation |slope at it| · resolution / √12; through the fit, c gets a standard error σ; with
    /// z = |c| / σ, the slope is the line's below z = 4, the parabola's from z = 6, and in
    /// proportion between (`bendSignificance`). Nil when the normal equations are singular.
    private static func quantizedQuadraticSlope(
        _ window: ArraySlice<Sample>, at origin: Double, resolution: Double
    ) -> Point? {
        var s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0
        for sample in window {
            let τ = sample.time - origin, τ2 = τ * τ
            s0 += 1; s1 += τ; s2 += τ2; s3 += τ2 * τ; s4 += τ2 * τ2
        }
        // The inverse of [[s0 s1 s2] [s1 s2 s3] [s2 s3 s4]] (symmetric), from its cofactors.
        let c00 = s2 * s4 - s3 * s3, c01 = s2 * s3 - s1 * s4, c02 = s1 * s3 - s2 * s2
        let c11 = s0 * s4 - s2 * s2, c12 = s1 * s2 - s0 * s3, c22 = s0 * s2 - s1 * s1
        let det = s0 * c00 + s1 * c01 + s2 * c02
        guard det.isFinite, s0 * s2 * s4 > 0, abs(det) > 1e-12 * s0 * s2 * s4 else { return nil }
        let meanτ = s1 / s0, spread = s2 - s1 * meanτ
        guard spread > 0 else { return nil }
        let noisePerSpeed = resolution / 12.0.squareRoot()

        func slope(_ value: (Sample) -> Double) -> Double {
            var p0 = 0.0, p1 = 0.0, p2 = 0.0
            for sample in window {
                let τ = sample.time - origin, x = value(sample)
                p0 += x; p1 += τ * x; p2 += τ * τ * x
            }
            let b = (c01 * p0 + c11 * p1 + c12 * p2) / det
            let c = (c02 * p0 + c12 * p1 + c22 * p2) / det
            let line = (p1 - meanτ * p0) / spread
            // Variance of c from the stamps' rounding: Σ gᵢ² σᵢ², gᵢ = row c of the inverse · (1, τᵢ, τᵢ²).
            var variance = 0.0
            for sample in window {
                let τ = sample.time - origin
                let g = (c02 + c12 * τ + c22 * τ * τ) / det
                let σ = abs(b + 2 * c * τ) * noisePerSpeed
                variance += g * g * σ * σ
            }
            let z = variance > 0 ? abs(c) / variance.squareRoot() : .infinity
            let low = bendSignificance.lowerBound, high = bendSignificance.upperBound
            let kept = min(1, max(0, (z - low) / (high - low)))
            return line + kept * (b - line)
        }
        return Point(x: slope { $0.position.x }, y: slope { $0.position.y })
    }
}
