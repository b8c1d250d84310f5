import Foundation
import Geometry
import ScrollLabDriver
import ScrollPhysics
import Testing
import ScrollUI

/// The scroll view against ScrollPhysics.docc/Physics.md's formulas, frame by frame.
@Suite struct ScrollViewPhysicsTests {
    @Test(arguments: [(-60.0, 0.1), (-150, 0.1), (-300, 0.1), (-400, 0.05), (120, 0.1)])
    func afterReleaseEveryFrameFollowsTheDiscreteDecelerationModel(distance: Double, duration: Double) throws {
        let driver = ScreenDriver(listOf: 400)
        driver.list.contentOffset = Point(x: 0, y: 8000)
        let lift = driver.stampedDrag(by: Point(x: 0, y: distance), duration: duration)
        try driver.run(until: lift)
        try driver.runFrame()  // the frame that delivers the lift
        let v0 = driver.lastRelease.velocity.y
        let x0 =
            driver.list.contentOffset.y
            - DecayMotion(position: 0, velocity: v0, rate: .normal).position(at: driver.time - lift)

        var worst = 0.0
        var frames: [Double] = [driver.list.contentOffset.y]
        while driver.list.isInMotion {
            try driver.runFrame()
            let t = driver.time - lift
            let d = 0.998
            let model = x0 + (v0 / 1000) * d * (1 - pow(d, 1000 * t)) / (1 - d)
            if driver.list.isInMotion { worst = max(worst, abs(driver.list.contentOffset.y - model)) }
            frames.append(driver.list.contentOffset.y)
        }

        #expect(abs(v0) > 500)
        #expect(worst < 0.5)
        print(
            "fling \(distance) pt in \(duration) s: v0 \(v0) pt/s, largest deviation from the closed form \(worst) pt")
        let ratio = (frames[3] - frames[2]) / (frames[2] - frames[1])
        #expect(abs(ratio - pow(0.998, 1000.0 / 60)) < 1e-6)
        #expect(driver.list.contentOffset == driver.lastRelease.target)
    }

    @Test func draggingPastTheTopRubberBandsWithCoefficientPointFiftyFive() throws {
        let driver = ScreenDriver(listOf: 100)  // viewport 600 pt tall

        // 110 − 10 pt hysteresis = 100 past the edge
        driver.stampedDrag(by: Point(x: 0, y: 110), duration: 0.2, hold: 0.5)
        try driver.run(until: 0.6)

        #expect(abs(driver.list.contentOffset.y - (-50.382)) < 1e-3)  // ScrollPhysics.docc/Physics.md: x = 100, d = 600
        #expect(driver.list.isTracking)
    }

    @Test func releasedAtRestPastTheEdgeItBouncesBackAlongTheBounceModel() throws {
        let driver = ScreenDriver(listOf: 100)
        let lift = driver.stampedDrag(by: Point(x: 0, y: 210), duration: 0.3, hold: 0.3)  // 200 pt past the edge
        try driver.run(until: lift - 1.0 / 60)  // the last frame before the lift
        let y0 = driver.list.contentOffset.y

        var worst = 0.0
        while driver.time < lift + 0.5 {
            try driver.runFrame()
            // y(t) = k^(1000t)·y0 at rest (ScrollPhysics.docc/Physics.md)
            let model = y0 * pow(0.99, 1000 * (driver.time - lift))
            if driver.list.isInMotion { worst = max(worst, abs(driver.list.contentOffset.y - model)) }
        }
        try driver.runUntilAtRest()

        // rubber band: 200 pt past the edge over 600 pt (ScrollPhysics.docc/Physics.md)
        #expect(abs(y0 - (-92.958)) < 1e-3)
        #expect(worst < 1e-6)
        #expect(driver.list.contentOffset.y == 0)
        #expect(driver.calls.suffix(3) == ["didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating"])
    }

    @Test func aTouchOnADeceleratingListStopsItAtOnceAndSelectsNoRow() throws {
        let driver = ScreenDriver(listOf: 100)
        let lift = driver.stampedDrag(by: Point(x: 0, y: -200))
        try driver.run(until: lift + 0.3)
        let moving = driver.list.contentOffset.y

        driver.quickTap(at: Point(x: 200, y: 300))
        try driver.run(until: driver.time + 0.5)

        #expect(driver.list.contentOffset.y > moving)
        #expect(!driver.list.isInMotion)
        #expect(driver.host.selected.isEmpty)
        #expect(driver.calls.last == "didEndDecelerating")
        #expect(!driver.list.isDragging && !driver.list.isDecelerating && !driver.list.isTracking)
    }

    @Test func aTapOnAnIdleListSelectsTheRowUnderTheFinger() throws {
        let driver = ScreenDriver(listOf: 100)

        driver.quickTap(at: Point(x: 200, y: 44 + 130))  // window y → list y 130 → row 2 (60 pt rows)
        try driver.run(until: 0.5)

        #expect(driver.host.selected == [2])
        #expect(driver.calls.isEmpty)
    }

    @Test func aRowHighlightsOnlyAfterTheContentTouchDelay() throws {
        let driver = ScreenDriver(listOf: 100)
        driver.enqueue(.touch(1, .began, at: Point(x: 200, y: 44 + 130), time: 0.001))

        try driver.run(until: 0.1)
        let early = driver.list.cellForRow(at: 2)?.isHighlighted == true
        try driver.run(until: 0.2)

        #expect(!early)
        #expect(driver.list.cellForRow(at: 2)?.isHighlighted == true)
    }

    @Test func scrollingCancelsTheHighlightOfAHeldRow() throws {
        let driver = ScreenDriver(listOf: 100)
        driver.stampedDrag(from: Point(x: 200, y: 44 + 130), by: Point(x: 0, y: -100), duration: 0.1, hold: 0)
        // The drag starts at once: the row never sees the touch.
        try driver.runUntilAtRest()

        #expect(!(driver.list.cellForRow(at: 2)?.isHighlighted == true))
        #expect(driver.host.selected.isEmpty)
    }

    @Test func pagingMovesAtMostOnePagePerFlick() throws {
        let driver = ScreenDriver(listOf: 100)
        driver.list.isPagingEnabled = true

        driver.stampedDrag(by: Point(x: 0, y: -300), duration: 0.08)
        try driver.runUntilAtRest()

        #expect(driver.list.contentOffset.y == 600)
        #expect(driver.lastRelease.target.y == 600)
    }

    @Test func withoutBouncesTheOffsetStopsAtTheEdge() throws {
        let driver = ScreenDriver(listOf: 100)
        driver.list.bounces = false

        driver.stampedDrag(by: Point(x: 0, y: 150), hold: 0.2)
        try driver.run(until: 0.3)

        #expect(driver.list.contentOffset.y == 0)
    }
}
