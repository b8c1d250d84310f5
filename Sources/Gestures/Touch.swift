import Geometry

/// One finger (or the left mouse button) from `began` to `ended`/`cancelled` (UIKit's `UITouch`).
///
/// The dispatcher updates the same object as the finger moves, so recognizers and views can
/// keep it. Locations are window points (y down), timestamps seconds.
public final class Touch: CustomStringConvertible {
    /// The platform's finger id (or `TouchDispatcher.mouseTouchID` for the mouse).
    public let id: Int
    /// The latest phase.
    public internal(set) var phase: TouchPhase
    /// The latest location in window points.
    public internal(set) var location: Point
    /// The location before the latest move, in window points.
    public internal(set) var previousLocation: Point
    /// Where the touch began, in window points.
    public let startLocation: Point
    /// When the touch began, in seconds.
    public let startTime: Double
    /// When the latest event for this touch was delivered (its frame's event time), in seconds.
    public internal(set) var deliveredAt: Double
    /// When the latest event for this touch occurred on its device, in seconds
    /// (`PointerEvent.occurredAt`): `deliveredAt`, or earlier for an event delivered late.
    /// Velocities are fitted on it.
    public internal(set) var occurredAt: Double
    /// The view hit-tested at `began`; the touch stays with it even when it moves out
    /// (UIKit). Weak: nil once the view is gone.
    public private(set) weak var view: TouchTarget?
    /// True for the touch emulated by the left mouse button.
    public let isMouse: Bool
    /// What the source's stamps are rounded to, in seconds: 0 for exact ones, 0.001 for whole
    /// milliseconds (`VelocityTracker.stampResolution`; the dispatcher's, when it began).
    public let stampResolution: Double

    /// Creates a touch that began at `location` (window points) at `time` seconds on `view`,
    /// from a source whose stamps are rounded to `stampResolution` seconds.
    public init(
        id: Int, location: Point, time: Double, view: TouchTarget?, isMouse: Bool = false,
        stampResolution: Double = 0
    ) {
        self.id = id
        self.phase = .began
        self.location = location
        self.previousLocation = location
        self.startLocation = location
        self.startTime = time
        self.deliveredAt = time
        self.occurredAt = time
        self.view = view
        self.isMouse = isMouse
        self.stampResolution = stampResolution
    }

    /// The current location in `target`'s bounds coordinates, or in window points when nil
    /// (UIKit's `location(in:)`).
    public func location(in target: TouchTarget?) -> Point {
        target?.convertFromWindow(location) ?? location
    }

    /// True once the touch has ended or been cancelled.
    public var isFinished: Bool { phase == .ended || phase == .cancelled }

    public var description: String {
        "touch \(id) \(phase.rawValue) at \(location.formatted) on \(view?.debugName ?? "nil")"
    }
}

extension Point {
    /// "(x, y)" with one decimal, for descriptions and explanations.
    var formatted: String { "(\(x.formatted1), \(y.formatted1))" }
}

extension Double {
    /// One decimal place, e.g. "12.5".
    var formatted1: String { String((self * 10).rounded() / 10) }
    /// Three decimal places, e.g. "0.150", for times in explanations.
    var formatted3: String {
        let millis = Int((self * 1000).rounded())
        let sign = millis < 0 ? "-" : ""
        let magnitude = abs(millis)
        let fraction = String(magnitude % 1000)
        return "\(sign)\(magnitude / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }
}
