import Geometry
import ScrollUI

/// A short message shown over the app near the bottom of the window for a moment (the window's
/// slow-motion speed, where a screenshot went). Drawn by the host after the app, so it is
/// never part of the app's state, logs or screenshots.
/// (Package access: only the window, `WindowHost`, shows toasts.)
package struct Toast: Sendable {
    package var text: String
    /// Until when it shows, in the host's seconds.
    package var until: Double

    package init(_ text: String, until: Double) {
        self.text = text
        self.until = until
    }

    /// How long a toast shows, in seconds.
    package static let duration = 2.0

    /// Draws the toast into `list` for a window of `size` points.
    package func draw(into list: inout DisplayList, size: Size) {
        let width = min(size.width - 32, Double(text.count) * 8.5 + 32), height = 36.0
        let frame = Rect(x: (size.width - width) / 2, y: size.height - height - 40, width: width, height: height)
        list.append(.fill(frame, Color(red: 0, green: 0, blue: 0, alpha: 0.78), cornerRadius: height / 2))
        list.append(
            .text(
                text, box: Rect(x: frame.minX + 12, y: frame.minY, width: frame.width - 24, height: height),
                font: .subheadline, color: .white, alignment: .center))
    }
}
