import Geometry
import ScrollLabDriver
import Gestures
import Testing
import ScrollUI

/// Touches end when the screen they belong to leaves the stack or the window loses focus.
@Suite struct TouchCancellationTests {
    @Test func aHeldRowIsCancelledWhenItsScreenIsPopped() throws {
        let screen = ListHostScreen(
            ListView(name: "list", rows: (0..<20).map { ListView.Row(title: "Row \($0)", height: 60) }))
        let driver = ScreenDriver(
            screen, size: Size(width: 390, height: 644), pushedOn: ViewController(title: "Root", name: "root"))
        driver.enqueue(.touch(1, .began, at: Point(x: 200, y: 44 + 90), time: 0.001))
        driver.enqueue(SessionEvent(deliveredAt: 0.3, kind: .key(name: "escape", isDown: true)))

        try driver.run(until: 0.2)  // frame 12: past the content-touch delay
        let highlightedWhileHeld = screen.list.cellForRow(at: 1)?.isHighlighted == true
        try driver.run(until: 1.2)  // frame 72: the pop finishes at 0.65

        #expect(highlightedWhileHeld)
        #expect(driver.app.navigation.depth == 1)
        #expect(!(screen.list.cellForRow(at: 1)?.isHighlighted == true))
        #expect(driver.app.dispatcher.activeTouches.isEmpty)
    }

    @Test func losingFocusCancelsAHeldRowAndSelectsNothing() throws {
        let screen = ListHostScreen(
            ListView(name: "list", rows: (0..<20).map { ListView.Row(title: "Row \($0)", height: 60) }))
        let driver = ScreenDriver(screen, size: Size(width: 390, height: 644))
        driver.enqueue(.touch(1, .began, at: Point(x: 200, y: 44 + 90), time: 0.001))
        driver.enqueue(SessionEvent(deliveredAt: 0.25, kind: .focusLost))
        driver.enqueue(.touch(1, .ended, at: Point(x: 200, y: 44 + 90), time: 0.3))

        try driver.run(until: 0.5)  // 30 frames

        #expect(!(screen.list.cellForRow(at: 1)?.isHighlighted == true))
        #expect(screen.selected.isEmpty)
    }

    @Test func directionalLockKeepsAMostlyVerticalDragVertical() throws {
        let driver = ScreenDriver(listOf: 100)
        driver.list.alwaysBounceHorizontal = true
        driver.list.isDirectionalLockEnabled = true

        driver.stampedDrag(by: Point(x: 30, y: -150), hold: 0.1)
        try driver.runUntilAtRest()

        #expect(driver.list.contentOffset.x == 0)
        #expect(driver.list.contentOffset.y > 100)
    }

    @Test func withoutDirectionalLockADiagonalDragMovesBothAxes() throws {
        let driver = ScreenDriver(listOf: 100)
        driver.list.alwaysBounceHorizontal = true

        driver.stampedDrag(by: Point(x: 30, y: -150), hold: 0.1)
        try driver.run(until: driver.time + 0.15)

        #expect(driver.list.contentOffset.x < 0)
    }
}
