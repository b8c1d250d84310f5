/// An easing curve mapping elapsed fraction (0…1) to progress (0…1): a cubic Bézier from (0, 0) to
/// (1, 1) with two control points, like `CAMediaTimingFunction` / `UIView.AnimationCurve`.
public struct TimingCurve: Hashable, Sendable {
    /// First control point (x in 0…1).
    public let control1: Point2
    /// Second control point (x in 0…1).
    public let control2: Point2

    /// A control point of the curve: x is elapsed fraction, y is progress (dimensionless).
    public struct Point2: Hashable, Sendable {
        public let x: Double
        public let y: Double
        public init(_ x: Double, _ y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// A curve through the control points (x1, y1) and (x2, y2); x values are clamped into 0…1.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        control1 = Point2(min(max(x1, 0), 1), y1)
        control2 = Point2(min(max(x2, 0), 1), y2)
    }

    /// Constant speed (`CAMediaTimingFunctionName.linear`: (0, 0), (1, 1)).
    public static let linear = TimingCurve(0, 0, 1, 1)
    /// Starts slowly (`CAMediaTimingFunctionName.easeIn`: (0.42, 0), (1, 1)).
    public static let easeIn = TimingCurve(0.42, 0, 1, 1)
    /// Starts fast and slows into the end, for wheel steps (`CAMediaTimingFunctionName.easeOut`: (0, 0), (0.58, 1)).
    public static let easeOut = TimingCurve(0, 0, 0.58, 1)

    /// An ease-out whose progress starts at `slope` (progress per unit of time fraction), so an
    /// animation retargeted while it runs keeps the speed it had: the wheel ticks of a touchpad
    /// on X11 then move the content as one continuous motion, as browsers' smooth scrolling does.
    /// A slope of 0 or less gives `easeOut`.
    public static func easeOut(startingAtSlope slope: Double) -> TimingCurve {
        guard slope > 0, slope.isFinite else { return .easeOut }
        let reach = min(1.0 / 3, 1 / slope)  // keep the control point at or below progress 1: no overshoot
        return TimingCurve(reach, reach * slope, 0.58, 1)
    }
    /// Slow at both ends, for programmatic scrolling (`CAMediaTimingFunctionName.easeInEaseOut`: (0.42, 0), (0.58, 1)).
    public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)

    /// Progress (0…1 at the ends) at elapsed `fraction` (clamped into 0…1).
    public func progress(at fraction: Double) -> Double {
        if fraction <= 0 { return 0 }
        if fraction >= 1 { return 1 }
        return Self.bezier(parameter(forX: fraction), control1.y, control2.y)
    }

    /// d(progress)/d(fraction) at elapsed `fraction` (clamped into 0…1): progress per unit of elapsed fraction.
    public func slope(at fraction: Double) -> Double {
        // Keep the parameter off the ends, where dx/ds may vanish with dy/ds (0/0 with a finite limit).
        let s = min(max(parameter(forX: min(max(fraction, 0), 1)), 1e-7), 1 - 1e-7)
        let dx = Self.derivative(s, control1.x, control2.x)
        let dy = Self.derivative(s, control1.y, control2.y)
        return dx > 0 ? dy / dx : 0
    }

    /// B(s) for a unit cubic Bézier with inner control values a, b.
    private static func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * s * a + 3 * r * s * s * b + s * s * s
    }

    private static func derivative(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * a + 6 * r * s * (b - a) + 3 * s * s * (1 - b)
    }

    /// Solves x(s) = `x` for s: Newton steps, falling back to bisection (x(s) is monotonic for x controls in 0…1).
    private func parameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = Self.bezier(s, control1.x, control2.x) - x
            if abs(error) < 1e-12 { return s }
            let dx = Self.derivative(s, control1.x, control2.x)
            if abs(dx) < 1e-9 { break }
            s -= error / dx
        }
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<100 {
            let value = Self.bezier(s, control1.x, control2.x)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }
}
