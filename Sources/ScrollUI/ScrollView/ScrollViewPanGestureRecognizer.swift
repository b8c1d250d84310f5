import Geometry
import Gestures

/// The scroll view's pan (UIKit's `UIScrollViewPanGestureRecognizer`). It tells its scroll view
/// when a finger lands (which stops a deceleration at once) and when the last one lifts, and it
/// refuses to begin along an axis the scroll view cannot scroll, so an enclosing scroll view
/// on that axis (a horizontal pager around vertical lists) gets the drag. Inside a paging scroll
/// view on the same axis it also refuses a drag that starts at its edge and points past it, so
/// the pager takes the drag at a zoomed photo's edge (UIKit's nested scroll views, the
/// PhotoScroller case).
public final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {
    var scrollView: ScrollView? { view as? ScrollView }

    public override func touchesBegan(_ touches: [Touch], time: Double) {
        let isFirst = self.touches.count == touches.count
        if isFirst, let physics = scrollView?.physics {
            hysteresis = physics.panHysteresis
            velocityWindow = physics.velocityWindow
            velocityPause = physics.velocityPause
        }
        super.touchesBegan(touches, time: time)
        if isFirst { scrollView?.touchDown(at: time) }
    }

    public override func shouldBegin(translation: Point) -> Bool {
        guard let scrollView else { return false }
        let axis: Axis = abs(translation.x) > abs(translation.y) ? .horizontal : .vertical
        return scrollView.canScroll(axis) && !scrollView.handsDragToPager(axis, translation: translation[axis])
    }

    public override func reset() {
        let time = lastTime
        super.reset()
        scrollView?.touchUp(at: time)
    }
}
