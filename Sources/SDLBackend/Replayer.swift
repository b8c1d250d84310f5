import Foundation
import Geometry
import ScrollUI

/// Headless replay (DESIGN.md, `scroll-lab replay`): runs a trace through an application on a
/// virtual clock, frame n at exactly n/60 s, as fast as the machine goes; renders requested
/// screenshots with the software renderer and produces the state log. Outputs are written only
/// when the whole replay succeeded, each through a temporary file renamed into place.
public struct Replayer {
    /// A screenshot request: the first frame at or after `time` (seconds) goes to `path`.
    public struct Screenshot: Equatable, Sendable {
        public var time: Double
        public var path: String

        public init(time: Double, path: String) {
            self.time = time
            self.path = path
        }
    }

    public var trace: Trace
    /// Last time to simulate, in seconds; defaults to the trace's last event.
    public var until: Double?
    public var screenshots: [Screenshot] = []
    /// Pixels per point of the screenshots.
    public var scale = 1.0

    public init(trace: Trace, until: Double? = nil, screenshots: [Screenshot] = [], scale: Double = 1) {
        self.trace = trace
        self.until = until
        self.screenshots = screenshots
        self.scale = scale
    }

    /// The number of frames run: up to `until` (or the last event), and far enough for every screenshot.
    public var frameCount: Int {
        let end = max(until ?? trace.duration, screenshots.map(\.time).max() ?? 0)
        return max(1, Int((end * 60 - 1e-9).rounded(.up)))
    }

    /// Runs the replay. Returns the log lines and the screenshots as PNG files in a temporary
    /// folder (the caller commits them with `commit`).
    public func run(app: Application) throws -> Output {
        app.imageDecoder = BackgroundImageDecoder.shared
        let loop = FrameLoop(app: app)
        app.recordsCallbacks = true
        for event in trace.events { loop.enqueue(event) }
        var lines: [String] = []
        let staging = FileManager.default.temporaryDirectory
            .appendingPathComponent("scroll-lab-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        var staged: [(from: URL, to: String)] = []
        var canvas: HeadlessCanvas?
        let pending = screenshots.sorted { $0.time < $1.time }
        var nextShot = 0
        for _ in 0..<frameCount {
            loop.runFrame()
            lines.append(StateLog.frameLine(frame: loop.frameIndex, t: loop.time, app: app))
            for record in app.drainCallbacks() {
                lines.append(StateLog.callbackLine(frame: loop.frameIndex, t: loop.time, record: record))
            }
            while nextShot < pending.count, pending[nextShot].time <= loop.time + 1e-9 {
                let target = try canvas ?? HeadlessCanvas(size: app.size, scale: scale)
                if canvas == nil {
                    canvas = target
                    try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
                }
                try target.render(app.displayList(), size: app.size)
                let file = staging.appendingPathComponent("\(nextShot).png")
                try target.writePNG(to: file.path)
                staged.append((file, pending[nextShot].path))
                nextShot += 1
            }
        }
        return Output(logLines: lines, frames: loop.frameIndex, stagedScreenshots: staged, stagingFolder: staging)
    }

    /// What a replay produced, not yet in place.
    public struct Output {
        public var logLines: [String]
        public var frames: Int
        var stagedScreenshots: [(from: URL, to: String)]
        var stagingFolder: URL

        /// The log as JSON Lines text.
        public var logText: String { logLines.map { $0 + "\n" }.joined() }

        /// Moves the screenshots into place and writes the log (atomically) if a path is given.
        public func commit(logPath: String?) throws {
            defer { try? FileManager.default.removeItem(at: stagingFolder) }
            if let logPath {
                try Data(logText.utf8).write(to: URL(fileURLWithPath: logPath), options: .atomic)
            }
            for (from, to) in stagedScreenshots {
                // Copy beside the destination, then rename: nobody sees half a PNG.
                let partial = to + ".partial"
                _ = try? FileManager.default.removeItem(atPath: partial)
                try FileManager.default.copyItem(atPath: from.path, toPath: partial)
                guard rename(partial, to) == 0 else {
                    throw SDLError("cannot write \(to): \(String(cString: strerror(errno)))")
                }
            }
        }

        /// Deletes the staged screenshots without writing anything.
        public func discard() { try? FileManager.default.removeItem(at: stagingFolder) }
    }
}
