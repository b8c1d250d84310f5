import Foundation
import Geometry
import Gestures
import ScrollPhysics
import ScrollTrace
import ScrollUI
import Testing

/// One-finger flicks played through Weston into the window (`.ci/touch-input-check`, a move every
/// 8 or 16 ms): `weston-*` recorded with the compositor's stamps, `weston-sdl-*` the same flicks
/// with SDL's pump stamps (before). Steady flicks (`v`, `h`: 600–5,000 pt/s) and a finger
/// speeding up (`a3000`: speed ∝ time, 3,000 pt/s at 150 ms). The touch fit was chosen on them
/// (ScrollPhysics.docc/Physics.md, "Velocity estimation").
@Suite struct WestonTouchVelocityTests {
    static let flicks = [
        "v600-8", "v600-16", "v1500-8", "v1500-16", "v3000-8", "v3000-16", "v5000-8", "v5000-16",
        "h600-16", "h5000-8", "a3000-8", "a3000-16",
    ]

    /// The hand's speed at its last move (pt/s), from the flick's name and its recorded moves.
    private func handSpeed(_ name: String, moves: [(time: Double, position: Double)], began: Double) throws -> Double {
        let speed = try #require(Double(name.dropFirst().prefix { $0 != "-" }))
        guard name.hasPrefix("a") else { return speed }
        return speed * (try #require(moves.last).time - began) / 0.15
    }

    /// The flick's touch samples along its axis: began and moves, and the lift time.
    private func samples(
        _ trace: Trace, horizontal: Bool
    ) throws -> (moves: [(time: Double, position: Double)], began: Double, lift: Double) {
        var moves: [(time: Double, position: Double)] = [], began: Double?, lift: Double?
        for event in trace.events {
            guard case .touch(_, let phase, let location) = event.pointerKind else { continue }
            switch phase {
            case .began:
                began = event.deliveredAt; moves.append((event.deliveredAt, horizontal ? location.x : location.y))
            case .moved: moves.append((event.deliveredAt, horizontal ? location.x : location.y))
            case .ended, .cancelled: lift = event.deliveredAt
            }
        }
        return (moves, try #require(began), try #require(lift))
    }

    /// Worst relative error of `fit` over the flicks recorded with `prefix`.
    private func worstError(of fit: VelocityTracker.Fit, prefix: String) throws -> Double {
        var worst = 0.0
        for name in Self.flicks {
            let url = try #require(
                Bundle.module.url(forResource: prefix + name, withExtension: "jsonl", subdirectory: "Traces"))
            let flick = try samples(try TraceReader.read(path: url.path), horizontal: name.hasPrefix("h"))
            var tracker = VelocityTracker(horizon: PanGestureRecognizer.velocityHorizon, fit: fit)
            for move in flick.moves { tracker.addSample(Point(x: 0, y: move.position), at: move.time) }
            let measured = abs(tracker.velocity(at: flick.lift).y)
            let hand = try handSpeed(name, moves: flick.moves, began: flick.began)
            worst = max(worst, abs(measured / hand - 1))
        }
        return worst
    }

    @Test func flicksThroughWestonReleaseAtTheHandsSpeed() throws {
        for name in Self.flicks {
            let horizontal = name.hasPrefix("h")
            let log = try ReplayLog(trace: "weston-" + name, until: 3)
            let flick = try samples(log.trace, horizontal: horizontal)
            let view = horizontal ? "paging" : "list"

            let release = try #require(
                log.callbacks.first { $0.view == view && $0.name == "scrollViewWillEndDragging" })
            let velocity = try #require(release.velocity)
            let measured = abs(horizontal ? velocity.x : velocity.y)

            let hand = try handSpeed(name, moves: flick.moves, began: flick.began)
            #expect(abs((measured / hand) - 1) <= 0.03, "\(name): release \(measured) pt/s, hand \(hand) pt/s")
        }
    }

    @Test func theTouchFitIsTheMostAccurateOnCompositorStamps() throws {
        let chosen = PanGestureRecognizer.velocityFit(isMouse: false)

        let errors = try [VelocityTracker.Fit.quadratic, .linear, .quadraticOnSteadyTimes].map {
            ($0, try worstError(of: $0, prefix: "weston-"))
        }

        let chosenError = try #require(errors.first { $0.0 == chosen }).1
        #expect(chosenError < 0.01)
        for (fit, error) in errors { #expect(chosenError <= (error + 1e-9), "\(fit) does better") }
    }

    @Test func noFitRescuesSDLsPumpStamps() throws {
        for fit in [VelocityTracker.Fit.quadratic, .linear, .quadraticOnSteadyTimes] {
            #expect(try worstError(of: fit, prefix: "weston-sdl-") > 0.2, "\(fit)")
        }
    }
}
