import Geometry

/// The base class of all gesture recognizers (UIKit's `UIGestureRecognizer`).
///
/// A recognizer is attached to a view (`view`, set by ScrollUI's `addGestureRecognizer`) and
/// sees every touch that begins on that view or a descendant. Subclasses override
/// `touchesBegan/Moved/Ended/Cancelled(_:time:)` and `advance(to:)`, and report what they
/// see with `transition(to:)`; the `GestureArena` decides whether a request to begin is
/// granted now, later (after recognizers it must wait for fail), or refused.
/// All times are seconds, all locations window points unless converted with `location(in:)`.
open class GestureRecognizer: CustomStringConvertible {
    /// The current state; changed only through `transition(to:)` and reset.
    public internal(set) var state: GestureRecognizerState = .possible
    /// Disabled recognizers receive no touches; disabling an active one cancels it and a
    /// possible one fails (UIKit).
    public var isEnabled = true {
        didSet { if !isEnabled && oldValue { arena?.recognizerWasDisabled(self) } }
    }
    /// Tunes competition; asked dynamically (weak, like UIKit).
    public weak var delegate: GestureRecognizerDelegate?
    /// The view this recognizer is attached to (weak; set by the view when it is added).
    public weak var view: TouchTarget?
    /// A name for descriptions and the arena's explanation (UIKit's `name`).
    public var name: String?

    /// UIKit `cancelsTouchesInView` (default true): when this recognizer begins or is
    /// recognized, its touches are cancelled for the hit view (`touchesCancelled`), which then
    /// gets no more events for them.
    public var cancelsTouchesInView = true
    /// UIKit `delaysTouchesBegan` (default false): the hit view gets `touchesBegan` only once
    /// this recognizer fails (late, at that time); if it is recognized instead, never.
    public var delaysTouchesBegan = false
    /// UIKit `delaysTouchesEnded` (default true): the hit view gets `touchesEnded` only once
    /// this recognizer has failed; if it is recognized meanwhile, `touchesCancelled` instead
    /// (e.g. a tap waiting for a second tap holds the first tap's end).
    public var delaysTouchesEnded = true

    /// Illegal transitions this recognizer asked for, oldest first (the state machine's
    /// "assertions", recorded instead of crashing so tests can check them).
    public internal(set) var transitionErrors: [GestureError] = []

    /// The touches currently tracked (began, not yet ended or cancelled), oldest first.
    public internal(set) var touches: [Touch] = []
    /// When the latest state change happened, in seconds on the frame loop's clock: the time of
    /// the touch event or the frame that caused it (UIKit: the touches' `UIEvent.timestamp`).
    /// Read it in an action to push, pop or present at that time:
    /// `navigationController?.push(detail, animated: true, at: recognizer.eventTime)`.
    public internal(set) var eventTime = 0.0

    var actions: [(GestureRecognizer) -> Void] = []
    var failureRequirements: [WeakRecognizer] = []
    /// The arena this recognizer last competed in.
    weak var arena: GestureArena?
    /// The transition granted later, once the recognizers this one waits for fail.
    var pendingState: GestureRecognizerState?
    /// Set when the gesture ended while its `began` was still pending.
    var pendingEnd = false
    /// Ids of all touches seen since the last reset (to tell who competes with whom).
    var touchIDsSeen: Set<Int> = []
    /// Centroid of the tracked touches, kept after they end, in window points.
    var lastCentroid = Point.zero
    /// How many times the recognizer was reset: tells one gesture's touches from the next one's.
    var generation = 0

    /// Creates a recognizer with an optional `name` and action.
    public init(name: String? = nil, action: ((GestureRecognizer) -> Void)? = nil) {
        self.name = name
        if let action { actions.append(action) }
    }

    // MARK: Actions

    /// Adds a closure called on began, changed, ended (recognized) and cancelled (UIKit's actions).
    public func addAction(_ action: @escaping (GestureRecognizer) -> Void) {
        actions.append(action)
    }

    /// Target-action: calls `action(target)(self)` while `target` is alive (held weakly, as UIKit).
    public func addTarget<Target: AnyObject>(
        _ target: Target,
        action: @escaping (Target) -> (GestureRecognizer) -> Void
    ) {
        actions.append { [weak target] recognizer in
            if let target { action(target)(recognizer) }
        }
    }

    // MARK: Relations

