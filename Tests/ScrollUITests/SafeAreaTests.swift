import Geometry
import Gestures
import ScrollLabDriver
import ScrollSession
import ScrollUI
import Testing

/// A screen under the bar, its photo in a zooming scroll view that fills it.
final class ExtendedPhotoScreen: ViewController, ScrollViewDelegate {
    let scrollView = ScrollView(name: "photo")
    let photo = View(name: "photo.content", frame: Rect(x: 0, y: 0, width: 390, height: 600))

    init() {
        super.init(title: "Photo", name: "photo.screen")
        scrollView.addSubview(photo)
        scrollView.contentSize = photo.frame.size
        scrollView.maximumZoomScale = 3
        scrollView.delegate = self
        view.addSubview(scrollView)
    }

    override var edgesForExtendedLayout: RectEdge { .top }
    override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("photo", scrollView)] }
    override func layoutView() { scrollView.frame = view.bounds }
    func viewForZooming(in scrollView: ScrollView) -> View? { photo }
}

@Suite struct SafeAreaTests {
    @Test(arguments: DeviceProfile.all)
    func eachPresetInsetsTheBarAndTheScreens(device: DeviceProfile) throws {
        // given the device's safe area, a screen below the bar pushed on one that extends under it
        let extended = PlainScreen("extended", extended: true), below = PlainScreen("below")
        let driver = ScreenDriver(below, size: device.size, pushedOn: extended)
        driver.app.safeAreaInsets = device.safeAreaInsets
        try driver.runFrame()
        let top = device.safeAreaInsets.top, bottom = device.safeAreaInsets.bottom

        // then the bar sits under the status bar, and the screen below it has only the bottom inset
        #expect(
            driver.app.navigation.bar.frame
                == Rect(x: 0, y: 0, width: device.size.width, height: top + NavigationBar.height))
        #expect(below.view.frame.minY == top + NavigationBar.height)
        #expect(below.safeAreaInsets == EdgeInsets(bottom: bottom))

        // when it pops to the extended screen
        driver.app.navigation.pop(animated: false, at: driver.time)
        try driver.runFrame()

