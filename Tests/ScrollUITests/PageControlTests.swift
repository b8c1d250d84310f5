import Geometry
import Testing
import ScrollUI

/// UIPageControl's dots with more pages than dots: the ends with hidden pages beyond shrink.
@Suite struct PageControlTests {
    @Test func withMorePagesThanDotsTheDotsBeforeHiddenPagesShrink() {
        let control = PageControl(numberOfPages: 100)

        control.currentPage = 0

        #expect(control.shownPages == 0..<9)
        #expect((0..<9).map(control.dotScale) == [1, 1, 1, 1, 1, 1, 1, 0.75, 0.5])

        control.currentPage = 50

        #expect((46..<55).map(control.dotScale) == [0.5, 0.75, 1, 1, 1, 1, 1, 0.75, 0.5])
    }

    @Test func everyPageShownKeepsFullDots() {
        let control = PageControl(numberOfPages: 5)

        control.currentPage = 4

        #expect((0..<5).map(control.dotScale) == [1, 1, 1, 1, 1])
    }
}
