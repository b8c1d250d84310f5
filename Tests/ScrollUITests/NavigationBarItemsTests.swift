import Geometry
import ScrollLabDriver
import ScrollUI
import Testing

/// Bar items, the back button's title, appearances, the toolbar and the status bar.
@Suite struct NavigationBarItemsTests {
    private func stack(_ titles: [String]) -> NavigationController {
        let navigation = NavigationController(root: ViewController(title: titles[0], name: "s0"))
        navigation.view.frame = Rect(x: 0, y: 0, width: 390, height: 844)
        for (index, title) in titles.enumerated().dropFirst() {
            navigation.push(ViewController(title: title, name: "s\(index)"), animated: false, at: 0)
        }
        navigation.layout()
        return navigation
    }

    @Test func theBackButtonReadsThePreviousScreensTitle() {
        #expect(stack(["Inbox", "Message"]).bar.backButton.label.text == "‹ Inbox")
    }

    @Test func theBackButtonReadsItsBackButtonTitleOrBackWhenTooLong() {
        let navigation = stack(["Mailboxes", "Inbox"])
        navigation.stack[0].navigationItem.backButtonTitle = "Mail"
        #expect(navigation.bar.backButton.label.text == "‹ Mail")
        #expect(stack(["All the mailboxes of this account", "Inbox"]).bar.backButton.label.text == "‹ Back")
        #expect(stack(["", "Inbox"]).bar.backButton.label.text == "‹ Back")
    }

    @Test func theBackTitleDuringAPopIsTheLowerScreensOwn() {
        let navigation = stack(["Mail", "Inbox", "Message"])
        navigation.pop(animated: true, at: 1)
        navigation.advance(to: 1.1)
        #expect(navigation.bar.backButton.label.text == "‹ Inbox")
        navigation.advance(to: 2)
        #expect(navigation.bar.backButton.label.text == "‹ Mail")
    }

    @Test func aTapOnARightItemRunsItsActionAndLeftItemsReplaceTheBackButton() throws {
        let screen = MailboxesScreen(mode: .never)
        var taps: [Double] = []
        let edit = BarButtonItem(title: "Edit") { taps.append($0) }
        screen.navigationItem.rightBarButtonItems = [edit, BarButtonItem(imageName: "tile-0.png")]
        let driver = ScreenDriver(screen, pushedOn: ViewController(title: "Home", name: "home"))
        try driver.runFrame()
        let bar = driver.app.navigation.bar
        #expect(edit.view.frame.maxX == 390 - 8 && edit.view.superview === bar)
        let center = edit.view.convertToWindow(Point(x: edit.view.bounds.width / 2, y: edit.view.bounds.height / 2))
        driver.tap(at: center)
        try driver.runUntilAtRest()
        #expect(taps.count == 1)
        #expect(!bar.backButton.isHidden)
        screen.navigationItem.leftBarButtonItems = [BarButtonItem(title: "Close")]
        #expect(bar.backButton.isHidden && bar.leftItems.count == 1)
    }

    @Test func aTitleViewTakesTheTitlesPlace() {
        let navigation = stack(["Mail", "Inbox"])
        let segmented = View(name: "segmented")
        navigation.topViewController.navigationItem.titleView = segmented
        navigation.bar.layoutIfNeeded()
        #expect(segmented.superview === navigation.bar && navigation.bar.titleLabel.isHidden)
        #expect(segmented.frame == navigation.bar.titleLabel.frame)
    }

    @Test func anAppearanceWithoutShadowDrawsNoHairline() {
        let navigation = stack(["Mail", "Inbox"])
        func hairlines() -> Int {
            var list = DisplayList()
            navigation.bar.drawOverlay(in: &list)
            return list.items.count
        }
        #expect(hairlines() == 1)
        navigation.topViewController.navigationItem.standardAppearance = NavigationBarAppearance(
            backgroundColor: .white, shadowColor: nil)
        #expect(hairlines() == 0)
        #expect(navigation.bar.backgroundColor == .white)
    }

    @Test func theToolbarShowsTheTopScreensItemsAndInsetsTheSafeArea() {
        let navigation = stack(["Mail", "Inbox"])
        let screen = navigation.topViewController
        screen.toolbarItems = [BarButtonItem(title: "Filter"), BarButtonItem(title: "Compose")]
        #expect(navigation.toolbar.superview == nil)
        navigation.isToolbarHidden = false
        #expect(navigation.toolbar.superview === navigation.view)
        #expect(navigation.toolbar.frame == Rect(x: 0, y: 844 - 44, width: 390, height: 44))
        #expect(screen.view.frame.maxY == 844 - 44)
        navigation.toolbar.layoutIfNeeded()
        #expect(screen.toolbarItems[1].view.frame.maxX == 390 - 8)
    }

    @Test func theStatusBarShowsInTheTopSafeAreaAndFollowsTheTopScreensPreferences() throws {
        final class Dark: ViewController {
            override var preferredStatusBarStyle: StatusBarStyle { .lightContent }
        }
        final class Hidden: ViewController {
            override var prefersStatusBarHidden: Bool { true }
        }
        let driver = ScreenDriver(Dark(title: "Photos", name: "dark"))
        let navigation = driver.app.navigation
        #expect(navigation.statusBar.superview == nil, "no top safe area, no room for a status bar")
        driver.app.safeAreaInsets = DeviceProfile.iPhone14.safeAreaInsets
        #expect(navigation.statusBar.superview === navigation.view, "shown by default, as on iOS")
        navigation.showsStatusBar = false
        #expect(navigation.statusBar.superview == nil)
        navigation.showsStatusBar = true
        #expect(navigation.statusBar.superview === navigation.view)
        #expect(navigation.statusBar.frame == Rect(x: 0, y: 0, width: 390, height: 47))
        #expect(navigation.statusBar.style == .lightContent)
        navigation.push(Hidden(title: "Full", name: "hidden"), animated: false, at: 0)
        #expect(navigation.statusBar.superview == nil)
    }
}
