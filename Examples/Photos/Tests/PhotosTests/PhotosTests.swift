import Photos
import ScrollLabKit
import ScrollLabTesting
import Testing

/// The grid and the photo viewer, driven through the test-support library only (the invariants
/// are checked on every frame).
@Suite struct PhotosTests {
    let grid = PhotosGridScreen()
    let driver: ScreenDriver
    static let centre = Point(x: 195, y: 422)

    init() throws {
        driver = ScreenDriver(grid)
        try driver.run(for: 0.1)
    }

    /// The centre of the item at `indexPath` in the window.
    func centre(of indexPath: IndexPath) throws -> Point {
        let rect = try #require(grid.grid.rectForItem(at: indexPath))
        return grid.grid.convertToWindow(Point(x: rect.midX, y: rect.midY))
    }

    /// Taps the photo at `indexPath` and runs until the pager rests over the grid.
    @discardableResult
    func open(_ indexPath: IndexPath) throws -> PhotoPagerScreen {
        driver.tap(at: try centre(of: indexPath))
        try driver.runUntilAtRest()
        return try #require(grid.viewer)
    }

    /// The newest photo: the last of the last month.
    var newest: IndexPath {
        let months = PhotoLibrary.months
        return IndexPath(item: months[months.count - 1].count - 1, section: months.count - 1)
    }

    @Test func itOpensAtTheNewestPhotos() throws {
        let collection = grid.grid
        #expect(collection.contentOffset == collection.maximumContentOffset)
        #expect(collection.contentOffset.y > collection.minimumContentOffset.y, "the library is taller than the window")
        let last = try #require(collection.rectForItem(at: newest))
        #expect(last.maxY <= collection.contentOffset.y + collection.bounds.height + 1e-9, "the newest photo is in view")
    }

    @Test func aTapOpensThePagerAtThatPhotoOverTheGrid() throws {
        let viewer = try open(newest)
        #expect(viewer.pager.shownPage == PhotoLibrary.all.count - 1)
        #expect(viewer.photoPresentation?.style == .overFullScreen, "the grid stays drawn under it")
        #expect(viewer.photoPresentation?.isSettled == true)
        #expect(viewer.title == "\(PhotoLibrary.all.count) of \(PhotoLibrary.all.count)")
    }

    @Test func aSwipeSidewaysOnAFittedPhotoPages() throws {
        let viewer = try open(newest)
        driver.fling(from: Self.centre, velocity: Point(x: 1500, y: 0))
        try driver.runUntilAtRest()
        #expect(viewer.pager.shownPage == PhotoLibrary.all.count - 2)
        #expect(viewer.pager.contentOffset.x == Double(PhotoLibrary.all.count - 2) * viewer.pager.bounds.width)
        #expect(viewer.navigationController?.bar.titleLabel.text == "\(PhotoLibrary.all.count - 1) of \(PhotoLibrary.all.count)")
    }
}

extension PhotosTests {
    @Test func goldens() throws {
        assertScreenshot(of: driver, named: "grid")
    }
}
