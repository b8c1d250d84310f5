import Geometry
import ScrollPhysics

/// UIKit's `UIScrollViewDelegate`, in UIKit's call order (seed 002):
/// `scrollViewWillBeginDragging` → `scrollViewWillEndDragging` → `scrollViewDidEndDragging` →
/// `scrollViewWillBeginDecelerating` → `scrollViewDidEndDecelerating`, with
/// `scrollViewDidScroll` after every change of `contentOffset`; zooming brings
/// `scrollViewWillBeginZooming` → `scrollViewDidZoom`… → `scrollViewDidEndZooming`.
/// Every method has a default.
///
/// One difference from UIKit: `velocity` is in points per **second** (UIKit passes points
/// per millisecond), matching the state log.
public protocol ScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: ScrollView)
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// `targetContentOffset` is where the scroll view will come to rest; change it to land
    /// elsewhere (snapping). The scroll view then rests exactly there (clamped to its range).
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point,
        targetContentOffset: inout Point)
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// The motion that carries the content on `axis` once the finger lifts, instead of UIKit's
    /// deceleration, paging or landing — Flutter's `ScrollPhysics.createBallisticSimulation`:
    /// any `Motion` starting at `position` (the offset on that axis; on an axis a
    /// `NestedScrollCoordinating` takes over, the combined offset) with `velocity` (pt/s, after
    /// the fling limits). Nil (the default) keeps ScrollLab's own. Asked before
    /// `scrollViewWillEndDragging`, whose target is then where the motion rests (a change there
    /// does not move it); the motion's end brings `scrollViewDidEndDecelerating` as usual.
    func scrollView(
        _ scrollView: ScrollView, motionAfterReleaseOn axis: Axis, from position: Double,
        velocity: Double
    ) -> (any Motion)?
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// After `setContentOffset(_:animated: true)` or `scrollRectToVisible(_:animated: true)` ends.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: ScrollView)
    /// The subview to scale when zooming, or nil for no zooming (the default). It must be a
    /// direct subview of the scroll view.
    func viewForZooming(in scrollView: ScrollView) -> View?
    /// A pinch begins, or an animated zoom starts.
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
    /// After every change of `zoomScale` (with the offset already set): where the centring recipe goes.
    func scrollViewDidZoom(_ scrollView: ScrollView)
    /// The zoom came to rest: after the bounce that follows a pinch, or at the end of an animated zoom.
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double)
}

public extension ScrollViewDelegate {
    func scrollViewDidScroll(_ scrollView: ScrollView) {}
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point,
        targetContentOffset: inout Point
    ) {}
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    func scrollView(
        _ scrollView: ScrollView, motionAfterReleaseOn axis: Axis, from position: Double,
        velocity: Double
    ) -> (any Motion)? { nil }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
    func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
    func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
    func scrollViewDidZoom(_ scrollView: ScrollView) {}
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {}
}
