import ScrollLabApp
import Screens

// `scroll-lab`: the app entry point with the demo screens (docs/Architecture.md, "Screens").
ScrollLabApp.main(screens: ScreenCatalog.registry, name: "scroll-lab", demoOptions: true)
