import Geometry
import ScrollUI

/// `text-field`: a form of text fields in a scroll view. Tap one and the keyboard rises; the
/// last field sits low enough that the keyboard would cover it, so the form scrolls it into
/// sight. Return moves to the next field and leaves the last one.
public final class TextFieldScreen: ViewController {
    static let labels = ["Name", "Email", "Subject", "City", "Message"]
    package let form = ScrollView(name: "textField.form")
    package let fields: [TextField]
    private let captions: [Label]
    /// The message shown under the form after return in the last field.
    package let sent = Label("", font: .footnote, color: .secondaryLabel, name: "textField.sent")

    public init() {
        fields = Self.labels.enumerated().map { index, label in
            TextField(placeholder: label, name: "textField.\(label.lowercased())")
        }
        captions = Self.labels.map {
            Label($0.uppercased(), font: .footnote, color: .secondaryLabel, name: "textField.caption")
        }
        super.init(title: "Text Field", name: "textField.screen")
        form.alwaysBounceVertical = true
        view.addSubview(form)
        for (caption, field) in zip(captions, fields) {
            form.addSubview(caption)
            form.addSubview(field)
        }
        form.addSubview(sent)
        for (index, field) in fields.enumerated() {
            field.onReturn = { [weak self] field in self?.fieldReturned(field, index: index) }
        }
    }

    private func fieldReturned(_ field: TextField, index: Int) {
        guard index + 1 < fields.count else {
            field.resignFirstResponder()
            sent.text = "Sent: " + fields.map(\.text).joined(separator: " · ")
            return
        }
        fields[index + 1].becomeFirstResponder()
    }

    public override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("form", form)] }

    /// Fields 44 pt tall, 16 pt from the sides, 88 pt apart; the last one near the bottom.
    public override func layoutView() {
        form.frame = view.bounds
        let width = view.bounds.width - 32
        for (index, (caption, field)) in zip(captions, fields).enumerated() {
            let top =
                index == fields.count - 1
                ? max(view.bounds.height - 120, 24 + Double(index) * 88) : 24 + Double(index) * 88
            caption.frame = Rect(x: 20, y: top, width: width, height: 18)
            field.frame = Rect(x: 16, y: top + 24, width: width, height: 44)
        }
        sent.frame = Rect(x: 20, y: (fields.last?.frame.maxY ?? 0) + 12, width: width, height: 20)
        form.contentSize = Size(width: view.bounds.width, height: max(view.bounds.height, sent.frame.maxY + 24))
    }
}
