import Geometry

/// The hairline under each row (UIKit `separatorStyle`, `separatorInset`, `separatorColor`).
/// UIKit's plain table also draws separators of empty rows below the last; here only rows have
/// them (as a table with a footer view shows).
extension TableView {
    /// Whether rows have a separator (UIKit `UITableViewCell.SeparatorStyle`).
    public enum SeparatorStyle: Sendable {
        case none
        case singleLine
    }
}

/// What a table draws under its rows: style, insets from the row's edges and colour.
struct RowSeparators {
    var style = TableView.SeparatorStyle.singleLine
    /// UIKit's default starts the line at the cell's leading layout margin: 16 pt on a 390 pt
    /// iPhone (20 pt on the widest ones).
    var inset = EdgeInsets(left: 16)
    var color = Color.separator
    /// The line's thickness: one device pixel at scale 2 (UIKit: 1 / the screen's scale), filled
    /// as a rectangle so that it stays one crisp pixel row at any offset (`HairlineTests`).
    static let thickness = 0.5

    /// The line at the bottom of a row of `size`, or nothing.
    func item(in size: Size) -> DisplayItem? {
        guard style == .singleLine else { return nil }
        let width = max(0, size.width - inset.left - inset.right)
        return .fill(
            Rect(x: inset.left, y: size.height - Self.thickness, width: width, height: Self.thickness), color,
            cornerRadius: 0)
    }
}

extension TableView {
    /// Whether rows have a separator (default `.singleLine`, as UIKit's).
    public var separatorStyle: SeparatorStyle {
        get { separators.style }
        set { separators.style = newValue }
    }
    /// The separator's insets from the row's leading and trailing edges (top and bottom are
    /// ignored); default 16 pt on the left.
    public var separatorInset: EdgeInsets {
        get { separators.inset }
        set { separators.inset = newValue }
    }
    /// The separator's colour (default `.separator`).
    public var separatorColor: Color {
        get { separators.color }
        set { separators.color = newValue }
    }
}
