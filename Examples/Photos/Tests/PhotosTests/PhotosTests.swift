import Photos
import ScrollLabKit
import ScrollLabTesting
import Testing

/// The grid and the photo viewer, driven through the test-support library only (the invariants
/// are checked on every frame).
@Suite struct PhotosTests {
    let grid = PhotosGridScreen()
    let driver: ScreenDriver

    init() throws {
        driver = ScreenDriver(grid)
        try driver.run(for: 0.1)
    }

    @Test func itOpensAtTheNewestPhotos() throws {
        let collection = grid.grid
        #expect(collection.contentOffset == collection.maximumContentOffset)
        #expect(collection.contentOffset.y > collection.minimumContentOffset.y, "the library is taller than the window")
        let last = try #require(collection.rectForItem(at: newestPhoto))
        #expect(
            last.maxY <= collection.contentOffset.y + collection.bounds.height + 1e-9, "the newest photo is in view")
    }

    @Test func theRegistryOpensTheGridAsTheWindowDoes() throws {
        let driver = try #require(ScreenDriver(registry: makeScreens(), screen: "photos"))
        try driver.run(for: 0.1)
        let grid = try #require(driver.screen as? PhotosGridScreen)
        #expect(grid.grid.contentOffset == grid.grid.maximumContentOffset)
    }

    @Test func aTapOpensThePagerAtThatPhotoOverTheGrid() throws {
        let viewer = try open(newestPhoto, in: grid, with: driver)
        #expect(viewer.pager.shownPage == PhotoLibrary.all.count - 1)
        #expect(viewer.photoPresentation?.style == .overFullScreen, "the grid stays drawn under it")
        #expect(viewer.photoPresentation?.isSettled == true)
        #expect(viewer.title == "\(PhotoLibrary.all.count) of \(PhotoLibrary.all.count)")
    }

    @Test func aSwipeSidewaysOnAFittedPhotoPages() throws {
        let viewer = try open(newestPhoto, in: grid, with: driver)
        driver.fling(from: windowCentre, velocity: Point(x: 1500, y: 0))
        try driver.runUntilAtRest()
        #expect(viewer.pager.shownPage == PhotoLibrary.all.count - 2)
        #expect(viewer.pager.contentOffset.x == Double(PhotoLibrary.all.count - 2) * viewer.pager.bounds.width)
        #expect(
            viewer.navigationController?.bar.titleLabel.text
                == "\(PhotoLibrary.all.count - 1) of \(PhotoLibrary.all.count)")
    }
}

extension PhotosTests {
    @Test func goldens() throws {
        assertScreenshot(of: driver, named: "grid")
    }
}
