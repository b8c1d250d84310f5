import Geometry
import Gestures

/// The scroll view's pinch (UIKit's `UIScrollView.pinchGestureRecognizer`), added to the scroll
/// view once `maximumZoomScale` exceeds `minimumZoomScale`. It recognizes together with its scroll
/// view's pan (neither prevents the other: the pan's drag waits while the pinch zooms, and goes on
/// with the finger left after it), and tells the scroll view the time of every touch.
public final class ScrollViewPinchGestureRecognizer: PinchGestureRecognizer {
    var scrollView: ScrollView? { view as? ScrollView }
    /// Time of the latest event, in seconds.
    public private(set) var lastTime = 0.0

    public override func touchesBegan(_ touches: [Touch], time: Double) {
        lastTime = time
        super.touchesBegan(touches, time: time)
    }

    public override func touchesMoved(_ touches: [Touch], time: Double) {
        lastTime = time
        super.touchesMoved(touches, time: time)
    }

    public override func touchesEnded(_ touches: [Touch], time: Double) {
        lastTime = time
        super.touchesEnded(touches, time: time)
    }

    public override func touchesCancelled(_ touches: [Touch], time: Double) {
        lastTime = time
        super.touchesCancelled(touches, time: time)
    }

    public override func canPrevent(_ other: GestureRecognizer) -> Bool {
        other !== scrollView?.panRecognizer
    }

    public override func canBePrevented(by other: GestureRecognizer) -> Bool {
        other !== scrollView?.panRecognizer
    }
}
