import Foundation
import Geometry
import Gestures
import Screens
import ScrollSession
import ScrollTrace
import ScrollUI
import SDLBackend
import SDLRender
import Testing

/// One `frame` line of the state log (`StateLog.Frame`), with the figures the tests compare.
struct LogFrame {
    let frame: Int
    let time: Double
    /// Every logged scroll view's offset, by id.
    let offsets: [String: Point]
    /// Ids of the scroll views decelerating in this frame.
    let decelerating: Set<String>
    /// The zooming scroll views' `zoomScale` and content size, by id.
    let zoomScales: [String: Double]
    let contentSizes: [String: Size]
    /// The `header` field's values, if the screen has one.
    let header: [String: Double]
    let depth: Int
    let progress: Double
    /// Other object fields of numbers, by name (a screen's own: `images`, `pages`, `parallax`).
    let extra: [String: [String: Double]]
    /// The screen's own fields, as read (for fields of other types).
    let fields: [String: JSONValue]

    init(_ line: StateLog.Frame) {
        frame = line.frame
        time = line.t
        offsets = Dictionary(line.scrollViews.map { ($0.id, $0.state.offset) }, uniquingKeysWith: { $1 })
        decelerating = Set(line.scrollViews.filter(\.state.decelerating).map(\.id))
        zoomScales = Dictionary(
            line.scrollViews.compactMap { item in item.state.zoomScale.map { (item.id, $0) } }, uniquingKeysWith: { $1 }
        )
        contentSizes = Dictionary(line.scrollViews.map { ($0.id, $0.state.contentSize) }, uniquingKeysWith: { $1 })
        depth = line.depth
        progress = line.progress
        fields = line.fields
        extra = line.fields.compactMapValues(LogFrame.numbers)
        header = extra["header"] ?? [:]
    }

    /// An object whose members are all numbers, by name; nil for anything else.
    private static func numbers(_ value: JSONValue) -> [String: Double]? {
        guard let members = value.members else { return nil }
        let numbers = members.compactMap { key, value in value.number.map { (key, $0) } }
        return numbers.count == members.count ? Dictionary(numbers, uniquingKeysWith: { $1 }) : nil
    }
}

/// A trace from the test bundle replayed through the same code path as `scroll-lab replay`,
/// with its log read by `StateLog.entry` and the application kept for inspection.
struct ReplayLog {
    let trace: Trace
    let app: Application
    var frames: [LogFrame] = []
    var callbacks: [StateLog.Callback] = []

    /// Replays `Traces/<name>.jsonl` on `screen` (default: the header's) until `until` seconds.
    init(trace name: String, screen: String? = nil, until: Double) throws {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "jsonl", subdirectory: "Traces"))
        trace = try TraceReader.read(path: url.path)
        app = try #require(
            ScreenCatalog.makeApplication(
                screen: screen ?? trace.header.screen ?? "home",
                size: trace.header.size ?? Size(width: 390, height: 844)))
        app.stampResolution = trace.header.stampResolution ?? 0
        let output = try Replayer(trace: trace, renderer: SoftwareRenderer(), until: until).run(app: app)
        defer { output.discard() }
        for (index, line) in output.logLines.enumerated() {
            switch try StateLog.entry(line, file: "\(name)'s replay log", line: index + 1) {
            case .frame(let frame): frames.append(LogFrame(frame))
            case .callback(let callback): callbacks.append(callback)
            }
        }
    }

    /// Where touch 1 was, by event time (seconds, window points).
    var finger: [(time: Double, location: Point)] {
        trace.events.compactMap { event in
            guard case .touch(1, _, let location) = event.pointerKind else { return nil }
            return (event.deliveredAt, location)
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
