// WindowHost — the interactive window (`scroll-lab run`): the platform loop, as Dear ImGui's
// `example_sdl2_sdlrenderer2`: pump → frames due → run → draw → present → stats.
// Implements: a resizable SDL window placed on the display (`WindowPlacement`) with an
//   accelerated renderer (`RendererChoice`); the frame clock from SDL's (`FixedStepClock`, slow
//   motion); frames through the replay's `AppSession`; the state log, frame stats, the HUD's
//   costs, the final screenshot (the replay's rasterizer), the recording's end.
// Does not: read input (`InputPump`), the window's keys (`+Keys`), full screen (`+FullScreen`);
//   VSync or frame pacing beyond sleeping until a frame is due (`FramePacing`); more than one window or display; live
//   changes of the display's scale (the scale is read when the window opens).

import CSDL2
import Foundation
import Geometry
import Gestures
import OutputFiles
import ScrollSession
import ScrollTrace
import SDLRender
import ScrollUI

/// The interactive app: a resizable SDL window with an accelerated renderer, real input
/// translated to pointer events, and the frame loop driven from SDL's clock through a
/// fixed-step accumulator (`FixedStepClock`). Optionally records the input to a trace.
public final class WindowHost {
    let app: Application
    /// The session the window feeds from SDL: the same loop as the replay's.
    let session: AppSession
    var loop: FrameLoop { session.loop }
    let window: OpaquePointer
    let sdlRenderer: OpaquePointer
    /// SDL's name of the renderer that draws the window (`RendererChoice`).
    public let rendererName: String
    var renderer: DisplayListRenderer?
    /// The window's input: SDL's events to the session, with their devices' times.
    let input: InputPump
    var translator: EventTranslator { input.translator }
    /// Window units per point while windowed.
    let windowedScale: Double
    /// Window units per point full screen, before fitting the display: the scale asked for, also
    /// where the window opened smaller (beside a title bar) or a compositor sized it at once.
    let fullScreenScale: Double
    /// True in full screen (`--fullscreen`, F11): the app keeps its size, centred.
    public internal(set) var isFullscreen = false
    /// The window's frame before full screen, to go back to.
    var windowedFrame: SDL_Rect?
    /// When (real seconds) to check that full screen happened (`checkFullScreen`).
    var fullScreenCheck: Double?
    /// Full screen done by moving and resizing the window, for want of a window manager.
    var coversDisplayItself = false
    /// Whether full screen has said that the app is shown below its scale (said once).
    var announcedFullScreenScale = false
    var clock = FixedStepClock(inputAllowance: WindowHost.inputAllowance)
    /// How long a frame waits for input still on its way before any was measured, in seconds
    /// (`FixedStepClock.inputAllowance`): a compositor delivers an event 1–3 ms after its time,
    /// more on a loaded machine (ScrollPhysics.docc/Physics.md). `pacing` then measures it.
    static let inputAllowance = FramePacing.allowanceRange.upperBound
    /// When the loop samples input: the allowance measured, and the sleeps until a frame is due.
    var pacing = FramePacing()
    /// Where the screenshot key (F12) writes (its files are named after the screen on top).
    public var screenshotFolder = "."
    /// A message over the app for a moment (`Toast`), in real seconds since the window opened.
    var toast: Toast?
    /// A file whose text `scroll-lab dev`'s supervisor wants shown over the app (`checkDevStatus`).
    public var devStatusFile: String?
    /// When (real seconds) to read `devStatusFile` next.
    var devStatusCheck = 0.0
    /// SDL's performance counter when the last frame was presented (for the HUD).
    private var lastPresent: UInt64?
    /// When a frame was last drawn, in real and frame seconds (`skipsDrawing`).
    private var lastDrawn = (realTime: -Double.infinity, frameTime: -Double.infinity)
    /// Events that arrived after the frame they happened in had run, so were moved to the next.
    public var lateEvents: Int { input.schedule.lateEvents }

    /// The program's name, for its messages and the screenshot key's file names.
    public let programName: String

