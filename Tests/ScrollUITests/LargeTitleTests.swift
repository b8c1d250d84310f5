import Geometry
import ScrollLabDriver
import ScrollUI
import Testing

/// A mailbox list under a large title, as a test screen (ScrollUITests has no `Screens`).
final class MailboxesScreen: ViewController {
    let list = ListView(name: "mailboxes", rowCount: 60, height: { _ in 52 }) { ListView.Row(title: "Mailbox \($0)") }

    init(mode: LargeTitleDisplayMode = .automatic) {
        super.init(title: "Mailboxes", name: "mailboxes.screen")
        list.contentInsetAdjustmentBehavior = .always
        view.addSubview(list)
        navigationItem.largeTitleDisplayMode = mode
    }

    override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("mailboxes", list)] }
    override func layoutView() {
        list.frame = view.bounds
        list.keepAtTop()
    }
}

/// The large title follows the content scroll view (heights from `_UINavigationBarLargeTitleViewLayout`),
/// stretches when pulled, snaps after a release half way, and switches the bar's appearance.
@Suite struct LargeTitleTests {
    /// An iPhone 14 (47 pt status bar) showing `screen` at the root with large titles.
    private func driver(_ screen: MailboxesScreen = MailboxesScreen()) throws -> ScreenDriver {
        let driver = ScreenDriver(screen)
        driver.app.safeAreaInsets = DeviceProfile.iPhone14.safeAreaInsets
        driver.app.navigation.bar.prefersLargeTitles = true
        try driver.runFrame()
        return driver
    }

    /// Puts the list `collapse` points from its top and lays the window out.
    private func scroll(_ driver: ScreenDriver, _ screen: MailboxesScreen, to collapse: Double) {
        screen.list.contentOffset = Point(x: 0, y: collapse - screen.list.adjustedContentInset.top)
        driver.app.window.layoutIfNeeded()
    }

    @Test func theLargeTitleAreaFollowsTheScrollOffset() throws {
        let screen = MailboxesScreen()
        let driver = try driver(screen)
        let bar = driver.app.navigation.bar
        // The list's inset is the expanded bar's: 47 + 44 + 52.
        #expect(screen.list.adjustedContentInset.top == 143)
        var heights: [Double] = []
        for collapse in [0.0, -50, 20, 52, 100] {
            scroll(driver, screen, to: collapse)
            heights.append(bar.largeTitle?.height ?? -1)
            #expect(bar.frame.height == 47 + 44 + (bar.largeTitle?.height ?? 0))
        }
        #expect(heights == [52, 102, 32, 0, 0])
    }

    @Test func pulledDownTheTitleGrowsALittleAndNoMoreThanATenth() throws {
        let screen = MailboxesScreen()
        let driver = try driver(screen)
        let bar = driver.app.navigation.bar
        scroll(driver, screen, to: -100)
        let stretched = try #require(bar.largeTitle).titleScale
        // UIKit: (102 + 100 − 52 − 52) / (3 × 844 × 0.66) + 1
        #expect(abs(stretched - (1 + 100 / (3 * 844 * 0.66))) < 1e-9)
        #expect(bar.largeTitleLabel.font.size > 34)
        scroll(driver, screen, to: -5000)
        #expect(try #require(bar.largeTitle).titleScale == 1.1)
        scroll(driver, screen, to: 10)
        #expect(try #require(bar.largeTitle).titleScale == 1)
    }

    @Test func aReleaseLessThanHalfWayLandsExpandedAndPastHalfCollapsed() throws {
        for (drag, expected) in [(16.0, 0.0), (44.0, 52.0)] {
            let screen = MailboxesScreen()
            let driver = try driver(screen)
            // A slow drag up, held still before the lift: no momentum, the natural rest is where it is.
            driver.drag(from: Point(x: 200, y: 500), by: Point(x: 0, y: -drag), duration: 0.5, hold: 0.2)
            try driver.runUntilAtRest()
            let collapse = screen.list.contentOffset.y + screen.list.adjustedContentInset.top
            #expect(abs(collapse - expected) < 0.5, "dragged \(drag) pt")
        }
    }

    @Test func aReleaseBeyondTheTitleIsLeftAlone() throws {
        let screen = MailboxesScreen()
        let driver = try driver(screen)
        driver.drag(from: Point(x: 200, y: 600), by: Point(x: 0, y: -200), duration: 0.5, hold: 0.2)
        try driver.runUntilAtRest()
        let collapse = screen.list.contentOffset.y + screen.list.adjustedContentInset.top
        #expect(collapse > 150)
    }

    @Test func theBarIsTransparentAtTheEdgeAndStandardOnceContentIsUnderIt() throws {
        let screen = MailboxesScreen()
        let driver = try driver(screen)
        let bar = driver.app.navigation.bar
        #expect(bar.appearance.backgroundColor == nil && bar.appearance.shadowColor == nil)
        #expect(bar.titleLabel.alpha == 0)
        scroll(driver, screen, to: 80)
        #expect(bar.appearance == NavigationBarAppearance.standard)
        #expect(bar.titleLabel.alpha == 1)
        #expect(bar.largeTitle?.height == 0)
    }

    @Test func neverShowsTheInlineTitleAndAutomaticFollowsTheScreenBelow() throws {
        let root = MailboxesScreen(mode: .never)
        let driver = try driver(root)
        let navigation = driver.app.navigation
        #expect(navigation.bar.largeTitle == nil && navigation.bar.frame.height == 47 + 44)
        let pushed = MailboxesScreen(mode: .automatic)
        navigation.push(pushed, animated: false, at: driver.time)
        #expect(!navigation.showsLargeTitle(pushed))
        let always = MailboxesScreen(mode: .always)
        navigation.push(always, animated: false, at: driver.time)
        #expect(navigation.showsLargeTitle(always) && navigation.bar.largeTitle?.height == 52)
    }
}
