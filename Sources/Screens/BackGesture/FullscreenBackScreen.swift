import Geometry
import ScrollUI

/// `back-fullscreen`: the fullscreen back gesture (FDFullscreenPopGesture's feature) over a
/// horizontal pager of three lists. A rightward drag anywhere pops — except where the pager can
/// still page back: there it pages, and only on its first page does the drag pop
/// (TZScrollViewPopGesture's rule, from `BackGesturePolicy`).
public final class FullscreenBackScreen: ViewController, ScrollViewDelegate {
    private let pager: PagerView
    private let indicator = Label("", font: .subheadline, color: .secondaryLabel, alignment: .center, name: "fullscreen.page")

    public init() {
        let lists = (0..<3).map { page in
            ListView(name: "fullscreen.list.\(page)", rowCount: 30, height: { _ in 64 }) { row in
                ListView.Row(title: "Page \(page + 1), row \(row + 1)",
                             subtitle: page == 0 ? "Drag right anywhere to go back" : "Drag right to page back first")
            }
        }
        pager = PagerView(name: "fullscreen.pager", pages: lists)
        super.init(title: "Fullscreen back", name: "fullscreen.screen")
        [pager, indicator].forEach(view.addSubview)
        pager.delegate = self
        scrollViewDidScroll(pager)
    }

    public override var backGestureMode: BackGestureMode { .fullscreen() }

    public override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("fullscreen.pager", pager)] }

    public override func layoutView() {
        indicator.frame = Rect(x: 0, y: 0, width: view.bounds.width, height: 28)
        pager.frame = Rect(x: 0, y: 28, width: view.bounds.width, height: max(0, view.bounds.height - 28))
    }

    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        indicator.text = "Page \(pager.shownPage + 1) of \(pager.pages.count)"
    }
}
