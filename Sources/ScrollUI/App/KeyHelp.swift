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

/// The help panel F1 shows over the app: a dark rounded panel listing `KeyHelp.entries`.
final class KeyHelpView: View {
    static let rowHeight = 40.0

    init() {
        super.init(name: "keyHelp")
        backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0.82)
        cornerRadius = 14
        addSubview(Label("Keys", font: .headline, color: .white, alignment: .center, name: "keyHelp.title"))
        for (index, entry) in KeyHelp.entries.enumerated() {
            addSubview(Label(entry.keys, font: .subheadline, color: .white, alignment: .leading, name: "keyHelp.keys.\(index)"))
            addSubview(Label(entry.action, font: Font(size: 13), color: Color(hex: 0xC7C7CC), alignment: .leading,
                             name: "keyHelp.action.\(index)"))
        }
    }

    /// Height of the panel for its rows, in points.
    static var preferredHeight: Double { 48 + Double(KeyHelp.entries.count) * rowHeight + 12 }

    override func layoutSubviews() {
        subviews[0].frame = Rect(x: 0, y: 8, width: bounds.width, height: 36)
        for index in KeyHelp.entries.indices {
            let top = 48 + Double(index) * Self.rowHeight
            subviews[1 + 2 * index].frame = Rect(x: 16, y: top, width: bounds.width - 32, height: 20)
            subviews[2 + 2 * index].frame = Rect(x: 16, y: top + 18, width: bounds.width - 32, height: 18)
        }
    }

    // The panel is for reading: touches go through to the app.
    override func hitTest(_ point: Point) -> View? { nil }
}
