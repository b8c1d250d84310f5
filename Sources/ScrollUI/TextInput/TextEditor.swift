/// A single line of text being edited: its characters, the selection (an empty one is the
/// caret) and an input method's composition, with the edits a text field makes (UIKit's
/// `UITextInput` in miniature). Positions are character offsets.
public struct TextEditor: Equatable, Sendable {
    public private(set) var characters: [Character]
    /// The selected characters; empty: the caret, before the character at its lower bound.
    public var selection: Range<Int> {
        didSet { selection = selection.clamped(to: 0..<characters.count) }
    }
    /// The end of a selection that stays (`anchor`) and the one shift+arrows or a drag move (`focus`).
    private var anchor: Int?, focus: Int?
    /// An input method's composition in progress (`SDL_TEXTEDITING`), drawn at the caret
    /// until committed; its cursor in characters.
    public private(set) var marked: (text: String, cursor: Int)?

    public init(_ text: String = "") {
        characters = Array(text)
        selection = characters.count..<characters.count
    }

    public var text: String {
        get { String(characters) }
        set {
            characters = Array(newValue)
            selection = characters.count..<characters.count
            (anchor, focus, marked) = (nil, nil, nil)
        }
    }

    public var caret: Int { selection.upperBound }
    public var selectedText: String { String(characters[selection]) }

    /// Replaces the selection with `string` (typing, a commit, a paste); the caret follows it.
    public mutating func insert(_ string: String) {
        let inserted = Array(string.filter { $0 != "\n" && $0 != "\r" })
        characters.replaceSubrange(selection, with: inserted)
        let caret = selection.lowerBound + inserted.count
        selection = caret..<caret
        (anchor, focus, marked) = (nil, nil, nil)
    }

    /// Deletes the selection, or the character before the caret (the delete key).
    public mutating func deleteBackward() {
        if selection.isEmpty, selection.lowerBound > 0 { selection = (selection.lowerBound - 1)..<selection.lowerBound }
        insert("")
    }

    /// Shows a composition at the caret (an empty one ends it).
    public mutating func setMarked(_ text: String, cursor: Int) {
        marked = text.isEmpty ? nil : (text, min(max(cursor, 0), text.count))
    }

    /// Moves the caret one character (`step` −1 or 1) or to an end (`Int.min`, `Int.max`: home,
    /// end); `extending` moves only the selection's free end and keeps the other, as shift does.
    public mutating func move(by step: Int, extending: Bool) {
        func moved(_ position: Int) -> Int {
            step == Int.min ? 0 : step == Int.max ? characters.count : min(max(position + step, 0), characters.count)
        }
        guard extending else {
            let collapsed =
                selection.isEmpty
                ? moved(selection.lowerBound) : (step < 0 ? selection.lowerBound : selection.upperBound)
            let caret = step == Int.min || step == Int.max ? moved(0) : collapsed
            (selection, anchor, focus) = (caret..<caret, nil, nil)
            return
        }
        let fixed = anchor ?? (step < 0 ? selection.upperBound : selection.lowerBound)
        let free = moved(focus ?? (step < 0 ? selection.lowerBound : selection.upperBound))
        selection = min(fixed, free)..<max(fixed, free)
        (anchor, focus) = (fixed, free)
    }

    /// Selects from `start` to `end` (a drag); the order does not matter.
    public mutating func select(from start: Int, to end: Int) {
        let (a, b) = (min(max(start, 0), characters.count), min(max(end, 0), characters.count))
        selection = min(a, b)..<max(a, b)
        (anchor, focus) = (a, b)
    }

    /// Selects the word around `index` (a double tap): letters and digits, or the run of spaces
    /// or punctuation it falls in.
    public mutating func selectWord(at index: Int) {
        guard !characters.isEmpty else { return }
        let at = min(max(index, 0), characters.count - 1)
        let isWord: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "'" }
        let kind = isWord(characters[at])
        var start = at, end = at + 1
        while start > 0, isWord(characters[start - 1]) == kind { start -= 1 }
        while end < characters.count, isWord(characters[end]) == kind { end += 1 }
        select(from: start, to: end)
    }

    public static func == (a: TextEditor, b: TextEditor) -> Bool {
        a.characters == b.characters && a.selection == b.selection && a.marked?.text == b.marked?.text
            && a.marked?.cursor == b.marked?.cursor
    }
}
