import ScrollPhysics

/// A push or pop between two screens: time-driven (0.35 s, ease-out) unless interactive, in
/// which case the back gesture sets `progress` while the finger is down and a
/// `ReleaseAnimation` takes it from there to 1 (the pop finishes) or 0 (it is cancelled).
public struct NavigationTransition {
    public enum Kind: Sendable { case push, pop }
    public let kind: Kind
    /// The screen on top when the transition started.
    public let from: ViewController
    /// The screen on top when it ends.
    public let to: ViewController
    /// Start time, in seconds.
    public let start: Double
    /// 0 at the start, 1 when the `to` screen is fully shown.
    public var progress: Double = 0
    /// True for the back gesture's transition, from its start to the end of its release animation.
    public var isInteractive = false
    /// After the gesture's release: the animation of `progress` and its start time (seconds).
    public private(set) var release: (animation: ReleaseAnimation, start: Double)?

    public init(kind: Kind, from: ViewController, to: ViewController, start: Double) {
        self.kind = kind
        self.from = from
        self.to = to
        self.start = start
    }

    /// The interactive pop starting at `time` (seconds).
    static func interactivePop(from: ViewController, to: ViewController, at time: Double) -> NavigationTransition {
        var transition = NavigationTransition(kind: .pop, from: from, to: to, start: time)
        transition.isInteractive = true
        return transition
    }

    /// True while the finger drives `progress`.
    public var isTracking: Bool { isInteractive && release == nil }

    /// True when the `to` screen stays: a time-driven transition, or a released one heading to 1.
    public var completes: Bool { release.map { $0.animation.to == 1 } ?? true }

    /// True once the time-driven animation or the release animation has ended.
    public var isFinished: Bool {
        release == nil ? !isInteractive && progress >= 1 : releaseDone
    }
    private var releaseDone = false

    /// The finger lifted at `time` with `velocity` in progress per second: animate to 1 when
    /// `finish`, else back to 0, starting at that velocity.
    mutating func releaseGesture(finish: Bool, velocity: Double, at time: Double) {
        release = (ReleaseAnimation(from: progress, to: finish ? 1 : 0, velocity: velocity), time)
    }

    /// Moves a time-driven or released transition to `time` (seconds).
    public mutating func update(to time: Double) {
        if let release {
            progress = min(max(release.animation.value(at: time - release.start), 0), 1)
            releaseDone = release.animation.isDone(at: time - release.start)
            return
        }
        guard !isInteractive else { return }
        let linear = min(max((time - start) / NavigationController.transitionDuration, 0), 1)
        progress = 1 - (1 - linear) * (1 - linear) * (1 - linear)
    }
}
