import Geometry

extension ViewController {
    /// The screen's safe area, inset from each edge of its view in points (UIKit's
    /// `view.safeAreaInsets`): on each edge the larger of the window's insets where the view
    /// overlaps them (status bar, home indicator) and the navigation bar it extends under
    /// (`edgesForExtendedLayout`), plus `additionalSafeAreaInsets`. Lay content out inside it;
    /// a scroll view with `contentInsetAdjustmentBehavior` `.always` insets its content by it.
    public var safeAreaInsets: EdgeInsets {
        let inherited = view.inheritedSafeAreaInsets, bar = barSafeAreaInsets
        return EdgeInsets(
            top: max(inherited.top, bar.top), left: max(inherited.left, bar.left),
            bottom: max(inherited.bottom, bar.bottom), right: max(inherited.right, bar.right))
            + additionalSafeAreaInsets
    }

    /// After the view was placed: when the safe area changed since the last time, tells the screen
    /// (`safeAreaInsetsDidChange`) and lays it out again. The first placement only notes it.
    func noteSafeAreaInsets() {
        let insets = safeAreaInsets
        guard insets != laidOutSafeAreaInsets else { return }
        let isFirst = laidOutSafeAreaInsets == nil
        laidOutSafeAreaInsets = insets
        guard !isFirst else { return }
        safeAreaInsetsDidChange()
        view.setNeedsLayout()
    }
}
