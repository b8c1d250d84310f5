/// The states of a gesture recognizer (UIKit's `UIGestureRecognizer.State`).
///
/// Continuous recognizers (pan, pinch, long press) go possible → began → changed… → ended
/// or cancelled; discrete ones (tap) go possible → ended (`recognized`). Both may fail from
/// possible. After a terminal state the recognizer is reset to possible once all its
/// touches have ended.
public enum GestureRecognizerState: String, Sendable, CaseIterable, CustomStringConvertible {
    case possible, began, changed, ended, cancelled, failed

    /// A discrete gesture was recognized: the same state as `ended` (UIKit).
    public static let recognized = GestureRecognizerState.ended

    /// The one transition function: returns `next` when the move is legal, else throws.
    ///
    /// Legal transitions:
    /// - `possible → began` (a continuous gesture starts)
    /// - `possible → ended` (a discrete gesture is recognized)
    /// - `possible → failed`
    /// - `began → changed | ended | cancelled`
    /// - `changed → changed | ended | cancelled`
    /// - `ended | cancelled | failed → possible` (reset)
    ///
    /// Everything else (e.g. `possible → changed`, `began → failed`, `failed → began`)
    /// is illegal; the recognizer records the error and keeps its state (see
    /// `GestureRecognizer.transitionErrors`) rather than crashing.
    public func transitioned(to next: GestureRecognizerState) throws(IllegalTransition) -> GestureRecognizerState {
        switch (self, next) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed),
            (.began, .changed), (.began, .ended), (.began, .cancelled),
            (.changed, .changed), (.changed, .ended), (.changed, .cancelled),
            (.ended, .possible), (.cancelled, .possible), (.failed, .possible):
            return next
        case (.possible, _), (.began, _), (.changed, _), (.ended, _), (.cancelled, _), (.failed, _):
            throw IllegalTransition(from: self, to: next)
        }
    }

    /// True for `began` and `changed`: a continuous gesture in progress.
    public var isActive: Bool { self == .began || self == .changed }

    /// True for `ended`, `cancelled` and `failed`: waiting for reset.
    public var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }

    public var description: String { rawValue }
}

/// A state change the state machine does not allow (see `GestureRecognizerState.transitioned(to:)`).
public struct IllegalTransition: Error, Equatable, Sendable {
    public var from: GestureRecognizerState
    public var to: GestureRecognizerState

    public init(from: GestureRecognizerState, to: GestureRecognizerState) {
        self.from = from
        self.to = to
    }
}

/// Problems the gesture layer reports instead of crashing or hanging.
public enum GestureError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A recognizer asked for a transition its state machine forbids.
    case illegalTransition(recognizer: String, from: GestureRecognizerState, to: GestureRecognizerState)
    /// Require-to-fail relations (static or from delegates) form a cycle; the names are the
    /// recognizers in order, the first repeated at the end. The arena breaks the cycle by
    /// letting the recognizer that asked to begin ignore its edges into the cycle.
    case requireToFailCycle([String])

    public var description: String {
        switch self {
        case let .illegalTransition(recognizer, from, to):
            return "illegal transition \(from) → \(to) requested by \(recognizer)"
        case let .requireToFailCycle(names):
            return "require-to-fail cycle: \(names.joined(separator: " waits for ")); "
                + "ignoring the cycle's edges for \(names.first ?? "?")"
        }
    }
}
