import Photos
import ScrollLabApp
import ScrollLabKit

ScrollLabApp.main(screens: makeScreens(), name: "photos", assets: [PhotoLibrary.assets])
