import Geometry
import ScrollTrace
import ScrollUI

/// A screen with one scroll view filling it, logged as `list`, and the fields of its own given.
final class LoggedScreen: ViewController, StateLogFields {
    let scrollView = ScrollView(name: "list")
    let fields: [(key: String, value: JSONValue)]

    init(contentHeight: Double, maximumZoomScale: Double = 1, fields: [(key: String, value: JSONValue)] = []) {
        self.fields = fields
        super.init(title: "Scroll", name: "scroll.screen")
        scrollView.contentSize = Size(width: 390, height: contentHeight)
        scrollView.maximumZoomScale = maximumZoomScale
        view.addSubview(scrollView)
    }

    override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("list", scrollView)] }
    override func layoutView() { scrollView.frame = view.bounds }
    func logFields() -> [(key: String, value: JSONValue)] { fields }
}
