/// A push or pop between two screens: time-driven (0.35 s, ease-out) unless interactive,
/// in which case a gesture sets `progress` directly.
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
    /// True while a gesture drives `progress` (the interactive back gesture).
    public var isInteractive = false

    public init(kind: Kind, from: ViewController, to: ViewController, start: Double) {
        self.kind = kind
        self.from = from
        self.to = to
        self.start = start
    }

    public var isFinished: Bool { !isInteractive && progress >= 1 }

    /// Moves a time-driven transition to `time` (seconds) along an ease-out cubic curve.
    public mutating func update(to time: Double) {
        guard !isInteractive else { return }
        let linear = min(max((time - start) / NavigationController.transitionDuration, 0), 1)
        progress = 1 - (1 - linear) * (1 - linear) * (1 - linear)
    }
}
