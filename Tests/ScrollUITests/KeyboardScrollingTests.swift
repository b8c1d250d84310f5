import Geometry
import ScrollLabDriver
import Gestures
import Testing
import ScrollUI

@Suite struct KeyboardScrollingTests {
    private func press(_ driver: ScreenDriver, _ key: String) throws {
        driver.enqueue(SessionEvent(deliveredAt: driver.time + 0.001, kind: .key(name: key, isDown: true)))
        driver.enqueue(SessionEvent(deliveredAt: driver.time + 0.002, kind: .key(name: key, isDown: false)))
        try driver.run(until: driver.time + 1.0 / 60)
        try driver.runUntilAtRest()
    }

    @Test func arrowsStepPageKeysPageAndHomeEndGoToTheEnds() throws {
        let driver = ScreenDriver(listOf: 100)  // 6000 pt of rows in 600: max offset 5400

        try press(driver, "down")
        let afterArrow = driver.list.contentOffset.y
        try press(driver, "pagedown")
        let afterPage = driver.list.contentOffset.y
        try press(driver, "end")
        let afterEnd = driver.list.contentOffset.y
        try press(driver, "home")

        #expect(afterArrow == 40)
        #expect(afterPage == 40 + 560)
        #expect(afterEnd == 5400)
        #expect(driver.list.contentOffset.y == 0)
    }

    @Test func otherKeysDoNothing() throws {
        let driver = ScreenDriver(listOf: 100)

        try press(driver, "q")

        #expect(driver.list.contentOffset.y == 0)
        #expect(driver.app.navigation.depth == 1)
    }

    @Test func everyKeysAnimationEndsWithTheScrollingAnimationCallback() throws {
        let driver = ScreenDriver(listOf: 100)

        for key in ["down", "pagedown", "space", "up", "end", "home"] { try press(driver, key) }

        #expect(driver.calls == Array(repeating: "didEndScrollingAnimation", count: 6))
    }
}
