import Geometry
import ScrollUI

/// The screen pushed when a row is tapped: a large title and a line of text.
public final class DetailScreen: ViewController {
    private let heading: Label
    private let body: Label

    public init(title: String, text: String) {
        heading = Label(title, font: .largeTitle, name: "detail.title")
        body = Label(text, font: .body, color: .secondaryLabel, name: "detail.text")
        super.init(title: title, name: "detail.screen")
        registryName = "detail"  // as `ScreenCatalog` registers it; rows push it directly
        view.addSubview(heading)
        view.addSubview(body)
    }

    public override func layoutView() {
        heading.frame = Rect(x: 20, y: 24, width: view.bounds.width - 40, height: 44)
        body.frame = Rect(x: 20, y: 76, width: view.bounds.width - 40, height: 24)
    }
}
