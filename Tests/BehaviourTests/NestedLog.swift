import Foundation
import ScrollTrace

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

    init(_ frame: LogFrame) {
        self.frame = frame.frame
        time = frame.time
        collapse = frame.offsets["outer"]?.y ?? .nan
        lists = (0..<4).map { frame.offsets["list.\($0)"]?.y ?? .nan }
        pagerX = frame.offsets["pager"]?.x ?? .nan
        headerHeight = frame.header["height"] ?? .nan
        decelerating = !frame.decelerating.isEmpty
        depth = frame.depth
    }

    /// The header's collapse plus the current (given) list's offset: the one scroll position.
    func combined(_ list: Int) -> Double { collapse + lists[list] }
}

/// A `nested` replay's log, by frame.
struct NestedLog {
    let log: ReplayLog
    let frames: [NestedFrame]

    /// Replays the trace `name` on `screen` until `until` seconds.
    init(trace name: String, screen: String = "nested", until: Double) throws {
        log = try ReplayLog(trace: name, screen: screen, until: until)
        frames = log.frames.map(NestedFrame.init)
    }

    var callbacks: [StateLog.Callback] { log.callbacks }

    /// Finger 1's y at `time`.
    func fingerY(at time: Double) -> Double? { log.finger(at: time)?.y }

    /// Frames from the one after the last callback `name` (or from the start).
    func frames(after name: String, of view: String? = nil) -> ArraySlice<NestedFrame> {
        let after = log.frames(after: name, of: view)
        return frames[after.startIndex..<after.endIndex]
    }

    /// Per-frame displacements of the combined position of `list` over `frames`.
    func displacements(_ frames: ArraySlice<NestedFrame>, list: Int) -> [(frame: NestedFrame, displacement: Double)] {
        zip(frames.dropFirst(), frames).map { ($0, $0.combined(list) - $1.combined(list)) }
    }
}