        // then that one fills the window, its safe area inset by the status bar and the bar together
        #expect(extended.view.frame == Rect(origin: .zero, size: device.size))
        #expect(extended.safeAreaInsets == EdgeInsets(top: top + NavigationBar.height, bottom: bottom))
        #expect(extended.view.safeAreaInsets == extended.safeAreaInsets)
        #expect(driver.app.navigation.bar.isTranslucent)
    }

    @Test func subviewsGetTheirOverlapAndAdditionalInsetsAdd() throws {
        // given an extended screen on an iPhone 14 (top inset 47 + 44 = 91)
        let screen = PlainScreen("screen", extended: true)
        let driver = ScreenDriver(screen)
        driver.app.safeAreaInsets = DeviceProfile.iPhone14.safeAreaInsets
        let high = View(name: "high", frame: Rect(x: 0, y: 50, width: 390, height: 100))
        let low = View(name: "low", frame: Rect(x: 20, y: 100, width: 350, height: 700))
        [high, low].forEach(screen.view.addSubview)
        try driver.runFrame()

        // then each view gets the part of the screen's insets it overlaps
        #expect(high.safeAreaInsets == EdgeInsets(top: 41))
        #expect(low.safeAreaInsets == .zero, "it ends 44 pt above the bottom, clear of the home indicator's 34 pt")

        // when the screen adds 20 pt at its bottom
        screen.additionalSafeAreaInsets = EdgeInsets(bottom: 20)

        // then its bottom inset is 54 and the low view, ending 44 pt above the bottom, overlaps 10 pt of it
        #expect(screen.safeAreaInsets == EdgeInsets(top: 91, bottom: 54))
        #expect(low.safeAreaInsets == EdgeInsets(bottom: 10))
    }

    @Test func aScrollViewAdjustsItsInsetOnlyWhenItOptsIn() throws {
        // given a photo screen under the bar on an iPhone 14
        let screen = ExtendedPhotoScreen()
        let driver = ScreenDriver(screen)
        driver.app.safeAreaInsets = DeviceProfile.iPhone14.safeAreaInsets
        try driver.runFrame()

        // then by default its inset is its contentInset; with .always it adds the safe area
        #expect(screen.scrollView.adjustedContentInset == .zero)
        screen.scrollView.contentInsetAdjustmentBehavior = .always
        #expect(screen.scrollView.adjustedContentInset == EdgeInsets(top: 91, bottom: 34))
        #expect(screen.scrollView.minimumContentOffset.y == -91)
    }

    @Test func hidingTheBarKeepsTheContentFrameAndTheZoom() throws {
        // given a zoomed photo in a screen that extends under the bar
        let screen = ExtendedPhotoScreen()
        let driver = ScreenDriver(screen)
        driver.app.safeAreaInsets = DeviceProfile.iPhone14.safeAreaInsets
        screen.scrollView.contentInsetAdjustmentBehavior = .always
        try driver.runFrame()
        screen.scrollView.setZoomScale(2, animated: false)
        screen.scrollView.contentOffset = Point(x: 100, y: 150)
        try driver.runFrame()
        let frame = screen.view.frame, scrollFrame = screen.scrollView.frame

        // when the bar is hidden (Photos' tap), and shown again
        driver.app.navigation.isNavigationBarHidden = true
        try driver.run(for: 0.1)

        // then nothing moved or resized: only the safe area changed
        #expect(screen.view.frame == frame && screen.scrollView.frame == scrollFrame)
        #expect(screen.scrollView.zoomScale == 2)
        #expect(screen.scrollView.contentOffset == Point(x: 100, y: 150))
        #expect(screen.safeAreaInsets.top == 47)
        #expect(driver.app.navigation.bar.superview == nil)
        driver.app.navigation.isNavigationBarHidden = false
        try driver.run(for: 0.1)
        #expect(screen.view.frame == frame && screen.scrollView.zoomScale == 2 && screen.safeAreaInsets.top == 91)
    }

    @Test func aPresentedScreenHasItsRestingSafeAreaWhileItMoves() throws {
        // given an iPhone 14 presenting a full-screen card and a large sheet
        let root = PlainScreen("root"), card = PlainScreen("card"), sheet = PlainScreen("sheet")
        let driver = ScreenDriver(root)
        driver.app.safeAreaInsets = DeviceProfile.iPhone14.safeAreaInsets
        root.present(card, style: .fullScreen, animated: true, at: 0)

        // when the card is halfway up, and at rest
        try driver.run(until: 0.1)
        #expect(card.view.convert(Point.zero, to: nil).y > 100)
        let moving = card.safeAreaInsets
        try driver.runUntilAtRest()

        // then its safe area is the one at rest throughout: the status bar and the home indicator
        #expect(moving == EdgeInsets(top: 47, bottom: 34) && card.safeAreaInsets == moving)

        // and a large sheet, starting below the status bar, has only the home indicator's inset
        card.present(sheet, style: .sheet(.large), animated: false, at: driver.time)
        #expect(sheet.safeAreaInsets == EdgeInsets(bottom: 34))
    }

    @Test func withoutADeviceNothingMoves() throws {
        // given the default (desktop) safe area: zero
        let below = PlainScreen("below")
        let driver = ScreenDriver(below)
        try driver.runFrame()

        // then the bar and the screen are where they always were
        #expect(driver.app.safeAreaInsets == .zero)
        #expect(driver.app.navigation.bar.frame == Rect(x: 0, y: 0, width: 390, height: 44))
        #expect(below.view.frame == Rect(x: 0, y: 44, width: 390, height: 800))
        #expect(!driver.app.navigation.bar.isTranslucent)
    }
}
