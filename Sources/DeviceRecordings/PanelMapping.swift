import Foundation
import Geometry

/// Where a touchscreen's absolute axes land in the window: the way full screen on a touch panel
/// places the prototype (`EventTranslator.Panel`, F11): the panel is the display, the prototype
/// is centred on it, and a finger at a point of the panel touches the prototype's point beneath
/// it. A recording does not tell the display's pixels, so the display is taken to have the
/// panel's aspect, at the prototype's size (`PanelMapping+FullScreen`), and the prototype is
/// placed on it as full screen places it: scaled to fit (up or down), or at `scale` pixels per
/// point (`import --scale`, as `run --fullscreen --scale`), centred on whole pixels; a finger
/// beside the prototype lands outside the window (negative or beyond its size), as it does in
/// full screen.
///
/// A finger's position is normalized as libinput normalizes touches for the compositor
/// (`evdev_device_transform_x`: (value − min) / (max − min + 1) per axis, so the last row is
/// inside), times the panel's size. The panel's size is in millimetres when both axes have a
/// resolution ((max − min + 1) / resolution), else in device units (taken as square).
package struct PanelMapping: Equatable, Sendable {
    package var xAxis: AxisInfo
    package var yAxis: AxisInfo
    /// The panel's size: millimetres, or device units when the axes have no resolution.
    package var panel: Size
    /// Whether `panel` is in millimetres.
    package var isPhysical: Bool
    /// The prototype's size in points.
    package var window: Size
    /// Panel units (mm or device units) per point.
    package var scale: Double
    /// The prototype's top-left on the panel, in panel units.
    package var origin: Point
    /// The display's pixels per point asked for (`import --scale`); nil: scaled to fit.
    package var requestedScale: Double?

    /// `scale`: the display's pixels per point full screen (nil: scaled to fit).
    package init(xAxis: AxisInfo, yAxis: AxisInfo, window: Size, scale requested: Double? = nil) {
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.window = window
        requestedScale = requested
        let width = Self.range(of: xAxis), height = Self.range(of: yAxis)
        isPhysical = xAxis.resolution > 0 && yAxis.resolution > 0
        panel =
            isPhysical
            ? Size(width: width / Double(xAxis.resolution), height: height / Double(yAxis.resolution))
            : Size(width: width, height: height)
        scale = 1
        origin = .zero
        (scale, origin) = fullScreenPlacement(scale: requested)
    }

    /// The window point under device position (`x`, `y`).
    package func point(x: Int, y: Int) -> Point {
        let normalizedX = (Double(x) - Double(xAxis.minimum)) / Self.range(of: xAxis)
        let normalizedY = (Double(y) - Double(yAxis.minimum)) / Self.range(of: yAxis)
        return Point(
            x: (normalizedX * panel.width - origin.x) / scale, y: (normalizedY * panel.height - origin.y) / scale)
    }

    /// One line for the import's summary.
    package var summary: String {
        let unit = isPhysical ? "mm" : "units"
        func number(_ value: Double) -> String {
            value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
        }
        return
            "panel \(number(panel.width))×\(number(panel.height)) \(unit) → \(number(window.width))×\(number(window.height)) pt, "
            + (requestedScale.map {
                "at scale \(String(format: "%g", $0)) on a display of the panel's aspect, centred ("
            }
                ?? "scaled to fit and centred (")
            + "\(String(format: "%.4g", 1 / scale)) pt per \(isPhysical ? "mm" : "unit"))"
    }
}
