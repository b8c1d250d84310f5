import Geometry
import ScrollLabDriver
import ScrollUI
import Testing

/// `View.animate`: UIKit's curves and springs on the frame loop's time, the completion, an
/// interrupted animation, and `runUntilAtRest()` waiting for the motion.
@Suite struct ViewAnimationTests {
    /// A screen with one 100 × 100 box at the origin, driven from time 0.
    private func boxOnScreen() -> (ScreenDriver, View) {
        let screen = ViewController(title: "Box", name: "box")
        let box = View(name: "box", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        screen.view.addSubview(box)
        return (ScreenDriver(screen), box)
    }

    /// Progress of CSS / Core Animation's cubic-bézier curves at 25 %, 50 % and 75 % of the time
    /// (the control points of `kCAMediaTimingFunctionEaseInEaseOut`, `EaseIn`, `EaseOut`).
    private static let published: [(AnimationCurve, [Double])] = [
        (.easeInOut, [0.12916, 0.5, 0.87084]),
        (.easeIn, [0.09346, 0.31536, 0.62186]),
        (.easeOut, [0.37814, 0.68464, 0.90654]),
        (.linear, [0.25, 0.5, 0.75]),
    ]

    @Test(arguments: published)
    func eachCurveGivesItsProgressAtTheFrameTimes(curve: AnimationCurve, progress: [Double]) throws {
        let (driver, box) = boxOnScreen()

        // when the box is moved 400 pt right over 1.2 s along the curve
        View.animate(withDuration: 1.2, curve: curve) { box.frame.origin.x = 400 }

        // then at 0.3, 0.6 and 0.9 s it is where the curve puts it, and the model is not read back
        for (index, time) in [0.3, 0.6, 0.9].enumerated() {
            try driver.run(until: time)
            #expect(abs(box.frame.minX - 400 * progress[index]) < 0.01, "\(curve) at \(time) s")
        }
        try driver.run(until: 1.2)
        #expect(box.frame.minX == 400)
    }

    @Test func alphaTransformAndColourMoveTogether() throws {
        let (driver, box) = boxOnScreen()
        box.backgroundColor = .black

        View.animate(withDuration: 1, curve: .linear) {
            box.alpha = 0
            box.transform = Transform(scale: 2)
            box.backgroundColor = .white
            box.bounds.size = Size(width: 50, height: 50)
        }

        try driver.run(until: 0.5)
        #expect(abs(box.alpha - 0.5) < 1e-9)
        #expect(abs(box.transform.scale - 1.5) < 1e-9)
        #expect(abs((box.backgroundColor?.red ?? 0) - 0.5) < 1e-9)
        #expect(abs(box.bounds.width - 75) < 1e-9)
        try driver.runUntilAtRest()
        #expect(box.alpha == 0 && box.transform.scale == 2 && box.backgroundColor == .white)
    }

    @Test func aBouncySpringOvershootsThenSettlesExactlyAndCompletesOnce() throws {
        let (driver, box) = boxOnScreen()
        var completions: [Bool] = []
        var farthest = 0.0

        // when the centre springs 300 pt right with a bounce of 0.3 (damping ratio 0.7)
        View.animate(springDuration: 0.5, bounce: 0.3) {
            box.center = Point(x: 350, y: 50)
        } completion: {
            completions.append($0)
        }
        try driver.run(until: 0.05)
        let early = box.center.x
        while completions.isEmpty, driver.time < 5 {
            driver.session.runFrame()
            farthest = max(farthest, box.center.x)
        }

        // then it starts on its way, passes the target, comes back exactly onto it, and completes once
        #expect(early > 50 && early < 350)
        #expect(farthest > 351)
        #expect(box.center.x == 350)
        #expect(completions == [true])
        try driver.runUntilAtRest()
        #expect(completions == [true])
    }

    @Test func aNewAnimationStartsWhereTheOldOneIsAndEndsIt() throws {
        let (driver, box) = boxOnScreen()
        var first: [Bool] = [], second: [Bool] = []
        View.animate(withDuration: 1, curve: .linear) {
            box.frame.origin.x = 300
        } completion: {
            first.append($0)
        }
        try driver.run(until: 0.5)
        #expect(abs(box.frame.minX - 150) < 1e-9)

        // when the box is sent back to 0 half way
        View.animate(withDuration: 1, curve: .linear) {
            box.frame.origin.x = 0
        } completion: {
            second.append($0)
        }

        // then it starts from 150 (where it is drawn), the first completion says unfinished,
        // and the second animation runs from there
        #expect(abs(box.frame.minX - 150) < 1e-9)
        #expect(first == [false])
        try driver.run(until: 1)
        #expect(abs(box.frame.minX - 75) < 1e-9)
        try driver.runUntilAtRest()
        #expect(box.frame.minX == 0 && second == [true] && first == [false])
    }

    @Test func runUntilAtRestWaitsForTheAnimationAndItsDelay() throws {
        let (driver, box) = boxOnScreen()
        try driver.runUntilAtRest()
        let start = driver.time
        var finishedAt: Double?

        View.animate(withDuration: 1.5, delay: 0.5) {
            box.alpha = 0.2
        } completion: { _ in
            finishedAt = driver.time
        }
        #expect(!driver.isAtRest)
        try driver.run(until: start + 0.25)
        #expect(box.alpha == 1)  // still in its delay

        try driver.runUntilAtRest()

        #expect(box.alpha == 0.2)
        #expect(abs((finishedAt ?? 0) - (start + 2)) < 1e-9)
        #expect(driver.time < start + 2.05)
    }

    @Test func aPlainWriteStopsTheMotionButItsOwnTargetDoesNot() throws {
        let (driver, box) = boxOnScreen()
        var result: [Bool] = []
        View.animate(withDuration: 1, curve: .linear) {
            box.frame.origin.y = 200
        } completion: {
            result.append($0)
        }
        try driver.run(until: 0.5)

        box.frame.origin.y = 200  // a layout pass setting the same target: the motion goes on
        #expect(abs(box.frame.minY - 100) < 1e-9)
        box.frame.origin.y = 20  // anything else wins at once

        try driver.runUntilAtRest()
        #expect(box.frame.minY == 20 && result == [false])
    }

    @Test func noChangeOrNoDurationCompletesAtOnce() {
        let box = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var calls: [Bool] = []
        View.animate(withDuration: 1) {
        } completion: {
            calls.append($0)
        }
        View.animate(withDuration: 0) {
            box.alpha = 0.5
        } completion: {
            calls.append($0)
        }
        View.animate(withDuration: .nan) {
            box.alpha = 0.25
        } completion: {
            calls.append($0)
        }
        #expect(calls == [true, true, true])
        #expect(box.alpha == 0.25 && !box.isAnimating)
    }
}

/// `insertSubview(_:at:)`, above / below, and moving subviews to the front or back.
@Suite struct SubviewOrderTests {
    private func parent() -> (View, [View]) {
        let parent = View(name: "parent")
        let children = (0..<3).map { View(name: "child\($0)") }
        children.forEach(parent.addSubview)
        return (parent, children)
    }

