import Geometry
import ScrollLabDriver
import Testing
import ScrollUI

/// The gesture arena deciding between the list's pan and its delayed content touches.
@Suite struct ArenaOnListTests {
    @Test func theArenaExplainsThatTheListsPanWonADrag() throws {
        let driver = ScreenDriver(listOf: 100)

        driver.stampedDrag(from: Point(x: 200, y: 174), by: Point(x: 0, y: -120))
        try driver.runUntilAtRest()
        let explanation = driver.app.dispatcher.arena.explain()

        #expect(explanation.contains("Winner: list.pan"))
        #expect(explanation.contains("list.delayContentTouches"))
        #expect(explanation.contains("list.row.2"))
    }
}

@Suite struct RowSelectionTests {
    @Test func twoFingersOnOneRowSelectItOnce() throws {
        let driver = ScreenDriver(listOf: 100)
        let row = Point(x: 100, y: 44 + 130)
        driver.enqueue(.touch(1, .began, at: row, time: 0.01))
        driver.enqueue(.touch(2, .began, at: row + Point(x: 50, y: 0), time: 0.02))
        driver.enqueue(.touch(1, .ended, at: row, time: 0.05))
        driver.enqueue(.touch(2, .ended, at: row + Point(x: 50, y: 0), time: 0.06))

        try driver.run(until: 0.5)

        #expect(driver.host.selected == [2])
    }

    @Test func liftingOutsideTheRowSelectsNothing() throws {
        let driver = ScreenDriver(listOf: 100)
        driver.enqueue(.touch(1, .began, at: Point(x: 100, y: 44 + 130), time: 0.01))
        driver.enqueue(.touch(1, .moved, at: Point(x: 100, y: 44 + 136), time: 0.2))
        driver.enqueue(.touch(1, .moved, at: Point(x: 100, y: 44 + 126), time: 0.25))
        driver.enqueue(.touch(1, .ended, at: Point(x: 395, y: 44 + 126), time: 0.3))

        try driver.run(until: 0.5)

        #expect(driver.host.selected.isEmpty)
    }

    @Test func aSidewaysDragAcrossARowSelectsNothing() throws {
        let driver = ScreenDriver(listOf: 100)

        driver.stampedDrag(from: Point(x: 60, y: 44 + 130), by: Point(x: 240, y: 0), duration: 0.3)
        try driver.run(until: 1)

        #expect(driver.host.selected == [])
    }

    @Test func aTapThatWobblesLessThanTenPointsStillSelects() throws {
        let driver = ScreenDriver(listOf: 100)
        driver.enqueue(.touch(1, .began, at: Point(x: 100, y: 44 + 130), time: 0.01))
        driver.enqueue(.touch(1, .moved, at: Point(x: 106, y: 44 + 133), time: 0.2))
        driver.enqueue(.touch(1, .ended, at: Point(x: 106, y: 44 + 133), time: 0.25))

        try driver.run(until: 0.5)

        #expect(driver.host.selected == [2])
    }
}
