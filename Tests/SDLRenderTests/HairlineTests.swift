import Geometry
import Screens
import ScrollUI
import SDLRender
import Testing

/// Hairlines show at every fractional offset (at scale 1 a 0.5 pt separator is one pixel at
/// partial opacity, and the next row's background must not paint over it).
@Suite struct HairlineTests {
    @Test func listSeparatorsShowAtEveryTenthOfAPointOfOffset() throws {
        let app = try #require(ScreenCatalog.makeApplication(screen: "list", size: Size(width: 390, height: 844)))
        let list = try #require((app.navigation.topViewController as? ListScreen)?.list)
        let canvas = try HeadlessCanvas(size: app.size, scale: 1)
        app.advance(to: 0)

        for tenth in 0...10 {
            list.contentOffset = Point(x: 0, y: Double(tenth) / 10)
            app.advance(to: 0)
            try canvas.render(app.displayList())
            let pixels = canvas.rgbaPixels(), width = canvas.pixelSize.width
            // Column x = 200 between the bar and y = 400 crosses the separators under rows 0…3.
            let separatorRows = (44..<400).filter { y in pixels[(y * width + 200) * 4] < 240 }

            #expect(separatorRows.count == 4, "offset \(Double(tenth) / 10): separators at \(separatorRows)")
        }
    }
}
