import Foundation
import Geometry
import Screens
import ScrollUI
import SDLBackend
import XCTest

/// One frame of a `nested` replay's state log.
struct NestedFrame {
    let frame: Int
    let time: Double
    /// The outer view's offset: how far the header has collapsed (negative: stretched).
    let collapse: Double
    let lists: [Double]
    let pagerX: Double
    let headerHeight: Double
    let decelerating: Bool
    let depth: Int

    /// The header's collapse plus the current (given) list's offset: the one scroll position.
    func combined(_ list: Int) -> Double { collapse + lists[list] }
}

/// A `nested` replay's log: its frames and its callback lines.
struct NestedLog {
    var frames: [NestedFrame] = []
    var callbacks: [(frame: Int, view: String, name: String, fields: [String: Any])] = []
    /// Where finger 1 was, by event time (seconds, window y in points).
    var finger: [(time: Double, y: Double)] = []

    /// Replays the trace `name` from the test bundle on `screen` until `until` seconds, as
    /// `scroll-lab replay` does.
    init(trace name: String, screen: String = "nested", until: Double) throws {
        let url = try XCTUnwrap(Bundle.module.url(forResource: name, withExtension: "jsonl", subdirectory: "Traces"))
        let trace = try TraceReader.read(path: url.path)
        for event in trace.events {
            if case .touch(1, _, let location) = event.kind { finger.append((event.time, location.y)) }
        }
        let app = try XCTUnwrap(ScreenCatalog.makeApplication(screen: screen, size: Size(width: 390, height: 844)))
        let output = try Replayer(trace: trace, until: until).run(app: app)
        defer { output.discard() }
        for line in output.logLines {
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let frame = try XCTUnwrap(object["frame"] as? Int)
            if let callback = object["callback"] as? String {
                callbacks.append((frame, object["view"] as? String ?? "", callback, object))
                continue
            }
            guard let views = object["scrollViews"] as? [String: [String: Any]], views["outer"] != nil else {
                frames.append(NestedFrame(frame: frame, time: object["t"] as? Double ?? 0, collapse: .nan, lists: [],
                                          pagerX: .nan, headerHeight: .nan, decelerating: false, depth: Self.depth(object)))
                continue  // another screen is on top
            }
            func offset(_ id: String, _ axis: Int) -> Double { ((views[id]?["offset"] as? [Double]) ?? [0, 0])[axis] }
            let decelerating = views.values.contains { $0["decelerating"] as? Bool == true }
            let header = object["header"] as? [String: Double]
            frames.append(NestedFrame(frame: frame, time: object["t"] as? Double ?? 0, collapse: offset("outer", 1),
                                      lists: (0..<4).map { offset("list.\($0)", 1) }, pagerX: offset("pager", 0),
                                      headerHeight: header?["height"] ?? .nan,
                                      decelerating: decelerating, depth: Self.depth(object)))
        }
    }

    /// Finger 1's y at `time`: its last event at or before then.
    func fingerY(at time: Double) -> Double? {
        finger.last { $0.time <= time + 1e-9 }?.y
    }

    private static func depth(_ object: [String: Any]) -> Int {
        (object["navigation"] as? [String: Any])?["depth"] as? Int ?? 0
    }

    /// Frames from the one after the last `callback` of `view` named `name` (or from the start).
    func frames(after name: String, of view: String? = nil) -> ArraySlice<NestedFrame> {
        guard let start = callbacks.last(where: { $0.name == name && (view == nil || $0.view == view) })?.frame else {
            return frames[...]
        }
        return frames[(frames.firstIndex { $0.frame > start } ?? frames.endIndex)...]
    }

    /// Per-frame displacements of the combined position of `list` over `frames`.
    func displacements(_ frames: ArraySlice<NestedFrame>, list: Int) -> [(frame: NestedFrame, displacement: Double)] {
        zip(frames.dropFirst(), frames).map { ($0, $0.combined(list) - $1.combined(list)) }
    }
}