    /// Opens the window for `app` at `scale` pixels per point (nil: 2 on a HiDPI display, else 1);
    /// `programName` starts its messages and names its screenshots (`my-feed-feed-1.250s.png`).
    /// `position`: the window's top-left corner on the display (nil: centred; `scroll-lab dev`
    /// reopens a window where the last one was). `fullScreen`: the window goes full screen at once
    /// (`setFullscreen`), which places the app itself: the windowed placement's scale is not announced.
    public init(
        app: Application, title: String, scale requestedScale: Double?, recorder: TraceRecorder?,
        programName: String = "scroll-lab", position: WindowPosition? = nil, fullScreen: Bool = false
    ) throws {
        try SDLLibraries.startVideo()
        self.programName = programName
        SDL_EventState(SDL_SYSWMEVENT.rawValue, SDL_ENABLE)  // the X server's times for mouse events
        self.app = app
        session = AppSession(app: app, imageDecoder: BackgroundImageDecoder.shared)
        let touchDeviceCount = SDL_GetNumTouchDevices()
        let scale = requestedScale ?? Self.displayScale()
        window = try Self.openWindow(
            title: title, size: app.size, scale: scale, programName: fullScreen ? nil : programName)
        if let position { SDL_SetWindowPosition(window, position.x, position.y) }
        let sdlRenderer: OpaquePointer
        do {
            (sdlRenderer, rendererName) = try RendererChoice.makeRenderer(for: window)
        } catch {
            SDL_DestroyWindow(window)
            throw error
        }
        self.sdlRenderer = sdlRenderer
        app.instruments.rendererName = rendererName
        app.displayLink.textInput.clipboard = SDLClipboard()
        var outputWidth: Int32 = 0, outputHeight: Int32 = 0, windowWidth: Int32 = 0, windowHeight: Int32 = 0
        SDL_GetRendererOutputSize(sdlRenderer, &outputWidth, &outputHeight)
        SDL_GetWindowSize(window, &windowWidth, &windowHeight)
        // Window units (X11: pixels; Wayland HiDPI: logical units) and drawable pixels per point.
        windowedScale = Double(windowWidth) / app.size.width
        fullScreenScale = scale * Double(windowWidth) / Double(max(outputWidth, 1))
        input = InputPump(
            window: window, session: session, translator: EventTranslator(windowSize: app.size, scale: windowedScale),
            recorder: recorder, touchDeviceCount: touchDeviceCount)
        renderer = try DisplayListRenderer(renderer: sdlRenderer, scale: Double(outputWidth) / app.size.width)
        connectTuning()
    }

