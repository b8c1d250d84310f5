import Geometry
import Gestures
import ScrollTrace
import ScrollUI

/// The whole app as the core sees it: a window-sized root view holding a navigation stack,
/// the touch dispatcher that feeds the gesture layer, and the per-frame steps of ScrollSession.docc/TheFrameLoop.md.
/// Time always arrives as an argument (seconds on the frame loop's clock).
public final class Application {
    /// The root view; its frame is the window, in points.
    public let window: View = WindowView(name: "window")
    public let navigation: NavigationController
    /// The screens presented over the navigation stack (`ViewController.present`).
    public let presentations: PresentationStack
    /// "Now": the one clock of the session, which only the frame loop moves (`FrameLoop`);
    /// the display link, the scroll views and the gesture arena read it.
    public let clock: FrameClock
    /// The views that need time each frame.
    public let displayLink: DisplayLink
    /// Turns touches and mouse drags into gestures; hit-tests this application's window.
    public private(set) lazy var dispatcher = TouchDispatcher(clock: clock) { [weak self] point in
        self?.window.hitTest(point)
    }
    /// Time of the latest frame or event, in seconds.
    public var now: Double { clock.now }
    /// Where the pointer was last seen, in window points; wheel events without a position go there.
    private var lastPointerLocation: Point?
    /// The two-finger trackpad gesture in progress (`Application+Trackpad.swift`).
    var trackpadGesture: TrackpadGesture?
    /// True once the trackpad has reported its fingers lifting (a `scroll` event with
    /// `"phase":"ended"`, Wayland's `axis_stop`) in this session: from then on only a lift ends a
    /// gesture; before, silence does too (after a flick 30 ms or 2 report intervals, else 120 ms: `TrackpadVelocity.endsAfter`). A recording
    /// from a source that reports lifts can say so up front with a lift before its first gesture.
    public internal(set) var trackpadReportsLifts = false
    /// What the input's stamps are rounded to, in seconds: 0 for exact ones (a trace's, the
    /// kernel's or the compositor's microseconds), 0.001 for whole milliseconds (Wayland without
    /// input-timestamps, X11). The window sets it from its source and records it in its trace's
    /// header (`"stampResolution"`); a replay takes it from there. Touch velocities are fitted
    /// for it (`TouchDispatcher.stampResolution`, `VelocityTracker.stampResolution`).
    public var stampResolution: Double {
        get { dispatcher.stampResolution }
        set { dispatcher.stampResolution = newValue }
    }
    /// Decodes images off the frame loop for screens that load them (set by the backend).
    public var imageDecoder: ImageDecoding? {
        didSet { for screen in navigation.stack { screen.imageDecoder = imageDecoder } }
    }
    /// The arena's explanation of the last touch sequence a back gesture took part in (why it
    /// popped, or why a scroll view won), for the gesture overlay.
    public private(set) var backGestureExplanation: String?
    private var explainedSequence = 0
    /// Keep scroll-view delegate callbacks for `drainCallbacks()` (replay's log); off in the window.
    public var recordsCallbacks = false
    /// Scroll-view delegate callbacks since the last `drainCallbacks()`, as log lines without frame/t.
    var pendingCallbacks: [ScrollViewCallback] = []
    /// The observations that feed `pendingCallbacks`, by screen, cancelled when a screen leaves.
    var callbackObservations: [ObjectIdentifier: [Observation]] = [:]
    /// Observers of every logged scroll view's callbacks (`observeCallbacks`), with their ids.
    var callbackObservers: [(id: Int, observer: (ScrollViewCallback) -> Void)] = []
    private var nextCallbackObserverID = 0
    /// Modifier keys held down ("shift", "alt", "control"), from the key events themselves, so
    /// that a replay sees what the window saw.
    public private(set) var heldModifiers: Set<String> = []
    /// The gesture overlay and the frame HUD (F2, F3).
    public let instruments = Instruments()
    /// The key help (F1), when shown.
    private var keyHelp: KeyHelpView?
    /// The feel of the scroll views and the tuning panel (F5) that changes it (`Application+Tuning.swift`).
    public let tuning = PhysicsTuning()

