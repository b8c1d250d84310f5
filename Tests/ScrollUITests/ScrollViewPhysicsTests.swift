import Foundation
import Geometry
import ScrollPhysics
import Testing
import ScrollUI

/// The scroll view against ScrollPhysics.docc/Physics.md's formulas, frame by frame.
@Suite struct ScrollViewPhysicsTests {
    @Test(arguments: [(-60.0, 0.1), (-150, 0.1), (-300, 0.1), (-400, 0.05), (120, 0.1)])
    func afterReleaseEveryFrameFollowsTheDiscreteDecelerationModel(distance: Double, duration: Double) throws {
        let harness = ListHarness(rows: 400)
        harness.list.contentOffset = Point(x: 0, y: 8000)
        let lift = harness.drag(by: Point(x: 0, y: distance), duration: duration)
        harness.run(until: lift)
        harness.loop.runFrame()  // the frame that delivers the lift
        let v0 = harness.delegate.lastVelocity.y
        let x0 = harness.list.contentOffset.y - DecayMotion(position: 0, velocity: v0, rate: .normal).position(at: harness.time - lift)

        var worst = 0.0
        var frames: [Double] = [harness.list.contentOffset.y]
        while harness.list.isInMotion {
            harness.loop.runFrame()
            let t = harness.time - lift
            let d = 0.998
            let model = x0 + (v0 / 1000) * d * (1 - pow(d, 1000 * t)) / (1 - d)
            if harness.list.isInMotion { worst = max(worst, abs(harness.list.contentOffset.y - model)) }
            frames.append(harness.list.contentOffset.y)
        }

        #expect(abs(v0) > 500)
        #expect(worst < 0.5)
        print("fling \(distance) pt in \(duration) s: v0 \(v0) pt/s, largest deviation from the closed form \(worst) pt")
        let ratio = (frames[3] - frames[2]) / (frames[2] - frames[1])
        #expect(abs(ratio - pow(0.998, 1000.0 / 60)) < 1e-6)
        #expect(harness.list.contentOffset == harness.delegate.lastTarget)
    }

    @Test func draggingPastTheTopRubberBandsWithCoefficientPointFiftyFive() {
        let harness = ListHarness()  // viewport 600 pt tall

        harness.drag(by: Point(x: 0, y: 110), duration: 0.2, hold: 0.5)  // 110 − 10 pt hysteresis = 100 past the edge
        harness.run(until: 0.6)

        #expect(abs(harness.list.contentOffset.y - (-50.382)) < 1e-3)  // ScrollPhysics.docc/Physics.md: x = 100, d = 600
        #expect(harness.list.isTracking)
    }

    @Test func releasedAtRestPastTheEdgeItBouncesBackAlongTheBounceModel() {
        let harness = ListHarness()
        let lift = harness.drag(by: Point(x: 0, y: 210), duration: 0.3, hold: 0.3)  // 200 pt past the edge
        harness.run(until: lift - 1.0 / 60)  // the last frame before the lift
        let y0 = harness.list.contentOffset.y

        var worst = 0.0
        while harness.time < lift + 0.5 {
            harness.loop.runFrame()
            let model = y0 * pow(0.99, 1000 * (harness.time - lift))  // y(t) = k^(1000t)·y0 at rest (ScrollPhysics.docc/Physics.md)
            if harness.list.isInMotion { worst = max(worst, abs(harness.list.contentOffset.y - model)) }
        }
        harness.settle()

        #expect(abs(y0 - (-92.958)) < 1e-3)  // rubber band: 200 pt past the edge over 600 pt (ScrollPhysics.docc/Physics.md)
        #expect(worst < 1e-6)
        #expect(harness.list.contentOffset.y == 0)
        #expect(harness.delegate.calls.suffix(3) == ["didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating"])
    }

    @Test func aTouchOnADeceleratingListStopsItAtOnceAndSelectsNoRow() {
        let harness = ListHarness()
        let lift = harness.drag(by: Point(x: 0, y: -200))
        harness.run(until: lift + 0.3)
        let moving = harness.list.contentOffset.y

        harness.tap(at: Point(x: 200, y: 300))
        harness.run(until: harness.time + 0.5)

        #expect(harness.list.contentOffset.y > moving)
        #expect(!harness.list.isInMotion)
        #expect(harness.selected.isEmpty)
        #expect(harness.delegate.calls.last == "didEndDecelerating")
        #expect(!harness.list.isDragging && !harness.list.isDecelerating && !harness.list.isTracking)
    }

    @Test func aTapOnAnIdleListSelectsTheRowUnderTheFinger() {
        let harness = ListHarness()

        harness.tap(at: Point(x: 200, y: 44 + 130))  // window y → list y 130 → row 2 (60 pt rows)
        harness.run(until: 0.5)

        #expect(harness.selected == [2])
        #expect(harness.delegate.calls.isEmpty)
    }

    @Test func aRowHighlightsOnlyAfterTheContentTouchDelay() {
        let harness = ListHarness()
        harness.loop.enqueue(.touch(1, .began, at: Point(x: 200, y: 44 + 130), time: 0.001))

        harness.run(until: 0.1)
        let early = harness.list.cellForRow(at: 2)?.isHighlighted == true
        harness.run(until: 0.2)

        #expect(!early)
        #expect(harness.list.cellForRow(at: 2)?.isHighlighted == true)
    }

    @Test func scrollingCancelsTheHighlightOfAHeldRow() {
        let harness = ListHarness()
        harness.drag(from: Point(x: 200, y: 44 + 130), by: Point(x: 0, y: -100), duration: 0.1, hold: 0)
        // The drag starts at once: the row never sees the touch.
        harness.settle()

        #expect(!(harness.list.cellForRow(at: 2)?.isHighlighted == true))
        #expect(harness.selected.isEmpty)
    }

    @Test func pagingMovesAtMostOnePagePerFlick() {
        let harness = ListHarness(rows: 100)
        harness.list.isPagingEnabled = true

        harness.drag(by: Point(x: 0, y: -300), duration: 0.08)
        harness.settle()

        #expect(harness.list.contentOffset.y == 600)
        #expect(harness.delegate.lastTarget.y == 600)
    }

    @Test func withoutBouncesTheOffsetStopsAtTheEdge() {
        let harness = ListHarness()
        harness.list.bounces = false

        harness.drag(by: Point(x: 0, y: 150), hold: 0.2)
        harness.run(until: 0.3)

        #expect(harness.list.contentOffset.y == 0)
    }
}
