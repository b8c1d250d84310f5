extension View {
    /// Inserts `view` just above `sibling`, one of the subviews (UIKit
    /// `insertSubview(_:aboveSubview:)`); at the front when `sibling` is not a subview, as UIKit adds it.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        view.removeFromSuperview()
        let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: index)
    }

    /// Inserts `view` just below `sibling`, one of the subviews (UIKit
    /// `insertSubview(_:belowSubview:)`); at the front when `sibling` is not a subview.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        view.removeFromSuperview()
        let index = subviews.firstIndex { $0 === sibling } ?? subviews.count
        insertSubview(view, at: index)
    }
}
