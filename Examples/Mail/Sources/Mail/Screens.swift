import ScrollLabKit

/// The example's screens, for its window and its tests alike: the inbox is the root.
public func makeScreens() -> ScreenRegistry {
    var screens = ScreenRegistry(root: "inbox")
    screens.register("inbox", summary: "A Mail-style inbox: refresh, swipe actions, a context menu, compose") { _ in
        InboxScreen()
    }
    return screens
}
