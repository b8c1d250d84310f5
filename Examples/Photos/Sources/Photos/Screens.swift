import ScrollLabKit

/// The example's screens, for its window and its tests alike: the grid is the root.
public func makeScreens() -> ScreenRegistry {
    var screens = ScreenRegistry(root: "photos")
    screens.register(
        "photos", summary: "A Photos-style grid by month that opens a pager of zoomable photos over it",
        imageNames: PhotoLibrary.imageNames
    ) { _ in
        PhotosGridScreen()
    }
    return screens
}
