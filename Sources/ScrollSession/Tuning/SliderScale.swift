import Foundation
import ScrollPhysics
import ScrollUI

/// How a tuning slider spreads a parameter's range over its track: evenly, evenly in the
/// logarithm (ranges over two orders of magnitude, such as the fling cap), or evenly in the
/// logarithm of the distance to 1 (rates per millisecond, 0.9…0.9999, where 0.998 and 0.999
/// feel as far apart as 0.98 and 0.99).
struct SliderScale {
    enum Kind { case linear, logarithmic, towardOne }

    let kind: Kind
    let range: ClosedRange<Double>

    init(_ parameter: PhysicsSettings.Parameter) {
        range = parameter.range
        if range.lowerBound >= 0.9, range.upperBound < 1 {
            kind = .towardOne
        } else if range.lowerBound > 0, range.upperBound / range.lowerBound >= 50 {
            kind = .logarithmic
        } else {
            kind = .linear
        }
    }

    /// Where `value` sits on the track, 0 (left) … 1 (right).
    func fraction(of value: Double) -> Double {
        let low = mapped(range.lowerBound), high = mapped(range.upperBound)
        return min(max((mapped(value) - low) / (high - low), 0), 1)
    }

    /// The value at `fraction` of the track (clamped to 0…1).
    func value(at fraction: Double) -> Double {
        let low = mapped(range.lowerBound), high = mapped(range.upperBound)
        let position = low + min(max(fraction, 0), 1) * (high - low)
        switch kind {
        case .linear: return position
        case .logarithmic: return exp(position)
        case .towardOne: return 1 - exp(-position)
        }
    }

    private func mapped(_ value: Double) -> Double {
        switch kind {
        case .linear: value
        case .logarithmic: log(value)
        case .towardOne: -log(1 - value)
        }
    }
}
