import Geometry
import ScrollUI

/// Stands in for a screen of the table that a later change builds; says what it will show.
public final class PlaceholderScreen: ViewController {
    private let message: Label
    private let note = Label("Not built yet", font: .subheadline, color: .secondaryLabel,
                             alignment: .center, name: "placeholder.note")

    init(entry: ScreenCatalog.Entry) {
        message = Label(entry.summary, font: .headline, alignment: .center, name: "placeholder.summary")
        super.init(title: entry.name, name: "\(entry.name).screen")
        view.backgroundColor = .groupedBackground
        view.addSubview(message)
        view.addSubview(note)
    }

    public override func layoutView() {
        let midY = view.bounds.height / 2
        message.frame = Rect(x: 16, y: midY - 30, width: view.bounds.width - 32, height: 28)
        note.frame = Rect(x: 16, y: midY + 2, width: view.bounds.width - 32, height: 22)
    }
}
