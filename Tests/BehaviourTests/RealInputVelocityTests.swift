import Foundation
import Geometry
import Gestures
import ScrollUI
import Testing

/// Mouse drags recorded through the real X server (`.ci/real-input-check`: xdotool under Xvfb,
/// a move every 4 ms, stamped by the server) replayed, with the release velocity checked against
/// the hand's speed as the server saw it: a least-squares line through the moves of the last
/// 100 ms. These are the recordings the mouse's velocity fit was chosen on (BENCHMARKS.md).
@Suite struct RealInputVelocityTests {
    private func check(_ name: String, axis: Axis, view: String) throws {
        let log = try ReplayLog(trace: name, until: 2.5)
        let moves: [(Double, Double)] = log.trace.events.compactMap { event -> (Double, Double)? in
            guard case .mouse(.moved, let location, _) = event.pointerKind else { return nil }
            return (event.deliveredAt, axis == .vertical ? location.y : location.x)
        }
        let last = try #require(moves.last?.0)
        let recent = moves.filter { last - $0.0 <= 0.1 }
        let meanTime = recent.map(\.0).reduce(0, +) / Double(recent.count)
        let meanPosition = recent.map(\.1).reduce(0, +) / Double(recent.count)
        let hand = abs(
            recent.map { ($0.0 - meanTime) * ($0.1 - meanPosition) }.reduce(0, +)
                / recent.map { ($0.0 - meanTime) * ($0.0 - meanTime) }.reduce(0, +))

        let release = try #require(log.callbacks.first { $0.view == view && $0.name == "scrollViewWillEndDragging" })
        let velocity = try #require(release.velocity)
        let measured = abs(axis == .vertical ? velocity.y : velocity.x)

        #expect(abs((measured / hand) - 1) <= 0.03, "\(name): release \(measured) pt/s, hand \(hand) pt/s")
    }

    @Test func verticalDragsOnTheListReleaseAtTheHandsSpeed() throws {
        for speed in [600, 1500, 3000, 5000] { try check("xdotool-v\(speed)", axis: .vertical, view: "list") }
    }

    @Test func horizontalDragsOnPagingReleaseAtTheHandsSpeed() throws {
        for speed in [600, 1500, 3000, 5000] { try check("xdotool-h\(speed)", axis: .horizontal, view: "paging") }
    }
}
