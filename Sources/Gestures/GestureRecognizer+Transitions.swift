/// State changes, touch delivery and reset: the parts of `GestureRecognizer` the arena and
/// the dispatcher drive.
extension GestureRecognizer {
    /// Requests a state change (UIKit: a subclass assigning `state`).
    ///
    /// The request is checked with `GestureRecognizerState.transitioned(to:)`; an illegal one
    /// is recorded in `transitionErrors` (and the arena's `errors`) and ignored. Leaving
    /// `.possible` for `.began` or `.ended` asks the arena, which may grant it now, keep it
    /// pending while recognizers this one must wait for are undecided (the state stays
    /// `.possible` and `isWaitingForFailure` is true), or fail this recognizer.
    /// While pending: `.changed` is absorbed, `.ended` is remembered (the gesture will begin
    /// and end at once when granted) and `.failed`/`.cancelled` fail it.
    /// `reason` (e.g. "moved more than 10 pt") appears in the arena's explanation.
    public func transition(to next: GestureRecognizerState, reason: String? = nil) {
        if let pending = pendingState {
            requestWhileWaiting(next, pending: pending, reason: reason)
            return
        }
        do {
            _ = try state.transitioned(to: next)
        } catch {
            record(error)
            return
        }
        if state == .possible, next == .began || next == .ended, let arena {
            arena.requestRecognition(self, as: next)
        } else {
            commit(next, reason: reason)
        }
    }

    private func requestWhileWaiting(
        _ next: GestureRecognizerState, pending: GestureRecognizerState,
        reason: String?
    ) {
        switch next {
        case .changed where pending == .began, .began where pending == .began:
            break
        case .ended where pending == .began:
            pendingEnd = true
        case .failed, .cancelled:
            pendingState = nil
            pendingEnd = false
            commit(.failed, reason: reason ?? "gave up while waiting")
        case .possible, .began, .changed, .ended:
            record(IllegalTransition(from: pending, to: next))
        }
    }

    /// Applies a legal transition, tells the arena, then runs the actions (for began, changed,
    /// ended and cancelled, as UIKit sends them).
    func commit(_ next: GestureRecognizerState, reason: String?) {
        let old = state
        do {
            state = try state.transitioned(to: next)
        } catch {
            record(error)
            return
        }
        if next == .failed || next == .cancelled {
            pendingState = nil
            pendingEnd = false
        }
        if let arena { eventTime = arena.now }
        arena?.recognizer(self, didMoveFrom: old, to: next, reason: reason)
        guard next != .failed, next != .possible else { return }
        for action in actions { action(self) }
    }

    func record(_ error: IllegalTransition) {
        let reported = GestureError.illegalTransition(recognizer: label, from: error.from, to: error.to)
        transitionErrors.append(reported)
        arena?.report(reported)
    }

    /// Returns to `.possible` and clears everything per gesture, then calls `reset()`.
    func performReset() {
        if state != .possible {
            do {
                state = try state.transitioned(to: .possible)
            } catch {
                record(error)
                state = .possible
            }
        }
        pendingState = nil
        pendingEnd = false
        touches.removeAll()
        touchIDsSeen.removeAll()
        generation += 1
        reset()
    }

    /// True when new events for its touches should reach this recognizer.
    var isReceivingTouches: Bool {
        guard isEnabled else { return false }
        return (state == .possible && pendingState != .ended) || state.isActive
    }

    /// True when a touch that joins this recognizer now is kept from its view: the gesture has
    /// begun and it `cancelsTouchesInView`.
    var takesNewTouches: Bool { state.isActive && cancelsTouchesInView }

    /// Delivers one touch event: updates `touches`, then calls the subclass hook.
    func deliver(_ phase: TouchPhase, _ touch: Touch, time: Double) {
        switch phase {
        case .began:
            touches.append(touch)
            touchIDsSeen.insert(touch.id)
            lastCentroid = Self.centroid(of: touches)
            touchesBegan([touch], time: time)
        case .moved:
            lastCentroid = Self.centroid(of: touches)
            touchesMoved([touch], time: time)
        case .ended:
            lastCentroid = Self.centroid(of: touches)
            touches.removeAll { $0 === touch }
            touchesEnded([touch], time: time)
        case .cancelled:
            lastCentroid = Self.centroid(of: touches)
            touches.removeAll { $0 === touch }
            touchesCancelled([touch], time: time)
            if state.isActive && touches.isEmpty { transition(to: .cancelled, reason: "its touches were cancelled") }
        }
    }
}
