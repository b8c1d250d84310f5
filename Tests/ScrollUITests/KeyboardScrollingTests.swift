import Geometry
import Gestures
import Testing
import ScrollUI

@Suite struct KeyboardScrollingTests {
    private func press(_ harness: ListHarness, _ key: String) {
        harness.loop.enqueue(PointerEvent(time: harness.time + 0.001, kind: .key(name: key, isDown: true)))
        harness.loop.enqueue(PointerEvent(time: harness.time + 0.002, kind: .key(name: key, isDown: false)))
        harness.run(until: harness.time + 1.0 / 60)
        harness.settle()
    }

    @Test func arrowsStepPageKeysPageAndHomeEndGoToTheEnds() {
        let harness = ListHarness()  // 6000 pt of rows in 600: max offset 5400

        press(harness, "down")
        let afterArrow = harness.list.contentOffset.y
        press(harness, "pagedown")
        let afterPage = harness.list.contentOffset.y
        press(harness, "end")
        let afterEnd = harness.list.contentOffset.y
        press(harness, "home")

        #expect(afterArrow == 40)
        #expect(afterPage == 40 + 560)
        #expect(afterEnd == 5400)
        #expect(harness.list.contentOffset.y == 0)
    }

    @Test func otherKeysDoNothing() {
        let harness = ListHarness()

        press(harness, "q")

        #expect(harness.list.contentOffset.y == 0)
        #expect(harness.app.navigation.depth == 1)
    }

    @Test func everyKeysAnimationEndsWithTheScrollingAnimationCallback() {
        let harness = ListHarness()

        for key in ["down", "pagedown", "space", "up", "end", "home"] { press(harness, key) }

        #expect(harness.delegate.calls == Array(repeating: "didEndScrollingAnimation", count: 6))
    }
}
