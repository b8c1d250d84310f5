import Geometry
import Gestures
import ScrollPhysics
import ScrollSession
import ScrollTrace
import ScrollUI

/// Drives a screen headlessly on the virtual 60 Hz clock, as `scroll-lab replay` does: queue
/// scripted input (`drag`, `fling`, `tap`, … in `ScreenDriver+Input.swift`) or a recorded trace,
/// run frames until a time or until everything is at rest, then read the scroll views' state
/// and the delegate callbacks they made, in order. Frame n runs at exactly n/60 s, so the same
/// script gives the same numbers on every machine.
///
/// ```swift
/// let driver = ScreenDriver(FeedScreen())
/// driver.fling(from: Point(x: 200, y: 600), velocity: Point(x: 0, y: -2000))
/// try driver.runUntilAtRest()
/// #expect(driver.scrollView("feed")?.contentOffset.y ?? 0 > 1000)
/// #expect(driver.callbacks("feed").last == .didEndDecelerating)
/// ```
///
/// With `checksInvariants` on, `InvariantChecker` runs after every frame and the run throws
/// the first `InvariantViolation`. The driver needs no renderer (no SDL): screenshots are an
/// extension in ScrollLabTesting, which re-exports this module.
public final class ScreenDriver {
    /// One delegate callback (or typed event) a logged scroll view made.
    public typealias Callback = AppSession.Callback

    /// The headless session the driver runs: the same one `scroll-lab replay` runs.
    public let session: AppSession
    public var app: Application { session.app }
    public var loop: FrameLoop { session.loop }
    /// Every callback so far, in call order.
    public var callbacks: [Callback] { session.callbacks }
    /// Run `InvariantChecker` after every frame (default: on).
    public var checksInvariants = true
    private let invariants: InvariantChecker
    /// When the input queued so far ends, in seconds; the next gesture starts after it.
    public var inputEnd: Double {
        get { session.inputEnd }
        set { session.inputEnd = newValue }
    }

    /// Drives `app` as it is; its scroll views scroll with `physics` (as `run --physics FILE`
    /// starts them; default UIKit's feel). Pictures are decoded by `imageDecoder`: the default,
    /// `ImageFileCheck`, loads a picture whose file is found with a sound header (a missing one stays
    /// unloaded, as in the replay) on the frames a decode would; ScrollLabTesting's
    /// `ScreenDriver.rendererDecoder` decodes the pixels as the replay and the window do.
    public init(app: Application, physics: PhysicsSettings = .uiKit, imageDecoder: ImageDecoding? = ImageFileCheck()) {
        if !physics.isUIKit { app.tuning.apply(PhysicsChange(settings: physics)) }
        session = AppSession(app: app, imageDecoder: imageDecoder)
        invariants = InvariantChecker(app: app)
    }

    /// Drives `screen` in a window of `size` points; with `pushedOn`, the screen is pushed on
    /// that one, so the back gesture has somewhere to go.
    public convenience init(
        _ screen: ViewController, size: Size = ScreenDriver.phoneSize, pushedOn root: ViewController? = nil,
        physics: PhysicsSettings = .uiKit, imageDecoder: ImageDecoding? = ImageFileCheck()
    ) {
        let app = Application(root: root ?? screen, size: size)
        if root != nil { app.push(screen) }
        self.init(app: app, physics: physics, imageDecoder: imageDecoder)
    }

    /// Drives the screen `name` of `registry`, pushed on the registry's root as `scroll-lab run`
    /// shows it; nil for a name the registry does not have.
    public convenience init?(
        registry: ScreenRegistry, screen name: String, size: Size = ScreenDriver.phoneSize,
        options: ScreenOptions = ScreenOptions(), physics: PhysicsSettings = .uiKit,
        imageDecoder: ImageDecoding? = ImageFileCheck()
    ) {
        guard let app = registry.makeApplication(screen: name, size: size, options: options) else { return nil }
        self.init(app: app, physics: physics, imageDecoder: imageDecoder)
    }

    /// 390 × 844 points, an iPhone 14: `scroll-lab`'s default window.
    public static let phoneSize = Size(width: 390, height: 844)

    /// The time of the last frame run, in seconds.
    public var time: Double { loop.time }
    /// The screen on top: the top presented screen, else the top of the navigation stack.
    public var screen: ViewController { app.topViewController }