    public init(root: ViewController, size: Size) {
        let clock = FrameClock()
        self.clock = clock
        displayLink = DisplayLink(clock: clock)
        navigation = NavigationController(root: root)
        presentations = PresentationStack(window: window, base: navigation.view)
        window.backgroundColor = .white
        window.addSubview(navigation.view)
        window.attach(displayLink)
        displayLink.textInput.window = window
        navigation.onScreenPushed = { [weak self] screen in self?.adopt(screen) }
        adopt(root)
        navigation.onScreenRemoved = { [weak self] screen, time in self?.release(screen, at: time) }
        presentations.onAdopt = { [weak self] screen in self?.adopt(screen) }
        presentations.onRemove = { [weak self] screen, time in self?.release(screen, at: time) }
        presentations.onLayerChange = { [weak self] in self?.keepKeyHelpOnTop() }
        resize(to: size)
    }

    /// The window size in points.
    public var size: Size { window.bounds.size }

    /// The frame of the latest time (60 a second).
    public var currentFrame: Int { Int((now * FrameLoop.rate).rounded()) }

    /// Step 1 of a frame: delivers one event (timestamps in seconds), the clock already at its
    /// time (`FrameLoop`).
    public func handle(_ event: SessionEvent) {
        switch event.kind {
        case .pointer(let kind):
            handle(PointerEvent(deliveredAt: event.deliveredAt, kind: kind, stamp: event.stamp))
        case .focusLost:
            heldModifiers.removeAll()
            cancelTrackpadGesture(at: event.deliveredAt)
            dispatcher.cancelAllTouches(at: event.deliveredAt, occurredAt: event.occurredAt)
        case .touchDeviceRemoved:
            dispatcher.touchDeviceRemoved(at: event.deliveredAt, occurredAt: event.occurredAt)
        case .key(let name, let isDown):
            handleKey(name, isDown: isDown, at: event.deliveredAt)
        case .text(let input):
            displayLink.textInput.handle(input)
        case .resize(let newSize):
            resize(to: newSize)
        case .physics(let change):
            tuning.apply(change)
        }
    }

    /// A finger, the mouse or a scroll: touches to the dispatcher, scrolls to the scroll view under
    /// the pointer (or the trackpad's gesture).
    private func handle(_ event: PointerEvent) {
        switch event.kind {
        case .touch(_, _, let location), .mouse(_, let location, _):
            if location.isFinite { lastPointerLocation = location }
            displayLink.textInput.noteContact(event)
            tuning.notePointer(location)
            dispatcher.handle(event)
        case .scroll(var delta, let precise, let given):
            guard delta.isFinite else { return }
            // Shift turns a vertical wheel sideways, as browsers and desktop toolkits do.
            if heldModifiers.contains("shift"), delta.x == 0 { delta = Point(x: delta.y, y: 0) }
            let location = given.isFinite ? given : (lastPointerLocation ?? window.bounds.center)
            let time = event.deliveredAt
            if precise {
                routeTrackpadScroll(delta, at: location, time: time, stamp: event.occurredAt)
            } else if !navigation.continueTrackpadBack(by: -delta.x, at: time, stamp: event.occurredAt) {
                scrollView(under: location, accepting: delta)?.handleScroll(delta: delta, precise: false, at: time)
            }
        case .scrollEnded:
            liftTrackpad(at: event.deliveredAt, stamp: event.occurredAt)
        }
    }

    /// Steps 2 and 3 of a frame: advances every time-driven activity to `time`, the clock already
    /// there (`FrameLoop`), then lays out.
    public func advance(to time: Double) {
        dispatcher.advance(to: time)
        keepBackGestureExplanation()
        navigation.advance(to: time)
        displayLink.advanceScheduledViews()  // only what moves, on covered screens too
        for screen in navigation.stack { screen.advance(to: time) }
        presentations.advance(to: time)
        advanceTrackpadGesture(to: time)
        tuning.applyIfNeeded(to: tunedScreens)
        window.layoutIfNeeded()
        if instruments.showsOverlay {
            instruments.update(touches: dispatcher.activeTouches.map { ($0.id, $0.location) })
        }
        if showsTouchTest { instruments.updateTouchTest(touches: dispatcher.activeTouches, now: time) }
    }

    /// Whether the touch test is drawn: turned on (`--touch-test`), or asked for by the top screen.
    var showsTouchTest: Bool { instruments.showsTouchTest || topViewController.showsTouchTest }

    /// Step 3 (second half): what the frame looks like.
    public func displayList() -> DisplayList {
        var list = DisplayList()
        window.render(into: &list)
        instruments.draw(into: &list, app: self)
        return list
    }

    /// Pushes a screen on the stack at the current time (used by `--screen`).
    public func push(_ screen: ViewController, animated: Bool = false) {
        navigation.push(screen, animated: animated, at: now)
    }

