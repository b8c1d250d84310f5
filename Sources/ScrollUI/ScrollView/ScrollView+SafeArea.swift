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
}
