import Geometry

/// Estimates the velocity of a pointer (touch, mouse drag, trackpad scroll) from its recent
/// positions, the way Flutter's and Android's `VelocityTracker` (LSQ2) do, to feed the
/// deceleration that follows a release (UIKit's pan `velocity(in:)` at `.ended`).
///
/// Positions are in points (any fixed space: window or view), times in seconds.
/// The tracker never reads a clock: every sample carries its own timestamp.
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

    /// Samples closer together than this replace the previous one (ScrollPhysics.docc/Physics.md: drop samples < 1 ms apart).
    static let minimumSampleSpacing = 0.001
    /// Most samples used by the fit (ScrollPhysics.docc/Physics.md / Flutter `_historySize` = 20).
    static let maximumSampleCount = 20
    /// Fewest samples for the quadratic fit (ScrollPhysics.docc/Physics.md / Flutter `_minSampleSize` = 3).
    static let minimumFitSampleCount = 3
    /// A gap longer than this means the pointer stopped (Flutter `_assumePointerMoveStoppedMilliseconds` = 40).
    static let pauseThreshold = 0.040

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

    /// Seconds of history used by the fit, counted back from the newest sample.
    public let horizon: Double
    /// The curve fitted to the recent samples.
    public let fit: Fit

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
    public init(horizon: Double, fit: Fit) {
        precondition(horizon > 0 && horizon.isFinite, "horizon must be a positive number of seconds")
        self.horizon = horizon
        self.fit = fit
        samples.reserveCapacity(Self.maximumSampleCount)
    }

    /// Adds a position sample (points, window or view space) at `time` (seconds).
    ///
    /// A sample less than 1 ms after the previous one (including one stamped earlier, as
    /// bunched SDL timestamps can be) replaces it, so the newest position is kept and the
    /// fit never sees two samples at (nearly) the same time — except with steadied times,
    /// which come from the samples' order, so every sample counts. Non-finite input is ignored.
    public mutating func addSample(_ position: Point, at time: Double) {
        guard position.isFinite, time.isFinite else { return }
        if fit != .quadraticOnSteadyTimes, let last = samples.last, time - last.time < Self.minimumSampleSpacing {
            samples[samples.count - 1] = Sample(position: position, time: max(time, last.time))
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
        guard let newest = samples.last, time - newest.time <= Self.pauseThreshold else { return .zero }

        // Walk back from the newest sample while inside the horizon and without a pause.
        var first = samples.count - 1
        while first > 0 {
            let candidate = samples[first - 1]
            if newest.time - candidate.time > horizon { break }
            if samples[first].time - candidate.time > Self.pauseThreshold { break }
            first -= 1
        }
        let window = samples[first...]

        if window.count >= Self.minimumFitSampleCount {
            let slope = switch fit {
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
}
