import Geometry

/// Where the bar goes: at the bottom over the home indicator, hidden while a pushed screen asks,
/// and during a push or pop between a screen with the bar and one without, moving with the screen
/// that has it and cut where the other slides over it (as UIKit's bar leaves with its screen).
extension TabBarController {
    /// True when a screen of `stack` above its root asks to hide the bar (UIKit keeps it hidden
    /// from such a screen's push until it is popped, whatever is pushed above it).
    static func hidesBar<Screens: Collection<ViewController>>(_ stack: Screens) -> Bool {
        stack.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }

    /// Places the bar for the selected stack and its transition, and gives the stack's screens
    /// the bar's height as their bottom safe area while it shows.
    func layoutBar() {
        let size = view.bounds.size, height = barHeight
        let navigation = selectedNavigation
        var left = 0.0, visibleWidth = size.width
        var shown = !Self.hidesBar(navigation.stack)
        if let transition = navigation.transition {
            let push = transition.kind == .push
            let (upper, lower) = push ? (transition.to, transition.from) : (transition.from, transition.to)
            let lowerIndex = navigation.stack.firstIndex { $0 === lower } ?? 0
            let lowerShows = !Self.hidesBar(navigation.stack.prefix(through: lowerIndex))
            shown = lowerShows
            if lowerShows && Self.hidesBar(navigation.stack.prefix(through: lowerIndex + 1)) {
                left = lower.view.frame.minX
                visibleWidth = max(0, upper.view.frame.minX)
            }
        }
        barHolder.isHidden = !shown
        barHolder.frame = Rect(x: 0, y: size.height - height, width: visibleWidth, height: height)
        tabBar.frame = Rect(x: left, y: 0, width: size.width, height: height)
        let inset = Self.hidesBar(navigation.stack) ? 0 : height
        if content.bottomInset != inset {
            content.bottomInset = inset
            navigation.layout()
        }
    }
}

/// The view holding the selected stack: its safe area's bottom is the tab bar's top while the
/// bar shows (UIKit's tab bar controller insets its children by the bar).
final class TabContentView: View, SafeAreaProviding {
    /// The bar's height from the bottom, 0 while it is hidden.
    var bottomInset = 0.0

    var providedSafeAreaInsets: EdgeInsets {
        var insets = inheritedSafeAreaInsets
        insets.bottom = max(insets.bottom, bottomInset)
        return insets
    }
}
