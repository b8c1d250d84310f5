import Geometry
import Screens
import ScrollLabTesting
import ScrollUI

/// One horizontal flick on a screen's scroll view, run frame by frame through `ScreenDriver`,
/// and what the landing after it did: the release (velocity, target, offset), every frame's
/// offset from the release on, and when `scrollViewDidEndDecelerating` came.
struct LandingFlick {
    /// Frame time of `scrollViewWillEndDragging`, in seconds.
    var releaseTime: Double
    /// The release velocity on the horizontal axis, pt/s of content offset.
    var releaseVelocity: Double
    /// The `targetContentOffset` the delegate saw (x), in points.
    var target: Double
    /// The offset in the release's frame and in every frame after it, in points.
    var offsets: [Double]
    /// Frame time of `scrollViewDidEndDecelerating`, in seconds (nil: none came).
    var restTime: Double?
    /// The scroll view's allowed offsets on x, in points.
    var range: ClosedRange<Double>
    /// The scroll view's callbacks, in order.
    var events: [ScrollViewEvent]

    /// Seconds from the release to the rest.
    var landingTime: Double { (restTime ?? .infinity) - releaseTime }

    /// The offset the scroll view ended at, in points.
    var finalOffset: Double { offsets.last ?? .nan }

    /// How far the offset went past the target, away from where it was released, in points (0: never).
    var overshoot: Double {
        let direction: Double = target >= offsets[0] ? 1 : -1
        return max(0, offsets.map { ($0 - target) * direction }.max() ?? 0)
    }

    /// How far the offset went past either edge of the range, in points (0: never).
    var rubberBand: Double {
        max(0, offsets.map { max(range.lowerBound - $0, $0 - range.upperBound) }.max() ?? 0)
    }

    /// The content's speed over the first frame after the release's frame, in pt/s (signed as the offset).
    var firstFrameVelocity: Double { (offsets[1] - offsets[0]) * 60 }

    /// Flicks `id` on `driver`'s screen: the finger starts at `start` and moves horizontally at
    /// `fingerSpeed` pt/s (negative: to the left, so the offset grows) for `duration` seconds,
    /// then lifts; runs until everything is at rest.
    static func run(
        _ driver: ScreenDriver, _ id: String, from start: Point, fingerSpeed: Double,
        duration: Double
    ) throws -> LandingFlick {
        let view = try require(driver.scrollView(id), "no scroll view \(id)")
        driver.clearCallbacks()
        driver.fling(from: start, velocity: Point(x: fingerSpeed, y: 0), duration: duration)
        var offsets: [Double] = []
        var released = false
        let limit = driver.inputEnd + 5
        while driver.time < driver.inputEnd || !driver.isAtRest {
            guard driver.time < limit else { break }
            try driver.runFrame()
            released =
                released || driver.callbacks(id).contains { if case .willEndDragging = $0 { true } else { false } }
            if released { offsets.append(view.contentOffset.x) }
        }
        let all = driver.callbacks.filter { $0.view == id }
        let release = try require(
            all.first { if case .willEndDragging = $0.event { true } else { false } }, "no release")
        guard case .willEndDragging(let velocity, let target) = release.event else {
            throw LandingFlickError("no release")
        }
        let rest = all.first { $0.event == .didEndDecelerating }
        return LandingFlick(
            releaseTime: release.time, releaseVelocity: velocity.x, target: target.x, offsets: offsets,
            restTime: rest?.time, range: view.minimumContentOffset.x...view.maximumContentOffset.x,
            events: all.map(\.event))
    }

    private static func require<T>(_ value: T?, _ message: String) throws -> T {
        guard let value else { throw LandingFlickError(message) }
        return value
    }
}

struct LandingFlickError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
