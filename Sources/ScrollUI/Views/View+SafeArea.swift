import Geometry

/// A view that decides the safe area of its subtree: the window (the device's status bar and home
/// indicator) and each screen's root view (plus the bars and `additionalSafeAreaInsets`).
protocol SafeAreaProviding: AnyObject {
    var providedSafeAreaInsets: EdgeInsets { get }
}

extension View {
    /// The part of the view, inset from each edge in points, that no bar, status bar or home
    /// indicator covers (UIKit's `safeAreaInsets`): the window's insets are the device's
    /// (`Application.safeAreaInsets`), a screen's root view adds the navigation bar it extends
    /// under and its controller's `additionalSafeAreaInsets`, and every other view gets the part
    /// of its superview's insets it overlaps (a view 100 pt below the top of a screen whose top
    /// inset is 91 has none). Computed when asked, from the frames as they are.
    public var safeAreaInsets: EdgeInsets {
        (self as? SafeAreaProviding)?.providedSafeAreaInsets ?? inheritedSafeAreaInsets
    }

    /// The superview's safe area where this view overlaps it, in this view's bounds.
    var inheritedSafeAreaInsets: EdgeInsets {
        guard let superview else { return .zero }
        let parent = superview.safeAreaInsets
        guard parent != .zero else { return .zero }
        let safe = convertFromSuperview(superview.bounds.inset(by: parent))
        return EdgeInsets(
            top: max(0, safe.minY - bounds.minY), left: max(0, safe.minX - bounds.minX),
            bottom: max(0, bounds.maxY - safe.maxY), right: max(0, bounds.maxX - safe.maxX))
    }
}

/// The application's root view: its safe area is the device's.
package final class WindowView: View, SafeAreaProviding {
    package var deviceInsets: EdgeInsets = .zero

    var providedSafeAreaInsets: EdgeInsets { deviceInsets }
}
