import Foundation
import Geometry
import Gestures
import Screens
import ScrollTrace
import ScrollUI
import SDLRender
import SDLBackend
import XCTest

/// One `frame` line of the state log.
struct LogFrame {
    let frame: Int
    let time: Double
    /// Every logged scroll view's offset, by id.
    let offsets: [String: Point]
    /// Ids of the scroll views decelerating in this frame.
    let decelerating: Set<String>
    /// The `header` field's values, if the screen has one.
    let header: [String: Double]
    let depth: Int
    let progress: Double
    /// Other object fields of numbers, by name (a screen's own: `images`, `pages`, `parallax`).
    let extra: [String: [String: Double]]
    /// The whole `frame` line, as parsed (for fields of other types).
    let object: [String: Any]
}

/// A trace from the test bundle replayed through the same code path as `scroll-lab replay`,
/// with its log parsed and the application kept for inspection.
struct ReplayLog {
    let trace: Trace
    let app: Application
    var frames: [LogFrame] = []
    var callbacks: [(frame: Int, view: String, name: String, fields: [String: Any])] = []

    /// Replays `Traces/<name>.jsonl` on `screen` (default: the header's) until `until` seconds.
    init(trace name: String, screen: String? = nil, until: Double) throws {
        let url = try XCTUnwrap(Bundle.module.url(forResource: name, withExtension: "jsonl", subdirectory: "Traces"))
        trace = try TraceReader.read(path: url.path)
        app = try XCTUnwrap(ScreenCatalog.makeApplication(screen: screen ?? trace.header.screen ?? "home",
                                                          size: trace.header.size ?? Size(width: 390, height: 844)))
        app.stampResolution = trace.header.stampResolution ?? 0
        let output = try Replayer(trace: trace, until: until).run(app: app)
        defer { output.discard() }
        for line in output.logLines {
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let frame = try XCTUnwrap(object["frame"] as? Int)
            if let callback = object["callback"] as? String {
                callbacks.append((frame, object["view"] as? String ?? "", callback, object))
                continue
            }
            let views = object["scrollViews"] as? [String: [String: Any]] ?? [:]
            let navigation = object["navigation"] as? [String: Any] ?? [:]
            frames.append(LogFrame(
                frame: frame, time: object["t"] as? Double ?? 0,
                offsets: views.compactMapValues { ($0["offset"] as? [Double]).map { Point(x: $0[0], y: $0[1]) } },
                decelerating: Set(views.filter { $0.value["decelerating"] as? Bool == true }.keys),
                header: object["header"] as? [String: Double] ?? [:],
                depth: navigation["depth"] as? Int ?? 0, progress: navigation["progress"] as? Double ?? 0,
                extra: object.compactMapValues { $0 as? [String: Double] }, object: object))
        }
    }

    /// Where touch 1 was, by event time (seconds, window points).
    var finger: [(time: Double, location: Point)] {
        trace.events.compactMap { event in
            guard case .touch(1, _, let location) = event.kind else { return nil }
            return (event.time, location)
        }
    }

    /// Touch 1's location at `time`: its last event at or before then.
    func finger(at time: Double) -> Point? {
        finger.last { $0.time <= time + 1e-9 }?.location
    }

    /// Frames from the one after the last callback `name` (of `view`, if given); all if none.
    func frames(after name: String, of view: String? = nil) -> ArraySlice<LogFrame> {
        guard let start = callbacks.last(where: { $0.name == name && (view == nil || $0.view == view) })?.frame else {
            return frames[...]
        }
        return frames[(frames.firstIndex { $0.frame > start } ?? frames.endIndex)...]
    }
}