    /// The top screen's logged scroll view `id` (`ViewController.loggedScrollViews`).
    public func scrollView(_ id: String) -> ScrollView? {
        screen.loggedScrollViews.first { $0.id == id }?.scrollView
    }

    /// The events `id` made, in order (`view: nil`: every scroll view's).
    public func callbacks(_ id: String) -> [ScrollViewEvent] {
        callbacks.filter { $0.view == id }.map(\.event)
    }

    /// Forgets the callbacks recorded so far.
    public func clearCallbacks() { session.clearCallbacks() }

    // MARK: Running

    /// Runs one frame (and checks the invariants when asked to).
    public func runFrame() throws {
        session.runFrame()
        try checkInvariants()
    }

    /// Runs frames until the frame time reaches `end` seconds (the last frame is the first at or
    /// after it), calling `afterFrame` after each (after the invariants): a check on every frame.
    public func run(until end: Double, afterFrame: () throws -> Void = {}) throws {
        try session.run(until: end) {
            try checkInvariants()
            try afterFrame()
        }
    }

    /// Runs frames for `seconds` more.
    public func run(for seconds: Double) throws { try run(until: loop.time + seconds) }

    /// Delivers all queued input, then runs until nothing moves and nothing waits
    /// (`AppSession.isAtRest`: no touch down, no recognizer deciding — a tap waiting for a
    /// double tap is not at rest —, no motion, transition or fade); the number of frames it ran.
    /// Throws `NotAtRest` after `limit` seconds.
    @discardableResult
    public func runUntilAtRest(limit: Double = 10) throws -> Int {
        try session.runUntilAtRest(limit: limit, afterFrame: checkInvariants)
    }

    /// Runs frames until `condition` holds (checked before each frame: none when it already
    /// holds) — for a moment in a run (a drag began), or a rest narrower than
    /// `runUntilAtRest`'s (a list stopped while its indicator still fades); the number of frames
    /// it ran. Throws `ConditionNotMet` when it still does not hold after `limit` seconds.
    @discardableResult
    public func runUntil(limit: Double = 10, _ condition: () -> Bool) throws -> Int {
        let first = loop.currentFrame, end = loop.time + limit
        while !condition() {
            guard loop.time < end else { throw ConditionNotMet(seconds: limit, time: loop.time) }
            try runFrame()
        }
        return loop.currentFrame - first
    }

    /// True when nothing moves and nothing waits (see `runUntilAtRest`).
    public var isAtRest: Bool { session.isAtRest }

    /// What `runUntilAtRest` throws when something still moves after its limit.
    public typealias NotAtRest = AppSession.NotAtRest

    /// What `runUntil(limit:_:)` throws when its condition still does not hold after its limit.
    public struct ConditionNotMet: Error, CustomStringConvertible {
        public var seconds: Double
        public var time: Double
        public var description: String { "the condition still does not hold after \(seconds) s (t = \(time) s)" }
    }

    private func checkInvariants() throws {
        if checksInvariants {
            try invariants.check(context: String(format: "frame %d, t = %.4f s", loop.currentFrame, loop.time))
        }
    }

    // MARK: Traces

    /// Queues every event of `trace`, shifted to start after the input queued so far; a header
    /// that states its stamps' resolution sets the app's (`Application.stampResolution`).
    public func play(_ trace: Trace) {
        if let resolution = trace.header.stampResolution { app.stampResolution = resolution }
        let start = max(inputEnd, loop.time)
        let offset = start > 0 ? start : 0
        // Verbatim but for the shift: a late event keeps its device stamp (as the replay plays it).
        for event in trace.events {
            enqueue(
                SessionEvent(
                    deliveredAt: event.deliveredAt + offset, kind: event.kind, stamp: event.stamp.map { $0 + offset }))
        }
        if let end = trace.end { inputEnd = max(inputEnd, end + offset) }
    }

    /// Queues the trace recorded in the file at `path` (`scroll-lab run --record`); a malformed
    /// file throws the reader's error, naming the file and line.
    public func play(traceFile path: String) throws {
        play(try TraceReader.read(path: path))
    }

    /// Queues one event; events must come in time order.
    public func enqueue(_ event: SessionEvent) { session.enqueue(event) }

    /// Queues one pointer event (a finger, the mouse, a scroll); events must come in time order.
    public func enqueue(_ event: PointerEvent) { session.enqueue(SessionEvent(event)) }
}
