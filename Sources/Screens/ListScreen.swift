import Geometry
import ScrollUI

/// One plain list with alternating row heights (64 and 88 pt); tapping a row pushes `detail`.
/// The list is virtualized, so `--rows` can go to ten million at the same cost per frame.
public final class ListScreen: ViewController {
    /// Number of rows by default (docs/Architecture.md: 200).
    public static let defaultRowCount = 200
    public let list: ListView

    public init(rowCount: Int = ListScreen.defaultRowCount) {
        list = ListView(name: "list", rowCount: rowCount, height: ListScreen.height(ofRow:)) { index in
            ListView.Row(
                title: "Row \(index)",
                subtitle: index % 2 == 0 ? "Subtitle for row \(index)" : "A taller row, number \(index)",
                height: ListScreen.height(ofRow: index))
        }
        super.init(title: "List", name: "list.screen")
        view.addSubview(list)
        list.onSelect = { [weak self] index, time in
            let detail = DetailScreen(title: "Row \(index)", text: "You tapped row \(index) of the list.")
            self?.navigationController?.push(detail, animated: true, at: time)
        }
    }

    /// Even rows are 64 pt, odd rows 88 pt.
    static func height(ofRow index: Int) -> Double { index % 2 == 0 ? 64 : 88 }

    public override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("list", list)] }

    public override func layoutView() { list.frame = view.bounds }
}
