import Geometry
import ScrollUI

/// The keys the window understands, in one place: the on-screen help (F1), `run --help` and
/// the README list these.
public enum KeyHelp {
    public static let entries: [(keys: String, action: String)] = [
        ("Drag, touch, wheel, trackpad", "scroll; the left mouse button is a finger"),
        ("Alt + drag", "two fingers: a second one mirrored about the centre, to pinch and rotate"),
        ("Shift + Alt + drag", "two fingers moved together (a two-finger pan)"),
        ("Up / Down, Page Up / Page Down, Space", "scroll by a line or a page"),
        ("Home / End", "scroll to the top or the bottom"),
        ("Shift + wheel", "scroll sideways (pages a pager)"),
        ("Esc, Backspace, Alt + Left", "go back"),
        ("Tap the navigation bar", "scroll to the top"),
        ("F2", "gesture overlay: touches, recognizers, velocities, where the content will rest"),
        ("F3", "frame HUD: frames per second, step and render cost"),
        ("F4", "slow motion: 1×, 0.5×, 0.25×, 0.1×"),
        ("F5", "tune the physics: deceleration, rubber band, bounce, paging, thresholds (S saves, R resets)"),
        ("F6", "touches: a circle where each finger is, as iOS screen recordings show them"),
        ("F11", "full screen: the prototype centred, at its size or scaled to fit"),
        ("F12", "save a screenshot (the folder of --screenshot-folder)"),
        ("Save a source file (`dev`)", "rebuild and reopen in the same state; a build error shows here"),
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
/// `KeyHelp.entries`, each wrapped to the panel's width (at 390 pt nothing is cut); where the
/// window is too short for it (landscape), the type shrinks to fit, down to `minimumScale`.
final class KeyHelpView: View {
    static let padding = 16.0, minimumScale = 0.6
    /// Type and line sizes at full scale, in points.
    static let keysSize = 15.0, actionSize = 13.0, keysLineHeight = 20.0, actionLineHeight = 17.0, entryGap = 5.0,
        titleHeight = 48.0
    /// The type's scale, 1 or less (`scale(width:height:)`).
    var scale = 1.0

    init() {
        super.init(name: "keyHelp")
        backgroundColor = Color(red: 0.07, green: 0.07, blue: 0.08, alpha: 0.96)
        cornerRadius = 14
    }

    /// Panels at least this wide put each action beside its keys (two columns), in points.
    static let twoColumnWidth = 560.0

    /// The columns of a panel `width` points wide: keys' and actions' x and width (equal x: stacked).
    static func columns(width: Double) -> (keysX: Double, keysWidth: Double, actionX: Double, actionWidth: Double) {
        let text = width - 2 * padding
        guard width >= twoColumnWidth else { return (padding, text, padding, text) }
        let keys = (text * 0.42).rounded()
        return (padding, keys - 12, padding + keys, text - keys)
    }

    /// The wrapped lines of each entry at a panel `width` points wide and type `scale`.
    static func wrapped(width: Double, scale: Double) -> [(keys: [String], action: [String])] {
        let columns = columns(width: width)
        return KeyHelp.entries.map {
            (
                TextWrap.lines($0.keys, width: columns.keysWidth, font: Font(size: keysSize * scale)),
                TextWrap.lines($0.action, width: columns.actionWidth, font: Font(size: actionSize * scale))
            )
        }
    }

    /// The height of one entry's lines, in points at full scale.
    private static func entryHeight(keys: Int, action: Int, twoColumns: Bool) -> Double {
        let keysHeight = Double(keys) * keysLineHeight, actionHeight = Double(action) * actionLineHeight
        return (twoColumns ? max(keysHeight, actionHeight) : keysHeight + actionHeight) + entryGap
    }

    /// Height of the panel at `width` and type `scale`, in points.
    static func preferredHeight(width: Double, scale: Double = 1) -> Double {
        var height = titleHeight + 8
        for entry in wrapped(width: width, scale: scale) {
            height += entryHeight(
                keys: entry.keys.count, action: entry.action.count, twoColumns: width >= twoColumnWidth)
        }
        return height * scale
    }

    /// The largest type scale (1 at most, `minimumScale` at least) whose panel fits `height`.
    static func scale(width: Double, height: Double) -> Double {
        var scale = 1.0
        while scale > minimumScale, preferredHeight(width: width, scale: scale) > height { scale -= 0.05 }
        return max(scale, minimumScale)
    }

    override func draw(in list: inout DisplayList) {
        super.draw(in: &list)
        let columns = Self.columns(width: bounds.width), twoColumns = bounds.width >= Self.twoColumnWidth
        let keysFont = Font(size: Self.keysSize * scale), actionFont = Font(size: Self.actionSize * scale)
        list.append(
            .text(
                "Keys", box: Rect(x: 0, y: 8 * scale, width: bounds.width, height: 36 * scale),
                font: Font(size: 17 * scale, weight: .bold), color: .white, alignment: .center))
        var top = Self.titleHeight * scale
        for entry in Self.wrapped(width: bounds.width, scale: scale) {
            var y = top
            for line in entry.keys {
                list.append(
                    .text(
                        line,
                        box: Rect(
                            x: columns.keysX, y: y, width: columns.keysWidth, height: Self.keysLineHeight * scale),
                        font: keysFont, color: .white, alignment: .leading))
                y += Self.keysLineHeight * scale
            }
            y = twoColumns ? top + 2 * scale : y  // beside the keys, on their baseline, or under them
            for line in entry.action {
                list.append(
                    .text(
                        line,
                        box: Rect(
                            x: columns.actionX, y: y - 2 * scale, width: columns.actionWidth,
                            height: (Self.actionLineHeight + 1) * scale),
                        font: actionFont, color: Color(hex: 0xD1D1D6), alignment: .leading))
                y += Self.actionLineHeight * scale
            }
            top += Self.entryHeight(keys: entry.keys.count, action: entry.action.count, twoColumns: twoColumns) * scale
        }
    }

    // The panel is for reading: touches go through to the app.
    override func hitTest(_ point: Point) -> View? { nil }
}
