import Foundation
import Geometry

/// Where full screen puts the prototype on the panel's display (`EventTranslator.Panel` in the
/// window): at the scale asked for, or scaled down to fit, its top-left on a whole pixel.
extension PanelMapping {
    /// The number of device units an axis covers (libinput's `absinfo_range`: max − min + 1), in
    /// floating point, which no pair of integers overflows (the importer refuses empty and
    /// reversed ranges before they get here).
    static func range(of axis: AxisInfo) -> Double { max(Double(axis.maximum) - Double(axis.minimum), 0) + 1 }

    /// The display's size in pixels when the recording cannot say: the panel's aspect, around the
    /// prototype at one pixel per point (a panel of the prototype's own aspect is its size).
    func assumedDisplay() -> Size {
        let aspect = panel.width / panel.height
        return aspect >= window.width / window.height
            ? Size(width: (window.height * aspect).rounded(), height: window.height)
            : Size(width: window.width, height: (window.width / aspect).rounded())
    }

    /// Panel units per point and the prototype's top-left in panel units, as full screen places
    /// it on the display (`assumedDisplay`) at `scale` pixels per point (nil: as large as fits),
    /// never larger than fits, centred with its origin on a whole pixel. Panel units per pixel
    /// are the fitting axis's (the other's differ by the display's rounding to whole pixels), so
    /// that the rows at that axis's ends stay inside the window.
    func fullScreenPlacement(scale requested: Double?) -> (scale: Double, origin: Point) {
        let pixels = assumedDisplay()
        let room = (x: pixels.width / window.width, y: pixels.height / window.height)
        let scale = min(requested ?? min(room.x, room.y), room.x, room.y)
        let unitsPerPixel = (x: panel.width / pixels.width, y: panel.height / pixels.height)
        let origin = Point(
            x: ((pixels.width - window.width * scale) / 2).rounded(.down) * unitsPerPixel.x,
            y: ((pixels.height - window.height * scale) / 2).rounded(.down) * unitsPerPixel.y)
        return (scale * (room.y <= room.x ? unitsPerPixel.y : unitsPerPixel.x), origin)
    }
}
