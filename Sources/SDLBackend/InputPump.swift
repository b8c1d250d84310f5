// InputPump — SDL's event queue into the window's frame loop (`WindowHost`).
// Implements: polling SDL; the X server's times for mouse, touch and wheel events on X11 (SYSWM
//   messages, `X11Stamps`, `ServerTimeMapper`) and a touchpad's precise scrolls there; the
//   compositor's times, scroll sources and trackpad lifts on Wayland (`WaylandStamps`); touch devices going away (polled: SDL 2 sends no event); each pump's
//   input scheduled together once SDL's queue is empty (`InputBatch`: a key's time no later than the
//   stamped input behind it), the late-event rule and the input latency (`InputSchedule`);
//   recording, in the order frames deliver (`TraceRecorder`); the run's real clock (the
//   performance counter) and how late each pump's stamped input arrived (for `FramePacing`).
// Does not: translate events (`EventTranslator`); handle the window's keys or full screen (every
//   event goes to the window first, `WindowHost+Keys`, `+FullScreen`); run or draw frames; give
//   keyboard events device times on X11 (SDL's own), or wheel events on Wayland.

import CSDL2
import CX11Events
import Foundation
import Geometry
import Gestures
import ScrollSession
import ScrollTrace
import ScrollUI
import SDLRender

/// Takes input from SDL and queues it for the session's frame loop, each event at the time its
/// device saw it on the frame clock, and records it. The window pumps it once per time round
/// its loop, before running the frames due.
final class InputPump {
    let translator: EventTranslator
    private let session: AppSession
    private var loop: FrameLoop { session.loop }
    private let window: OpaquePointer
    private let recorder: TraceRecorder?
    /// SDL's ticks (milliseconds) when the run started: real time counts from here.
    private(set) var startTicks: UInt64 = 0
    /// SDL's performance counter at the same instant: real time is read from it, finer than ticks.
    private(set) var startCounter: UInt64 = 0
    /// When the last pump started (real seconds), and how late the stamped input it took arrived
    /// (`takeArrivalLags`).
    private var pumpedAt = 0.0
    private var arrivalLags: [Double] = []
    /// The frame-clock time of a real time, both in seconds.
    private var frameTime: (Double) -> Double = { $0 }
    /// The time the frame clock dropped after stalls, in frame seconds.
    private var droppedTime: () -> Double = { 0 }
    /// Gives back frame seconds the clock dropped (`FixedStepClock.restoreDropped`).
    private var restoreDropped: (Double) -> Void = { _ in }
    /// The input pumped since SDL's queue was last empty, scheduled once it is (`InputBatch`).
    private var batch = InputBatch()
    /// When input happened on the frame clock, the drops taken only at pauses in it.
    private var timeline = DeviceTimeline()
    /// When each event is delivered (the late-event rule) and the input latency.
    private(set) var schedule = InputSchedule()
    /// X server times for mouse, touch and wheel events, when SDL runs on X11.
    private var serverTimes = ServerTimeMapper()
    /// The X server's XI2 touch and scroll events behind SDL's, when SDL runs on X11.
    private let x11Stamps: X11Stamps?
    /// The server time of the pointer event SDL is about to deliver, from its SYSWM message.
    private var pendingServerTime: UInt32?
    /// Whether the trackpad's lifts have been declared (`declareTrackpadLifts`).
    private var declaredTrackpadLifts = false
    /// The compositor's times for touch and pointer events, when SDL runs on Wayland.
    private let waylandStamps: WaylandStamps?
    /// Touch devices SDL listed at the last check; SDL 2 sends no event when one goes away.
    private var touchDeviceCount: Int32

    /// A pump for `window`'s input into `session`, recording to `recorder`; `touchDeviceCount`
    /// is how many touch devices SDL listed when the window opened.
    init(
        window: OpaquePointer, session: AppSession, translator: EventTranslator,
        recorder: TraceRecorder?, touchDeviceCount: Int32
    ) {
        self.window = window
        self.session = session
        self.translator = translator
        self.recorder = recorder
        self.touchDeviceCount = touchDeviceCount
        let stamps = WaylandStamps(window: window)
        waylandStamps = stamps
        x11Stamps = stamps.isActive ? nil : X11Stamps(window: window)
        translator.stretchesTouches = SDLLibraries.videoDriver == "x11"
        // Whole milliseconds (SDL's, the X server's, the compositor's) unless the compositor gives microseconds.
        let resolution = stamps.isActive ? stamps.stampResolution : Self.millisecond
        session.app.stampResolution = resolution
        recorder?.declare(stampResolution: resolution)
    }

