import Geometry

/// Writes the JSON Lines trace format, the inverse of `TraceReader` (fixed key order).
public enum TraceWriter {
    /// The last line of a recording: `{"t":…,"type":"end"}`, when it stopped (seconds), rounded
    /// *down* to the microsecond: a replay runs frames up to the first at or after the end, so an
    /// end rounded up past the last frame's time (52.4666666… → 52.466667) would run one frame
    /// the window never ran.
    public static func endLine(at time: Double) -> String {
        JSONValue.object([
            ("t", .number((time * 1e6).rounded(.down) / 1e6)), ("type", .string(TraceEventType.end.rawValue)),
        ]).serialized
    }

    /// Line 1: `{"trace":1,"screen":…,"width":…,"height":…}`, then `"rows"`, `"imageLatency"`,
    /// `"overlay"`, `"hud"` and `"touches"` if set (the instruments only when on), `"stampResolution"` when
    /// the times are rounded (above 0), `"safeArea"` if not zero, `"physics"` when not UIKit's, and
    /// `"tune"` when the panel was open.
    public static func headerLine(_ header: Trace.Header) -> String {
        var fields: [(String, JSONValue)] = [("trace", .number(1))]
        if let screen = header.screen { fields.append(("screen", .string(screen))) }
        if let size = header.size {
            fields += [("width", .number(size.width)), ("height", .number(size.height))]
        }
        if let rows = header.rows { fields.append(("rows", .number(Double(rows)))) }
        if let latency = header.imageLatency { fields.append(("imageLatency", .number(latency))) }
        if header.overlay == true { fields.append(("overlay", .bool(true))) }
        if header.hud == true { fields.append(("hud", .bool(true))) }
        if header.touches == true { fields.append(("touches", .bool(true))) }
        if let resolution = header.stampResolution, resolution > 0 {
            fields.append(("stampResolution", .number(resolution)))
        }
        if let insets = header.safeArea, insets != .zero {
            fields.append(
                ("safeArea", .array([insets.top, insets.left, insets.bottom, insets.right].map { .number($0) })))
        }
        if let physics = header.physics, !physics.isUIKit {
            fields.append(("physics", PhysicsFile.changedValues(of: physics)))
        }
        if header.tune == true { fields.append(("tune", .bool(true))) }
        return JSONValue.object(fields).serialized
    }

    /// A time as a trace line keeps it: rounded to the microsecond.
    public static func recordedTime(_ time: Double) -> Double { (time * 1e6).rounded() / 1e6 }

    /// One event line; times are rounded to the microsecond.
    public static func line(for event: SessionEvent) -> String {
        var fields: [(String, JSONValue)] = [
            ("t", .number(recordedTime(event.deliveredAt))), ("type", .string(event.kind.traceType.rawValue)),
        ]
        fields += TraceEventType.fields(of: event.kind)
        if let stamp = event.stamp, recordedTime(stamp) < recordedTime(event.deliveredAt) {
            fields.append(("stamp", .number(recordedTime(stamp))))
        }
        return JSONValue.object(fields).serialized
    }
}
