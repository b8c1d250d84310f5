import Geometry

/// The keys the window understands, in one place: the on-screen help (F1), `run --help` and
/// the README list these.
public enum KeyHelp {
    public static let entries: [(keys: String, action: String)] = [
        ("Drag, touch, wheel, trackpad", "scroll; the left mouse button is a finger"),
        ("Up / Down, Page Up / Page Down, Space", "scroll by a line or a page"),
        ("Home / End", "scroll to the top or the bottom"),
        ("Shift + wheel", "scroll sideways (pages a pager)"),
        ("Esc, Backspace, Alt + Left", "go back"),
        ("Tap the navigation bar", "scroll to the top"),
        ("F2", "gesture overlay: touches, recognizers, velocities, where the content will rest"),
        ("F3", "frame HUD: frames per second, step and render cost"),
        ("F4", "slow motion: 1×, 0.5×, 0.25×, 0.1×"),
        ("F11", "full screen: the prototype centred, at its size or scaled to fit"),
        ("F12", "save a screenshot (the folder of --screenshot-folder)"),
        ("F1", "show or hide this help"),
    ]

    /// Modifier keys, tracked while held (key names of traces).
    public static let modifiers: Set<String> = ["shift", "alt", "control"]

    /// The list as plain text, one key a line, for `--help` and the terminal.
    public static var text: String {
        entries.map { "  \($0.keys): \($0.action)" }.joined(separator: "\n")
    }
}

/// The help panel F1 shows over the app: a dark, nearly opaque rounded panel listing
/// `KeyHelp.entries`, each wrapped to the panel's width (at 390 pt nothing is cut).
final class KeyHelpView: View {
    static let keysFont = Font.subheadline, actionFont = Font(size: 13)
    static let keysLineHeight = 20.0, actionLineHeight = 17.0, entryGap = 5.0
    static let padding = 16.0, titleHeight = 48.0

    init() {
        super.init(name: "keyHelp")
        backgroundColor = Color(red: 0.07, green: 0.07, blue: 0.08, alpha: 0.96)
        cornerRadius = 14
    }

    /// The wrapped lines of each entry at a panel `width` points wide.
    static func wrapped(width: Double) -> [(keys: [String], action: [String])] {
        let textWidth = width - 2 * padding
        return KeyHelp.entries.map {
            (TextWrap.lines($0.keys, width: textWidth, font: keysFont), TextWrap.lines($0.action, width: textWidth, font: actionFont))
        }
    }

    /// Height of the panel at `width`, in points.
    static func preferredHeight(width: Double) -> Double {
        titleHeight + wrapped(width: width).reduce(0) {
            $0 + Double($1.keys.count) * keysLineHeight + Double($1.action.count) * actionLineHeight + entryGap
        } + 8
    }

    override func draw(in list: inout DisplayList) {
        super.draw(in: &list)
        let width = bounds.width - 2 * Self.padding
        list.append(.text("Keys", box: Rect(x: 0, y: 8, width: bounds.width, height: 36), font: .headline, color: .white, alignment: .center))
        var y = Self.titleHeight
        for entry in Self.wrapped(width: bounds.width) {
            for line in entry.keys {
                list.append(.text(line, box: Rect(x: Self.padding, y: y, width: width, height: Self.keysLineHeight),
                                  font: Self.keysFont, color: .white, alignment: .leading))
                y += Self.keysLineHeight
            }
            for line in entry.action {
                list.append(.text(line, box: Rect(x: Self.padding, y: y - 2, width: width, height: Self.actionLineHeight + 1),
                                  font: Self.actionFont, color: Color(hex: 0xD1D1D6), alignment: .leading))
                y += Self.actionLineHeight
            }
            y += Self.entryGap
        }
    }

    // The panel is for reading: touches go through to the app.
    override func hitTest(_ point: Point) -> View? { nil }
}
