/// What one tab shows in the tab bar (UIKit's `UITabBarItem`): a title, an icon by image name
/// (an `Images/` file, as `ImageView` finds it) and an optional badge.
public struct TabBarItem: Equatable, Sendable {
    public var title: String
    /// The icon's file name, or nil for a title alone.
    public var imageName: String?
    /// The text of the red badge at the icon's top right (UIKit `badgeValue`); nil: no badge,
    /// empty: a dot.
    public var badgeValue: String?

    public init(title: String, imageName: String? = nil, badgeValue: String? = nil) {
        self.title = title
        self.imageName = imageName
        self.badgeValue = badgeValue
    }
}
