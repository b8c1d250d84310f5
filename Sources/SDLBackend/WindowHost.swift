import CSDL2
import CWaylandEvents
import CX11Events
import Foundation
import Geometry
import Gestures
import ScrollTrace
import SDLRender
import ScrollUI

/// The interactive app: a resizable SDL window with an accelerated renderer, real input
/// translated to pointer events, and the frame loop driven from SDL's clock through a
/// fixed-step accumulator (`FixedStepClock`). Optionally records the input to a trace.
public final class WindowHost {
    let app: Application
    /// The session the window feeds from SDL: the same loop as the replay's.
    let session: HeadlessSession
    var loop: FrameLoop { session.loop }
    let window: OpaquePointer
    let sdlRenderer: OpaquePointer
    /// SDL's name of the renderer that draws the window (`RendererChoice`).
    public let rendererName: String
    var renderer: DisplayListRenderer?
    let translator: EventTranslator
    /// Window units per point while windowed (full screen keeps this if the app fits).
    let windowedScale: Double
    /// True in full screen (`--fullscreen`, F11): the app keeps its size, centred.
    public internal(set) var isFullscreen = false
    /// The window's frame before full screen, to go back to.
    var windowedFrame: SDL_Rect?
    /// When (real seconds) to check that full screen happened (`checkFullScreen`).
    var fullScreenCheck: Double?
    /// Full screen done by moving and resizing the window, for want of a window manager.
    var coversDisplayItself = false
    private var recorder: TraceRecorder?
    var clock = FixedStepClock(inputAllowance: WindowHost.inputAllowance)
    /// How long a frame waits for input still on its way, in seconds (`FixedStepClock.inputAllowance`):
    /// a compositor delivers an event 1–3 ms after its time, more on a loaded machine (ScrollPhysics.docc/Physics.md).
    static let inputAllowance = 0.004
    /// Where the screenshot key (F12) writes (its files are named after the screen on top).
    public var screenshotFolder = "."
    /// A message over the app for a moment (`Toast`), in real seconds since the window opened.
    var toast: Toast?
    /// When the last frame was presented (SDL's performance counter), for the HUD.
    private var lastPresent: UInt64?
    private var lastEventTime = 0.0
    /// X server times for mouse events, when SDL runs on X11 (`ServerTimeMapper`).
    private var serverTimes = ServerTimeMapper()
    /// The server time of the pointer event SDL is about to deliver, from its SYSWM message.
    private var pendingServerTime: UInt32?
    /// Events that arrived after the frame they happened in had run, so were moved to the next.
    public private(set) var lateEvents = 0
    /// The compositor's times for touch and pointer events, when SDL runs on Wayland.
    private var waylandStamps: WaylandStamps?
    /// Touch devices SDL listed at the last check; SDL 2 sends no event when one goes away.
    private var touchDeviceCount: Int32 = 0
    /// Input not yet delivered by a frame: its time on the frame clock and its device stamp in
    /// SDL ticks (milliseconds), for the input latency of the frame that delivers it.
    private var undeliveredInput: [(time: Double, stamp: UInt32)] = []

