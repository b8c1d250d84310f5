import Geometry
import ScrollUI

/// `back-off`: a screen that turns the back gesture off (seed 003's per-screen protocol): edge
/// swipes scroll nothing and pop nothing; the back button and Escape still go back.
public final class BackGestureOffScreen: ViewController {
    private let list = ListView(name: "backOff.list", rowCount: 40, height: { _ in 64 }) { row in
        ListView.Row(
            title: "Row \(row + 1)",
            subtitle: row == 0 ? "The back gesture is off here: use ‹ Back" : "Edge swipes do nothing")
    }

    public init() {
        super.init(title: "Back gesture off", name: "backOff.screen")
        view.addSubview(list)
    }

    public override var backGestureMode: BackGestureMode { .disabled }

    public override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("backOff.list", list)] }

    public override func layoutView() { list.frame = view.bounds }
}
