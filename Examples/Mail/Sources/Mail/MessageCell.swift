import ScrollLabKit

/// A row of the inbox as Mail draws it: a blue dot while unread, the sender and the time, the
/// subject, and two lines of the message.
final class MessageCell: TableViewCell {
    static let identifier = "message"
    private let dot = View(name: "unread")
    private let sender = Label("", font: .headline, name: "sender")
    private let time = Label("", font: .subheadline, color: .secondaryLabel, alignment: .trailing, name: "time")
    private let subject = Label("", font: .subheadline, name: "subject")
    private let preview = Label("", font: .subheadline, color: .secondaryLabel, numberOfLines: 2, name: "preview")

    init() {
        super.init(reuseIdentifier: Self.identifier)
        backgroundColor = .white
        dot.backgroundColor = .tint
        dot.cornerRadius = 5
        [dot, sender, time, subject, preview].forEach(addSubview)
    }

    func show(_ message: Message) {
        dot.isHidden = !message.isUnread
        sender.text = message.sender
        time.text = message.time
        subject.text = message.subject
        preview.text = message.preview
    }

    override func layoutSubviews() {
        let width = bounds.width
        dot.frame = Rect(x: 10, y: 16, width: 10, height: 10)
        sender.frame = Rect(x: 28, y: 10, width: width - 120, height: 22)
        time.frame = Rect(x: width - 96, y: 10, width: 80, height: 22)
        subject.frame = Rect(x: 28, y: 32, width: width - 44, height: 20)
        preview.frame = Rect(x: 28, y: 52, width: width - 44, height: 42)
    }
}
