import Geometry
import Gestures
import ScrollUI

/// A touch test over the app (`--touch-test`), as Android's "Pointer location" developer option
/// or `libinput debug-gui`: each finger's path since it landed, crosshairs through it, and a panel
/// with the touch device's name and, per finger, its place in points, the time from its device's
/// stamp to the frame that showed it, and once lifted its velocity at the lift (the fit the
/// scroll views use, `VelocityTracker`). A tester sees at once whether the panel's mapping,
/// latency and speed are right. Pressure and contact size are not shown: SDL 2's window events
/// carry no size, and no trace keeps them. Touches outside the app belong to nothing and are not
/// shown either (a touch on a letterbox bar changes nothing).
struct TouchTest {
    /// One finger, from landing until the next finger lands after it lifted.
    struct Contact {
        var path: [Point]
        var tracker: VelocityTracker
        /// The device's stamp of its latest event (seconds), and the frame's time minus it when shown.
        var stamp: Double
        var latency: Double
        /// Its velocity at the lift (pt/s), once lifted.
        var liftVelocity: Point?
    }

    private(set) var contacts: [Int: Contact] = [:]
    /// The most points kept per path (10 s of a 60 Hz frame each).
    static let pathLength = 600

    /// Follows the touches down at frame time `now` (seconds): paths grow, a finger that is gone
    /// gets its velocity at the lift, and the lifted ones go when a new finger lands.
    mutating func update(touches: [Touch], now: Double) {
        let down = Set(touches.map(\.id))
        if touches.contains(where: { contacts[$0.id] == nil }) {
            contacts = contacts.filter { down.contains($0.key) }
        }
        for (id, contact) in contacts where !down.contains(id) && contact.liftVelocity == nil {
            contacts[id]?.liftVelocity = contact.tracker.velocity(at: contact.stamp)
        }
        for touch in touches where touch.location.isFinite {
            var contact =
                contacts[touch.id]
                ?? Contact(path: [], tracker: VelocityTracker(), stamp: -.infinity, latency: 0, liftVelocity: nil)
            if touch.occurredAt != contact.stamp {
                contact.tracker.addSample(touch.location, at: touch.occurredAt)
                contact.path = Array((contact.path + [touch.location]).suffix(Self.pathLength))
                contact.stamp = touch.occurredAt
                contact.latency = now - touch.occurredAt
            }
            contacts[touch.id] = contact
        }
    }

    /// The panel's lines: the device, then one per finger in id order.
    func lines(device: String?) -> [String] {
        var lines = [
            "touch test: \(device ?? "a replay (no device)"), \(contacts.count) finger\(contacts.count == 1 ? "" : "s")"
        ]
        for (id, contact) in contacts.sorted(by: { $0.key < $1.key }) {
            let place = contact.path.last.map { "(\(Self.tenths($0.x)), \(Self.tenths($0.y))) pt" } ?? "-"
            var line = "\(id): \(place), stamp to frame \(Int((contact.latency * 1000).rounded())) ms"
            if let velocity = contact.liftVelocity {
                line += ", lifted at (\(Int(velocity.x.rounded())), \(Int(velocity.y.rounded()))) pt/s"
            }
            lines.append(line)
        }
        return lines
    }

    /// `value` to one decimal place, e.g. "12.5".
    private static func tenths(_ value: Double) -> String { String((value * 10).rounded() / 10) }

    static let path = Color(red: 0, green: 0.48, blue: 1, alpha: 0.9)
    static let crosshair = Color(red: 0, green: 0.48, blue: 1, alpha: 0.35)
    static let panel = Color(red: 0, green: 0, blue: 0, alpha: 0.6)

    /// Draws the paths, crosshairs through the fingers down, and the panel at the top.
    func draw(into list: inout DisplayList, size: Size, device: String?) {
        for contact in contacts.values {
            for (from, to) in zip(contact.path, contact.path.dropFirst()) {
                list.append(.line(from: from, to: to, width: 2, Self.path))
            }
            guard contact.liftVelocity == nil, let last = contact.path.last else { continue }
            list.append(
                .line(from: Point(x: 0, y: last.y), to: Point(x: size.width, y: last.y), width: 1, Self.crosshair))
            list.append(
                .line(from: Point(x: last.x, y: 0), to: Point(x: last.x, y: size.height), width: 1, Self.crosshair))
        }
        let lines = self.lines(device: device), rowHeight = 15.0
        list.append(
            .fill(
                Rect(x: 0, y: 0, width: size.width, height: rowHeight * Double(lines.count) + 8), Self.panel,
                cornerRadius: 0))
        for (row, line) in lines.enumerated() {
            let box = Rect(x: 6, y: 4 + rowHeight * Double(row), width: size.width - 12, height: rowHeight)
            list.append(.text(line, box: box, font: Font(size: 11), color: .white, alignment: .leading))
        }
    }
}
