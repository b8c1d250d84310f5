import Geometry
import SDLRender
import Screens
import ScrollLabDriver
import ScrollSession
import ScrollUI
import Testing

/// The screen under a context menu's backdrop, while the backdrop fades in, is copied from one
/// picture of the screen it froze; the frames must be the ones drawing every item gives. (Before
/// backdrops were blurred from a picture drawn item by item, about one process in four drew
/// this opening 1 level off over the navigation bar: the blur's small picture had been drawn
/// with whatever rasters the canvas kept.)
@Suite struct FrozenScreenTests {
    @Test func aContextMenuOpeningIsTheDirectPictureEveryFrameWithItsScreenCopied() throws {
        let app = try #require(
            ScreenCatalog.makeApplication(screen: "context-menu", size: Size(width: 390, height: 844)))
        let driver = ScreenDriver(app: app)
        let retained = try HeadlessCanvas(size: app.size, scale: 1)
        let direct = try HeadlessCanvas(size: app.size, scale: 1)
        direct.keepsSubtreeRasters = false
        // a message held until its menu opens: the backdrop fades in over frames ~38–55
        driver.enqueue(.touch(1, .began, at: Point(x: 195, y: 226), time: 0.2))
        var fading = 0
        for frame in stride(from: 34, through: 58, by: 4) {
            try driver.run(until: FrameLoop.time(ofFrame: frame))
            let picture = app.displayList()
            let copiesBefore = retained.frozenScreenCopies
            try retained.render(picture)
            try direct.render(picture)
            if retained.frozenScreenCopies > copiesBefore { fading += 1 }
            let (kept, drawn) = (RGBAImage(retained), RGBAImage(direct))
            let differing = zip(kept.pixels, drawn.pixels).filter { $0 != $1 }.count
            #expect(differing == 0, "frame \(frame): \(differing) bytes differ")
        }
        #expect(fading >= 3, "frames drawn from the frozen screen: \(fading)")
        #expect(direct.frozenScreenCopies == 0)
    }
}
