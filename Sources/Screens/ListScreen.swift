import Geometry
import ScrollUI

/// One plain list of 200 rows with alternating heights; tapping a row pushes `detail`.
public final class ListScreen: ViewController {
    /// Number of rows (DESIGN.md: 200).
    public static let rowCount = 200
    public let list: ListView

    public init(rowCount: Int = ListScreen.rowCount) {
        list = ListView(name: "list", rows: (0..<rowCount).map { index in
            ListView.Row(title: "Row \(index)",
                         subtitle: index % 2 == 0 ? "Subtitle for row \(index)" : "A taller row, number \(index)",
                         height: index % 2 == 0 ? 64 : 88)
        })
        super.init(title: "List", name: "list.screen")
        view.addSubview(list)
        list.onSelect = { [weak self] index, time in
            let detail = DetailScreen(title: "Row \(index)", text: "You tapped row \(index) of the list.")
            self?.navigationController?.push(detail, animated: true, at: time)
        }
    }

    public override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("list", list)] }

    public override func layoutView() { list.frame = view.bounds }
}
