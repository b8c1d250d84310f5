import Geometry
import Screens
import ScrollLabDriver
import ScrollUI
import Testing

/// The `zoom` screen driven by hand: a zoomed photo pans, and a drag from its edge pointing past
/// it pages, as Photos does.
@Suite struct ZoomScreenTests {
    @Test func aZoomedPhotoPansAndItsEdgeHandsTheDragToThePager() throws {
        // given the first photo zoomed to 2× by a double tap
        let driver = try #require(ScreenDriver(registry: ScreenCatalog.registry, screen: "zoom"))
        let screen = try #require(driver.screen as? ZoomScreen)
        driver.tap(at: Point(x: 195, y: 400)).tap(at: Point(x: 195, y: 400), pause: 0.1)
        try driver.runUntilAtRest()
        let photo = try #require(screen.shownPhoto)
        #expect(photo.zoomScale == 2)

        // when dragged left less than the photo has to its right edge
        let room = photo.contentSize.width - photo.bounds.width - photo.contentOffset.x
        driver.drag(from: Point(x: 300, y: 400), by: Point(x: -(room / 2) - 10, y: 0), duration: 0.4, hold: 0.1)
        try driver.runUntilAtRest()

        // then the photo panned and the pager stayed
        #expect(abs(photo.contentOffset.x - (photo.contentSize.width - photo.bounds.width - room / 2)) < 1)
        #expect(screen.pager.contentOffset.x == 0)

        // when dragged left past its edge, then again from the edge
        driver.drag(from: Point(x: 300, y: 400), by: Point(x: -room, y: 0), duration: 0.4, hold: 0.1)
        try driver.runUntilAtRest()
        #expect(photo.contentOffset.x == photo.contentSize.width - photo.bounds.width)
        driver.drag(from: Point(x: 350, y: 400), by: Point(x: -300, y: 0), duration: 0.3)
        try driver.runUntilAtRest()

        // then the pager turned to the second photo
        #expect(screen.pager.shownPage == 1)
    }
}