    /// Opens the window for `app` at `scale` pixels per point (nil: 2 on a HiDPI display, else 1).
    public init(app: Application, title: String, scale requestedScale: Double?, recorder: TraceRecorder?) throws {
        try SDLLibraries.startVideo()
        SDL_EventState(SDL_SYSWMEVENT.rawValue, SDL_ENABLE)  // the X server's times for mouse events
        self.app = app
        session = HeadlessSession(app: app, imageDecoder: BackgroundImageDecoder.shared)
        self.recorder = recorder
        touchDeviceCount = SDL_GetNumTouchDevices()
        var scale = requestedScale ?? Self.displayScale()
        var usable = SDL_Rect()
        var position = (x: Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK), y: Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK))
        var pixels = (width: Int32((app.size.width * scale).rounded()), height: Int32((app.size.height * scale).rounded()))
        if SDL_GetDisplayUsableBounds(0, &usable) == 0, usable.w > 0, usable.h > 0 {
            let placement = WindowPlacement(size: app.size, scale: scale,
                                            usable: Rect(x: Double(usable.x), y: Double(usable.y), width: Double(usable.w), height: Double(usable.h)))
            if let note = placement.note { print("scroll-lab: \(note)") }
            scale = placement.scale
            position = (placement.x, placement.y)
            pixels = (placement.width, placement.height)
        }
        guard let window = SDL_CreateWindow(title, position.x, position.y, pixels.width, pixels.height,
                                            SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue) else {
            throw SDLError.last("cannot create a window")
        }
        self.window = window
        // Never smaller than a trace may record (a replay refuses what the window cannot be).
        let minimum = Int32((Trace.sizeRange.lowerBound * scale).rounded(.up))
        SDL_SetWindowMinimumSize(window, minimum, minimum)
        let sdlRenderer: OpaquePointer
        do {
            (sdlRenderer, rendererName) = try RendererChoice.makeRenderer(for: window)
        } catch {
            SDL_DestroyWindow(window)
            throw error
        }
        self.sdlRenderer = sdlRenderer
        app.instruments.rendererName = rendererName
        var outputWidth: Int32 = 0, outputHeight: Int32 = 0, windowWidth: Int32 = 0, windowHeight: Int32 = 0
        SDL_GetRendererOutputSize(sdlRenderer, &outputWidth, &outputHeight)
        SDL_GetWindowSize(window, &windowWidth, &windowHeight)
        // Window units (X11: pixels; Wayland HiDPI: logical units) and drawable pixels per point.
        windowedScale = Double(windowWidth) / app.size.width
        translator = EventTranslator(windowSize: app.size, scale: windowedScale)
        waylandStamps = WaylandStamps(window: window)
        renderer = try DisplayListRenderer(renderer: sdlRenderer, scale: Double(outputWidth) / app.size.width)
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
    /// round the loop; it ends the session as closing the window does), or `maxSeconds` of frames
    /// have run (for smoke tests). With `log`, every frame's state log lines go to it, as
    /// `scroll-lab replay --log` writes them; `screenshot` gets the last frame; with `frameStats`,
    /// one line per presented frame: its costs and input latency (`FrameStats`). The caller
    /// commits them all (and the recording).
    public func run(maxSeconds: Double? = nil, screenshot: OutputFile? = nil, log: OutputFile? = nil,
                    frameStats: FrameStats? = nil, shouldEnd: () -> Bool = { false }) throws {
        app.recordsCallbacks = log != nil
        let startTicks = SDL_GetTicks64()
        let startCounter = SDL_GetPerformanceCounter()
        translator.secondsFromTimestamp = { [unowned self] milliseconds in
            clock.frameTime(ofRealTime: (Double(milliseconds) - Double(startTicks)) / 1000)
        }
        var event = SDL_Event()
        running: while !shouldEnd() {
            while SDL_PollEvent(&event) != 0 {
                if event.type == SDL_QUIT.rawValue { break running }
                if event.type == SDL_SYSWMEVENT.rawValue {
                    // Each X event comes first as a SYSWM message; one that is not a pointer event
                    // (the pointer entering the window) leaves its SDL events SDL's own time.
                    let serverTime = scrolllab_x11_pointer_time(&event)
                    pendingServerTime = serverTime != 0 ? serverTime : nil
                    continue
                }
                stampWithServerTime(&event)
                let compositor = waylandStamps?.stamp(&event, windowUnits: windowUnits())
                compositor?.liftsBefore.forEach(enqueueLift)
                let now = Double(SDL_GetTicks64() - startTicks) / 1000
                if handleWindowKey(event, atRealTime: now) { continue }
                if isFullscreen, event.type == SDL_WINDOWEVENT.rawValue,
                   SDL_WindowEventID(UInt32(event.window.event)) == SDL_WINDOWEVENT_SIZE_CHANGED {
                    placeAppInFullScreen()
                    continue
                }
                guard let translated = translator.translate(event, smoothScroll: compositor?.isSmoothScroll) else { continue }
                enqueue(translated, deviceStamp: event.common.timestamp)
                compositor?.liftAfter.map(enqueueLift)
            }
            // Fingers that left the trackpad without a last movement: SDL made no event of it.
            waylandStamps?.takeLifts().forEach(enqueueLift)
            let devices = SDL_GetNumTouchDevices()
            if devices < touchDeviceCount {
                enqueue(PointerEvent(time: clock.frameTime(ofRealTime: Double(SDL_GetTicks64() - startTicks) / 1000),
                                     kind: .touchDeviceRemoved), deviceStamp: SDL_GetTicks())
            }
            touchDeviceCount = devices
            let realTime = Double(SDL_GetTicks64() - startTicks) / 1000
            checkFullScreen(atRealTime: realTime)
            let due = clock.framesDue(realTime: realTime, lastFrameTime: loop.time)
            guard due > 0 else {
                SDL_Delay(1)
                continue
            }
            let stepStart = SDL_GetPerformanceCounter()
            for _ in 0..<due { try runFrame(log: log) }
            var picture = app.displayList()
            let renderStart = SDL_GetPerformanceCounter()
            if let toast, toast.until > realTime { toast.draw(into: &picture, size: app.size) }
            if isFullscreen { clearLetterbox() }
            renderer?.draw(picture)
            SDL_RenderFlush(sdlRenderer)
            let presentStart = SDL_GetPerformanceCounter()
            SDL_RenderPresent(sdlRenderer)
            let presented = SDL_GetPerformanceCounter()
            // SDL's ticks at the present, from the performance counter (both count from the same start).
            let presentTicks = Double(startTicks) + milliseconds(from: startCounter, to: presented)
            let cost = Instruments.FrameCost(interval: milliseconds(from: lastPresent ?? stepStart, to: presented),
                                             step: milliseconds(from: stepStart, to: renderStart),
                                             render: milliseconds(from: renderStart, to: presentStart),
                                             present: milliseconds(from: presentStart, to: presented),
                                             inputLatency: oldestDeliveredStamp().map { presentTicks - Double($0) })
            app.instruments.record(cost)
            try frameStats?.write(frame: loop.frameIndex, time: loop.time, cost: cost)
            lastPresent = presented
            if let maxSeconds, loop.time >= maxSeconds { break }
        }
        // Input that came in after the last frame ran (frames run up to the input allowance behind
        // real time) still gets its frames, as the replay of the recording will run them.
        while loop.time + FrameLoop.timeTolerance < lastEventTime { try runFrame(log: log) }
        recorder?.finish(at: max(loop.time, lastEventTime))
        if let failure = recorder?.failure { throw failure }
        if let screenshot { try saveScreenshot(into: screenshot) }
    }

    /// Runs one frame of the loop and writes its state log lines.
    private func runFrame(log: OutputFile?) throws {
        session.runFrame()
        if let log { for line in StateLog.lines(forFrameOf: loop) { try log.write(line: line) } }
    }

    /// Gives a mouse event the X server's time of the pointer event behind it, on SDL's clock.
    private func stampWithServerTime(_ event: inout SDL_Event) {
        defer { if event.type != SDL_SYSWMEVENT.rawValue { pendingServerTime = nil } }
        let type = event.type
        guard let serverTime = pendingServerTime,
              type == SDL_MOUSEMOTION.rawValue || type == SDL_MOUSEBUTTONDOWN.rawValue || type == SDL_MOUSEBUTTONUP.rawValue
        else { return }
        event.common.timestamp = UInt32(truncatingIfNeeded: serverTimes.sdlTicks(ofServerTime: serverTime, pumpedAt: SDL_GetTicks64()))
    }

    /// The fingers left the trackpad at SDL millisecond `ticks` (Wayland's `axis_stop`).
    private func enqueueLift(at ticks: UInt32) {
        enqueue(PointerEvent(time: translator.secondsFromTimestamp(ticks), kind: .scrollEnded(location: Point(x: .nan, y: .nan))), deviceStamp: ticks)
    }

    /// The window's size in window units (Wayland: logical units, as touches are reported).
    private func windowUnits() -> (width: Double, height: Double) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        return (Double(width), Double(height))
    }

    /// Milliseconds between two readings of SDL's performance counter.
    private func milliseconds(from start: UInt64, to end: UInt64) -> Double {
        Double(end &- start) * 1000 / Double(SDL_GetPerformanceFrequency())
    }

    /// Queues an event for the frame loop (and the recording), keeping the queue in time order.
    /// An event that happened before the last frame run but arrived after it goes to the next
    /// frame, and is recorded so, so that a replay delivers it in the same frame.
    private func enqueue(_ event: PointerEvent, deviceStamp: UInt32) {
        var event = event
        // The time the recording keeps (to the microsecond), so a replay sees the same.
        event.time = TraceWriter.recordedTime(max(event.time, lastEventTime))
        if event.time <= loop.time + FrameLoop.timeTolerance {
            if loop.frameIndex > 0 { lateEvents += 1 }
            event.stamp = event.time  // when it happened, for velocities; delivered in the next frame
            event.time = TraceWriter.recordedTime(loop.time + 0.000_002)
        }
        lastEventTime = event.time
        recorder?.record(event)
        session.enqueue(event)
        undeliveredInput.append((event.time, deviceStamp))
    }

    /// The device stamp of the oldest input the frames just run delivered, if any, forgetting them.
    private func oldestDeliveredStamp() -> UInt32? {
        let delivered = undeliveredInput.prefix { $0.time <= loop.time + FrameLoop.timeTolerance }
        undeliveredInput.removeFirst(delivered.count)
        return delivered.map(\.stamp).min()
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
