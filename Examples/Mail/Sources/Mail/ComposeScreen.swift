import ScrollLabKit

/// A new message in a sheet: To and Subject fields (a tap raises the keyboard), Cancel and Send
/// in its bar.
public final class ComposeScreen: ViewController {
    public let to = TextField(placeholder: "To:", name: "compose.to")
    public let subject = TextField(placeholder: "Subject", name: "compose.subject")
    /// Whether Send was tapped.
    public private(set) var isSent = false

    public init(replyingTo message: Message? = nil) {
        super.init(title: message == nil ? "New Message" : "Reply", name: "mail.compose")
        view.backgroundColor = .white
        to.text = message?.sender ?? ""
        subject.text = message.map { "Re: " + $0.subject } ?? ""
        to.onReturn = { [weak self] _ in _ = self?.subject.becomeFirstResponder() }
        [to, subject].forEach(view.addSubview)
        navigationItem.leftBarButtonItems = [BarButtonItem(title: "Cancel") { [weak self] in self?.close(at: $0) }]
        let send = BarButtonItem(title: "Send", prominent: true) { [weak self] in self?.close(at: $0, sent: true) }
        navigationItem.rightBarButtonItems = [send]
    }

    public override func layoutView() {
        to.frame = Rect(x: 8, y: 8, width: view.bounds.width - 16, height: 44)
        subject.frame = Rect(x: 8, y: 52, width: view.bounds.width - 16, height: 44)
    }

    private func close(at time: Double, sent: Bool = false) {
        isSent = sent
        [to, subject].forEach { _ = $0.resignFirstResponder() }
        dismiss(animated: true, at: time)
    }
}
