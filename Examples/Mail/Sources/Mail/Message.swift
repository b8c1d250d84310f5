/// One message of the inbox.
public struct Message: Equatable, Sendable {
    public let id: Int
    public let sender, subject, preview, time: String
    public var isUnread: Bool
}

/// The example's mail: an inbox of twenty messages, and the two new ones each refresh brings.
public enum Mailbox {
    static let senders = [
        "Anna Berg", "Ben Okafor", "Chloé Martin", "Dev Patel", "Emma Novak", "Farid Haddad", "Grace Liu",
    ]
    static let subjects = [
        "Lunch on Friday?", "The draft, with your notes", "Tickets for Saturday",
        "Quick question about the scroll view",
        "Photos from the trip", "Re: the physics of a fling", "Moving day",
    ]
    static let previews = [
        "I found a place near the station that does a good soup. Shall we meet at noon, or is one better for you?",
        "I went through it twice and left comments in the margin; the second part reads much better now.",
        "Two seats in the balcony, row C. I can pick them up on the way if you like.",
    ]

    /// The inbox, newest first; the first five unread.
    public static let inbox = (0..<20).map { message($0, time: "\(9 + $0 / 4):\(10 + ($0 * 7) % 50)", unread: $0 < 5) }

    /// The two messages a refresh brings to `inbox`, newest first.
    public static func newMessages(after inbox: [Message]) -> [Message] {
        let last = inbox.map(\.id).max() ?? 0
        return [last + 2, last + 1].map { message($0, time: "Now", unread: true) }
    }

    static func message(_ id: Int, time: String, unread: Bool) -> Message {
        Message(
            id: id, sender: senders[id % senders.count], subject: subjects[id % subjects.count],
            preview: previews[id % previews.count], time: time, isUnread: unread)
    }
}
