import Photos
import ScrollLabKit
import ScrollLabTesting
import Testing

/// A photo's zoom: the scroll view's limits and bounce, the double tap, and the single tap that waits for it.
@Suite struct ZoomTests {
    let grid = PhotosGridScreen()
    let driver: ScreenDriver
    let viewer: PhotoPagerScreen
    let photo: ZoomingPhotoView

    init() throws {
        driver = ScreenDriver(grid)
        try driver.run(for: 0.1)
        viewer = try open(photoOfTheLastMonth(0), in: grid, with: driver)
        photo = try #require(viewer.shownPhoto)
    }

    /// Runs to rest, returning the largest and smallest scale seen on the way.
    func runToRestWatchingTheScale() throws -> (highest: Double, lowest: Double) {
        var highest = photo.zoomScale, lowest = photo.zoomScale
        let limit = driver.time + 5
        repeat {
            try driver.runFrame()
            highest = max(highest, photo.zoomScale)
            lowest = min(lowest, photo.zoomScale)
        } while (!driver.isAtRest || driver.time < driver.inputEnd) && driver.time < limit
        return (highest, lowest)
    }

    @Test func aPinchPastTheMaximumIsBandedThenBouncesBackToIt() throws {
        driver.pinch(around: windowCentre, from: 60, to: 360, duration: 0.4)  // the fingers ask for 6×
        let (highest, _) = try runToRestWatchingTheScale()
        #expect(highest > ZoomingPhotoView.maximumScale, "past the maximum while the fingers are down")
        #expect(highest < 2 * ZoomingPhotoView.maximumScale, "the rubber band never passes twice the maximum")
        #expect(photo.zoomScale == ZoomingPhotoView.maximumScale, "the bounce lands exactly on the maximum")
        #expect(!photo.isZoomBouncing)
    }

    @Test func aPinchBelowTheFitBouncesBackToIt() throws {
        driver.pinch(around: windowCentre, from: 300, to: 100, duration: 0.4)
        let (_, lowest) = try runToRestWatchingTheScale()
        #expect(lowest < 1 && lowest > 0.5, "banded below 1×, never past half")
        #expect(photo.zoomScale == 1)
        #expect(photo.contentOffset == photo.minimumContentOffset, "centred again")
        #expect(grid.viewer != nil, "a pinch in is no dismissal")
    }

    @Test func aDoubleTapZoomsInToTheMaximumAndASecondBackOut() throws {
        driver.tap(at: windowCentre, pause: 0.05).tap(at: windowCentre, pause: 0.1)
        try driver.runUntilAtRest()
        #expect(photo.zoomScale == ZoomingPhotoView.maximumScale)
        #expect(viewer.barsHidden == false, "the double tap is not two single taps")

        driver.tap(at: windowCentre, pause: 0.05).tap(at: windowCentre, pause: 0.1)
        try driver.runUntilAtRest()
        #expect(photo.zoomScale == 1)
        #expect(viewer.barsHidden == false)
    }

    @Test func theSingleTapWaitsForTheDoubleTapThenHidesTheBarsWithoutMovingThePhoto() throws {
        let before = photo.image.convertToWindow(.zero)
        driver.tap(at: windowCentre)
        let lift = driver.inputEnd
        try driver.run(until: lift + 0.3)
        #expect(viewer.barsHidden == false, "within the double tap's 0.35 s the single tap waits")
        try driver.run(until: lift + 0.4)
        #expect(viewer.barsHidden, "once the double tap failed the bar hides")
        try driver.runUntilAtRest()
        #expect(photo.image.convertToWindow(.zero) == before, "the bar hides without moving the photo")
        #expect(photo.zoomScale == 1)
    }

    @Test func aZoomedPhotoTakesTheDragAndThePagerTakesItAtThePhotosEdge() throws {
        let page = viewer.pager.shownPage
        driver.tap(at: windowCentre, pause: 0.05).tap(at: windowCentre, pause: 0.1)
        try driver.runUntilAtRest()
        #expect(photo.zoomScale == ZoomingPhotoView.maximumScale)

        // a drag left inside the zoomed photo moves the photo, not the pager
        let offset = photo.contentOffset.x
        driver.drag(from: windowCentre, by: Point(x: -100, y: 0), duration: 0.3, hold: 0.1)
        try driver.runUntilAtRest()
        #expect(photo.contentOffset.x > offset + 80)
        #expect(
            viewer.pager.shownPage == page && viewer.pager.contentOffset.x == Double(page) * viewer.pager.bounds.width)

        // a drag down on the zoomed photo scrolls it: no dismissal
        driver.drag(from: windowCentre, by: Point(x: 0, y: 150), duration: 0.3, hold: 0.1)
        try driver.runUntilAtRest()
        #expect(grid.viewer != nil && viewer.photoPresentation?.isSettled == true)

        // at its right edge, a new drag left is the pager's: the next photo
        driver.fling(from: windowCentre, velocity: Point(x: -4000, y: 0), duration: 0.1)
        try driver.runUntilAtRest()
        #expect(photo.contentOffset.x == photo.maximumContentOffset.x)
        #expect(viewer.pager.shownPage == page)
        driver.fling(from: windowCentre, velocity: Point(x: -1500, y: 0))
        try driver.runUntilAtRest()
        #expect(viewer.pager.shownPage == page + 1)
    }
}
