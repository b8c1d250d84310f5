import Gestures

/// Which touches and mouse buttons are down while a trace is read, so that events which are
/// valid JSON but make no sense there (a touch that moves or ends without having begun, one that
/// begins twice, a button released that was never pressed) are dropped with a warning instead of
/// reaching the app.
struct TraceContinuity {
    private var touches: Set<Int> = []
    private var buttons: Set<Int> = []

    /// Why `event` makes no sense after the events before it, or nil to keep it; updates what is down.
    mutating func problem(with event: PointerEvent) -> String? {
        switch event.kind {
        case .touch(let id, let phase, _):
            switch phase {
            case .began where !touches.insert(id).inserted:
                return "touch \(id) began again while it was down; the event is dropped"
            case .moved where !touches.contains(id):
                return "touch \(id) moved without having begun; the event is dropped"
            case .ended where touches.remove(id) == nil, .cancelled where touches.remove(id) == nil:
                return "touch \(id) \(phase.rawValue) without having begun; the event is dropped"
            default: return nil
            }
        case .mouse(let phase, _, let button):
            switch phase {
            case .down where !buttons.insert(button).inserted:
                return "mouse button \(button) went down again while it was down; the event is dropped"
            case .up where buttons.remove(button) == nil:
                return "mouse button \(button) went up without going down; the event is dropped"
            default: return nil
            }
        case .focusLost, .touchDeviceRemoved:
            touches.removeAll()  // the app cancels every touch: later ends of them mean nothing
            buttons.removeAll()
            return nil
        default: return nil
        }
    }
}
