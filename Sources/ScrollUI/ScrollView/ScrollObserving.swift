import Geometry

/// A toolkit object that follows a scroll view beside its delegate (UIKit's private
/// `_UIScrollViewScrollObserver`: `_observeScrollViewDidScroll:` and
/// `_observeScrollView:willEndDraggingWithVelocity:targetContentOffset:unclampedOriginalTarget:`,
/// through which the navigation bar moves its large title). A scroll view has at most one.
protocol ScrollObserving: AnyObject {
    /// After every change of `contentOffset`, before the delegate's `scrollViewDidScroll`.
    func observeScrollViewDidScroll(_ scrollView: ScrollView)
    /// At a release, before the delegate's `scrollViewWillEndDragging`, which sees (and may move)
    /// the target this one set; the scroll view then lands on it with its own motion.
    func observeScrollView(
        _ scrollView: ScrollView, willEndDraggingWithVelocity velocity: Point, targetContentOffset: inout Point)
}
