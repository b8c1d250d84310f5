import Geometry
import Gestures
import ScrollPhysics

/// A recorded input session (ScrollTrace.docc/TraceFormat.md): a header and the events in time order.
public struct Trace: Sendable {
    /// Line 1 of the file. `screen`, `width` and `height` are defaults the command line may override.
    public struct Header: Equatable, Sendable {
        public var screen: String?
        public var size: Size?
        /// Rows of the `list` screen (an extension: `"rows":N`; absent means the default).
        public var rows: Int?
        /// The `images` screen's artificial load time in seconds (an extension: `"imageLatency":S`).
        public var imageLatency: Double?
        /// The instruments the window started with (extensions: `"overlay":true`, `"hud":true`),
        /// so that a replay shows them when the window did; recorded F2 / F3 presses toggle them.
        public var overlay: Bool?
        public var hud: Bool?
        /// Whether the window showed the touches (an extension: `"touches":true`, `run
        /// --show-touches`); recorded F6 presses toggle them.
        public var touches: Bool?
        /// What the recorded times were rounded to by the source, in seconds (an extension:
        /// `"stampResolution":0.001` for whole milliseconds; absent means exact), so that a replay
        /// fits velocities as the window did (`Application.stampResolution`).
        public var stampResolution: Double?
        /// The device's safe area the window ran with (an extension: `"safeArea":[top,left,bottom,right]`,
        /// points; absent means none, a desktop window's), so a replay lays out as the window did.
        public var safeArea: EdgeInsets?
        /// The feel every scroll view started with, when not UIKit's (an extension: `"physics":{…}`,
        /// the values that differ, as `PhysicsFile` reads them); later changes are `physics` events.
        public var physics: PhysicsSettings?
        /// The tuning panel was open from the start (an extension: `"tune":true`, `run --tune`);
        /// recorded F5 presses toggle it.
        public var tune: Bool?

        public init(
            screen: String? = nil, size: Size? = nil, rows: Int? = nil, imageLatency: Double? = nil,
            overlay: Bool? = nil, hud: Bool? = nil, stampResolution: Double? = nil, safeArea: EdgeInsets? = nil,
            physics: PhysicsSettings? = nil, tune: Bool? = nil
        ) {
            self.physics = physics
            self.tune = tune
            self.screen = screen
            self.size = size
            self.rows = rows
            self.imageLatency = imageLatency
            self.overlay = overlay
            self.hud = hud
            self.stampResolution = stampResolution
            self.safeArea = safeArea
        }
    }

    public var header: Header
    /// Events with times in seconds from the start of the trace, non-decreasing.
    public var events: [SessionEvent]
    /// When the recording stopped, in seconds (an extension: a last line `{"t":…,"type":"end"}`,
    /// written by `run --record` when the window closes), so a replay runs as long as the window did.
    public var end: Double?
    /// The first events the reader dropped because they made no sense there, each with its line
    /// (at most `TraceStream.storedWarnings`).
    public var warnings: [TraceError] = []
    /// How many events the reader dropped in all.
    public var warningCount = 0

    public init(header: Header, events: [SessionEvent], end: Double? = nil) {
        self.header = header
        self.events = events
        self.end = end
    }

    /// Image load times the `images` screen takes (`--image-latency`, `"imageLatency"`), in seconds.
    public static let imageLatencyRange = 0.0...10.0
    /// The most rows a header's `rows` may name (a list's height index holds 8 bytes a row).
    public static let maximumRows = 10_000_000
    /// Stamp resolutions a header may state, in seconds (exact … a tenth of a second).
    public static let stampResolutionRange = 0.0...0.1

    /// Window sizes a trace, `--size` and the window itself allow, in points on each side.
    public static let sizeRange = 100.0...8192.0

    /// Why `size` (points) is not a window size ScrollLab takes, or nil when it is.
    public static func sizeProblem(_ size: Size) -> String? {
        guard !(sizeRange.contains(size.width) && sizeRange.contains(size.height)) else { return nil }
        return
            "width and height must be between \(Int(sizeRange.lowerBound)) and \(Int(sizeRange.upperBound)) points (got \(size.width.formattedSide)x\(size.height.formattedSide))"
    }

    /// How long the trace lasts, in seconds: its end marker, else its last event (0 when empty).
    public var duration: Double { max(events.last?.deliveredAt ?? 0, end ?? 0) }
}

/// A problem in a trace or an argument, reported as `FILE:LINE: reason` (or `FILE: reason`).
public struct TraceError: Error, Equatable, CustomStringConvertible {
    public var file: String
    /// 1-based line number, or nil when the problem is not on one line (unreadable file).
    public var line: Int?
    public var reason: String

    public init(file: String, line: Int?, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    public var description: String {
        if let line { return "\(file):\(line): \(reason)" }
        return "\(file): \(reason)"
    }
}

extension Int {
    /// The number with thousands separated by commas, as messages write it: `1,048,576`.
    public var grouped: String {
        let digits = String(magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return self < 0 ? "-" + result : result
    }
}