    /// A window for an app of `size` points at `scale` pixels per point, placed on the main
    /// display's usable area (`WindowPlacement`: smaller when it does not fit, said after
    /// `programName` unless nil).
    private static func openWindow(
        title: String, size: Size, scale: Double, programName: String?
    ) throws -> OpaquePointer {
        var scale = scale, usable = SDL_Rect()
        var position = (
            x: Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK), y: Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        )
        var pixels = (width: Int32((size.width * scale).rounded()), height: Int32((size.height * scale).rounded()))
        if SDL_GetDisplayUsableBounds(0, &usable) == 0, usable.w > 0, usable.h > 0 {
            let placement = WindowPlacement(
                size: size, scale: scale,
                usable: Rect(
                    x: Double(usable.x), y: Double(usable.y), width: Double(usable.w), height: Double(usable.h)))
            if let note = placement.note, let programName { print("\(programName): \(note)") }
            scale = placement.scale
            position = (placement.x, placement.y)
            pixels = (placement.width, placement.height)
        }
        guard
            let window = SDL_CreateWindow(
                title, position.x, position.y, pixels.width, pixels.height,
                SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue)
        else {
            throw SDLError.last("cannot create a window")
        }
        // Never smaller than a trace may record (a replay refuses what the window cannot be).
        let minimum = Int32((Trace.sizeRange.lowerBound * scale).rounded(.up))
        SDL_SetWindowMinimumSize(window, minimum, minimum)
        return window
    }

    deinit {
        renderer = nil
        SDL_DestroyRenderer(sdlRenderer)
        SDL_DestroyWindow(window)
    }

    /// 2 when the main display is HiDPI (≥ 144 dpi), else 1.
    static func displayScale() -> Double {
        var ddpi: Float = 0, hdpi: Float = 0, vdpi: Float = 0
        guard SDL_GetDisplayDPI(0, &ddpi, &hdpi, &vdpi) == 0, hdpi.isFinite else { return 1 }
        return hdpi >= 144 ? 2 : 1
    }

    /// Runs until the window is closed, `shouldEnd` says so (an interrupt, polled each time
    /// round the loop; it ends the session as closing the window does), or, for smoke tests,
    /// `maxSeconds` of wall time have passed since it opened (real seconds, whatever the time
    /// scale). With `log`, every frame's state log lines go to it, as `scroll-lab replay --log`
    /// writes them; `screenshot` gets the last frame; with `frameStats`, one line per presented
    /// frame: its costs and input latency (`FrameStats`). The caller commits them all (and the
    /// recording).
    public func run(
        maxSeconds: Double? = nil, screenshot: OutputFile? = nil, log: OutputFile? = nil,
        frameStats: FrameStats? = nil, shouldEnd: () -> Bool = { false }
    ) throws {
        app.recordsCallbacks = log != nil
        input.start(
            frameTime: { [unowned self] realTime in clock.frameTime(ofRealTime: realTime) },
            droppedTime: { [unowned self] in clock.droppedTime },
            restoreDropped: { [unowned self] seconds in clock.restoreDropped(seconds) })
        while !shouldEnd(), pumpInput() {
            checkDevStatus(atRealTime: input.realTime)
            try frameStats?.shown(atTicks: input.takePresentationTimes())
            let realTime = input.realTime
            checkFullScreen(atRealTime: realTime)
            let due = clock.framesDue(realTime: realTime, lastFrameTime: loop.time)
            guard due > 0 else {
                waitForNextFrame(atRealTime: realTime)
                continue
            }
            let stepStart = SDL_GetPerformanceCounter()
            for _ in 0..<due { try runFrame(log: log) }
            if skipsDrawing(atRealTime: realTime) { continue }
            let picture = app.displayList()
            let renderStart = SDL_GetPerformanceCounter()
            draw(picture, atRealTime: realTime)
            let asksWhenShown = frameStats != nil && input.requestPresentationTime()
            let presentStart = SDL_GetPerformanceCounter()
            SDL_RenderPresent(sdlRenderer)
            try recordCost(
                FrameCounters(
                    step: stepStart, render: renderStart, present: presentStart,
                    presented: SDL_GetPerformanceCounter()), into: frameStats, holding: asksWhenShown)
            if let maxSeconds, realTime >= maxSeconds { break }  // wall time, not the (slowed) frame clock
        }
        try frameStats?.flush()
        try finish(log: log, screenshot: screenshot)
    }

    /// Pumps SDL's events into the session (false: the window was closed). Before input has come
    /// the clock first drops what it cannot catch up with, so that the first input is mapped past
    /// a slow start; from the first input on it keeps time (`DeviceTimeline`).
    private func pumpInput() -> Bool {
        clock.dropStall(realTime: input.realTime, lastFrameTime: loop.time)
        guard input.pump(windowEvent: handleWindowEvent) else { return false }
        if input.keepsTime { clock.keepTime() }
        let arrivals = input.takeArrivalLags()
        pacing.recordPump(atRealTime: arrivals.pumpedAt, arrivalLags: arrivals.lags)
        clock.inputAllowance = pacing.inputAllowance
        return true
    }

    /// Sleeps until the next frame is due (its time on the real clock, plus the input allowance),
    /// at most `FramePacing.pollInterval`: the loop pumps again when it wakes.
    private func waitForNextFrame(atRealTime realTime: Double) {
        let due = clock.realTime(ofFrameTime: loop.time + FrameLoop.frameDuration) + clock.inputAllowance
        let seconds = pacing.wait(atRealTime: realTime, nextFrameDueAt: due)
        usleep(useconds_t((seconds * 1_000_000).rounded(.up)))
    }

    /// While the frames are still more than `FixedStepClock.maximumCatchUp` behind (catching up
    /// after a stall), a frame is drawn only once both `catchUpDrawInterval.real` seconds and
    /// `.frames` seconds of frames have passed since the last one drawn: the frames catch up
    /// sooner (drawing is what costs, most of all under emulation), and none of their time or
    /// input is lost.
    private func skipsDrawing(atRealTime realTime: Double) -> Bool {
        let drawnAgo = (real: realTime - lastDrawn.realTime, frames: loop.time - lastDrawn.frameTime)
        guard clock.backlog(realTime: realTime, lastFrameTime: loop.time) > FixedStepClock.maximumCatchUp,
            drawnAgo.real < Self.catchUpDrawInterval.real || drawnAgo.frames < Self.catchUpDrawInterval.frames
        else {
            lastDrawn = (realTime, loop.time)
            return false
        }
        return true
    }

    /// While catching up, the least real time and frame time between two frames drawn (seconds).
    static let catchUpDrawInterval = (real: 0.1, frames: 1.0)

    /// The window's own events (its keys, full screen's resizes), handled here: the app never gets them.
    private func handleWindowEvent(_ event: SDL_Event, atRealTime realTime: Double) -> Bool {
        handleWindowKey(event, atRealTime: realTime) || handleFullScreenResize(event)
    }

    /// Runs one frame of the loop and writes its state log lines.
    private func runFrame(log: OutputFile?) throws {
        input.record(delivered: session.runFrame())
        try writeStateLog(to: log)
    }

    /// Draws `picture` with the toast over it and, in full screen, black around it.
    private func draw(_ picture: DisplayList, atRealTime realTime: Double) {
        var picture = picture
        if let toast, toast.until > realTime { toast.draw(into: &picture, size: app.size) }
        drawMirroredFingers(into: &picture)
        if isFullscreen { clearLetterbox() }
        renderer?.draw(picture)
        SDL_RenderFlush(sdlRenderer)
    }

    /// SDL's performance counter when a presented frame's stages started.
    private struct FrameCounters {
        var step, render, present, presented: UInt64
    }

    /// Records what a presented frame cost (the HUD, `--frame-stats`) and how late its input was;
    /// `holding`: its stats line waits to hear when the compositor showed it.
    private func recordCost(_ counters: FrameCounters, into frameStats: FrameStats?, holding: Bool) throws {
        // SDL's ticks at the present, from the performance counter (both count from the same start).
        let presentTicks = Double(input.startTicks) + milliseconds(from: input.startCounter, to: counters.presented)
        let inputTicks = input.takeDelivered().map(Double.init)
        let oldestInput = inputTicks.first
        let cost = Instruments.FrameCost(
            interval: milliseconds(from: lastPresent ?? counters.step, to: counters.presented),
            step: milliseconds(from: counters.step, to: counters.render),
            render: milliseconds(from: counters.render, to: counters.present),
            present: milliseconds(from: counters.present, to: counters.presented),
            inputLatency: oldestInput.map { presentTicks - $0 })
        app.instruments.record(cost)
        if holding {
            frameStats?.hold(
                FrameStats.Presented(
                    frame: loop.currentFrame, time: loop.time, cost: cost,
                    presentedAtTicks: presentTicks, inputTicks: inputTicks))
        } else {
            try frameStats?.write(
                frame: loop.currentFrame, time: loop.time, cost: cost,
                eventLatencies: inputTicks.map { presentTicks - $0 })
        }
        lastPresent = counters.presented
    }

    /// Milliseconds between two readings of SDL's performance counter.
    private func milliseconds(from start: UInt64, to end: UInt64) -> Double {
        Double(end &- start) * 1000 / Double(SDL_GetPerformanceFrequency())
    }

    /// Ends the session: input that came in after the last frame ran (frames run up to the input
    /// allowance behind real time) still gets its frames, as the replay of the recording will run
    /// them; then the recording's end and the screenshot.
    private func finish(log: OutputFile?, screenshot: OutputFile?) throws {
        let lastDeliveredAt = input.schedule.lastDeliveredAt
        while loop.time + FrameLoop.timeTolerance < lastDeliveredAt { try runFrame(log: log) }
        try input.finishRecording(at: max(loop.time, lastDeliveredAt))
        if let screenshot { try saveScreenshot(into: screenshot) }
    }

    /// Writes the current frame as a PNG or JPEG, as the name says, rendered by the same software
    /// rasterizer as `scroll-lab replay` at the window's pixels per point: a screenshot of a window
    /// session and one of its recording's replay are the same pixels. (The window itself may draw
    /// through a GPU driver, whose anti-aliasing differs slightly.)
    func saveScreenshot(into output: OutputFile) throws {
        let canvas = try HeadlessCanvas(size: app.size, scale: renderer?.scale ?? 1)
        try canvas.render(app.displayList(), size: app.size)
        try canvas.writeImage(into: output, format: ImageFormat(path: output.path) ?? .png)
    }
}

extension WindowHost {
    /// Writes the state-log lines of the frame just run to `log`, if any.
    func writeStateLog(to log: OutputFile?) throws {
        if let log { for line in StateLog.lines(forFrameOf: loop) { try log.write(line: line) } }
    }
}
