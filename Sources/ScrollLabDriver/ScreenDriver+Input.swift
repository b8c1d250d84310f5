import Geometry
import Gestures
import ScrollSession

/// Scripted input. Each gesture is queued to start `pause` seconds after the input queued
/// before it (or after the current frame), with touches sampled at 120 Hz as touchscreens
/// report them; run frames afterwards (`run(until:)`, `runUntilAtRest()`). Points are window
/// points, velocities points per second in the finger's direction.
extension ScreenDriver {
    /// Touch samples per second.
    public static let sampleRate = 120.0

    private func start(after pause: Double) -> Double {
        max(inputEnd, loop.time) + pause
    }

    /// Fingers moving along `paths` together, for any multi-finger script (a rotation, a pinch
    /// on a slant, one finger still while another moves): finger k touches down at `paths[k](0)`,
    /// is at `paths[k](f)` a fraction `f` of `duration` seconds later (sampled at 120 Hz, so at
    /// `paths[k](1)` at the end), stays there `hold` seconds and lifts. The fingers' ids are
    /// `firstFinger`, `firstFinger + 1`, …; each finger's events come in that order at one time.
    ///
    /// ```swift
    /// // two fingers 160 pt apart turning a quarter turn about the centre
    /// let centre = Point(x: 195, y: 422)
    /// driver.touches(paths: [0, Double.pi].map { start in
    ///     { f in centre + Point(x: cos(start + f * .pi / 2), y: sin(start + f * .pi / 2)) * 80 }
    /// })
    /// ```
    @discardableResult
    public func touches(
        paths: [(Double) -> Point], duration: Double = 0.3, hold: Double = 0, pause: Double = 0.05,
        firstFinger: Int = 1
    ) -> Self {
        let t0 = start(after: pause)
        let ids = paths.indices.map { firstFinger + $0 }
        for (id, path) in zip(ids, paths) { enqueue(.touch(id, .began, at: path(0), time: t0)) }
        let steps = max(1, Int((duration * Self.sampleRate).rounded(.up)))
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            for (id, path) in zip(ids, paths) {
                enqueue(.touch(id, .moved, at: path(fraction), time: t0 + duration * fraction))
            }
        }
        for (id, path) in zip(ids, paths) { enqueue(.touch(id, .ended, at: path(1), time: t0 + duration + hold)) }
        return self
    }

    /// A finger dragged in a straight line from `start` by `translation` over `duration`
    /// seconds, held still `hold` seconds, then lifted (held, it lifts without momentum).
    @discardableResult
    public func drag(
        from start: Point, by translation: Point, duration: Double = 0.3, hold: Double = 0, pause: Double = 0.05
    ) -> Self {
        touches(paths: [{ start + translation * $0 }], duration: duration, hold: hold, pause: pause)
        return self
    }

    /// A flick: the finger moves at `velocity` (points per second) for `duration` seconds and
    /// lifts at once, so the scroll view is released at that velocity (against the finger's
    /// direction for its offset). The path is `velocity × duration` long: leave it room.
    @discardableResult
    public func fling(from start: Point, velocity: Point, duration: Double = 0.1, pause: Double = 0.05) -> Self {
        drag(from: start, by: velocity * duration, duration: duration, pause: pause)
    }

    /// A tap at `point`, the finger down `duration` seconds.
    @discardableResult
    public func tap(at point: Point, duration: Double = 0.05, pause: Double = 0.05) -> Self {
        touches(paths: [{ _ in point }], duration: duration, pause: pause)
        return self
    }

    /// A finger held still at `point` for `duration` seconds (a long press is 0.5 s).
    @discardableResult
    public func longPress(at point: Point, duration: Double = 0.8, pause: Double = 0.05) -> Self {
        tap(at: point, duration: duration, pause: pause)
    }

    /// Two fingers `spacing` points apart side by side around `center`, moved together by `translation`.
    @discardableResult
    public func twoFingerPan(
        around center: Point, by translation: Point, spacing: Double = 60, duration: Double = 0.3, pause: Double = 0.05
    ) -> Self {
        let half = Point(x: spacing / 2, y: 0)
        touches(
            paths: [{ center - half + translation * $0 }, { center + half + translation * $0 }], duration: duration,
            pause: pause)
        return self
    }

    /// Two fingers around `center`, side by side, moved from `distance` points apart to `toDistance`;
    /// with `translation`, their centroid moves that far meanwhile (a pinch that pans too).
    @discardableResult
    public func pinch(
        around center: Point, from distance: Double, to toDistance: Double, moving translation: Point = .zero,
        duration: Double = 0.3, pause: Double = 0.05
    ) -> Self {
        func offset(_ fraction: Double) -> Point { Point(x: (distance + (toDistance - distance) * fraction) / 2, y: 0) }
        touches(
            paths: [{ center + translation * $0 - offset($0) }, { center + translation * $0 + offset($0) }],
            duration: duration, pause: pause)
        return self
    }

    /// Two fingers around `center`, side by side, their distance going through `distances` in
    /// turn (straight between, `stretch` seconds each, sampled at 120 Hz), then lifted:
    /// `[100, 300, 110]` pinches out and back in one gesture. Each listed distance is reached
    /// exactly (sample k of n is `from + (to − from) · k / n`, so whole distances stay whole).
    @discardableResult
    public func pinch(
        around center: Point, through distances: [Double], stretch: Double = 0.3, pause: Double = 0.05
    ) -> Self {
        precondition(distances.count >= 2, "a pinch goes through at least two distances")
        func pair(_ spread: Double) -> [Point] {
            [center - Point(x: spread / 2, y: 0), center + Point(x: spread / 2, y: 0)]
        }
        let t0 = start(after: pause)
        for (id, point) in zip([1, 2], pair(distances[0])) { enqueue(.touch(id, .began, at: point, time: t0)) }
        let steps = max(1, Int((stretch * Self.sampleRate).rounded(.up)))
        var time = t0
        for index in 1..<distances.count {
            let from = distances[index - 1], to = distances[index]
            for step in 1...steps {
                time = t0 + stretch * (Double(index - 1) + Double(step) / Double(steps))
                for (id, point) in zip([1, 2], pair(from + (to - from) * Double(step) / Double(steps))) {
                    enqueue(.touch(id, .moved, at: point, time: time))
                }
            }
        }
        for (id, point) in zip([1, 2], pair(distances[distances.count - 1])) {
            enqueue(.touch(id, .ended, at: point, time: time))
        }
        return self
    }

    /// A swipe from the left edge of the window (2 pt in) at height `y`, `distance` points to the right.
    @discardableResult
    public func edgeSwipe(y: Double, distance: Double = 250, duration: Double = 0.15, pause: Double = 0.05) -> Self {
        drag(from: Point(x: 2, y: y), by: Point(x: distance, y: 0), duration: duration, pause: pause)
    }

    /// Mouse-wheel ticks at `point`, 0.05 s apart: positive `ticks` move the content toward
    /// its end (a wheel turned down), each tick 40 points.
    @discardableResult
    public func wheel(at point: Point, ticks: Int, horizontal: Bool = false, pause: Double = 0.05) -> Self {
        let t0 = start(after: pause), sign: Double = ticks < 0 ? -1 : 1
        for index in 0..<abs(ticks) {
            let delta = horizontal ? Point(x: 40 * sign, y: 0) : Point(x: 0, y: 40 * sign)
            enqueue(
                SessionEvent(
                    deliveredAt: t0 + 0.05 * Double(index), kind: .scroll(delta: delta, precise: false, location: point)
                ))
        }
        return self
    }

    /// Precise (trackpad) scrolling at `point`: the content moves by `translation` points over
    /// `duration` seconds in 120 Hz steps; with `lift`, the fingers leave the pad at the end
    /// (the gesture then decelerates from its speed there), else it ends by silence (only until
    /// the app has seen a lift: from then on it waits for one, see `Application.trackpadReportsLifts`).
    @discardableResult
    public func trackpadScroll(
        at point: Point, by translation: Point, duration: Double = 0.3, lift: Bool = true, pause: Double = 0.05
    ) -> Self {
        let t0 = start(after: pause)
        let steps = max(1, Int((duration * Self.sampleRate).rounded(.up)))
        for step in 1...steps {
            enqueue(
                SessionEvent(
                    deliveredAt: t0 + duration * Double(step) / Double(steps),
                    kind: .scroll(delta: translation / Double(steps), precise: true, location: point)))
        }
        if lift { enqueue(SessionEvent(deliveredAt: t0 + duration, kind: .scrollEnded(location: point))) }
        return self
    }

    /// A key pressed and released (`"space"`, `"pagedown"`, `"escape"`, … as in traces).
    @discardableResult
    public func press(key name: String, pause: Double = 0.05) -> Self {
        let t0 = start(after: pause)
        enqueue(SessionEvent(deliveredAt: t0, kind: .key(name: name, isDown: true)))
        enqueue(SessionEvent(deliveredAt: t0 + 0.05, kind: .key(name: name, isDown: false)))
        return self
    }
}
