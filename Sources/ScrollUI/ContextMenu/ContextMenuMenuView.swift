import Geometry

/// The list of a context menu's items beside the preview (UIKit's `_UIContextMenuView`): rows
/// 44 pt high and 250 pt wide with 16 pt padding, a hairline between rows, the row under the
/// finger highlighted, destructive titles red, disabled ones dimmed. A submenu opens in place
/// of its parent under a header row that leads back.
final class ContextMenuMenuView: View {
    /// One row: an item of the menu shown, or the header of a submenu (which goes back).
    struct Row {
        var element: MenuElement?
        var title: String
        var isHeader: Bool { element == nil }
    }

    /// The menus opened, the root first; the last is shown.
    private(set) var menus: [Menu]
    private(set) var rows: [Row] = []
    /// The row under the finger, if it can be chosen.
    var highlightedRow: Int?

    static let background = Color(hex: 0xF4F4F6)
    static let highlight = Color(hex: 0xD8D8DC)
    static let destructive = Color(hex: 0xFF3B30)

    init(menu: Menu) {
        menus = [menu]
        super.init(name: "contextMenu.menu")
        backgroundColor = Self.background
        cornerRadius = ContextMenuMetrics.menuCornerRadius
        clipsToBounds = true
        rows = Self.rows(of: menus)
    }

    /// The height of the menu shown, in points.
    var menuHeight: Double { Double(rows.count) * ContextMenuMetrics.itemHeight }

    /// The row at `point` (this view's bounds coordinates), if any.
    func row(at point: Point) -> Int? {
        guard bounds.contains(point) else { return nil }
        let index = Int(point.y / ContextMenuMetrics.itemHeight)
        return rows.indices.contains(index) ? index : nil
    }

    /// True when the row can be chosen (a header, a submenu or an enabled action).
    func isSelectable(_ index: Int) -> Bool {
        guard rows.indices.contains(index) else { return false }
        return (rows[index].element as? Action)?.isEnabled ?? true
    }

    /// Opens `menu` in place of the one shown.
    func open(_ menu: Menu) {
        menus.append(menu)
        rows = Self.rows(of: menus)
        highlightedRow = nil
    }

    /// Goes back to the parent menu.
    func goBack() {
        guard menus.count > 1 else { return }
        menus.removeLast()
        rows = Self.rows(of: menus)
        highlightedRow = nil
    }

    private static func rows(of menus: [Menu]) -> [Row] {
        guard let menu = menus.last else { return [] }
        let items = menu.children.map { Row(element: $0, title: $0.title) }
        return menus.count > 1 ? [Row(element: nil, title: menu.title)] + items : items
    }

    override func draw(in list: inout DisplayList) {
        let height = ContextMenuMetrics.itemHeight, padding = ContextMenuMetrics.itemPadding
        for (index, row) in rows.enumerated() {
            let box = Rect(x: 0, y: Double(index) * height, width: bounds.width, height: height)
            if index == highlightedRow { list.append(.fill(box, Self.highlight, cornerRadius: 0)) }
            if index > 0 {
                list.append(
                    .fill(Rect(x: 0, y: box.minY, width: box.width, height: 0.5), Color.separator, cornerRadius: 0))
            }
            drawRow(row, in: box, padding: padding, list: &list)
        }
    }

    private func drawRow(_ row: Row, in box: Rect, padding: Double, list: inout DisplayList) {
        let action = row.element as? Action
        var color = Color.label
        if action?.attributes.contains(.destructive) == true { color = Self.destructive }
        if action?.isEnabled == false { color = Color(hex: 0x8A8A8E, alpha: 0.6) }
        let font = row.isHeader ? Font.headline : Font.body
        let leading = row.isHeader ? padding + 18 : padding
        let text = Rect(
            x: box.minX + leading, y: box.minY, width: box.width - leading - padding - 28, height: box.height)
        list.append(.text(row.title, box: text, font: font, color: color, alignment: .leading))
        let trailing = Rect(x: box.maxX - padding - 20, y: box.midY - 10, width: 20, height: 20)
        if row.isHeader {
            let chevron = Rect(x: box.minX + padding - 2, y: box.minY, width: 16, height: box.height)
            list.append(.text("‹", box: chevron, font: .headline, color: Color.tint, alignment: .leading))
        } else if row.element is Menu {
            list.append(.text("›", box: trailing, font: .headline, color: Color.secondaryLabel, alignment: .center))
        } else if let name = row.element?.imageName {
            list.append(.image(name: name, rect: trailing, cornerRadius: 0))
        }
    }
}
