import Geometry
import ScrollUI

/// `back-hidden-bar`: no navigation bar, a back button of the screen's own at the top left (seed
/// 003's hidden bar and custom left button, where UIKit's back gesture stops working). Here the
/// edge swipe still pops: the gesture belongs to the stack, not to the bar.
public final class HiddenBarScreen: ViewController {
    private let backButton = Button(title: "‹ Close", font: .headline, name: "hiddenBar.close")
    private let heading = Label("No navigation bar", font: .largeTitle, name: "hiddenBar.title")
    private let list = ListView(name: "hiddenBar.list", rowCount: 40, height: { _ in 64 }) { row in
        ListView.Row(
            title: "Row \(row + 1)",
            subtitle: row == 0 ? "Swipe from the left edge to go back" : "A list under a hidden bar")
    }

    public init() {
        super.init(title: "Hidden bar", name: "hiddenBar.screen")
        view.backgroundColor = .groupedBackground
        [list, heading, backButton].forEach(view.addSubview)
        backButton.action = { [weak self] time in self?.navigationController?.pop(animated: true, at: time) }
    }

    public override var prefersNavigationBarHidden: Bool { true }

    public override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("hiddenBar.list", list)] }

    public override func layoutView() {
        backButton.frame = Rect(x: 12, y: 8, width: 100, height: 36)
        heading.frame = Rect(x: 20, y: 48, width: view.bounds.width - 40, height: 44)
        list.frame = Rect(x: 0, y: 104, width: view.bounds.width, height: max(0, view.bounds.height - 104))
    }
}
