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
        if bounds.contains(touch.location(in: self)) { touchUpInside(at: time) }
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
