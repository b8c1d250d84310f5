import Foundation
import Geometry
import Screens
import ScrollLabTesting
import ScrollUI
import Testing

/// Paging lands frame by frame as UIKit's integrator steps it at the view's width, run through
/// `ScreenDriver` as `scroll-lab replay` runs a trace: `-[UIScrollView _getPagingDecelerationOffset:
/// forTimeInterval:]` (decompiled UIKitCore, iOS 26.1) steps whole milliseconds, v += (T − x)·pull,
/// v ·= friction, x += v, with pull and friction set from the width in `-[UIScrollView setFrame:]`
/// (ScrollPhysics.docc/Physics.md, "Paging"), and has no rubber band.
@Suite struct PagingWidthTests {
    /// UIKit's pull and friction for a view `width` points wide (held above 1,024 pt).
    static func uiKitConstants(width: Double) -> (pull: Double, friction: Double) {
        let w = min(width, 1024)
        return (0.000359090909 - 1.84659091e-7 * w, 0.966818182 + 9.94318182e-6 * w)
    }

    /// UIKit's integrator from `position` at `velocity` (pt/s) onto `target`: the offset after each
    /// whole millisecond, up to the one at which it ends (slower than 0.01 pt/ms from within 1 pt).
    static func uiKitSteps(position: Double, velocity: Double, target: Double, width: Double) -> [Double] {
        let (pull, friction) = uiKitConstants(width: width)
        var x = position, v = velocity / 1000, path = [x]
        while path.count < 5000 {
            let before = x
            v += (target - x) * pull
            v *= friction
            x += v
            path.append(x)
            if abs(v) < 0.01 && abs(target - before) <= 1 { break }
        }
        return path
    }

    struct Landing {
        var offsets: [Double]  // frame by frame from the first frame after the lift
        var frameTimes: [Double]
        var lift: Double
        var start: Double
        var velocity: Double
        var target: Double
        var rest: Double?
    }

    /// `pages` in a window `width` points wide, at rest on `page`, flicked toward the next page: the
    /// content travels `travel` points at `speed` pt/s, the finger lifts where it last moved.
    private func flick(width: Double, page: Double, travel: Double, speed: Double) throws -> Landing {
        let driver = try #require(
            ScreenDriver(registry: ScreenCatalog.registry, screen: "pages", size: Size(width: width, height: 768)))
        try driver.run(for: 0.1)
        let view = try #require(driver.scrollView("pages"))
        view.contentOffset.x = page * width
        try driver.run(for: 0.1)
        driver.clearCallbacks()
        let finger = travel + 10  // the pan's hysteresis is not content travel
        driver.fling(
            from: Point(x: width - 50, y: 400), velocity: Point(x: -speed, y: 0), duration: finger / speed, pause: 0.05)
        let lift = driver.inputEnd
        var landing = Landing(
            offsets: [], frameTimes: [], lift: lift, start: page * width + travel, velocity: 0, target: 0)
        while driver.time < driver.inputEnd || !driver.isAtRest, driver.time < lift + 3 {
            try driver.runFrame()
            if driver.time >= lift {
                (landing.offsets, landing.frameTimes) = (
                    landing.offsets + [view.contentOffset.x], landing.frameTimes + [driver.time]
                )
            }
        }
        for callback in driver.callbacks where callback.view == "pages" {
            if case .willEndDragging(let velocity, let target) = callback.event {
                (landing.velocity, landing.target) = (velocity.x, target.x)
            }
            if callback.event == .didEndDecelerating { landing.rest = callback.time }
        }
        return landing
    }

    /// The largest gap between `landing`'s frames and UIKit's steps from the same release, in points
    /// (between whole milliseconds the steps are joined by straight lines), and UIKit's end in seconds
    /// after the lift.
    private func compare(_ landing: Landing, width: Double) -> (worst: Double, uiKitEnd: Double, pass: Double) {
        let steps = Self.uiKitSteps(
            position: landing.start, velocity: landing.velocity, target: landing.target, width: width)
        var worst = 0.0
        for (offset, time) in zip(landing.offsets, landing.frameTimes) {
            let n = (time - landing.lift) * 1000
            let low = min(Int(n.rounded(.down)), steps.count - 1), high = min(low + 1, steps.count - 1)
            let expected = steps[low] + (steps[high] - steps[low]) * (n - Double(low))
            worst = max(worst, abs((n >= Double(steps.count - 1) ? landing.target : expected) - offset))
        }
        let pass = (steps.max() ?? 0) - landing.target
        return (worst, Double(steps.count - 1) / 1000, pass)
    }

    @Test(arguments: [390.0, 1024], [1000.0, 3000])
    func aFlickLandsAsUIKitsIntegratorStepsItAtTheViewsWidth(width: Double, speed: Double) throws {
        // given / when: 36 pt into the next page, flicked
        let landing = try flick(width: width, page: 5, travel: 36, speed: speed)
        let (worst, uiKitEnd, _) = compare(landing, width: width)

        // then: every frame on UIKit's steps, at rest in the frame of UIKit's end
        #expect(landing.target == 6 * width)
        #expect(worst < 0.05, "\(worst) pt from UIKit's integrator")
        let rest = try #require(landing.rest) - landing.lift
        #expect(
            rest >= uiKitEnd - 1e-9 && rest < uiKitEnd + 1.0 / 60 + 1e-9,
            "rests \(rest) s after the lift, UIKit \(uiKitEnd) s")
        #expect(landing.offsets.last == landing.target)
    }

    @Test func aFastFlickOntoTheLastPagePassesItAsUIKitsDoesWithNoRubberBand() throws {
        // given / when: 6,000 pt/s with 148 pt to go onto the last of `pages`' 100 pages
        let landing = try flick(width: 390, page: 98, travel: 390 - 148, speed: 6000)
        let (worst, _, uiKitPass) = compare(landing, width: 390)
        let pass = (landing.offsets.max() ?? 0) - landing.target

        // then: passed by about 50 pt, as far as past a page in the middle, and back
        #expect(landing.target == 99 * 390)
        #expect(abs(pass - uiKitPass) < 1, "passes the last page by \(pass) pt, UIKit \(uiKitPass) pt")
        #expect(pass > 45)
        #expect(worst < 0.05, "\(worst) pt from UIKit's integrator")
        #expect(landing.offsets.last == landing.target)
    }
}
