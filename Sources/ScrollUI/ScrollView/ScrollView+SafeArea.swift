import Geometry

/// Whether a scroll view insets its content by its safe area (UIKit's
/// `UIScrollView.ContentInsetAdjustmentBehavior`, its two plainest cases).
public enum ContentInsetAdjustmentBehavior: Sendable, Equatable {
    /// `adjustedContentInset` is `contentInset` alone (the default here).
    case never
    /// `adjustedContentInset` adds the scroll view's `safeAreaInsets` on every edge: content
    /// scrolls under translucent bars and the home indicator, and rests clear of them at its ends.
    case always
}

extension ScrollView {
    /// `contentInset`, plus the safe area when `contentInsetAdjustmentBehavior` says so, plus the
    /// inset a refreshing `refreshControl` holds open at the top. A change of the safe area (a bar
    /// hidden) changes the range but leaves `contentOffset` where it is, so the content does not
    /// move; the next drag or release brings it into the new range.
    var contentInsetWithSafeArea: EdgeInsets {
        var inset = contentInsetAdjustmentBehavior == .never ? contentInset : contentInset + safeAreaInsets
        inset.top += refreshInset
        return inset
    }

    /// Puts the content at its top, `minimumContentOffset.y + tucked` (`tucked`: a search field
    /// hidden under a large title, `NavigationItem.tuckedSearchBarHeight`), on the first call and
    /// again whenever that top moves while the content has not left it — a bar's inset arriving
    /// after the first layout, a search field shown — as UIKit starts a scroll view at −inset and
    /// keeps it at its top. Call it from the screen's `layoutView()`.
    public func keepAtTop(tucked: Double = 0) {
        let top = minimumContentOffset.y + tucked
        if restingTop.map({ contentOffset.y == $0 }) ?? true { contentOffset.y = top }
        restingTop = top
    }
}
