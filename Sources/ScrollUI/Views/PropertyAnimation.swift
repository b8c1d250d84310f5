import Geometry
import ScrollPhysics

/// A view property `View.animate` can move (UIKit's animatable `UIView` properties; `center`
/// moves through `frame`).
enum AnimatableProperty: Hashable {
    case frame, bounds, alpha, transform, backgroundColor
}

/// A value of an `AnimatableProperty`, interpolated by a progress that a spring may take past 1.
enum AnimatableValue: Equatable {
    case rect(Rect)
    case number(Double)
    case transform(Transform)
    case color(Color?)

    /// The value `progress` of the way from `self` to `target` (0: self, 1: target).
    func interpolated(to target: AnimatableValue, progress p: Double) -> AnimatableValue {
        switch (self, target) {
        case (.rect(let a), .rect(let b)):
            return .rect(Rect(origin: a.origin + (b.origin - a.origin) * p, size: Self.lerp(a.size, b.size, p)))
        case (.number(let a), .number(let b)): return .number(a + (b - a) * p)
        case (.transform(let a), .transform(let b)):
            let scale = a.scale + (b.scale - a.scale) * p
            return .transform(Transform(scale: scale, translation: a.translation + (b.translation - a.translation) * p))
        case (.color(let a), .color(let b)): return .color(Self.lerp(a, b, p))
        default: return p < 1 ? self : target
        }
    }

    private static func lerp(_ a: Size, _ b: Size, _ p: Double) -> Size {
        Size(width: a.width + (b.width - a.width) * p, height: a.height + (b.height - a.height) * p)
    }

    /// Colours blend component by component; nil (no background) counts as the other colour at
    /// alpha 0, as Core Animation fades a layer's `backgroundColor` from or to clear.
    private static func lerp(_ a: Color?, _ b: Color?, _ p: Double) -> Color? {
        guard let from = a ?? b.map({ Color(red: $0.red, green: $0.green, blue: $0.blue, alpha: 0) }),
            let to = b ?? a.map({ Color(red: $0.red, green: $0.green, blue: $0.blue, alpha: 0) })
        else { return nil }
        if p >= 1 && b == nil { return nil }
        return Color(
            red: from.red + (to.red - from.red) * p, green: from.green + (to.green - from.green) * p,
            blue: from.blue + (to.blue - from.blue) * p, alpha: from.alpha + (to.alpha - from.alpha) * p)
    }
}

/// How an animation's progress runs from 0 to 1 over time: a Bézier timing curve over a fixed
/// duration (UIKit's `UIView.AnimationCurve` through `CAMediaTimingFunction`) or a spring that
/// takes as long as it needs to settle (`CASpringAnimation`, as `UIViewSpringAnimationState` makes it).
enum AnimationTiming {
    case curve(TimingCurve, duration: Double)
    case spring(SpringMotion)

    /// The spring runs in these units over a travel of 1, so `SpringMotion`'s settle distance
    /// (0.5) is 0.001 of the travel: the epsilon UIKit gives `parametersOfSpringAnimation`
    /// (`-[UIViewSpringAnimationState generateSpringPropertiesForDuration:damping:velocity:]`).
    static let springScale = 500.0

    /// A spring over a travel of 1 (progress), started at `velocity` travels per second.
    static func spring(response: Double, dampingRatio: Double, velocity: Double) -> AnimationTiming {
        .spring(
            SpringMotion(
                from: 0, to: springScale, velocity: velocity * springScale, response: response,
                dampingRatio: dampingRatio))
    }

    /// Progress at `elapsed` seconds after the delay: 0 at the start, exactly 1 once done.
    func progress(at elapsed: Double) -> Double {
        switch self {
        case .curve(let curve, let duration):
            return duration > 0 ? curve.progress(at: elapsed / duration) : (elapsed >= 0 ? 1 : 0)
        case .spring(let spring): return spring.position(at: elapsed) / Self.springScale
        }
    }

    func isDone(at elapsed: Double) -> Bool {
        switch self {
        case .curve(_, let duration): return elapsed >= duration
        case .spring(let spring): return spring.isDone(at: elapsed)
        }
    }
}

/// The animations one `View.animate` call made: its completion runs once, when the last of them
/// ends, with `finished` false when any was replaced by a newer animation of its property
/// (UIKit's `UIViewAnimationState` counting its animations down).
final class AnimationGroup {
    private var remaining = 0
    private var allFinished = true
    private var completion: ((Bool) -> Void)?

    init(completion: ((Bool) -> Void)?) { self.completion = completion }

    func add() { remaining += 1 }

    /// One animation ended (`finished`: it reached its end rather than being replaced).
    func end(finished: Bool) {
        remaining -= 1
        allFinished = allFinished && finished
        guard remaining == 0, let completion else { return }
        self.completion = nil
        completion(allFinished)
    }
}

/// One property of one view moving from a value to its target.
struct PropertyAnimation {
    let property: AnimatableProperty
    let from: AnimatableValue
    let target: AnimatableValue
    let timing: AnimationTiming
    let delay: Double
    /// When the animation began (before its delay), in seconds; nil until its view first gets
    /// time, for a view that was outside any timeline when it was animated.
    var start: Double?
    let group: AnimationGroup

    /// The value at `time` and whether the animation has ended.
    func value(at time: Double) -> (value: AnimatableValue, done: Bool) {
        let elapsed = time - (start ?? time) - delay
        if timing.isDone(at: elapsed) { return (target, true) }
        return (from.interpolated(to: target, progress: timing.progress(at: max(elapsed, 0))), false)
    }
}
