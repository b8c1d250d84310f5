import Geometry
import ScrollLabDriver
import Screens
import ScrollUI
import Testing

/// `navigationItem.searchController` on `large-title-search` (iPhone 14, 47 pt status bar): the
/// search bar tucked under the large title, revealed by a pull, snapped shown or hidden at the
/// release, activated by a tap (over the title, Cancel, the keyboard), filtering as one types.
@Suite struct SearchControllerTests {
    let screen = LargeTitleSearchScreen()

    func driver() throws -> ScreenDriver {
        let driver = ScreenDriver(screen)
        driver.app.safeAreaInsets = DeviceProfile.iPhone14.safeAreaInsets
        try driver.runUntilAtRest()
        return driver
    }

    /// The part of the search bar shown and the title's part of the area, in points (NaN without a large title).
    func searchShown(_ driver: ScreenDriver) -> Double { driver.app.navigation.bar.largeTitle?.searchBarShown ?? .nan }
    func titleArea(_ driver: ScreenDriver) -> Double { driver.app.navigation.bar.largeTitle?.titleAreaHeight ?? .nan }

    /// How far the list is from its top (0: the search bar shows whole).
    var collapse: Double { screen.table.contentOffset.y + screen.table.adjustedContentInset.top }

    @Test func theSearchBarStartsTuckedAwayAndAPullRevealsIt() throws {
        let driver = try driver()
        #expect(
            screen.table.adjustedContentInset.top == 47 + 44 + 52 + 52, "the inset keeps the title and the search bar")
        #expect(collapse == 52 && searchShown(driver) == 0, "tucked away")
        #expect(titleArea(driver) == 52, "the title shows whole")
        #expect(driver.app.navigation.bar.frame.height == 47 + 44 + 52)

        driver.drag(from: Point(x: 200, y: 400), by: Point(x: 0, y: 30), duration: 0.4, hold: 10)
        try driver.run(for: 0.6)

        // The pan takes its 10 pt of hysteresis, then the content follows the finger.
        #expect(abs(searchShown(driver) - 20) < 0.5, "the pull reveals as much as the list moves")
        #expect(abs(searchShown(driver) - (52 - collapse)) < 0.001)
        #expect(titleArea(driver) == 52, "the title stays while the search bar comes")
    }

    /// Drags the list by `distance` (down positive) slowly, holds still, lifts, and waits.
    private func pull(_ driver: ScreenDriver, by distance: Double) throws {
        driver.drag(from: Point(x: 200, y: 400), by: Point(x: 0, y: distance), duration: 0.4, hold: 0.2)
        try driver.runUntilAtRest()
    }

    @Test func aReleaseHalfWayShowsOrHidesTheSearchBar() throws {
        let driver = try driver()

        // Each pull moves the list by its distance less the pan's 10 pt of hysteresis.
        try pull(driver, by: 40)  // 30 of 52 shown: more than half
        #expect(abs(collapse) < 0.5 && searchShown(driver) > 51.5)

        try pull(driver, by: -20)  // 42 left: more than half
        #expect(abs(collapse) < 0.5)

        try pull(driver, by: -45)  // 17 left: less than half
        #expect(abs(collapse - 52) < 0.5 && searchShown(driver) < 0.5)
        #expect(titleArea(driver) == 52, "the title's own snap is not involved")
    }

    @Test func aTapActivatesSearchOverTheTitleAndCancelEndsIt() throws {
        let driver = try driver()
        let search = screen.search
        let bar = driver.app.navigation.bar
        try pull(driver, by: 40)
        let field = search.searchBar.field

        driver.tap(at: field.convert(field.bounds, to: nil).center)
        try driver.runUntilAtRest()

        #expect(search.isActive && search.presentationProgress == 1 && field.isFirstResponder)
        #expect(bar.frame.height == 47 + 52, "the search bar sits under the status bar")
        #expect(!search.searchBar.cancelButton.isHidden)
        #expect(bar.largeTitleLabel.superview?.alpha == 0 && bar.titleLabel.alpha == 0)
        #expect(driver.app.displayLink.textInput.keyboard.isShown)
        let firstRow = screen.table.convert(screen.table.rectForRow(at: 0), to: nil)
        #expect(abs(firstRow.minY - (47 + 52)) < 0.5, "the list moved up with the bar")

        driver.type("tr")
        try driver.runUntilAtRest()
        #expect(!screen.shown.isEmpty && screen.shown.allSatisfy { $0.lowercased().contains("tr") })
        #expect(screen.table.numberOfRows == screen.shown.count)

        let cancel = search.searchBar.cancelButton
        driver.tap(at: cancel.convert(cancel.bounds, to: nil).center)
        try driver.runUntilAtRest()

        #expect(!search.isActive && search.presentationProgress == 0 && search.searchBar.text.isEmpty)
        #expect(screen.shown.count == 60 && !field.isFirstResponder)
        #expect(bar.frame.height == 47 + 44 + 52 + 52 && bar.titleLabel.alpha == 0)
    }

    @Test func theActivationMovesTheBarOverAQuarterSecond() throws {
        let driver = try driver()
        try pull(driver, by: 40)
        let field = screen.search.searchBar.field
        driver.tap(at: field.convert(field.bounds, to: nil).center)
        try driver.runUntil { screen.search.isActive }
        let start = driver.time

        try driver.run(for: SearchController.presentationDuration / 2)
        let height = driver.app.navigation.bar.frame.height
        #expect(height < 47 + 44 + 52 + 52 && height > 47 + 52, "half way up")
        try driver.runUntil { screen.search.presentationProgress == 1 }
        #expect(driver.time - start <= SearchController.presentationDuration + 2.0 / 60)
    }

    @Test func withoutHidingTheSearchBarStaysAndTheTitleGoesFirst() {
        let layout = LargeTitleLayout(searchBarHeight: 52, searchBarCollapses: false, collapse: 30, screenHeight: 844)
        #expect(layout.searchBarShown == 52 && layout.titleAreaHeight == 22 && layout.height == 74)
        #expect(
            LargeTitleLayout(searchBarHeight: 52, searchBarCollapses: false, collapse: 200, screenHeight: 844).height
                == 52)
        #expect(layout.snappedCollapse(target: 30) == 52 && layout.snappedCollapse(target: 20) == 0)
        let hiding = LargeTitleLayout(searchBarHeight: 52, collapse: 70, screenHeight: 844)
        #expect(hiding.searchBarShown == 0 && hiding.titleAreaHeight == 34)
        #expect(hiding.snappedCollapse(target: 70) == 52 && hiding.snappedCollapse(target: 80) == 104)
    }
}
