import Geometry
import ScrollLabDriver
import ScrollUI
import Testing

/// `TabBarController`: UIKit's 49 pt bar over the home indicator, tab switching, the re-tap
/// that pops to the root or scrolls to the top, and `hidesBottomBarWhenPushed`.
@Suite struct TabBarControllerTests {
    /// A tab's root: a 60-row list of 64 pt rows, inset by the bar.
    final class ListTab: ViewController {
        let list = ListView(name: "list", rows: (0..<60).map { ListView.Row(title: "Row \($0)", height: 64) })

        init(_ title: String) {
            super.init(title: title, name: title)
            list.contentInsetAdjustmentBehavior = .always
            view.addSubview(list)
        }

        override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [(title, list)] }
        override func layoutView() { list.frame = view.bounds }
    }

    private func tabs(on device: DeviceProfile = .iPhone14) throws -> (ScreenDriver, TabBarController) {
        let tabs = TabBarController(tabs: [
            (ListTab("One"), TabBarItem(title: "One", imageName: "tile-0.png")),
            (ListTab("Two"), TabBarItem(title: "Two", imageName: "tile-1.png", badgeValue: "2")),
        ])
        let driver = ScreenDriver(tabs, size: device.size)
        driver.app.safeAreaInsets = device.safeAreaInsets
        try driver.runUntilAtRest()
        return (driver, tabs)
    }

    /// The centre of tab `index`'s button on a device of `size`, `bottom` the home indicator's inset.
    private func tabPoint(_ index: Int, of count: Int = 2, device: DeviceProfile = .iPhone14) -> Point {
        let width = device.size.width / Double(count)
        return Point(x: width * (Double(index) + 0.5), y: device.size.height - device.safeAreaInsets.bottom - 24)
    }

    @Test(arguments: [DeviceProfile.iPhoneSE, .iPhone14, .iPadAir])
    func theBarIs49PointsAboveTheHomeIndicatorAndInsetsTheScreens(device: DeviceProfile) throws {
        let (_, tabs) = try tabs(on: device)
        let expected = 49 + device.safeAreaInsets.bottom
        let bar = tabs.tabBar.convert(tabs.tabBar.bounds, to: nil)
        #expect(bar == Rect(x: 0, y: device.size.height - expected, width: device.size.width, height: expected))
        #expect(tabs.selectedNavigation.topViewController.safeAreaInsets.bottom == expected)
    }

    @Test func tappingAnotherTabShowsItsStackAsItWasLeft() throws {
        let (driver, tabs) = try tabs()
        tabs.navigations[0].push(ViewController(title: "Pushed", name: "pushed"), animated: true, at: driver.time)
        try driver.runUntilAtRest()

        driver.tap(at: tabPoint(1))
        try driver.runUntilAtRest()
        #expect(tabs.selectedIndex == 1 && tabs.tabBar.selectedIndex == 1)
        #expect(driver.screen.loggedScrollViews.first?.id == "Two")

        driver.tap(at: tabPoint(0))
        try driver.runUntilAtRest()
        #expect(tabs.selectedIndex == 0 && tabs.navigations[0].depth == 2)
    }

    @Test func reTappingTheSelectedTabPopsToTheRootAndWaitsForTheSlide() throws {
        let (driver, tabs) = try tabs()
        for name in ["a", "b"] {
            tabs.navigations[0].push(ViewController(title: name, name: name), animated: false, at: driver.time)
        }

        driver.tap(at: tabPoint(0))
        try driver.run(until: driver.inputEnd + 0.1)
        #expect(!driver.isAtRest)  // the pop still slides
        try driver.runUntilAtRest()

        #expect(tabs.navigations[0].depth == 1)
    }

    @Test func reTappingAtTheRootScrollsTheListToTheTop() throws {
        let (driver, tabs) = try tabs()
        let list = try #require((tabs.navigations[0].topViewController as? ListTab)?.list)
        list.contentOffset = Point(x: 0, y: 900)

        driver.tap(at: tabPoint(0))
        try driver.runUntilAtRest()

        #expect(list.contentOffset.y == 0)
        #expect(tabs.navigations[0].depth == 1)
    }

    @Test func aScreenThatHidesTheBarTakesItAwayUntilPopped() throws {
        let (driver, tabs) = try tabs()
        let detail = ViewController(title: "Detail", name: "detail")
        detail.hidesBottomBarWhenPushed = true

        tabs.navigations[0].push(detail, animated: true, at: driver.time)
        try driver.run(until: driver.time + 0.15)
        // mid-push the bar leaves with the screen below, cut where the new one covers it
        let barMidPush = tabs.tabBar.convert(tabs.tabBar.bounds, to: nil)
        #expect(barMidPush.minX < 0)
        #expect(tabs.tabBar.superview?.isHidden == false)
        try driver.runUntilAtRest()

        #expect(tabs.tabBar.superview?.isHidden == true)
        #expect(detail.safeAreaInsets.bottom == 34)
        tabs.navigations[0].pop(animated: true, at: driver.time)
        try driver.runUntilAtRest()
        #expect(tabs.tabBar.superview?.isHidden == false)
        #expect(tabs.navigations[0].topViewController.safeAreaInsets.bottom == 83)
    }

    @Test func escapeAndTheEdgeSwipePopTheTabsStackNotTheTabs() throws {
        let tabs = TabBarController(tabs: [(ListTab("One"), TabBarItem(title: "One"))])
        let driver = ScreenDriver(tabs, pushedOn: ViewController(title: "Home", name: "home"))
        try driver.runUntilAtRest()
        for name in ["a", "b"] {
            tabs.navigations[0].push(ViewController(title: name, name: name), animated: false, at: driver.time)
        }

        driver.press(key: "escape")
        try driver.runUntilAtRest()
        #expect(tabs.navigations[0].depth == 2 && driver.app.navigation.depth == 2)

        driver.edgeSwipe(y: 400)
        try driver.runUntilAtRest()
        #expect(tabs.navigations[0].depth == 1 && driver.app.navigation.depth == 2)
    }
}
