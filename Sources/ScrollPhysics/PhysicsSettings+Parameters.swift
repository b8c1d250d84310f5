import Foundation

extension PhysicsSettings {
    /// One tunable value: its JSON key, its label, unit, allowed range, the panel's step, and where
    /// its default comes from.
    public struct Parameter: Sendable {
        /// The key in JSON files, trace headers and `physics` events.
        public let key: String
        /// A short label for the panel and the HUD.
        public let title: String
        /// The unit, as printed after a value ("" for a plain number).
        public let unit: String
        /// The values allowed.
        public let range: ClosedRange<Double>
        /// The step of the panel's arrow keys and slider; values the panel sets are multiples of it.
        public let step: Double
        /// Where the default comes from.
        public let source: String
        /// The field.
        public nonisolated(unsafe) let keyPath: WritableKeyPath<PhysicsSettings, Double>

        /// The range as messages print it: `0.9…0.9999 /ms`.
        public var allowed: String {
            "\(PhysicsSettings.plain(range.lowerBound))…\(PhysicsSettings.plain(range.upperBound))"
                + (unit.isEmpty ? "" : " \(unit)")
        }

        /// Digits after the point that show a multiple of `step` exactly.
        public var decimals: Int { max(0, Int((-log10(step)).rounded(.up))) }

        /// `value` as the panel and messages print it: to `step`'s digits, or more when it has them.
        public func formatted(_ value: Double) -> String {
            let short = String(format: "%.\(decimals)f", value)
            return Double(short) == value ? short : "\(value)"
        }

        /// `value` on the panel's grid: the nearest multiple of `step` within `range`, as printed.
        public func snapped(_ value: Double) -> Double {
            let clamped = min(max(value, range.lowerBound), range.upperBound)
            return Double(String(format: "%.\(decimals)f", (clamped / step).rounded() * step)) ?? clamped
        }
    }

    /// Every tunable value, in the panel's order.
    public static let parameters: [Parameter] = [
        Parameter(
            key: "decelerationRate", title: "Deceleration rate", unit: "/ms", range: 0.9...0.9999, step: 0.0001,
            source: "UIScrollView.DecelerationRate.normal", keyPath: \.decelerationRate),
        Parameter(
            key: "fastDecelerationRate", title: "Fast deceleration rate", unit: "/ms", range: 0.9...0.9999,
            step: 0.0001,
            source: "UIScrollView.DecelerationRate.fast", keyPath: \.fastDecelerationRate),
        Parameter(
            key: "rubberBand", title: "Rubber band", unit: "", range: 0.05...2, step: 0.01,
            source: "UIScrollView's rubber band, c = 0.55", keyPath: \.rubberBand),
        Parameter(
            key: "bounceRate", title: "Bounce rate", unit: "/ms", range: 0.9...0.999, step: 0.001,
            source: "UIScrollView's bounce, k = 0.99 per ms", keyPath: \.bounceRate),
        Parameter(
            key: "bounceSettleDistance", title: "Bounce settles at", unit: "pt", range: 0.1...5, step: 0.1,
            source: "ScrollLab: 0.5 pt", keyPath: \.bounceSettleDistance),
        Parameter(
            key: "pagingSpringPull", title: "Paging spring pull", unit: "/ms²", range: 0.00005...0.005, step: 0.00001,
            source: "UIKit's paging pull at 320 pt wide, 0.0003 per ms² (moved with the width)",
            keyPath: \.pagingSpringPull),
        Parameter(
            key: "pagingFriction", title: "Paging friction", unit: "/ms", range: 0.9...0.999, step: 0.001,
            source: "UIKit's paging friction at 320 pt wide, 0.97 per ms (moved with the width)",
            keyPath: \.pagingFriction),
        Parameter(
            key: "landingFrequency", title: "Landing frequency", unit: "rad/s", range: 4...60, step: 0.5,
            source: "ScrollLab: 18 rad/s (Flutter's page spring lands alike)", keyPath: \.landingFrequency),
        Parameter(
            key: "pageTurnVelocity", title: "Page-turn velocity", unit: "pt/s", range: 0...3000, step: 10,
            source: "UIKit: 0.3 pt/ms", keyPath: \.pageTurnVelocity),
        Parameter(
            key: "panHysteresis", title: "Pan hysteresis", unit: "pt", range: 0...50, step: 0.5,
            source: "UIPanGestureRecognizer: 10 pt", keyPath: \.panHysteresis),
        Parameter(
            key: "velocityWindow", title: "Velocity window", unit: "s", range: 0.02...0.5, step: 0.005,
            source: "Flutter and Android VelocityTracker: 100 ms", keyPath: \.velocityWindow),
        Parameter(
            key: "velocityPause", title: "Velocity pause", unit: "s", range: 0.008...0.2, step: 0.002,
            source: "Flutter VelocityTracker: 40 ms", keyPath: \.velocityPause),
        Parameter(
            key: "minimumFlingVelocity", title: "Minimum fling", unit: "pt/s", range: 0...1000, step: 5,
            source: "Flutter kMinFlingVelocity: 50", keyPath: \.minimumFlingVelocity),
        Parameter(
            key: "maximumFlingVelocity", title: "Maximum fling", unit: "pt/s", range: 100...50000, step: 100,
            source: "Flutter kMaxFlingVelocity: 8000", keyPath: \.maximumFlingVelocity),
    ]

