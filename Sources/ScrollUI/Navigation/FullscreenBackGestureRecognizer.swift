import Geometry
import Gestures

/// The fullscreen back gesture (FDFullscreenPopGesture's, without private API): a one-finger
/// pan that may start anywhere and begins only when its first movement is to the right
/// (rightward movement larger than vertical). Whether it may start at a point is the
/// `BackGesturePolicy`'s call (`shouldReceive`, `gestureRecognizerShouldBegin`).
public final class FullscreenBackGestureRecognizer: PanGestureRecognizer {
    public init(name: String) {
        super.init(name: name)
        maximumNumberOfTouches = 1
    }

    public override func shouldBegin(translation: Point) -> Bool {
        translation.x > 0 && translation.x > abs(translation.y)
    }
}
