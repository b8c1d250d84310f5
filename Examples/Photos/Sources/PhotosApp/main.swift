import Photos
import ScrollLabApp
import ScrollLabKit

var screens = ScreenRegistry(root: "photos")
screens.register("photos", summary: "A Photos-style grid by month that opens a pager of zoomable photos over it",
                 imageNames: PhotoLibrary.imageNames) { _ in
    PhotosGridScreen()
}
ScrollLabApp.main(screens: screens, name: "photos", assets: [PhotoLibrary.assets])
