import Photos
import ScrollLabKit
import ScrollLabTesting
import Testing

/// The middle of the window, where the tests touch a photo.
let windowCentre = Point(x: 195, y: 422)

/// The newest photo: the last of the last month.
let newestPhoto = IndexPath(
    item: PhotoLibrary.months[PhotoLibrary.months.count - 1].count - 1,
    section: PhotoLibrary.months.count - 1)

/// A photo of the newest month.
func photoOfTheLastMonth(_ item: Int) -> IndexPath { IndexPath(item: item, section: PhotoLibrary.months.count - 1) }

/// Taps the photo at `indexPath` in `grid` and runs until the pager rests over it.
func open(_ indexPath: IndexPath, in grid: PhotosGridScreen, with driver: ScreenDriver) throws -> PhotoPagerScreen {
    let rect = try #require(grid.grid.rectForItem(at: indexPath))
    driver.tap(at: grid.grid.convertToWindow(Point(x: rect.midX, y: rect.midY)))
    try driver.runUntilAtRest()
    return try #require(grid.viewer)
}
