import Geometry

/// UIKit's `UIScrollViewDelegate`, in UIKit's call order (seed 002):
/// `scrollViewWillBeginDragging` → `scrollViewWillEndDragging` → `scrollViewDidEndDragging` →
/// `scrollViewWillBeginDecelerating` → `scrollViewDidEndDecelerating`, with
/// `scrollViewDidScroll` after every change of `contentOffset`. Every method has a default.
///
/// One difference from UIKit: `velocity` is in points per **second** (UIKit passes points
/// per millisecond), matching the state log.
public protocol ScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: ScrollView)
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// `targetContentOffset` is where the scroll view will come to rest; change it to land
    /// elsewhere (snapping). The scroll view then rests exactly there (clamped to its range).
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                   targetContentOffset: inout Point)
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// After `setContentOffset(_:animated: true)` or `scrollRectToVisible(_:animated: true)` ends.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: ScrollView)
}

public extension ScrollViewDelegate {
    func scrollViewDidScroll(_ scrollView: ScrollView) {}
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                   targetContentOffset: inout Point) {}
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
    func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
}
