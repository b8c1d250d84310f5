import DeviceRecordings
import Geometry
import Testing

/// Where an imported touchscreen's fingers land (`PanelMapping`): as full screen places the
/// prototype on the panel's display, scaled to fit or at `import --scale`.
@Suite struct PanelPlacementTests {
    /// A panel of an iPhone 14's aspect at 20 units per mm (`Tools/vm`'s: 71.5 × 154.75 mm).
    private let x = AxisInfo(minimum: 0, maximum: 1429, resolution: 20),
        y = AxisInfo(minimum: 0, maximum: 3094, resolution: 20)
    private let window = Size(width: 390, height: 844)

    @Test func aPanelOfThePrototypesAspectHasItsEdgeRowsInside() {
        let mapping = PanelMapping(xAxis: x, yAxis: y, window: window)

        let first = mapping.point(x: 0, y: 0), last = mapping.point(x: 1429, y: 3094)

        // not (−0.19, 844.19): the panel's range is max − min + 1 units, as libinput counts it
        #expect(first == Point(x: 0, y: 0))
        #expect(last.x < 390 && last.x > 389.5 && last.y < 844 && last.y > 843.5, "\(last)")
    }

    @Test func scaledToFitLeavesBarsBesideThePrototypeNotPastIt() {
        // given: a landscape 16:9 panel (Dell Canvas 27's ranges) and a portrait prototype
        let mapping = PanelMapping(
            xAxis: AxisInfo(minimum: 0, maximum: 32767, resolution: 55),
            yAxis: AxisInfo(minimum: 0, maximum: 32767, resolution: 98),
            window: window)

        let topLeft = mapping.point(x: 0, y: 0), bottomRight = mapping.point(x: 32767, y: 32767)

        // then: the prototype fills the height (fit, not fill) and the bars are beside it
        #expect(topLeft.y == 0 && bottomRight.y < 844 && bottomRight.y > 843.9, "\(bottomRight)")
        #expect(topLeft.x < -500 && bottomRight.x > 390 + 500)
    }

    @Test func atAScaleThePrototypeSitsWhereFullScreenPutsIt() {
        // given: `run --fullscreen --scale 0.8` on a 390x844 display: the app is 312x675.2
        // pixels at (39, 84), the origin rounded down as `EventTranslator.Panel` rounds it
        let mapping = PanelMapping(xAxis: x, yAxis: y, window: window, scale: 0.8)

        // when: fingers on the display pixels of the app's corners, and one on the left bar
        // (libinput's pixel of device unit u: u × 390 / 1430)
        func units(_ pixel: Double, of pixels: Double, range: Int) -> Int {
            Int((pixel / pixels * Double(range)).rounded())
        }
        let topLeft = mapping.point(x: units(39, of: 390, range: 1430), y: units(84, of: 844, range: 3095))
        let bottomRight = mapping.point(
            x: units(39 + 312, of: 390, range: 1430), y: units(84 + 675.2, of: 844, range: 3095))
        let bar = mapping.point(x: 37, y: units(400, of: 844, range: 3095))

        // then: at the app's corners (within a device unit, 0.34 pt at 0.8), and outside it on the bar
        #expect(abs(topLeft.x) < 0.35 && abs(topLeft.y) < 0.35, "\(topLeft)")
        #expect(abs(bottomRight.x - 390) < 0.35 && abs(bottomRight.y - 844) < 0.35, "\(bottomRight)")
        #expect(abs(bar.x - (37.0 * 390 / 1430 - 39) / 0.8) < 0.01, "\(bar)")
        #expect(mapping.summary.contains("at scale 0.8"))
    }
}
