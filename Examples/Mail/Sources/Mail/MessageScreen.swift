import ScrollLabKit

/// A message, read: its subject, then the sender, the time and the text.
public final class MessageScreen: ViewController {
    public let message: Message
    private let subject: Label
    private let body: Label

    public init(_ message: Message) {
        self.message = message
        subject = Label(message.subject, font: .title2, numberOfLines: 0, name: "message.subject")
        body = Label(
            "\(message.sender) · \(message.time)\n\n\(message.preview)", numberOfLines: 0, name: "message.body")
        super.init(title: "", name: "mail.message")
        navigationItem.largeTitleDisplayMode = .never
        view.backgroundColor = .white
        [subject, body].forEach(view.addSubview)
    }

    public override func layoutView() {
        let width = view.bounds.width - 32
        let height = { (label: Label) in label.sizeThatFits(Size(width: width, height: .infinity)).height }
        subject.frame = Rect(x: 16, y: 16, width: width, height: height(subject))
        body.frame = Rect(x: 16, y: subject.frame.maxY + 12, width: width, height: height(body))
    }
}
