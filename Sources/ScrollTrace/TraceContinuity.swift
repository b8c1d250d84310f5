import Gestures

/// Which touches and mouse buttons are down while a trace is read, so that events which are
/// valid JSON but make no sense there (a touch that moves or ends without having begun, one that
/// begins twice, a button released that was never pressed) are dropped with a warning instead of
/// reaching the app. A touch that begins while `TouchDispatcher.maximumTouches` finger touches
/// are down is dropped too: the first such with a warning, later ones quietly, and the moves and
/// end of every dropped touch quietly. What it remembers is bounded whatever the trace.
struct TraceContinuity {
    /// What to do with an event.
    enum Verdict: Equatable {
        case keep
        /// Drop it with this warning.
        case drop(String)
        /// Drop it without a warning (counted all the same).
        case dropQuietly
    }

    /// The most dropped touches remembered at once (so that their moves and ends are dropped
    /// quietly): a trace that begins touches forever and never ends them cannot grow this set.
    /// Once more were dropped, the moves and ends of any touch not down are dropped quietly
    /// (still counted), since a forgotten dropped touch cannot be told from one never begun.
    static let rememberedDroppedTouches = 4096

    private var touches: Set<Int> = []
    private var buttons: Set<Int> = []
    /// Touches dropped because too many were down, until they end.
    private var droppedTouches: Set<Int> = []
    private var warnedAboutTooManyTouches = false
    /// More touches were dropped than `droppedTouches` could hold.
    private var forgotDroppedTouches = false

    /// What to do with `event` after the events before it; updates what is down.
    mutating func verdict(on event: SessionEvent) -> Verdict {
        switch event.kind {
        case .pointer(.touch(let id, let phase, _)):
            if droppedTouches.contains(id) {
                guard phase == .began else {
                    if phase == .ended || phase == .cancelled { droppedTouches.remove(id) }
                    return .dropQuietly
                }
                droppedTouches.remove(id)  // the id begins a new touch: judged afresh
            }
            return touchVerdict(id: id, phase: phase)
        case .pointer(.mouse(let phase, _, let button)):
            switch phase {
            case .down where !buttons.insert(button).inserted:
                return .drop("mouse button \(button) went down again while it was down; the event is dropped")
            case .up where buttons.remove(button) == nil:
                return .drop("mouse button \(button) went up without going down; the event is dropped")
            default: return .keep
            }
        case .focusLost, .touchDeviceRemoved:
            touches.removeAll()  // the app cancels every touch: later ends of them mean nothing
            droppedTouches.removeAll()
            forgotDroppedTouches = false
            buttons.removeAll()
            return .keep
        default: return .keep
        }
    }

    private mutating func touchVerdict(id: Int, phase: TouchPhase) -> Verdict {
        switch phase {
        case .began where touches.contains(id):
            return .drop("touch \(id) began again while it was down; the event is dropped")
        case .began where touches.count >= TouchDispatcher.maximumTouches:
            if droppedTouches.count < Self.rememberedDroppedTouches {
                droppedTouches.insert(id)
            } else {
                forgotDroppedTouches = true
            }
            guard !warnedAboutTooManyTouches else { return .dropQuietly }
            warnedAboutTooManyTouches = true
            return .drop(
                "touch \(id) began while \(TouchDispatcher.maximumTouches) touches were down, the most ScrollLab follows; "
                    + "it and any later touch past \(TouchDispatcher.maximumTouches) are dropped, with their moves and ends, without more warnings"
            )
        case .began:
            touches.insert(id)
            return .keep
        case .moved where !touches.contains(id):
            return forgotDroppedTouches
                ? .dropQuietly : .drop("touch \(id) moved without having begun; the event is dropped")
        case .ended where touches.remove(id) == nil, .cancelled where touches.remove(id) == nil:
            return forgotDroppedTouches
                ? .dropQuietly : .drop("touch \(id) \(phase.rawValue) without having begun; the event is dropped")
        default: return .keep
        }
    }
}