    /// The delegate callbacks recorded since the last call, in call order.
    public func drainCallbacks() -> [ScrollViewCallback] {
        defer { pendingCallbacks.removeAll() }
        return pendingCallbacks
    }

    /// Calls `observer` with each delegate callback of the logged scroll views of every screen in
    /// the stack (by their log ids), in call order; keep the returned observation meanwhile.
    public func observeCallbacks(_ observer: @escaping (ScrollViewCallback) -> Void) -> Observation {
        nextCallbackObserverID += 1
        let id = nextCallbackObserverID
        callbackObservers.append((id, observer))
        return Observation { [weak self] in self?.callbackObservers.removeAll { $0.id == id } }
    }

    /// Keeps the explanation of a finished touch sequence in which a back gesture competed.
    private func keepBackGestureExplanation() {
        guard let report = dispatcher.arena.lastReport, report.sequence != explainedSequence else { return }
        explainedSequence = report.sequence
        let backGestures = [navigation.backGesture.label, navigation.fullscreenBackGesture.label]
        if report.competitors.contains(where: backGestures.contains) { backGestureExplanation = report.description }
    }

    /// The innermost scroll view under `location` that can scroll along the main axis of
    /// `delta` (a horizontal swipe over a vertical list reaches the pager around it).
    private func scrollView(under location: Point, accepting delta: Point) -> ScrollView? {
        var candidate = window.hitTest(location)?.enclosing(ScrollView.self)
        while let scrollView = candidate, !scrollView.acceptsScroll(delta) {
            candidate = scrollView.superview?.enclosing(ScrollView.self)
        }
        return candidate
    }

    /// A key: modifiers are remembered while held; the others act on the way down.
    private func handleKey(_ name: String, isDown: Bool, at time: Double) {
        if KeyHelp.modifiers.contains(name) {
            if isDown { heldModifiers.insert(name) } else { heldModifiers.remove(name) }
            return
        }
        guard isDown else { return }
        if displayLink.textInput.handleKey(name, modifiers: heldModifiers, at: time) { return }
        if tuning.handleKey(name, shift: heldModifiers.contains("shift")) { return }
        switch name {
        case "escape", "backspace": goBack(at: time)
        case "left" where heldModifiers.contains("alt"): goBack(at: time)
        case "f1": toggleKeyHelp()
        case "f2": instruments.showsOverlay = instruments.keepsOverlayOn || !instruments.showsOverlay
        case "f3": instruments.showsHUD = instruments.keepsHUDOn || !instruments.showsHUD
        case "f5": toggleTuningPanel()
        case "f6": instruments.showsTouches = instruments.keepsTouchesOn || !instruments.showsTouches
        default: topViewController.keyboardScrollView?.handleKey(name, at: time)
        }
    }

    /// The tuning panel and the key help stay over everything, presentations included.
    private func keepKeyHelpOnTop() {
        if let panel = tuning.panel { window.addSubview(panel) }
        if let keyHelp { window.addSubview(keyHelp) }
    }

    /// Shows the key help over the app, or hides it.
    private func toggleKeyHelp() {
        if let keyHelp {
            keyHelp.removeFromSuperview()
            self.keyHelp = nil
        } else {
            let panel = KeyHelpView()
            window.addSubview(panel)
            keyHelp = panel
            layoutKeyHelp()
        }
    }

    private func layoutKeyHelp() {
        guard let keyHelp else { return }
        // 360 pt wide, wider where the window is too short for it (landscape) so the type shrinks less.
        let widths = [360.0, 480, 600].map { min($0, size.width - 24) }
        let width = widths.first { KeyHelpView.scale(width: $0, height: size.height - 24) == 1 } ?? widths.last!
        keyHelp.scale = KeyHelpView.scale(width: width, height: size.height - 24)
        let height = min(KeyHelpView.preferredHeight(width: width, scale: keyHelp.scale), size.height - 24)
        keyHelp.frame = Rect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
    }

    private func resize(to newSize: Size) {
        guard newSize.width.isFinite, newSize.height.isFinite, newSize.width >= 1, newSize.height >= 1 else { return }
        window.frame = Rect(origin: .zero, size: newSize)
        dispatcher.windowSize = newSize
        navigation.view.frame = window.bounds
        navigation.layout()
        presentations.layout()
        layoutKeyHelp()
        layoutTuningPanel()
    }
}
