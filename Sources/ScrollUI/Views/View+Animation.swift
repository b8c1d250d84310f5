import Geometry
import ScrollPhysics

/// The pace of a timed `View.animate`, UIKit's `UIView.AnimationCurve`, each the
/// `CAMediaTimingFunction` UIKit gives it (`TimingCurve`'s control points).
public enum AnimationCurve: Sendable, CaseIterable {
    /// Slow at both ends (`kCAMediaTimingFunctionEaseInEaseOut`: (0.42, 0), (0.58, 1)); UIKit's default.
    case easeInOut
    /// Slow at the start (`kCAMediaTimingFunctionEaseIn`: (0.42, 0), (1, 1)).
    case easeIn
    /// Slow into the end (`kCAMediaTimingFunctionEaseOut`: (0, 0), (0.58, 1)).
    case easeOut
    /// Constant speed (`kCAMediaTimingFunctionLinear`).
    case linear

    /// The Bézier curve of this pace.
    public var timingCurve: TimingCurve {
        switch self {
        case .easeInOut: .easeInOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        }
    }
}

/// The changes one animations block makes, collected as its views' properties are set (the part
/// of UIKit's `UIViewAnimationState` that `actionForLayer:forKey:` feeds). Task-local, so that
/// tests running side by side each see only their own block.
final class AnimationTransaction: @unchecked Sendable {
    @TaskLocal static var current: AnimationTransaction?

    /// Each view and property changed in the block, with its value before the first change.
    private(set) var changes: [(view: View, property: AnimatableProperty, from: AnimatableValue)] = []

    func note(_ view: View, _ property: AnimatableProperty, from value: AnimatableValue) {
        guard !changes.contains(where: { $0.view === view && $0.property == property }) else { return }
        changes.append((view, property, value))
    }
}

extension View {
    /// Animates the changes `animations` makes to views' `frame`, `center`, `bounds`, `alpha`,
    /// `transform` and `backgroundColor` over `duration` seconds after `delay`, along `curve`
    /// (UIKit `UIView.animate(withDuration:delay:options:animations:completion:)`, whose default
    /// curve is ease-in-out). Time is the frame loop's, so a replay and `runUntilAtRest()` see
    /// the same motion, and the session is not at rest until it ends. The properties read the
    /// value on screen while they move (unlike UIKit's model values); a new animation of a moving
    /// property starts from that value (UIKit's `.beginFromCurrentState`) and ends the old one
    /// with `finished` false. `completion` runs once, after the last property arrives. A duration
    /// and delay of 0 (or not finite) make the changes at once and call `completion(true)`.
    public static func animate(
        withDuration duration: Double, delay: Double = 0, curve: AnimationCurve = .easeInOut,
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let duration = duration.isFinite ? max(duration, 0) : 0, delay = delay.isFinite ? max(delay, 0) : 0
        guard duration > 0 || delay > 0 else {
            animations()
            completion?(true)
            return
        }
        run(.curve(curve.timingCurve, duration: duration), delay: delay, animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes with a spring of perceptual duration
    /// `springDuration` seconds and `bounce` (UIKit's iOS 17
    /// `UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)`,
    /// defaults 0.5 s and 0): the damping ratio is 1 − bounce, or 1 / (1 + bounce) for a negative
    /// bounce (`+[UISpringTimingParameters _convertBounce:toDampingRatio:]`), the duration is the
    /// spring's response. `initialSpringVelocity` is in travels per second (1: the whole distance
    /// in a second), as UIKit's. See `animate(dampingRatio:response:initialVelocity:delay:animations:completion:)`.
    public static func animate(
        springDuration: Double = 0.5, bounce: Double = 0, initialSpringVelocity: Double = 0, delay: Double = 0,
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        animate(
            dampingRatio: ratio, response: springDuration, initialVelocity: initialSpringVelocity, delay: delay,
            animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes with a spring of `dampingRatio` (1: no overshoot)
    /// and `response` (the undamped period, in seconds), started at `initialVelocity` travels per
    /// second (UIKit's `UISpringTimingParameters(dampingRatio:response:initialVelocity:)`: mass 1,
    /// stiffness (2π / response)², damping 4π·ratio / response). The same closed-form spring
    /// (`SpringMotion`) as the scroll views' bounces; it ends once within 0.001 of its travel and
    /// slow. A response of 0 or less (or anything not finite) makes the changes at once.
    public static func animate(
        dampingRatio: Double, response: Double, initialVelocity: Double = 0, delay: Double = 0,
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        guard response > 0, response.isFinite, dampingRatio.isFinite, dampingRatio > 0, initialVelocity.isFinite else {
            animations()
            completion?(true)
            return
        }
        let timing = AnimationTiming.spring(response: response, dampingRatio: dampingRatio, velocity: initialVelocity)
        run(timing, delay: delay.isFinite ? max(delay, 0) : 0, animations: animations, completion: completion)
    }

    /// Runs `animations` collecting its changes, puts each changed property back on screen where it
    /// was, and animates it from there to the value the block gave it.
    private static func run(
        _ timing: AnimationTiming, delay: Double, animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let transaction = AnimationTransaction()
        AnimationTransaction.$current.withValue(transaction) { animations() }
        let group = AnimationGroup(completion: completion)
        var started = 0
        for change in transaction.changes {
            let animation = PropertyAnimation(
                property: change.property, from: change.from, target: change.view.animatableValue(of: change.property),
                timing: timing, delay: delay, start: change.view.timelineTime, group: group)
            if change.view.start(animation) { started += 1 }
        }
        if started == 0 { completion?(true) }
    }

    /// True while `View.animate` moves any of this view's properties.
    public var isAnimating: Bool { !runningAnimations.isEmpty }

    /// Stops this view's animations where they are (UIKit `layer.removeAllAnimations()` after
    /// copying the presentation values): each completion gets `finished` false.
    public func stopAnimations() {
        let stopped = runningAnimations
        runningAnimations = []
        for animation in stopped { animation.group.end(finished: false) }
    }

    /// The view's position as its centre in the superview's coordinates (UIKit `center`); setting
    /// it moves `frame`, and animates as `frame` does.
    public var center: Point {
        get { frame.center }
        set { frame.origin = Point(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
}