    /// The resolution of SDL's and the display servers' millisecond stamps, in seconds.
    static let millisecond = 0.001

    /// SDL's touch and wheel events on X11 that got the server's time, and those that kept SDL's.
    var serverTimeCounts: (matched: Int, unmatched: Int) { (x11Stamps?.matched ?? 0, x11Stamps?.unmatched ?? 0) }

    /// Starts the run's real clock now; `frameTime` maps its seconds onto the frame clock, which
    /// has dropped `droppedTime()` frame seconds after stalls (`FixedStepClock`) and gives some of
    /// them back with `restoreDropped`.
    func start(
        frameTime: @escaping (Double) -> Double, droppedTime: @escaping () -> Double,
        restoreDropped: @escaping (Double) -> Void
    ) {
        // Real time starts on a tick's edge (a wait of at most 1 ms, once), so that the performance
        // counter's fine time and the devices' whole-millisecond stamps count from the same instant.
        let previous = SDL_GetTicks64()
        repeat { startTicks = SDL_GetTicks64() } while startTicks == previous
        startCounter = SDL_GetPerformanceCounter()
        serverTimes = .local(sdlTicks: startTicks)
        self.frameTime = frameTime
        self.droppedTime = droppedTime
        self.restoreDropped = restoreDropped
        translator.secondsFromTimestamp = { [unowned self] milliseconds in inputTime(ofTicks: Double(milliseconds)) }
        declareTrackpadLifts()
    }

    /// A compositor whose trackpad reports lifts (`WaylandStamps.reportsTrackpadLifts`) is
    /// declared once, as a recording declares it, with a lift at the run's start: the first
    /// gesture then waits for its own lift, not for the idle gap (ScrollUI.docc/InputOnLinux.md).
    /// The compositor's seat can get its pointer after the window opened (Weston's DRM backend
    /// did), so this is asked again at each event until it holds, before any scroll is delivered.
    private func declareTrackpadLifts() {
        guard !declaredTrackpadLifts, waylandStamps?.reportsTrackpadLifts == true else { return }
        declaredTrackpadLifts = true
        let ticks = UInt32(truncatingIfNeeded: startTicks)
        // A declaration, not input: the frame clock may still drop a slow start (`DeviceTimeline`).
        let lift = SessionEvent(
            deliveredAt: translator.secondsFromTimestamp(ticks), kind: .scrollEnded(location: Point(x: .nan, y: .nan)))
        session.enqueue(
            schedule.schedule(lift, occurredAtTicks: ticks, lastFrameTime: loop.time, currentFrame: loop.currentFrame))
    }

    /// The frame-clock time of input its device saw at SDL tick `ticks` (milliseconds; fractions
    /// for microsecond stamps), on the input's own timeline (`DeviceTimeline`).
    private func inputTime(ofTicks ticks: Double) -> Double {
        timeline.frameTime(
            ofRealTime: (ticks - Double(startTicks)) / 1000, clock: frameTime, droppedTime: droppedTime())
    }

    /// Whether input has come: from then on its times keep their spacing (`DeviceTimeline`), and
    /// the frame clock must catch up with every stall instead of dropping it (`FixedStepClock.keepTime`).
    var keepsTime: Bool { timeline.keepsTime }

    /// Real seconds since the run started, from the performance counter (microseconds, where SDL's
    /// ticks are whole milliseconds).
    var realTime: Double { Double(SDL_GetPerformanceCounter() &- startCounter) / Double(SDL_GetPerformanceFrequency()) }

    /// How long after their devices saw it the stamped input of the last pump arrived, in real
    /// seconds (`FramePacing`); and when that pump started. Forgets the lags.
    func takeArrivalLags() -> (pumpedAt: Double, lags: [Double]) {
        defer { arrivalLags = [] }
        return (pumpedAt, arrivalLags)
    }

