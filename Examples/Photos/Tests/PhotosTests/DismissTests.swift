import Photos
import ScrollLabKit
import ScrollLabTesting
import Testing

/// Going back to the grid: the swipe down (its threshold), the edge swipe; and the goldens.
@Suite struct DismissTests {
    let grid = PhotosGridScreen()
    let driver: ScreenDriver
    let viewer: PhotoPagerScreen

    init() throws {
        driver = ScreenDriver(grid)
        try driver.run(for: 0.1)
        viewer = try open(photoOfTheLastMonth(2), in: grid, with: driver)
    }

    /// Half the presentation's travel (the window's height, 844 pt) decides a release at rest:
    /// the pan's translation is the drag less its 10 pt slop.
    @Test(arguments: [(400.0, false), (415.0, false), (440.0, true), (500.0, true)])
    func aSlowSwipeDownDismissesPastHalfTheWindow(distance: Double, dismisses: Bool) throws {
        driver.drag(from: windowCentre, by: Point(x: 0, y: distance), duration: 0.6, hold: 0.3)
        try driver.run(until: driver.inputEnd - 0.05)
        let presentation = try #require(viewer.photoPresentation)
        #expect(abs(presentation.offset - (distance - 10)) < 1e-9, "the photo follows the finger down")
        try driver.runUntilAtRest()
        #expect((grid.viewer == nil) == dismisses)
        if !dismisses { #expect(viewer.photoPresentation?.offset == 0, "sprung back to rest") }
    }

    @Test func aFlingDownDismissesFromNearTheTop() throws {
        driver.fling(from: windowCentre, velocity: Point(x: 0, y: 1200), duration: 0.08)
        try driver.runUntilAtRest()
        #expect(grid.viewer == nil)
    }

    @Test func aSwipeUpIsNoDismissal() throws {
        driver.drag(from: windowCentre, by: Point(x: 0, y: -200), duration: 0.3)
        try driver.runUntilAtRest()
        #expect(grid.viewer != nil && viewer.photoPresentation?.isSettled == true)
    }

    @Test func theEdgeSwipeTakesThePhotoBackToTheGrid() throws {
        driver.edgeSwipe(y: 500, distance: 250, duration: 0.3)
        try driver.run(until: driver.inputEnd - 0.05)
        let frame = try #require(viewer.container?.view.frame)
        #expect(frame.minX > 100 && frame.minY == 0, "the photo goes sideways, following the finger")
        try driver.runUntilAtRest()
        #expect(grid.viewer == nil)
    }

    @Test func goldens() throws {
        driver.drag(from: windowCentre, by: Point(x: 0, y: 300), duration: 0.5, hold: 0.5)
        try driver.run(until: driver.inputEnd - 0.1)
        assertScreenshot(of: driver, named: "swipingDown")
        try driver.runUntilAtRest()
        assertScreenshot(of: driver, named: "photo")
        driver.tap(at: windowCentre)
        try driver.runUntilAtRest()
        assertScreenshot(of: driver, named: "barsHidden")
    }
}
