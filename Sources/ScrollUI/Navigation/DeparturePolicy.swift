import Gestures

/// What happens to a screen that leaves the navigation stack (popped, by the back gesture or a
/// button, or replaced): UIKit would free it, so nothing of it may go on moving or calling back.
/// Beside `BackGesturePolicy`, which decides *whether* a swipe pops, this says what a pop does to
/// the screen that goes (found by the fuzz test's callback balance):
///
/// 1. touches on its views are cancelled (their recognizers see `cancelled`);
/// 2. a drag still on one of its scroll views is cancelled by disabling the pan, UIKit's way;
/// 3. every motion of its scroll views stops where it is (deceleration, bounce, animation);
/// 4. the callbacks each owes — a drag's end, a deceleration's end — come now, and none after.
public enum DeparturePolicy {
    /// Stops `screen`, which has just left the stack, at `time` (seconds).
    public static func stop(_ screen: ViewController, dispatcher: TouchDispatcher, at time: Double) {
        dispatcher.cancelTouches(at: time) { target in
            (target as? View)?.isDescendant(of: screen.view) ?? false
        }
        for (_, scrollView) in screen.loggedScrollViews {
            scrollView.panRecognizer.isEnabled = false
            scrollView.panRecognizer.isEnabled = scrollView.isScrollEnabled
            _ = scrollView.interruptMotion(at: time)
        }
    }
}
