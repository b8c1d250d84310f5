import Geometry
import Gestures
import Testing
@_spi(Testing) import ScrollUI

@Suite struct InvariantCheckerTests {
    @Test func aDragAndAFlingKeepEveryInvariantAndCloseEveryCallback() throws {
        let screen = OneScrollViewScreen(contentHeight: 4000)
        let app = Application(root: screen, size: Size(width: 390, height: 800))
        let checker = InvariantChecker(app: app), loop = FrameLoop(app: app)
        for (index, y) in [600.0, 560, 480, 380].enumerated() {
            loop.enqueue(.touch(1, index == 0 ? .began : .moved, at: Point(x: 200, y: y), time: 0.016 * Double(index)))
        }
        loop.enqueue(.touch(1, .ended, at: Point(x: 200, y: 380), time: 0.064))

        for _ in 0..<30 { loop.runFrame(); try checker.check() }
        #expect(checker.stillOpen == ["list: decelerating"])
        for _ in 0..<300 { loop.runFrame(); try checker.check() }

        #expect(checker.stillOpen.isEmpty)
    }

    @Test func anOffsetBeyondAnyRubberBandIsNamed() {
        let screen = OneScrollViewScreen(contentHeight: 4000)
        let app = Application(root: screen, size: Size(width: 390, height: 800))
        let checker = InvariantChecker(app: app)
        screen.scrollView.contentOffset = Point(x: 0, y: 20_000)  // the range ends at 3,200

        #expect {
            try checker.check(context: "test")
        } throws: { error in
            "\(error)".hasPrefix("list offset (0.0, 20000.0) is beyond its rubber band") && "\(error)".hasSuffix("(test)")
        }
    }

    @Test func anEndWithoutItsBeginBreaksTheBalance() {
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
