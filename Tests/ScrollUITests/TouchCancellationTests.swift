import Geometry
import Gestures
import Testing
import ScrollUI

/// Touches end when the screen they belong to leaves the stack or the window loses focus.
@Suite struct TouchCancellationTests {
    @Test func aHeldRowIsCancelledWhenItsScreenIsPopped() {
        let screen = ListHostScreen(ListView(name: "list", rows: (0..<20).map { ListView.Row(title: "Row \($0)", height: 60) }))
        let app = Application(root: ViewController(title: "Root", name: "root"), size: Size(width: 390, height: 644))
        app.push(screen)
        let loop = FrameLoop(app: app)
        loop.enqueue(.touch(1, .began, at: Point(x: 200, y: 44 + 90), time: 0.001))
        loop.enqueue(PointerEvent(time: 0.3, kind: .key(name: "escape", isDown: true)))

        for _ in 0..<12 { loop.runFrame() }  // t = 0.2: past the content-touch delay
        let highlightedWhileHeld = screen.list.cellForRow(at: 1)?.isHighlighted == true
        for _ in 0..<60 { loop.runFrame() }  // the pop finishes at 0.65

        #expect(highlightedWhileHeld)
        #expect(app.navigation.depth == 1)
        #expect(!(screen.list.cellForRow(at: 1)?.isHighlighted == true))
        #expect(app.dispatcher.activeTouches.isEmpty)
    }

    @Test func losingFocusCancelsAHeldRowAndSelectsNothing() {
        let screen = ListHostScreen(ListView(name: "list", rows: (0..<20).map { ListView.Row(title: "Row \($0)", height: 60) }))
        let app = Application(root: screen, size: Size(width: 390, height: 644))
        var selected: [Int] = []
        screen.list.onSelect = { index, _ in selected.append(index) }
        let loop = FrameLoop(app: app)
        loop.enqueue(.touch(1, .began, at: Point(x: 200, y: 44 + 90), time: 0.001))
        loop.enqueue(PointerEvent(time: 0.25, kind: .focusLost))
        loop.enqueue(.touch(1, .ended, at: Point(x: 200, y: 44 + 90), time: 0.3))

        for _ in 0..<30 { loop.runFrame() }

        #expect(!(screen.list.cellForRow(at: 1)?.isHighlighted == true))
        #expect(selected.isEmpty)
    }

    @Test func directionalLockKeepsAMostlyVerticalDragVertical() {
        let harness = ListHarness()
        harness.list.alwaysBounceHorizontal = true
        harness.list.isDirectionalLockEnabled = true

        harness.drag(by: Point(x: 30, y: -150), hold: 0.1)
        harness.settle()

        #expect(harness.list.contentOffset.x == 0)
        #expect(harness.list.contentOffset.y > 100)
    }

    @Test func withoutDirectionalLockADiagonalDragMovesBothAxes() {
        let harness = ListHarness()
        harness.list.alwaysBounceHorizontal = true

        harness.drag(by: Point(x: 30, y: -150), hold: 0.1)
        harness.run(until: harness.time + 0.15)

        #expect(harness.list.contentOffset.x < 0)
    }
}