    /// Delivers everything in SDL's queue. Each event goes to `windowEvent` first, with the real
    /// time; it returns true for the window's own (its keys, full screen's resizes), which go no
    /// further. Returns false when the window was closed (`SDL_QUIT`).
    func pump(windowEvent: (SDL_Event, Double) -> Bool) -> Bool {
        pumpedAt = realTime
        arrivalLags = []
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            if event.type == SDL_QUIT.rawValue {
                scheduleBatch()
                return false
            }
            if event.type == SDL_SYSWMEVENT.rawValue {
                // Each X event comes first as a SYSWM message; one that is not a pointer event
                // (the pointer entering the window) leaves its SDL events SDL's own time.
                let serverTime = scrolllab_x11_pointer_time(&event)
                pendingServerTime = serverTime != 0 ? serverTime : nil
                continue
            }
            deliver(&event, windowEvent: windowEvent)
        }
        // Fingers that left the trackpad without a last movement: SDL made no event of it.
        waylandStamps?.takeLifts().forEach(enqueueLift)
        x11Stamps?.takeScrolls().forEach(enqueuePreciseScroll)
        checkTouchDevices()
        scheduleBatch()
        return true
    }

    /// Schedules the input pumped since SDL's queue was last empty (`InputBatch`); the first input
    /// the window gets, if the clock dropped a stall it was queued in, gets that time back.
    private func scheduleBatch() {
        let (events, restored) = batch.schedule(
            with: &schedule, timeline: &timeline, lastFrameTime: loop.time, currentFrame: loop.currentFrame,
            droppedTime: droppedTime())
        if restored > 0 { restoreDropped(restored) }
        events.forEach(session.enqueue)
    }

    /// The recording's end at `time` (the window's last frame); throws its first write error.
    /// On X11, says on stderr how many touch and wheel events got the server's time.
    func finishRecording(at time: Double) throws {
        let counts = serverTimeCounts
        if counts.matched + counts.unmatched > 0 {
            let line =
                "scroll-lab: X11: \(counts.matched) touch and wheel events on the X server's time, "
                + "\(counts.unmatched) on SDL's (no server record matched)\n"
            FileHandle.standardError.write(Data(line.utf8))
        }
        recorder?.finish(at: time)
        if let failure = recorder?.failure { throw failure }
    }

    /// Asks the compositor (Wayland's `wp_presentation`) when the frame about to be presented is
    /// shown; false when it cannot tell (X11, or a compositor without it).
    func requestPresentationTime() -> Bool { waylandStamps?.requestPresentationTime() ?? false }

    /// When the frames asked about were shown, oldest first, in SDL ticks (nil: not shown).
    func takePresentationTimes() -> [Double?] { waylandStamps?.takePresentationTimes() ?? [] }

    /// When the device saw each input the frames run since the last call delivered, in SDL ticks,
    /// oldest first.
    func takeDelivered() -> [UInt32] {
        schedule.takeDelivered(upTo: loop.time)
    }

    /// Gives `event` its device's time, lets the window take it, else translates and queues it.
    private func deliver(_ event: inout SDL_Event, windowEvent: (SDL_Event, Double) -> Bool) {
        let serverStamped = stampWithServerTime(&event)
        let server = x11Stamps?.match(event)
        if let server {
            server.scrollsBefore.forEach(enqueuePreciseScroll)
            if let time = server.time { event.common.timestamp = sdlTicks(ofServerTime: time) }
            if server.isEmulatedTick { return }  // the touchpad's precise scrolls carry it
        }
        let units = windowUnits()
        translator.fingerToWindow(&event, windowUnits: units)  // after the X server's match, which knows SDL's place
        let compositor = waylandStamps?.stamp(&event, windowUnits: units) { [translator] in
            translator.sdlPlace(of: $0, windowUnits: units)
        }
        // where SDL clamped it
        translator.placeFinger(&event, at: server?.place ?? compositor?.place, windowUnits: units)
        declareTrackpadLifts()
        compositor?.liftsBefore.forEach(enqueueLift)
        if windowEvent(event, realTime) { return }
        // two for an Alt-drag
        let translated = translator.translateAll(event, smoothScroll: compositor?.isSmoothScroll)
        for var core in translated {
            if let microseconds = compositor?.microseconds {
                core.deliveredAt = inputTime(ofTicks: Double(microseconds) / 1000)
            }
            enqueue(
                core, occurredAtTicks: event.common.timestamp,
                isStamped: serverStamped || server?.time != nil || compositor != nil)
        }
        compositor?.liftAfter.map(enqueueLift)
    }

    /// Gives a mouse event the X server's time of the pointer event behind it, on SDL's clock;
    /// true when it did.
    private func stampWithServerTime(_ event: inout SDL_Event) -> Bool {
        defer { pendingServerTime = nil }
        let type = event.type
        guard let serverTime = pendingServerTime,
            type == SDL_MOUSEMOTION.rawValue || type == SDL_MOUSEBUTTONDOWN.rawValue
                || type == SDL_MOUSEBUTTONUP.rawValue
        else { return false }
        event.common.timestamp = sdlTicks(ofServerTime: serverTime)
        return true
    }

    /// SDL milliseconds of X server time `serverTime`.
    private func sdlTicks(ofServerTime serverTime: UInt32) -> UInt32 {
        UInt32(truncatingIfNeeded: serverTimes.sdlTicks(ofServerTime: serverTime, pumpedAt: SDL_GetTicks64()))
    }

    /// A touchpad's scroll on X11 that SDL made no event of (`X11Stamps`).
    private func enqueuePreciseScroll(_ scroll: XInputEvents.PreciseScroll) {
        let ticks = sdlTicks(ofServerTime: scroll.time)
        let delta = Point(
            x: scroll.deltaX * X11Stamps.pointsPerIncrement, y: scroll.deltaY * X11Stamps.pointsPerIncrement)
        guard let event = translator.preciseScroll(by: delta, atWindowX: scroll.x, y: scroll.y, timestamp: ticks) else {
            return
        }
        enqueue(event, occurredAtTicks: ticks, isStamped: true)
    }

    /// A touch device went away since the last check (SDL 2 sends no event of it).
    private func checkTouchDevices() {
        let devices = SDL_GetNumTouchDevices()
        if devices < touchDeviceCount {
            let now = SDL_GetTicks()
            enqueue(
                SessionEvent(deliveredAt: inputTime(ofTicks: Double(now)), kind: .touchDeviceRemoved),
                occurredAtTicks: now,
                isStamped: false)
        }
        touchDeviceCount = devices
    }

    /// The fingers left the trackpad at SDL millisecond `ticks` (Wayland's `axis_stop`).
    private func enqueueLift(at ticks: UInt32) {
        enqueue(
            SessionEvent(
                deliveredAt: translator.secondsFromTimestamp(ticks),
                kind: .scrollEnded(location: Point(x: .nan, y: .nan))),
            occurredAtTicks: ticks, isStamped: true)
    }

    /// Queues `event` for the frame loop once SDL's queue is empty (`scheduleBatch`), when
    /// `InputSchedule` says; `occurredAtTicks` is when its device saw it, in SDL ticks, and
    /// `isStamped` whether that is its device's time (not when SDL read it). It is recorded when a
    /// frame delivers it (`record(delivered:)`).
    private func enqueue(_ event: SessionEvent, occurredAtTicks: UInt32, isStamped: Bool) {
        if isStamped {
            let sinceStart = Int32(bitPattern: occurredAtTicks &- UInt32(truncatingIfNeeded: startTicks))
            arrivalLags.append(pumpedAt - Double(sinceStart) / 1000)
        }
        batch.append(.init(event: event, occurredAtTicks: occurredAtTicks, isStamped: isStamped))
    }

    /// Queues `kind`, made by the app during the frame that just ran (the tuning panel's change),
    /// for the next frame, ahead of any input already queued for later frames (the window runs
    /// frames in batches when it is behind): it is recorded as that frame delivers it.
    func enqueueForNextFrame(_ kind: SessionEvent.Kind) {
        session.loop.insert(
            schedule.scheduleForNextFrame(SessionEvent(deliveredAt: loop.time, kind: kind), lastFrameTime: loop.time))
    }

    /// Records the events a frame delivered, in the order it delivered them: the queue's order,
    /// which is time order, with the app's own events (`enqueueForNextFrame`) in their place.
    func record(delivered events: [SessionEvent]) {
        events.forEach { recorder?.record($0) }
    }

    /// The window's size in window units (Wayland: logical units, as touches are reported).
    private func windowUnits() -> Size {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        return Size(width: Double(width), height: Double(height))
    }
}
