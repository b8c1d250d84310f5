import Geometry
import ScrollLabDriver
import ScrollUI
import Testing

/// `PagerView` as Photos' pager: 60 pages made on demand (only the page shown and its neighbours
/// exist), 20 pt apart.
@Suite struct PagerViewTests {
    @Test func onlyThePageShownAndItsNeighboursAreMadeHoweverFarItPages() throws {
        let screen = PhotoPagerScreen()
        let driver = ScreenDriver(screen)
        try driver.runFrame()
        let atOpening = screen.made

        driver.fling(from: Point(x: 300, y: 400), velocity: Point(x: -1200, y: 0))
        try driver.runUntilAtRest()
        let afterASwipe = (made: screen.made, loaded: screen.pager.loadedPages.keys.sorted())
        let first = try #require(screen.pager.page(at: 0))
        screen.pager.show(page: 40, animated: false)
        try driver.runFrame()

        #expect(atOpening == [0, 1])
        #expect(afterASwipe.made == [0, 1, 2] && afterASwipe.loaded == [0, 1, 2])
        #expect(screen.pager.shownPage == 40)
        #expect(screen.pager.loadedPages.keys.sorted() == [39, 40, 41])
        #expect(screen.made.count == 6, "three more for page 40, none of the 37 between")
        #expect(first.superview == nil && screen.pager.page(at: 0) == nil, "a page further than one away is gone")
    }

    @Test func aPageThatComesBackIsMadeAgain() throws {
        let screen = PhotoPagerScreen()
        let driver = ScreenDriver(screen)
        try driver.runFrame()

        screen.pager.show(page: 10, animated: false)
        try driver.runFrame()
        screen.pager.show(page: 0, animated: false)
        try driver.runFrame()

        #expect(screen.made == [0, 1, 9, 10, 11, 0, 1])
        #expect(screen.pager.loadedPages.keys.sorted() == [0, 1])
    }

    @Test func pagesAre20PointsApartAndEachFillsTheWindow() throws {
        let screen = PhotoPagerScreen(spacing: 20)
        let driver = ScreenDriver(screen)
        try driver.runFrame()

        driver.fling(from: Point(x: 300, y: 400), velocity: Point(x: -1200, y: 0))
        try driver.runUntilAtRest()

        let page = try #require(screen.pager.page(at: 1)), height = screen.view.bounds.height
        #expect(
            screen.pager.frame == Rect(x: 0, y: 0, width: 410, height: height), "the gap off the window's right edge")
        #expect(page.frame == Rect(x: 410, y: 0, width: 390, height: height))
        #expect(screen.pager.contentOffset.x == 410 && screen.pager.shownPage == 1)
        #expect(page.convertToWindow(.zero).x == 0, "the page shown fills the window's width")
        #expect(screen.pager.page(at: 2)?.frame.minX == 820, "20 pt after the page shown ends at 800")
    }
}

/// A window-sized pager of 60 coloured pages made on demand, `spacing` points apart.
private final class PhotoPagerScreen: ViewController {
    /// The pages made, in order.
    var made: [Int] = []
    private(set) var pager: PagerView!

    init(spacing: Double = 0) {
        super.init(title: "Photos", name: "photos.screen")
        pager = PagerView(name: "photos", pageCount: 60) { [unowned self] index in
            made.append(index)
            let page = View(name: "photo.\(index)")
            page.backgroundColor = index % 2 == 0 ? .black : Color(hex: 0x1C1C1E)
            return page
        }
        pager.interPageSpacing = spacing
        view.addSubview(pager)
    }

    override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("photos", pager)] }
    override func layoutView() { pager.frame = pager.frame(paging: view.bounds) }
}
