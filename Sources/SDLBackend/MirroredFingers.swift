// MirroredFingers — the iOS Simulator's Option-drag: two fingers from one mouse.
// Implements: Alt + left drag as two touches mirrored about the window's centre (pinch and
//   rotate), Shift + Alt moving both together (a two-finger pan, keeping their spread), and the
//   two grey dots the window shows while Alt is held.
// Does not: read SDL (`EventTranslator` feeds it window points and the held keys), more than two
//   fingers, a centre other than the window's.

import Geometry
import Gestures
import ScrollTrace
import ScrollUI

/// Two touches driven by one mouse, as the iOS Simulator's Option-drag: pressed with Alt held,
/// one finger is under the pointer and the other mirrored about the window's centre, so
/// dragging pinches and rotates about it; with Shift held too, a movement moves both fingers
/// by the same amount (a two-finger pan), and the point they mirror about moves with them.
/// Their midpoint is always the point the second finger mirrors the first about. They are
/// touches like a touchscreen's, so a recording holds two fingers, not a mouse.
struct MirroredFingers {
    /// The two touch ids while the button is down: the pointer's finger and its mirror.
    private(set) var ids: (pointer: Int, mirrored: Int)?
    /// Where the pointer's finger and the mirrored finger are, in window points.
    private(set) var pointer = Point.zero, mirrored = Point.zero

    /// True while the button that began the pair is down.
    var isDown: Bool { ids != nil }

    /// `point` mirrored about `centre`.
    static func mirror(_ point: Point, about centre: Point) -> Point {
        Point(x: 2 * centre.x - point.x, y: 2 * centre.y - point.y)
    }

    /// Both fingers touch down: one at `point`, one mirrored about `centre`.
    mutating func begin(
        at point: Point, centre: Point, ids: (pointer: Int, mirrored: Int), time: Double
    ) -> [SessionEvent] {
        self.ids = ids
        pointer = point
        mirrored = Self.mirror(point, about: centre)
        return events(.began, time: time)
    }

    /// The pointer moved to `point`: the mirrored finger follows opposite it, or, `together`
    /// (Shift held), by the same movement.
    mutating func move(to point: Point, together: Bool, time: Double) -> [SessionEvent] {
        guard isDown else { return [] }
        if together {
            mirrored = mirrored + (point - pointer)
        } else {
            mirrored = Self.mirror(
                point, about: Point(x: (pointer.x + mirrored.x) / 2, y: (pointer.y + mirrored.y) / 2))
        }
        pointer = point
        return events(.moved, time: time)
    }

    /// The button came up: both fingers lift where they are.
    mutating func end(time: Double) -> [SessionEvent] {
        defer { ids = nil }
        return events(.ended, time: time)
    }

    /// Forgets the pair (the window lost focus: the app cancels every touch itself).
    mutating func cancel() { ids = nil }

    private func events(_ phase: TouchPhase, time: Double) -> [SessionEvent] {
        guard let ids else { return [] }
        return [
            SessionEvent(deliveredAt: time, kind: .touch(id: ids.pointer, phase: phase, location: pointer)),
            SessionEvent(deliveredAt: time, kind: .touch(id: ids.mirrored, phase: phase, location: mirrored)),
        ]
    }

    /// The two dots the window draws while Alt is held: at the fingers while down (darker), else
    /// where they would touch down for a pointer at `hover`, mirrored about `centre`.
    func drawDots(hover: Point, centre: Point, into list: inout DisplayList) {
        let fingers = isDown ? [pointer, mirrored] : [hover, Self.mirror(hover, about: centre)]
        let fill = Color(red: 0.45, green: 0.45, blue: 0.47, alpha: isDown ? 0.55 : 0.35)
        let radius = Self.dotRadius
        for point in fingers {
            list.append(
                .fill(
                    Rect(x: point.x - radius, y: point.y - radius, width: 2 * radius, height: 2 * radius),
                    fill, cornerRadius: radius))
        }
    }

    /// The dots' radius, in points (about a fingertip, as the Simulator draws them).
    static let dotRadius = 16.0
}
