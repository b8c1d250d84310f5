import Geometry
import ScrollLabDriver
import ScrollUI
import Testing

/// `ScrollView.keepAtTop(tucked:)`: a list starts at its top under the bar and stays there as
/// the bar's inset changes, until the content is moved.
@Suite struct KeepAtTopTests {
    @Test func aListAtItsTopFollowsTheBarsInsetAndAListMovedAwayStays() throws {
        let screen = MailboxesScreen()
        let driver = ScreenDriver(screen)
        try driver.runFrame()
        #expect(screen.list.contentOffset.y == screen.list.minimumContentOffset.y)

        driver.app.safeAreaInsets = DeviceProfile.iPhone14.safeAreaInsets
        driver.app.navigation.bar.prefersLargeTitles = true
        try driver.runFrame()
        let top = screen.list.minimumContentOffset.y
        #expect(top < -100)
        #expect(screen.list.contentOffset.y == top, "the status bar's and the large title's inset came")

        try driver.drag(from: Point(x: 200, y: 600), by: Point(x: 0, y: -300)).runUntilAtRest()
        let moved = screen.list.contentOffset.y
        #expect(moved > top + 100)
        driver.app.navigation.bar.prefersLargeTitles = false
        try driver.runFrame()
        #expect(screen.list.contentOffset.y == moved, "content moved away is left where it is")
    }

    @Test func aTuckedTopSitsThatFarBelowTheMinimum() throws {
        let list = ScrollView(name: "list")
        list.contentInset = EdgeInsets(top: 100)
        list.keepAtTop(tucked: 52)
        #expect(list.contentOffset.y == -48)
        list.contentInset = EdgeInsets(top: 150)
        list.keepAtTop(tucked: 52)
        #expect(list.contentOffset.y == -98)
    }
}