    @Test func insertingPutsTheViewAtItsPlaceAndClampsTheIndex() {
        let (parent, children) = parent()
        let new = View(name: "new")
        parent.insertSubview(new, at: 1)
        #expect(parent.subviews.map(\.name) == ["child0", "new", "child1", "child2"])
        parent.insertSubview(children[0], at: 99)
        #expect(parent.subviews.map(\.name) == ["new", "child1", "child2", "child0"])
        parent.insertSubview(new, aboveSubview: children[2])
        #expect(parent.subviews.map(\.name) == ["child1", "child2", "new", "child0"])
        parent.insertSubview(children[0], belowSubview: children[1])
        #expect(parent.subviews.map(\.name) == ["child0", "child1", "child2", "new"])
        #expect(new.superview === parent)
    }

    @Test func frontAndBackReorderHitTesting() {
        let (parent, children) = parent()
        parent.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        for child in children { child.frame = parent.bounds }
        parent.bringSubviewToFront(children[0])
        #expect(parent.hitTest(Point(x: 5, y: 5)) === children[0])
        parent.sendSubviewToBack(children[0])
        #expect(parent.hitTest(Point(x: 5, y: 5)) === children[2])
        parent.bringSubviewToFront(View())  // not a subview: nothing happens
        #expect(parent.subviews.map(\.name) == ["child0", "child1", "child2"])
    }
}
