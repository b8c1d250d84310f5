import BottomSheet
import ScrollLabApp
import ScrollLabKit

var screens = ScreenRegistry(root: "sheet")
screens.register("sheet", summary: "A bottom sheet with detents over a map; its list hands off to the sheet") { _ in
    BottomSheetScreen()
}
ScrollLabApp.main(screens: screens, name: "bottom-sheet")
