/// Holds a view's `touchesBegan` for a short delay, the way UIScrollView delays touches to
/// its content (`delaysContentTouches`, 150 ms, ScrollPhysics.docc/Physics.md): it stays `possible` while it
/// delays and then fails, which releases the held touches to the view, late. A touch that
/// lifts before the delay also fails it, so a quick tap arrives as began + ended at once.
/// If another recognizer (the scroll view's pan) wins first, the held touches are never delivered.
/// `swallowsTouch` makes it *recognize* at lift instead, so the content never sees that touch
/// (a touch that stopped a decelerating scroll view selects nothing).
public final class DelayedTouchesRecognizer: GestureRecognizer {
    /// UIKit's content-touch delay, in seconds.
    public static let defaultDelay = 0.15
    /// Seconds the first touch is held before it is released to the view.
    public var delay = DelayedTouchesRecognizer.defaultDelay
    /// When true for the current sequence, the held touches are dropped rather than delivered.
    public var swallowsTouch = false
    private var start: Double?

    public override init(name: String? = nil, action: ((GestureRecognizer) -> Void)? = nil) {
        super.init(name: name, action: action)
        delaysTouchesBegan = true
        delaysTouchesEnded = false
    }

    public override func touchesBegan(_ touches: [Touch], time: Double) {
        if start == nil { start = time }
    }

    public override func touchesEnded(_ touches: [Touch], time: Double) {
        guard self.touches.isEmpty, state == .possible else { return }
        transition(
            to: swallowsTouch ? .recognized : .failed,
            reason: swallowsTouch ? "swallowed the touch" : "lifted before the delay")
    }

    public override func touchesCancelled(_ touches: [Touch], time: Double) {
        if self.touches.isEmpty, state == .possible { transition(to: .failed, reason: "touch cancelled") }
    }

    public override func advance(to time: Double) {
        guard let start, state == .possible, !swallowsTouch, time - start >= delay - 1e-9 else { return }
        transition(to: .failed, reason: "delay of \(delay) s elapsed")
    }

    /// Never makes the pan (or anything else) fail by being recognized.
    public override func canPrevent(_ other: GestureRecognizer) -> Bool { false }

    public override func reset() {
        super.reset()
        start = nil
        swallowsTouch = false
    }
}
