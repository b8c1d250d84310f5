// WindowPlacement — where a new window goes and at what scale.
// Implements: centring on the usable area, a lower scale when the window would not fit (said once).
// Does not: displays other than the main one, or moving the window later (full screen does).

import Geometry
import ScrollUI

/// Where a new window goes and at what scale, so that all of it is on the display: a window that
/// would not fit the display's usable area (without panels and docks, less room for the title
/// bar) is shown at a smaller scale, centred. The app keeps its size in points.
struct WindowPlacement: Equatable {
    /// Pixels per point.
    var scale: Double
    /// Top-left corner and size, in display pixels.
    var x: Int32, y: Int32, width: Int32, height: Int32
    /// Set when the scale was lowered to fit: what to tell the user.
    var note: String?

    /// Room kept for window decorations, in pixels (a title bar above, borders at the sides).
    static let decorations = (horizontal: 16.0, vertical: 48.0)

    /// Places `size` points at `scale` pixels per point inside `usable` (display pixels).
    init(size: Size, scale requested: Double, usable: Rect) {
        let room = Size(
            width: max(usable.width - Self.decorations.horizontal, 1),
            height: max(usable.height - Self.decorations.vertical, 1))
        let fitting = min(room.width / size.width, room.height / size.height)
        scale = requested
        note = nil
        if requested > fitting {
            scale = fitting
            note = String(
                format:
                    "the window (%@ points at scale %g) does not fit the display's %gx%g usable pixels; showing it at scale %.2f",
                "\(size.width.formattedSide)x\(size.height.formattedSide)", requested, usable.width, usable.height,
                fitting)
        }
        width = Int32((size.width * scale).rounded())
        height = Int32((size.height * scale).rounded())
        x = Int32(usable.minX + ((usable.width - Double(width)) / 2).rounded(.down))
        y = Int32(usable.minY + Self.decorations.vertical / 2 + ((room.height - Double(height)) / 2).rounded(.down))
    }
}
