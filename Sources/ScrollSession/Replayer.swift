// Replayer — `scroll-lab replay`: a trace through an app on the virtual clock, headless.
// Implements: frame n at n/60 s as fast as the machine goes, the state log as it is made,
//   screenshots at given times (by the renderer it is given), staged outputs put in place together.
// Does not: real time or a window (`WindowHost`); render frames no screenshot asks for.

import Foundation
import Geometry
import Gestures
import OutputFiles
import ScrollTrace
import ScrollUI

/// Headless replay (docs/Architecture.md, "Commands"): runs a trace through an application on a
/// virtual clock, frame n at exactly n/60 s, as fast as the machine goes; renders requested
/// screenshots with its renderer (`OffscreenRendering`) and produces the state log. Outputs are written only
/// when the whole replay succeeded, by the output policy (`OutputDestination`, `OutputFile`).
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

    /// The events, in time order: a trace in memory or one streamed from a file.
    public var source: any TraceEventSource
    /// Draws the screenshots and video frames and decodes the screens' pictures (SDLRender's
    /// `SoftwareRenderer`).
    public var renderer: any OffscreenRendering
    /// Last time to simulate, in seconds; defaults to the trace's end (its end marker, else its
    /// last event). Events after it are never read.
    public var until: Double?
    public var screenshots: [Screenshot] = []
    /// Pixels per point of the screenshots.
    public var scale = 1.0
    /// Receives every frame from its `from` time on, rendered (`replay --video`); nil renders
    /// only the frames screenshots ask for.
    public var frameSink: (any ReplayFrameSink)?
    /// Called after each frame's log lines, with the loop (e.g. `replay --check`'s invariants);
    /// what it throws ends the replay as any failure does.
    public var afterFrame: ((FrameLoop) throws -> Void)?

    public init(
        source: any TraceEventSource, renderer: any OffscreenRendering, until: Double? = nil,
        screenshots: [Screenshot] = [],
        scale: Double = 1
    ) {
        self.source = source
        self.renderer = renderer
        self.until = until
        self.screenshots = screenshots
        self.scale = scale
    }

    public init(
        trace: Trace, renderer: any OffscreenRendering, until: Double? = nil, screenshots: [Screenshot] = [],
        scale: Double = 1
    ) {
        self.init(source: Trace.Cursor(trace), renderer: renderer, until: until, screenshots: screenshots, scale: scale)
    }

    /// A screenshot asked for after the last frame of the replay.
    public struct ScreenshotAfterEnd: Error, CustomStringConvertible {
        public var screenshot: Screenshot
        public var end: Double
        public var endIsUntil: Bool

        public var description: String {
            "the screenshot at \(screenshot.time) s is after the end of the replay (\(end) s, \(endIsUntil ? "--until" : "the trace's end")); pass --until \(screenshot.time) to run that long"
        }
    }

    /// A screenshot the window's size at its time would make wider or taller than the canvas
    /// allows (`CanvasTooLarge`): a `resize` in the trace made it so.
    public struct ScreenshotTooLarge: Error, CustomStringConvertible {
        public var screenshot: Screenshot
        public var pixels: CanvasTooLarge
        /// Where the last resize before the screenshot was read (nil: a trace in memory, or no resize).
        public var resizeFile: String?
        public var resizeLine: Int?

        public var description: String {
            let size = "\(pixels.size.width.formattedSide)x\(pixels.size.height.formattedSide) points"
            let cause =
                if let resizeFile, let resizeLine { "\(resizeFile):\(resizeLine): this resize to \(size)" } else {
                    "the window's size, \(size),"
                }
            return
                "\(cause) makes the screenshot at \(screenshot.time) s (\(screenshot.path)) \(pixels.width)x\(pixels.height) pixels at --scale \(pixels.scale.formattedSide); a side may have at most \(pixels.maximumSide)"
        }
    }

    /// Runs the replay and keeps the log lines in memory (`Output.logLines`).
    public func run(app: Application) throws -> Output {
        var lines: [String] = []
        var output = try run(app: app) { lines.append($0) }
        output.logLines = lines
        return output
    }

    /// Runs the replay, handing each log line to `log` as it is made. Frames run up to `until`,
    /// else until the events run out and the trace's end is reached (at least one frame).
    /// Screenshots are staged (`OutputFile`); the caller commits them with `commit`.
    public func run(app: Application, log: (String) throws -> Void) throws -> Output {
        if let until, let late = screenshots.first(where: { $0.time > until + FrameLoop.timeTolerance }) {
            throw ScreenshotAfterEnd(screenshot: late, end: until, endIsUntil: true)
        }
        app.recordsCallbacks = true
        let session = AppSession(app: app, imageDecoder: renderer.imageDecoder)
        var output = Output(logLines: [], frames: 0, screenshots: [])
        do {
            try replay(into: &output, session: session, log: log)
        } catch {
            output.discard()  // nothing half-made stays behind, whatever failed
            throw error
        }
        return output
    }

    /// The frames of `run`, with screenshots staged into `output`.
    private func replay(into output: inout Output, session: AppSession, log: (String) throws -> Void) throws {
        let app = session.app, loop = session.loop
        var canvas: (any OffscreenCanvas)?
        let pending = screenshots.sorted { $0.time < $1.time }
        var nextShot = 0
        var feed = try EventFeed(source: source)
        while true {
            try feed.deliver(upTo: FrameLoop.time(ofFrame: loop.currentFrame + 1), to: session)
            session.runFrame()
            for line in StateLog.lines(forFrameOf: loop) { try log(line) }
            try afterFrame?(loop)
            var rendered = false
            while nextShot < pending.count, pending[nextShot].time <= loop.time + FrameLoop.timeTolerance {
                let target = try renderFrame(
                    app: app, canvas: &canvas, rendered: &rendered, shot: pending[nextShot], resize: feed.resizeLocation
                )
                let file = try OutputFile(path: pending[nextShot].path)
                output.screenshots.append(file)
                try file.writeWhole { try target.writeImage(toPath: $0, named: file.path) }
                nextShot += 1
            }
            if let frameSink, loop.time >= frameSink.from - FrameLoop.timeTolerance {
                let target = try renderFrame(
                    app: app, canvas: &canvas, rendered: &rendered, shot: nil, resize: feed.resizeLocation)
                try frameSink.take(target, time: loop.time)
            }
            let end = until ?? (feed.lookahead == nil ? max(feed.lastEventTime, source.end ?? 0) : .infinity)
            if loop.currentFrame >= Self.lastFrame(forEnd: end) { break }
        }
        output.frames = loop.currentFrame
        if nextShot < pending.count {
            throw ScreenshotAfterEnd(screenshot: pending[nextShot], end: until ?? loop.time, endIsUntil: until != nil)
        }
    }

    /// The trace's events, read one ahead of the frames that deliver them.
    private struct EventFeed {
        let source: any TraceEventSource
        /// The next event, not yet delivered; nil once the events have run out.
        var lookahead: SessionEvent?
        /// Where `lookahead` was read.
        var lookaheadLocation: (file: String, line: Int)?
        /// The time of the last event delivered, in seconds.
        var lastEventTime = 0.0
        /// Where the last resize delivered was read (nil: none, or a trace in memory).
        var resizeLocation: (file: String, line: Int)?

        init(source: any TraceEventSource) throws {
            self.source = source
            lookahead = try source.nextEvent()
            lookaheadLocation = source.lastEventLocation
        }

        /// Delivers every event due by `frameTime` (seconds) for the next frame.
        mutating func deliver(upTo frameTime: Double, to session: AppSession) throws {
            while let event = lookahead, event.deliveredAt <= frameTime + FrameLoop.timeTolerance {
                session.deliverForNextFrame(event)  // not queued: a frame may hold any number of events
                lastEventTime = event.deliveredAt
                if case .resize = event.kind { resizeLocation = lookaheadLocation }
                lookahead = try source.nextEvent()
                lookaheadLocation = source.lastEventLocation
            }
        }
    }

    /// Renders the frame just run into `canvas` (made on first use) unless `rendered` says it
    /// already is; a size past the canvas's limit is reported for `shot` (or the video).
    private func renderFrame(
        app: Application, canvas: inout (any OffscreenCanvas)?, rendered: inout Bool,
        shot: Screenshot?, resize: (file: String, line: Int)?
    ) throws -> any OffscreenCanvas {
        do {
            let target = try canvas ?? renderer.makeCanvas(size: app.size, scale: scale)
            canvas = target
            if !rendered { try target.render(app.displayList(), size: app.size) }
            rendered = true
            return target
        } catch let pixels as CanvasTooLarge {
            throw ScreenshotTooLarge(
                screenshot: shot ?? Screenshot(time: app.now, path: "the video"), pixels: pixels,
                resizeFile: resize?.file, resizeLine: resize?.line)
        }
    }

    /// The frame at or after `end` seconds (at least frame 1): frame n runs at n/60 s.
    static func lastFrame(forEnd end: Double) -> Int {
        end.isFinite ? max(1, Int((end * FrameLoop.rate - 1e-9).rounded(.up))) : .max
    }

    /// What a replay produced, not yet in place.
    public struct Output {
        /// The log, when the replay kept it in memory (`run(app:)`).
        public var logLines: [String]
        public var frames: Int
        /// The screenshots, staged.
        var screenshots: [OutputFile]

        /// Writes the log kept in memory to `logPath` if given, and puts it and the screenshots in place.
        public func commit(logPath: String?) throws {
            guard let logPath else { return try commit(with: []) }
            let log = try OutputFile(path: logPath)
            do {
                for line in logLines { try log.write(line: line) }
            } catch {
                discard()
                throw error
            }
            try commit(with: [log])
        }

        /// Puts `others` (e.g. a streamed log) and the screenshots in place together (`OutputFile.commit`).
        public func commit(with others: [OutputFile]) throws {
            try OutputFile.commit(others + screenshots)
        }

        /// Deletes the staged screenshots without writing anything.
        public func discard() { screenshots.forEach { $0.discard() } }
    }
}

/// Where a replay hands its frames when every one is wanted (`replay --video`).
public protocol ReplayFrameSink: AnyObject {
    /// The first frame time handed over, in seconds.
    var from: Double { get }
    /// Takes the frame at `time` (seconds), rendered in `canvas`; throwing ends the replay.
    func take(_ canvas: any OffscreenCanvas, time: Double) throws
}