    /// This recognizer stays possible until `other` fails; if `other` is recognized, this one
    /// fails (UIKit's `require(toFail:)`, e.g. a single tap waiting for a double tap). Held weakly.
    public func require(toFail other: GestureRecognizer) {
        failureRequirements.removeAll { $0.recognizer == nil || $0.recognizer === other }
        failureRequirements.append(WeakRecognizer(other))
    }

    /// Undoes `require(toFail: other)` (no UIKit counterpart; for screens that switch a relation).
    public func removeRequirement(toFail other: GestureRecognizer) {
        failureRequirements.removeAll { $0.recognizer == nil || $0.recognizer === other }
    }

    /// The recognizers passed to `require(toFail:)` that are still alive.
    public var requiredToFail: [GestureRecognizer] { failureRequirements.compactMap(\.recognizer) }

    // MARK: Location

    /// Centroid of the tracked touches (after they end: of the last ones) in `target`'s
    /// coordinates, or window points when nil (UIKit's `location(in:)`).
    public func location(in target: TouchTarget?) -> Point {
        let window = touches.isEmpty ? lastCentroid : Self.centroid(of: touches)
        return target?.convertFromWindow(window) ?? window
    }

    /// The location of the touch at `index` among `touches` (UIKit's `location(ofTouch:in:)`).
    public func location(ofTouch index: Int, in target: TouchTarget?) -> Point {
        touches.indices.contains(index) ? touches[index].location(in: target) : location(in: target)
    }

    /// How many touches are tracked now (UIKit's `numberOfTouches`).
    public var numberOfTouches: Int { touches.count }

    /// True while a requested `began`/recognition waits for other recognizers to fail.
    public var isWaitingForFailure: Bool { pendingState != nil }

    // MARK: Subclass hooks

    /// New touches for this recognizer, already added to `touches`.
    open func touchesBegan(_ touches: [Touch], time: Double) {}
    /// Tracked touches moved.
    open func touchesMoved(_ touches: [Touch], time: Double) {}
    /// Touches lifted, already removed from `touches`.
    open func touchesEnded(_ touches: [Touch], time: Double) {}
    /// Touches cancelled, already removed from `touches`. If the gesture is still active with
    /// no touches left afterwards, the base class cancels it.
    open func touchesCancelled(_ touches: [Touch], time: Double) {}
    /// Called every frame with the time in seconds: fire timers due at or before `time`.
    open func advance(to time: Double) {}
    /// Clears per-gesture state; called when the recognizer returns to possible. Call super.
    open func reset() {}

    /// Subclass form of the delegate's `shouldRequireFailureOf` (UIKit). Default false.
    open func shouldRequireFailure(of other: GestureRecognizer) -> Bool { false }
    /// Subclass form of the delegate's `shouldBeRequiredToFailBy` (UIKit). Default false.
    open func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { false }
    /// Whether this recognizer, once recognized, makes `other` fail (UIKit). Default true.
    open func canPrevent(_ other: GestureRecognizer) -> Bool { true }
    /// Whether `other`, once recognized, makes this one fail (UIKit). Default true.
    open func canBePrevented(by other: GestureRecognizer) -> Bool { true }
    /// True while the recognizer, with no touches down, still expects more (a tap between
    /// taps). Otherwise the arena fails a possible recognizer whose touches have all ended.
    open var isAwaitingMoreTouches: Bool { false }

    // MARK: Description

    /// The kind, e.g. "Pan" for `PanGestureRecognizer`.
    public var kind: String {
        let type = String(describing: Swift.type(of: self))
        return type.hasSuffix("GestureRecognizer") && type != "GestureRecognizer"
            ? String(type.dropLast("GestureRecognizer".count)) : type
    }

    /// Short name used in explanations: `name`, or kind@view.
    public var label: String { name ?? "\(kind)@\(view?.debugName ?? "nil")" }

    /// E.g. `Pan "scroll" on list: began (waiting for failure)`.
    public var description: String {
        let named = name.map { " \"\($0)\"" } ?? ""
        let waiting = isWaitingForFailure ? " (waiting for failure)" : ""
        return "\(kind)\(named) on \(view?.debugName ?? "nil"): \(state)\(waiting)"
    }

    static func centroid(of touches: [Touch]) -> Point {
        guard !touches.isEmpty else { return .zero }
        return touches.reduce(Point.zero) { $0 + $1.location } / Double(touches.count)
    }
}

/// A weak reference to a recognizer, for relations that must not keep it alive.
struct WeakRecognizer {
    weak var recognizer: GestureRecognizer?
    init(_ recognizer: GestureRecognizer) { self.recognizer = recognizer }
}
