/// An item of a context menu (UIKit's `UIMenuElement`): an ``Action`` or a ``Menu``.
public class MenuElement {
    /// The text of the item's row.
    public let title: String
    /// A picture from the asset folders' `Images/` shown at the row's trailing edge, if any.
    public let imageName: String?

    init(title: String, imageName: String?) {
        self.title = title
        self.imageName = imageName
    }
}

/// A menu item that runs a handler when chosen (UIKit's `UIAction`).
public final class Action: MenuElement {
    /// How an action looks and whether it can be chosen (UIKit's `UIMenuElement.Attributes`).
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Drawn in red: it deletes or removes something (UIKit's `.destructive`).
        public static let destructive = Attributes(rawValue: 1 << 0)
        /// Drawn dimmed and cannot be chosen: the finger passes over it (UIKit's `.disabled`).
        public static let disabled = Attributes(rawValue: 1 << 1)
    }

    public let attributes: Attributes
    /// Called with the action once the menu has started to close, as UIKit calls it.
    public let handler: (Action) -> Void

    public init(
        title: String, imageName: String? = nil, attributes: Attributes = [],
        handler: @escaping (Action) -> Void = { _ in }
    ) {
        self.attributes = attributes
        self.handler = handler
        super.init(title: title, imageName: imageName)
    }

    /// False for a `.disabled` action.
    public var isEnabled: Bool { !attributes.contains(.disabled) }
}

/// A list of menu items, possibly nested (UIKit's `UIMenu`): a submenu shows as a row with a
/// chevron that opens it in place of its parent, with a row to go back.
public final class Menu: MenuElement {
    public let children: [MenuElement]

    public init(title: String = "", imageName: String? = nil, children: [MenuElement]) {
        self.children = children
        super.init(title: title, imageName: imageName)
    }
}
