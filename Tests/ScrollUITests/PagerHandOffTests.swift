import Geometry
import ScrollLabDriver
import ScrollUI
import Testing

/// A scroll view inside a pager (a zoomed photo): it takes a sideways drag while it can move that
/// way, and a drag that starts at its edge pointing past it goes to the pager.
@Suite struct PagerHandOffTests {
    let screen = WidePagesScreen()
    let driver: ScreenDriver

    init() throws {
        driver = ScreenDriver(screen)
        try driver.runFrame()
    }

    private func page(_ index: Int) throws -> ScrollView { try #require(screen.pager.page(at: index) as? ScrollView) }

    @Test func aPageThatCanScrollTakesTheDrag() throws {
        driver.drag(from: Point(x: 300, y: 400), by: Point(x: -200, y: 0), duration: 0.3, hold: 0.1)
        try driver.runUntilAtRest()
        #expect(try page(0).contentOffset.x == 190, "the drag less the 10 pt slop")
        #expect(screen.pager.contentOffset.x == 0)
    }

    @Test func atItsEdgeTheDragPastItGoesToThePager() throws {
        try page(0).contentOffset = try page(0).maximumContentOffset
        driver.fling(from: Point(x: 300, y: 400), velocity: Point(x: -1200, y: 0))
        try driver.runUntilAtRest()
        #expect(screen.pager.shownPage == 1)
        #expect(try page(0).contentOffset.x == 390)
    }

    @Test func atItsEdgeADragTheOtherWayStaysThePages() throws {
        try page(0).contentOffset = try page(0).maximumContentOffset
        driver.drag(from: Point(x: 100, y: 400), by: Point(x: 150, y: 0), duration: 0.3, hold: 0.1)
        try driver.runUntilAtRest()
        #expect(try page(0).contentOffset.x == 250)
        #expect(screen.pager.contentOffset.x == 0)
    }

    @Test func outsideAPagerAScrollViewAtItsEdgeStillBouncesTheDrag() throws {
        let lone = WidePagesScreen(paging: false)
        let driver = ScreenDriver(lone)
        try driver.runFrame()
        driver.drag(from: Point(x: 100, y: 400), by: Point(x: 150, y: 0), duration: 0.3, hold: 0.1)
        var pulled = 0.0
        while driver.time < driver.inputEnd {
            try driver.runFrame(); pulled = min(pulled, lone.lonePage.contentOffset.x)
        }
        #expect(pulled < -20, "rubber-banded past its left edge")
    }
}

/// A window-sized pager of three pages, each a scroll view twice the window's width; or, without
/// `paging`, one such scroll view in a plain one.
final class WidePagesScreen: ViewController {
    let pager: PagerView
    let lonePage = ScrollView(name: "lone")

    init(paging: Bool = true) {
        pager = PagerView(name: "pager", pageCount: 3) { index in
            let page = ScrollView(name: "page.\(index)")
            page.contentSize = Size(width: 780, height: 844)
            return page
        }
        super.init(title: "Pages", name: "pages.screen")
        if paging {
            view.addSubview(pager)
        } else {
            lonePage.contentSize = Size(width: 780, height: 844)
            view.addSubview(lonePage)
        }
    }

    override func layoutView() {
        pager.frame = view.bounds
        lonePage.frame = view.bounds
    }
}
