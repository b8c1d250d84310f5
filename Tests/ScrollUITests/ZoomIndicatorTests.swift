import Geometry
import ScrollLabDriver
import ScrollUI
import Testing

/// The scroll indicators around zooming, as UIKit shows them: while a pinch zooms and the zoom
/// bounces back, not when the scale is set from code.
@Suite struct ZoomIndicatorTests {
    @Test func aPinchShowsTheIndicatorsAScaleSetFromCodeDoesNot() throws {
        // given: a zoomable photo at rest
        let screen = ZoomScreen(contentSize: Size(width: 300, height: 400), minimum: 1, maximum: 3)
        let driver = ScreenDriver(screen, size: Size(width: 300, height: 400))
        let scroll = screen.scrollView
        try driver.runFrame()

        // when: the scale is set from code, then a pinch zooms
        scroll.zoomScale = 2
        scroll.contentOffset = Point(x: 100, y: 100)
        try driver.runFrame()
        let fromCode = scroll.indicatorAlpha
        driver.pinch(around: Point(x: 150, y: 200), from: 60, to: 100, duration: 0.3)
        try driver.run(until: driver.inputEnd - 0.001)
        let pinching = scroll.indicatorAlpha

        // then
        #expect(fromCode == 0)
        #expect(scroll.zoomScale > 2)
        #expect(pinching == 1)
    }
}
