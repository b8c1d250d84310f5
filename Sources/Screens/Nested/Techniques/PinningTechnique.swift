import Geometry
import Gestures
import ScrollUI

/// Seed 004's technique (MONestedScrollView's `MOSubScrollExecutor`), line by line: the main
/// view's pan is recognized together with the list's (`shouldRecognizeSimultaneouslyWith` → true),
/// so one finger drags both, and the view that must stay is pinned back in its
/// `scrollViewDidScroll` — the main view to its offset from before the drag, the list to its
/// previous offset. The main view does not bounce (`bounces = false`). Pulling up collapses the
/// header first; pulling down scrolls the list to its top first (no refresh under a header that
/// is opening; under a fully open one the list's own pull-down works).
///
/// Its flaws, which `nested-pinning` shows: each view runs its own deceleration from the same
/// release, one of them pinned, so a flick crosses the boundary without a seam only while both
/// curves agree; pinning the main view to its offset *from before the drag* makes it jump back
/// there when a drag that moved it turns around; the main view never stretches.
final class PinningTechnique: ArticleTechnique, GestureRecognizerDelegate {
    /// 是否处于可滑动状态 (whether the main view may move)
    private var mainScrollEnable = true
    /// 记录拖拽前的偏移 (the main view's offset before the drag)
    private var mainScrollOffsetBeforeDragging = Point.zero
    /// 用于防重入 (the list being dragged)
    private weak var currentSubScrollView: ScrollView?
    /// The list's offset before its latest move, pinned back to while the header collapses.
    private var subScrollViewPreOffset = Point.zero

    override init(outer: ScrollView, lists: [ScrollView]) {
        super.init(outer: outer, lists: lists)
        outer.bounces = false
        outer.panRecognizer.delegate = self
    }

    func gestureRecognizer(
        _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool {
        lists.contains { $0.panRecognizer === other }
    }

    private var headerIsMinState: Bool { outer.contentOffset.y == collapseRange.upperBound }
    private var headerIsMaxState: Bool { outer.contentOffset.y == collapseRange.lowerBound }

    /// 相同时跳过，防止极限情况死循环 (skipped when equal: no endless loop)
    private func updateScrollView(_ scrollView: ScrollView, _ offset: Point) {
        if scrollView.contentOffset == offset { return }
        scrollView.contentOffset = offset
    }

    override func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        if scrollView === outer {
            mainScrollOffsetBeforeDragging = scrollView.contentOffset
        } else {
            // 切换tab时重置标记位 (a tab switch resets the flag)
            if let current = currentSubScrollView, current !== scrollView { mainScrollEnable = true }
            currentSubScrollView = scrollView
            subScrollViewPreOffset = scrollView.contentOffset
        }
    }

    override func scrollViewDidScroll(_ scrollView: ScrollView) {
        if scrollView === outer {
            // 不可滑动时，重置偏移 (pinned while it may not move)
            if !mainScrollEnable { updateScrollView(scrollView, mainScrollOffsetBeforeDragging) }
            return
        }
        guard scrollView === currentSubScrollView, scrollView.contentOffset.y != subScrollViewPreOffset.y else {
            return
        }
        if scrollView.contentOffset.y < subScrollViewPreOffset.y {
            handlePullDown(scrollView)
        } else {
            handlePullUp(scrollView)
        }
    }

    /// 下拉: list 先拉到顶，再放大 headerView (the list to its top first, then the header opens)
    private func handlePullDown(_ scrollView: ScrollView) {
        if scrollView.contentOffset.y > 0 || headerIsMaxState {
            mainScrollEnable = false
            subScrollViewPreOffset = scrollView.contentOffset
        } else {
            mainScrollEnable = true
            updateScrollView(scrollView, .zero)
            subScrollViewPreOffset = .zero
        }
    }

    /// 上拉: 先缩小 header，再拉 list (the header collapses first, then the list scrolls)
    private func handlePullUp(_ scrollView: ScrollView) {
        if headerIsMinState {
            mainScrollEnable = false
            subScrollViewPreOffset = scrollView.contentOffset
            return
        }
        mainScrollEnable = true
        // 忽略下拉刷新的回弹 (the refresh bounce is left alone, or it would loop)
        if scrollView.contentOffset.y <= 0 { return }
        updateScrollView(scrollView, subScrollViewPreOffset)
    }
}