    /// The parameter with JSON key `key`, if any.
    public static func parameter(key: String) -> Parameter? {
        parameters.first { $0.key == key }
    }

    /// A value outside what it may be, named by its key.
    public struct Problem: Hashable, Sendable, CustomStringConvertible {
        /// The key of the value at fault.
        public var key: String
        public var reason: String
        public var description: String { reason }
    }

    /// The values outside their range, and the pairs that do not fit together: the paging spring
    /// must oscillate at 320 pt (pull · friction > (1 − √friction)², `PagingMotion`), and the minimum fling
    /// must be below the maximum. Empty when the settings can be used.
    public func problems() -> [Problem] {
        var problems: [Problem] = []
        for parameter in Self.parameters {
            let value = self[keyPath: parameter.keyPath]
            if !value.isFinite || !parameter.range.contains(value) {
                problems.append(Problem(key: parameter.key, reason: Self.outOfRange(parameter, value)))
            }
        }
        guard problems.isEmpty else { return problems }
        let weakest = (1 - pagingFriction.squareRoot()) * (1 - pagingFriction.squareRoot()) / pagingFriction
        if pagingSpringPull <= weakest {
            problems.append(
                Problem(
                    key: "pagingSpringPull",
                    reason:
                        "\"pagingSpringPull\" \(Self.plain(pagingSpringPull)) must be above (1 − √pagingFriction)² / pagingFriction = \(String(format: "%.6f", weakest)) with \"pagingFriction\" \(Self.plain(pagingFriction)), or the paging spring does not swing onto its page"
                ))
        }
        if minimumFlingVelocity >= maximumFlingVelocity {
            problems.append(
                Problem(
                    key: "minimumFlingVelocity",
                    reason:
                        "\"minimumFlingVelocity\" \(Self.plain(minimumFlingVelocity)) must be below \"maximumFlingVelocity\" \(Self.plain(maximumFlingVelocity))"
                ))
        }
        return problems
    }

    /// Why `value` does not fit `parameter`: `"key" VALUE is out of range LOW…HIGH UNIT`.
    public static func outOfRange(_ parameter: Parameter, _ value: Double) -> String {
        "\"\(parameter.key)\" \(value.isFinite ? plain(value) : "not finite") is out of range \(parameter.allowed)"
    }

    /// A number as JSON writes it: `3`, `0.994`.
    static func plain(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}
