import Geometry
import Gestures

/// A view that follows one touch at a time (UIKit's `UIControl`): highlighted while its
/// touch is down and inside, it fires `touchUpInside` when that touch lifts inside.
/// Further fingers are ignored; a cancelled touch only clears the highlight.
open class Control: View {
    public private(set) var isHighlighted = false {
        didSet { if isHighlighted != oldValue { highlightDidChange() } }
    }
    private var trackedTouch: Int?
    /// When set, a touch that moves farther than this (points) from where it landed stops being
    /// followed, so it fires nothing (a table cell's tap; UIKit controls leave it nil).
    public var tapSlop: Double?

    /// Override to show the highlight.
    open func highlightDidChange() {}

    /// Override to act on a tap (touch-up inside) at `time` seconds.
    open func touchUpInside(at time: Double) {}

    /// The events a control sends actions for (UIKit's `UIControl.Event`, the ones ScrollLab's
    /// controls send).
    public enum Event: Sendable, Hashable {
        /// A touch lifted inside the control (`.touchUpInside`).
        case touchUpInside
        /// The control's value changed: a `RefreshControl` began refreshing (`.valueChanged`).
        case valueChanged
    }

    /// Actions added with `addAction(for:_:)`, in the order added.
    private var actions: [(event: Event, action: (Double) -> Void)] = []

    /// Calls `action` with the time (seconds) whenever the control sends `event` (UIKit's
    /// `addAction(_:for:)` / `addTarget(_:action:for:)`).
    public func addAction(for event: Event, _ action: @escaping (Double) -> Void) {
        actions.append((event, action))
    }

    /// Calls the actions added for `event`, in the order added (UIKit `sendActions(for:)`).
    public func sendActions(for event: Event, at time: Double) {
        for entry in actions where entry.event == event { entry.action(time) }
    }

    public override func touchesBegan(_ touches: [Touch], time: Double) {
        guard trackedTouch == nil, let touch = touches.first else { return }
        trackedTouch = touch.id
        isHighlighted = true
    }

    public override func touchesMoved(_ touches: [Touch], time: Double) {
        guard let touch = tracked(in: touches) else { return }
        if let tapSlop, (touch.location - touch.startLocation).length > tapSlop {
            cancelTracking()  // it became a drag: no tap any more
            return
        }
        isHighlighted = bounds.contains(touch.location(in: self))
    }

    public override func touchesEnded(_ touches: [Touch], time: Double) {
        guard let touch = tracked(in: touches) else { return }
        trackedTouch = nil
        isHighlighted = false
        guard bounds.contains(touch.location(in: self)) else { return }
        touchUpInside(at: time)
        sendActions(for: .touchUpInside, at: time)
    }

    public override func touchesCancelled(_ touches: [Touch], time: Double) {
        guard tracked(in: touches) != nil else { return }
        trackedTouch = nil
        isHighlighted = false
    }

    /// Forgets the touch being followed and clears the highlight (a reused cell, for example).
    public func cancelTracking() {
        trackedTouch = nil
        isHighlighted = false
    }

    private func tracked(in touches: [Touch]) -> Touch? {
        touches.first { $0.id == trackedTouch }
    }
}
