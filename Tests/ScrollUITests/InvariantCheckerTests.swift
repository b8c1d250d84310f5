import Geometry
import ScrollLabDriver
import Gestures
import ScrollSession
import Testing
@_spi(Testing) import ScrollUI

@Suite struct InvariantCheckerTests {
    @Test func aDragAndAFlingKeepEveryInvariantAndCloseEveryCallback() throws {
        let screen = OneScrollViewScreen(contentHeight: 4000)
        let driver = ScreenDriver(screen, size: Size(width: 390, height: 800))
        driver.checksInvariants = false  // the checker under test checks, by hand
        let checker = InvariantChecker(app: driver.app)
        for (index, y) in [600.0, 560, 480, 380].enumerated() {
            driver.enqueue(
                .touch(1, index == 0 ? .began : .moved, at: Point(x: 200, y: y), time: 0.016 * Double(index)))
        }
        driver.enqueue(.touch(1, .ended, at: Point(x: 200, y: 380), time: 0.064))

        try driver.session.run(until: 0.5, afterFrame: { try checker.check() })  // 30 frames
        #expect(checker.stillOpen == ["list: decelerating"])
        try driver.session.run(until: 5.5, afterFrame: { try checker.check() })  // 300 more

        #expect(checker.stillOpen.isEmpty)
    }

    @Test func anOffsetBeyondAnyRubberBandIsNamed() throws {
        let screen = OneScrollViewScreen(contentHeight: 4000)
        let app = Application(root: screen, size: Size(width: 390, height: 800))
        let checker = InvariantChecker(app: app)
        screen.scrollView.contentOffset = Point(x: 0, y: 20_000)  // the range ends at 3,200

        #expect {
            try checker.check(context: "test")
        } throws: { error in
            "\(error)".hasPrefix("list offset (0.0, 20000.0) is beyond its rubber band")
                && "\(error)".hasSuffix("(test)")
        }
    }

    @Test func anEndWithoutItsBeginBreaksTheBalance() throws {
        let screen = OneScrollViewScreen(contentHeight: 4000)
        let app = Application(root: screen, size: Size(width: 390, height: 800))
        let checker = InvariantChecker(app: app)

        screen.scrollView.report(.didEndDragging(willDecelerate: false)) { _ in }

        #expect {
            try checker.check()
        } throws: { error in
            "\(error)".hasPrefix("scrollViewDidEndDragging for list without a begin")
        }
    }
}
