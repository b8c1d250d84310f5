import Geometry
import Testing
import ScrollUI

/// The gesture arena deciding between the list's pan and its delayed content touches.
@Suite struct ArenaOnListTests {
    @Test func theArenaExplainsThatTheListsPanWonADrag() {
        let harness = ListHarness()

        harness.drag(from: Point(x: 200, y: 174), by: Point(x: 0, y: -120))
        harness.settle()
        let explanation = harness.app.dispatcher.arena.explain()

        #expect(explanation.contains("Winner: list.pan"))
        #expect(explanation.contains("list.delayContentTouches"))
        #expect(explanation.contains("list.row.2"))
    }
}

@Suite struct RowSelectionTests {
    @Test func twoFingersOnOneRowSelectItOnce() {
        let harness = ListHarness()
        let row = Point(x: 100, y: 44 + 130)
        harness.loop.enqueue(.touch(1, .began, at: row, time: 0.01))
        harness.loop.enqueue(.touch(2, .began, at: row + Point(x: 50, y: 0), time: 0.02))
        harness.loop.enqueue(.touch(1, .ended, at: row, time: 0.05))
        harness.loop.enqueue(.touch(2, .ended, at: row + Point(x: 50, y: 0), time: 0.06))

        harness.run(until: 0.5)

        #expect(harness.selected == [2])
    }

    @Test func liftingOutsideTheRowSelectsNothing() {
        let harness = ListHarness()
        harness.loop.enqueue(.touch(1, .began, at: Point(x: 100, y: 44 + 130), time: 0.01))
        harness.loop.enqueue(.touch(1, .moved, at: Point(x: 100, y: 44 + 136), time: 0.2))
        harness.loop.enqueue(.touch(1, .moved, at: Point(x: 100, y: 44 + 126), time: 0.25))
        harness.loop.enqueue(.touch(1, .ended, at: Point(x: 395, y: 44 + 126), time: 0.3))

        harness.run(until: 0.5)

        #expect(harness.selected.isEmpty)
    }

    @Test func aSidewaysDragAcrossARowSelectsNothing() {
        let harness = ListHarness()

        harness.drag(from: Point(x: 60, y: 44 + 130), by: Point(x: 240, y: 0), duration: 0.3)
        harness.run(until: 1)

        #expect(harness.selected == [])
    }

    @Test func aTapThatWobblesLessThanTenPointsStillSelects() {
        let harness = ListHarness()
        harness.loop.enqueue(.touch(1, .began, at: Point(x: 100, y: 44 + 130), time: 0.01))
        harness.loop.enqueue(.touch(1, .moved, at: Point(x: 106, y: 44 + 133), time: 0.2))
        harness.loop.enqueue(.touch(1, .ended, at: Point(x: 106, y: 44 + 133), time: 0.25))

        harness.run(until: 0.5)

        #expect(harness.selected == [2])
    }
}
