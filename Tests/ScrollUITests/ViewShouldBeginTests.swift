import ScrollLabDriver
import Geometry
import Gestures
import Testing
import ScrollUI

/// `View.gestureRecognizerShouldBegin(_:)` is a method a subclass overrides, and the arena asks it.
@Suite struct ViewShouldBeginTests {
    /// A scroll view that refuses its own pan while `refusesPan` is set (UIScrollView overrides this hook).
    final class RefusingScrollView: ScrollView {
        var refusesPan = true
        var asked = 0

        override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
            asked += 1
            return !(refusesPan && recognizer === panRecognizer)
        }
    }

    final class Screen: ViewController {
        let scrollView = RefusingScrollView(name: "refusing")

        init() {
            super.init(title: "Refusing", name: "refusing.screen")
            scrollView.contentSize = Size(width: 390, height: 5000)
            view.addSubview(scrollView)
        }

        override func layoutView() { scrollView.frame = view.bounds }
    }

    private func drag(_ screen: Screen) throws -> ScreenDriver {
        let driver = ScreenDriver(screen, size: Size(width: 390, height: 644))
        for step in 0...6 {
            let phase: TouchPhase = step == 0 ? .began : (step == 6 ? .ended : .moved)
            driver.enqueue(
                .touch(1, phase, at: Point(x: 200, y: 500 - Double(step) * 30), time: 0.01 + Double(step) / 60))
        }
        try driver.run(until: 0.5)
        return driver
    }

    @Test func anOverrideThatRefusesStopsTheDrag() throws {
        let screen = Screen()

        let driver = try drag(screen)

        #expect(screen.scrollView.asked > 0)
        #expect(screen.scrollView.contentOffset == .zero)
        #expect(driver.app.dispatcher.arena.explain().contains("refusing.gestureRecognizerShouldBegin returned false"))
    }

    @Test func anOverrideThatAllowsLetsTheDragScroll() throws {
        let screen = Screen()
        screen.scrollView.refusesPan = false

        _ = try drag(screen)

        #expect(screen.scrollView.asked > 0)
        #expect(screen.scrollView.contentOffset.y > 100)
    }
}
