/// How a screen takes the interactive back gesture (seed 003's per-screen control).
public enum BackGestureMode: Sendable, Equatable {
    /// No back gesture: the back button and Escape still go back.
    case disabled
    /// A pan from the left edge of the window (20 pt, ScrollPhysics.docc/Physics.md), as iOS.
    case edge
    /// A rightward pan starting anywhere, or within `maximumStartDistance` points of the left
    /// edge when set (FDFullscreenPopGesture's feature); the edge pan works too.
    case fullscreen(maximumStartDistance: Double? = nil)
}

/// UIKit behaviours around its back gesture that a screen may reproduce (seed 003's casebook:
/// what breaks the swipe in UIKit apps, next to the fix). ScrollLab's own rules are
/// `BackGesturePolicy`'s; each option here turns one of them back into UIKit's.
public struct UIKitBackGestureDefaults: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The swipe does not begin while the bar is hidden, the back button hidden or replaced by a
    /// left item of the screen's own, as with UIKit's own delegate of
    /// `interactivePopGestureRecognizer` (widely observed; Apple does not document it). The
    /// article's fix: a delegate of one's own that only asks for a screen to go back to.
    public static let refusesWithoutBackButton = UIKitBackGestureDefaults(rawValue: 1 << 0)
    /// Other pans do not wait for the back gesture: a pan of a deeper view that begins on the same
    /// movement (a horizontal scroll view, a web view) takes the edge swipe, unless the screen
    /// makes it `require(toFail:)` the back gesture.
    public static let noPriority = UIKitBackGestureDefaults(rawValue: 1 << 1)
}
