import Geometry
import ScrollPhysics
import ScrollUI

/// The feel in use when it is not UIKit's, under the frame HUD (F3): each value that differs, for
/// every scroll view and for single ones (`PhysicsTuning`).
struct PhysicsHUD {
    let tuning: PhysicsTuning

    /// "key value" lines, the scroll views' own after a line with their id.
    var lines: [String] {
        var lines = ["physics (not UIKit's)"] + Self.changes(tuning.settings)
        for (id, settings) in tuning.overrides.sorted(by: { $0.key < $1.key }) {
            lines.append("\(id):")
            lines += Self.changes(settings)
        }
        return lines
    }

    private static func changes(_ settings: PhysicsSettings) -> [String] {
        settings.changedParameters.map { "  \($0.key) \($0.formatted(settings[keyPath: $0.keyPath]))" }
    }

    /// Draws the lines in a box at `top` (points), right-aligned in a window `width` points wide.
    func draw(into list: inout DisplayList, width: Double, top: Double) {
        let lines = lines,
            frame = Rect(
                x: width - FrameHUD.size.width - 8, y: top, width: FrameHUD.size.width,
                height: Double(lines.count) * 16 + 8)
        list.append(.fill(frame, Color(red: 0, green: 0, blue: 0, alpha: 0.72), cornerRadius: 8))
        for (index, line) in lines.enumerated() {
            list.append(
                .text(
                    line,
                    box: Rect(
                        x: frame.minX + 8, y: frame.minY + 4 + Double(index) * 16, width: frame.width - 16, height: 16),
                    font: Font(size: 11, weight: index == 0 ? .bold : .regular), color: Color(hex: 0xFF9F0A),
                    alignment: .leading))
        }
    }
}
