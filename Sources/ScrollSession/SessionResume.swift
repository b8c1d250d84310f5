// SessionResume — where a restarted window picks up a recorded session (`scroll-lab dev`).
// Implements: the resume point of a trace on a (possibly edited) screen: the whole trace when it
//   replays with every invariant holding, else the last moment the session was at rest before
//   the first violation (the screen's start if it never was); the replay up to that point.
// Does not: choose the screen (a screen that is gone is the caller's: `run --resume-from`), draw.

import ScrollTrace
import ScrollUI

/// The moment of a recorded session a restarted window continues from: the trace's first
/// `eventCount` events replayed up to `time`, then live input.
public struct ResumePoint: Equatable, Sendable {
    /// The frame time the session continues from, in seconds.
    public var time: Double
    /// How many of the trace's events are replayed (the rest are dropped).
    public var eventCount: Int
    /// Why the point is earlier than the trace's end, or nil when the whole trace fits.
    public var fallback: String?

    public init(time: Double, eventCount: Int, fallback: String? = nil) {
        self.time = time
        self.eventCount = eventCount
        self.fallback = fallback
    }
}

/// Replays a recorded session into a new build of its screen (`scroll-lab dev`). The rule when
/// the old input no longer fits the edited screen (an invariant breaks during the replay, see
/// `InvariantChecker`): the session restarts from the last frame before the violation at which
/// it was at rest (`AppSession.isAtRest`: no finger down, nothing moving), with the input
/// up to that frame — or from the screen's start when it never was at rest.
public enum SessionResume {
    /// Finds where `trace` can resume on `app`, a fresh one (decoding pictures with
    /// `imageDecoder`, as the window will), replaying it once headlessly.
    public static func point(of trace: Trace, app: Application, imageDecoder: ImageDecoding?) -> ResumePoint {
        let session = AppSession(app: app, imageDecoder: imageDecoder)
        let invariants = InvariantChecker(app: app)
        if let resolution = trace.header.stampResolution { app.stampResolution = resolution }
        trace.events.forEach(session.enqueue)
        var rest = ResumePoint(time: 0, eventCount: 0), delivered = 0
        while session.time < trace.duration - FrameLoop.timeTolerance {
            delivered += session.runFrame().count
            do {
                try invariants.check(context: "t = \(session.time) s")
            } catch {
                rest.fallback =
                    "the recorded input no longer fits the screen (\(error)): restored to its last moment at rest, t = \(rest.time) s"
                return rest
            }
            if session.isAtRest { rest = ResumePoint(time: session.time, eventCount: delivered) }
        }
        return ResumePoint(time: session.time, eventCount: trace.events.count)
    }

    /// Replays `trace`'s input up to `point` into `session` (a fresh app's), calling `afterFrame`
    /// after each frame (the window writes its state log there).
    public static func replay(
        _ trace: Trace, upTo point: ResumePoint, into session: AppSession,
        afterFrame: () throws -> Void = {}
    ) rethrows {
        if let resolution = trace.header.stampResolution { session.app.stampResolution = resolution }
        trace.events.prefix(point.eventCount).forEach(session.enqueue)
        try session.run(until: point.time, afterFrame: afterFrame)
    }
}
