import Geometry
import ScrollTrace
import ScrollUI

/// `context-menu`: a scrolling list of messages, each with a context menu (UIKit's
/// `UIContextMenuInteraction`). Hold a message 0.4 s: it shrinks, lifts over the blurred screen
/// and the menu opens; slide to an item and lift, or tap one; tap outside to close, tap the
/// preview to open the message. Even messages preview as a screen of their own, odd ones lift
/// themselves. The menu has a submenu, a disabled item and a destructive one. The frame lines
/// add `"contextMenu": {"open", "chosen"}`: whether a menu shows and every item chosen so far.
public final class ContextMenuScreen: ViewController, ContextMenuInteractionDelegate, StateLogFields {
    /// The scrolling list (log id `messages`) and its cards.
    public let list = ScrollView(name: "messages")
    public private(set) var cards: [View] = []
    /// What was chosen, in order: "Reply: Anna".
    public private(set) var choices: [String] = []
    private let status = Label(
        "Hold a message for its menu", font: .subheadline, color: .secondaryLabel, name: "contextMenu.status")

    static let senders = [
        "Anna", "Ben", "Chloé", "Dev", "Emma", "Farid", "Grace", "Hugo", "Ines", "Jonas", "Kai", "Lena",
    ]
    static let cardHeight = 76.0, spacing = 12.0, top = 44.0

    public init() {
        super.init(title: "Context menu", name: "contextMenu.screen")
        view.backgroundColor = .groupedBackground
        view.addSubview(status)
        view.addSubview(list)
        list.alwaysBounceVertical = true
        for (index, sender) in Self.senders.enumerated() {
            let card = Self.card(sender: sender, index: index)
            card.addInteraction(ContextMenuInteraction(delegate: self))
            list.addSubview(card)
            cards.append(card)
        }
    }

    private static func card(sender: String, index: Int) -> View {
        let card = View(name: "message.\(index)")
        card.backgroundColor = .white
        card.cornerRadius = 12
        let name = Label(sender, font: .headline, name: "message.\(index).sender")
        let text = Label(
            "Message \(index + 1): lunch on Friday?", font: .subheadline, color: .secondaryLabel,
            name: "message.\(index).text")
        name.frame = Rect(x: 16, y: 12, width: 280, height: 24)
        text.frame = Rect(x: 16, y: 40, width: 300, height: 22)
        card.addSubview(name)
        card.addSubview(text)
        return card
    }

    public override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("messages", list)] }

    public override func layoutView() {
        let bounds = view.bounds
        status.frame = Rect(x: 16, y: 0, width: bounds.width - 32, height: Self.top)
        list.frame = Rect(x: 0, y: Self.top, width: bounds.width, height: max(0, bounds.height - Self.top))
        for (index, card) in cards.enumerated() {
            let y = Self.spacing + Double(index) * (Self.cardHeight + Self.spacing)
            card.frame = Rect(x: 16, y: y, width: bounds.width - 32, height: Self.cardHeight)
        }
        list.contentSize = Size(
            width: bounds.width, height: Self.spacing + Double(cards.count) * (Self.cardHeight + Self.spacing))
    }

    // MARK: ContextMenuInteractionDelegate

    public func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: Point
    )
        -> ContextMenuConfiguration?
    {
        guard let card = interaction.view, let index = cards.firstIndex(where: { $0 === card }) else { return nil }
        let sender = Self.senders[index]
        return ContextMenuConfiguration(
            identifier: sender,
            previewProvider: index % 2 == 0
                ? { DetailScreen(title: sender, text: "Message \(index + 1): lunch on Friday?") } : nil,
            actionProvider: { [weak self] _ in self?.menu(for: sender) })
    }

    public func contextMenuInteraction(
        _ interaction: ContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: ContextMenuCommitAnimator
    ) {
        let detail =
            animator.previewViewController
            ?? DetailScreen(title: configuration.identifier ?? "", text: "Opened from its menu.")
        animator.addCompletion { [weak self] time in self?.navigationController?.push(detail, animated: true, at: time)
        }
    }

    private func menu(for sender: String) -> Menu {
        let choose: (Action) -> Void = { [weak self] action in self?.record("\(action.title): \(sender)") }
        return Menu(children: [
            Action(title: "Reply", handler: choose),
            Action(title: "Forward", handler: choose),
            Menu(
                title: "Move to…",
                children: [Action(title: "Archive", handler: choose), Action(title: "Junk", handler: choose)]),
            Action(title: "Print", attributes: .disabled, handler: choose),
            Action(title: "Delete", attributes: .destructive, handler: choose),
        ])
    }

    private func record(_ choice: String) {
        choices.append(choice)
        status.text = "Chose \(choice)"
    }

    public func logFields() -> [(key: String, value: JSONValue)] {
        let open = cards.contains { card in card.contextMenuInteractions.contains { $0.presentation != nil } }
        return [("contextMenu", .object([("open", .bool(open)), ("chosen", .array(choices.map { .string($0) }))]))]
    }
}
