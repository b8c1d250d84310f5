// InputPump — SDL's event queue into the window's frame loop (`WindowHost`).
// Implements: polling SDL; the X server's times for mouse events on X11 (SYSWM messages,
//   `ServerTimeMapper`); the compositor's times, scroll sources and trackpad lifts on Wayland
//   (`WaylandStamps`); touch devices going away (polled: SDL 2 sends no event); the late-event
//   rule and the input latency (`InputSchedule`); recording (`TraceRecorder`).
// Does not: translate events (`EventTranslator`); handle the window's keys or full screen (every
//   event goes to the window first, `WindowHost+Keys`, `+FullScreen`); run or draw frames; give
//   keyboard or wheel events device times (SDL's own; X11's SYSWM covers the mouse only).

import CSDL2
import CX11Events
import Geometry
import Gestures
import ScrollTrace
import ScrollUI

/// Takes input from SDL and queues it for the session's frame loop, each event at the time its
/// device saw it on the frame clock, and records it. The window pumps it once per time round
/// its loop, before running the frames due.
final class InputPump {
    let translator: EventTranslator
    private let session: HeadlessSession
    private var loop: FrameLoop { session.loop }
    private let window: OpaquePointer
    private let recorder: TraceRecorder?
    /// SDL's ticks (milliseconds) when the run started: real time counts from here.
    private(set) var startTicks: UInt64 = 0
    /// The frame-clock time of a real time, both in seconds.
    private var frameTime: (Double) -> Double = { $0 }
    /// When each event is delivered (the late-event rule) and the input latency.
    private(set) var schedule = InputSchedule()
    /// X server times for mouse events, when SDL runs on X11.
    private var serverTimes = ServerTimeMapper()
    /// The server time of the pointer event SDL is about to deliver, from its SYSWM message.
    private var pendingServerTime: UInt32?
    /// The compositor's times for touch and pointer events, when SDL runs on Wayland.
    private let waylandStamps: WaylandStamps?
    /// Touch devices SDL listed at the last check; SDL 2 sends no event when one goes away.
    private var touchDeviceCount: Int32

    /// A pump for `window`'s input into `session`, recording to `recorder`; `touchDeviceCount`
    /// is how many touch devices SDL listed when the window opened.
    init(window: OpaquePointer, session: HeadlessSession, translator: EventTranslator,
         recorder: TraceRecorder?, touchDeviceCount: Int32) {
        self.window = window
        self.session = session
        self.translator = translator
        self.recorder = recorder
        self.touchDeviceCount = touchDeviceCount
        waylandStamps = WaylandStamps(window: window)
    }

    /// Starts the run's real clock now; `frameTime` maps its seconds onto the frame clock.
    func start(frameTime: @escaping (Double) -> Double) {
        let start = SDL_GetTicks64()
        startTicks = start
        self.frameTime = frameTime
        translator.secondsFromTimestamp = { milliseconds in frameTime((Double(milliseconds) - Double(start)) / 1000) }
    }

    /// Real seconds since the run started.
    var realTime: Double { Double(SDL_GetTicks64() - startTicks) / 1000 }

    /// Delivers everything in SDL's queue. Each event goes to `windowEvent` first, with the real
    /// time; it returns true for the window's own (its keys, full screen's resizes), which go no
    /// further. Returns false when the window was closed (`SDL_QUIT`).
    func pump(windowEvent: (SDL_Event, Double) -> Bool) -> Bool {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            if event.type == SDL_QUIT.rawValue { return false }
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
        checkTouchDevices()
        return true
    }

    /// The recording's end at `time` (the window's last frame); throws its first write error.
    func finishRecording(at time: Double) throws {
        recorder?.finish(at: time)
        if let failure = recorder?.failure { throw failure }
    }

    /// When the device saw the oldest input the frames run since the last call delivered, in SDL ticks.
    func takeOldestDelivered() -> UInt32? {
        schedule.takeOldestDelivered(upTo: loop.time)
    }

    /// Gives `event` its device's time, lets the window take it, else translates and queues it.
    private func deliver(_ event: inout SDL_Event, windowEvent: (SDL_Event, Double) -> Bool) {
        stampWithServerTime(&event)
        let compositor = waylandStamps?.stamp(&event, windowUnits: windowUnits())
        compositor?.liftsBefore.forEach(enqueueLift)
        if windowEvent(event, realTime) { return }
        guard let translated = translator.translate(event, smoothScroll: compositor?.isSmoothScroll) else { return }
        enqueue(translated, occurredAtTicks: event.common.timestamp)
        compositor?.liftAfter.map(enqueueLift)
    }

    /// Gives a mouse event the X server's time of the pointer event behind it, on SDL's clock.
    private func stampWithServerTime(_ event: inout SDL_Event) {
        defer { pendingServerTime = nil }
        let type = event.type
        guard let serverTime = pendingServerTime,
              type == SDL_MOUSEMOTION.rawValue || type == SDL_MOUSEBUTTONDOWN.rawValue || type == SDL_MOUSEBUTTONUP.rawValue
        else { return }
        event.common.timestamp = UInt32(truncatingIfNeeded: serverTimes.sdlTicks(ofServerTime: serverTime, pumpedAt: SDL_GetTicks64()))
    }

    /// A touch device went away since the last check (SDL 2 sends no event of it).
    private func checkTouchDevices() {
        let devices = SDL_GetNumTouchDevices()
        if devices < touchDeviceCount {
            enqueue(PointerEvent(time: frameTime(realTime), kind: .touchDeviceRemoved), occurredAtTicks: SDL_GetTicks())
        }
        touchDeviceCount = devices
    }

    /// The fingers left the trackpad at SDL millisecond `ticks` (Wayland's `axis_stop`).
    private func enqueueLift(at ticks: UInt32) {
        enqueue(PointerEvent(time: translator.secondsFromTimestamp(ticks), kind: .scrollEnded(location: Point(x: .nan, y: .nan))),
                occurredAtTicks: ticks)
    }

    /// Queues `event` for the frame loop and the recording, when `InputSchedule` says;
    /// `occurredAtTicks` is when its device saw it, in SDL ticks.
    private func enqueue(_ event: PointerEvent, occurredAtTicks: UInt32) {
        let event = schedule.schedule(event, occurredAtTicks: occurredAtTicks, lastFrameTime: loop.time, frameIndex: loop.frameIndex)
        recorder?.record(event)
        session.enqueue(event)
    }

    /// Queues `kind`, made by the app during the frame that just ran (the tuning panel's change),
    /// for the next frame, and records it: the replay delivers it in the same frame.
    func enqueueForNextFrame(_ kind: PointerEvent.Kind) {
        let event = schedule.scheduleForNextFrame(PointerEvent(time: loop.time, kind: kind), lastFrameTime: loop.time)
        recorder?.record(event)
        session.enqueue(event)
    }

    /// The window's size in window units (Wayland: logical units, as touches are reported).
    private func windowUnits() -> (width: Double, height: Double) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        return (Double(width), Double(height))
    }
}
