import ScrollTrace
import ScrollUI

/// One headless run of an application on the virtual clock — the one loop under `scroll-lab
/// replay`, `ScreenDriver`, `bench` and the window (swift-nio's `EmbeddedEventLoop` is the model:
/// one clock, one queue). Events are queued verbatim, their device `stamp` included; frame n
/// runs at exactly n/60 s; the image decoder is attached here once; every delegate callback of
/// the logged scroll views is collected with the time of its frame.
///
/// ```swift
/// let session = AppSession(app: app, imageDecoder: decoder)
/// trace.events.forEach(session.enqueue)
/// session.run(until: 2) { log(StateLog.lines(forFrameOf: session.loop)) }  // StateLog.lines: ScrollSession
/// ```
public final class AppSession {
    /// One delegate callback (or typed event) a logged scroll view made.
    public struct Callback: Equatable, Sendable {
        /// The frame's time, in seconds.
        public var time: Double
        /// The scroll view's log id (`ViewController.loggedScrollViews`).
        public var view: String
        public var event: ScrollViewEvent
    }

    public let app: Application
    public let loop: FrameLoop
    /// Every callback so far, in call order.
    public private(set) var callbacks: [Callback] = []
    /// When the input queued so far ends, in seconds (its last event, or a trace's end marker).
    public var inputEnd = 0.0
    private var observation: Observation?

    /// Runs `app` from frame 0; pictures are decoded by `imageDecoder` (the renderer's
    /// `BackgroundImageDecoder` in the replay, the driver and the window alike).
    public init(app: Application, imageDecoder: ImageDecoding?) {
        self.app = app
        app.imageDecoder = imageDecoder
        loop = FrameLoop(app: app)
        observation = app.observeCallbacks { [weak self] callback in
            guard let self else { return }
            callbacks.append(Callback(time: app.now, view: callback.view, event: callback.event))
        }
    }

    /// The time of the last frame run, in seconds.
    public var time: Double { loop.time }

    /// Queues one event as it is (time, kind and stamp); events must come in time order.
    public func enqueue(_ event: SessionEvent) {
        loop.enqueue(event)
        inputEnd = max(inputEnd, event.deliveredAt)
    }

    /// Delivers `event` now, as the next frame would (`FrameLoop.deliverForNextFrame`): for a
    /// reader of a trace in time order (the replay), so that a frame's events are never gathered,
    /// however many there are.
    public func deliverForNextFrame(_ event: SessionEvent) {
        loop.deliverForNextFrame(event)
        inputEnd = max(inputEnd, event.deliveredAt)
    }

    /// Queues each change the tuning panel makes as a `physics` event for the next frame, as the
    /// window does (`PhysicsTuning.onChange`), so that a test can drive the panel and replay the
    /// events the frames delivered. Without it the panel's changes are dropped, as in a replay.
    public func queuePanelChanges() {
        app.tuning.onChange = { [weak self] change in
            guard let self else { return }
            let time = loop.time + FrameLoop.nextFrameDelay
            loop.insert(SessionEvent(deliveredAt: time, kind: .physics(change)))
            inputEnd = max(inputEnd, time)
        }
    }

    /// Runs the next frame; the events it delivered, in order.
    @discardableResult
    public func runFrame() -> [SessionEvent] { loop.runFrame() }

    /// Runs frames until the frame time reaches `end` seconds (the last frame is the first at or
    /// after it), calling `afterFrame` after each.
    public func run(until end: Double, afterFrame: () throws -> Void = {}) rethrows {
        while loop.time < end - FrameLoop.timeTolerance {
            runFrame()
            try afterFrame()
        }
    }

    /// True when nothing moves and nothing waits: no touch down, no recognizer still deciding
    /// (a single tap waiting for a double tap to fail is not at rest), no drag, deceleration,
    /// bounce, animation or trackpad gesture on any screen's scroll views, no push or pop, no
    /// presentation moving (nor a tab's stack), and no view asking for time (fades, loading
    /// pictures, `View.animate`).
    public var isAtRest: Bool {
        guard app.dispatcher.activeTouches.isEmpty, !app.dispatcher.hasUndecidedRecognizers,
            app.navigation.transition == nil, app.displayLink.scheduledCount == 0, app.presentations.isSettled
        else { return false }
        return (app.navigation.stack + app.presentations.presentations.map(\.presented)).allSatisfy { screen in
            (screen as? TabBarController)?.selectedNavigation.transition == nil
                && screen.loggedScrollViews.allSatisfy { _, view in
                    !view.isTracking && !view.isDecelerating && !view.isInMotion && !view.isTrackpadScrolling
                }
        }
    }

    /// Delivers all queued input, then runs until `isAtRest`, calling `afterFrame` after each
    /// frame; the number of frames it ran. Throws `NotAtRest` when something still moves
    /// `limit` seconds after the input ended.
    @discardableResult
    public func runUntilAtRest(limit: Double = 10, afterFrame: () throws -> Void = {}) throws -> Int {
        let first = loop.currentFrame
        try run(until: inputEnd + FrameLoop.frameDuration, afterFrame: afterFrame)
        let end = loop.time + limit
        while !isAtRest {
            guard loop.time < end else { throw NotAtRest(seconds: limit, time: loop.time) }
            runFrame()
            try afterFrame()
        }
        return loop.currentFrame - first
    }

    /// Forgets the callbacks collected so far.
    public func clearCallbacks() { callbacks.removeAll() }

    /// What `runUntilAtRest` throws when something still moves after its limit.
    public struct NotAtRest: Error, CustomStringConvertible {
        public var seconds: Double
        public var time: Double
        public var description: String { "still moving \(seconds) s after the input ended (t = \(time) s)" }
    }
}
