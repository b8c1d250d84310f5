import Geometry

/// Turns pointer events into touches and drives recognizers and the arena (UIKit's
/// `UIApplication`/`UIWindow` event dispatch).
///
/// For each touch: hit test at `began` → the touch's recognizers are collected from the hit
/// view up to the root (enabled, undecided, and accepted by `shouldReceive`) → each event goes
/// to those recognizers first, then to the hit view, subject to `delaysTouchesBegan`,
/// `delaysTouchesEnded` and `cancelsTouchesInView`. Several fingers at once are independent
/// touches, except that a touch landing where a recognizer that `cancelsTouchesInView` has
/// already begun joins that gesture and never reaches its view (UIKit: a second finger on a
/// dragged list is part of the pan, not a tap on a row). The left mouse button is an emulated
/// touch with id `mouseTouchID`.
///
/// Time is always an argument: event timestamps, and `advance(to:)` once per frame for timers.
/// "Now" is the frame loop's `clock`, moved to each event's time before `handle` and to the
/// frame's time before `advance(to:)`.
public final class TouchDispatcher {
    /// The touch id used for the left-mouse emulated touch (trace and SDL finger ids are ≥ 0).
    public static let mouseTouchID = -1

    /// The most finger touches followed at once: 20. Touch panels report 10 to 20 slots
    /// (libinput's multitouch devices, SDL's fingers), so no real input comes near it. A finger
    /// that begins while this many are down is ignored, with its moves and end (the trace
    /// reader warns once, `TraceStream`); the mouse's emulated touch is not counted. The
    /// bound also bounds each event's cost, which grows with the touches down.
    public static let maximumTouches = 20

    /// Decides who wins each touch sequence.
    public let arena: GestureArena
    /// The session's clock, which the frame loop moves before each event and frame.
    public var clock: FrameClock { arena.clock }

    /// The window's size in points, set by the app as the window resizes; `ScreenEdgePanGestureRecognizer`
    /// measures its edges against it (unless given its own `windowSize`).
    public var windowSize: Size? {
        get { arena.windowSize }
        set { arena.windowSize = newValue }
    }

    /// What the source's stamps are rounded to, in seconds: 0 (exact: a trace, the kernel's or
    /// the compositor's microseconds), 0.001 (whole milliseconds: Wayland without input-timestamps,
    /// X11, SDL). Touches that begin take it, and their pans fit velocities for it
    /// (`VelocityTracker.stampResolution`).
    public var stampResolution = 0.0

    private let hitTest: (Point) -> TouchTarget?
    var records: [TouchRecord] = []

    /// Creates a dispatcher reading `clock`; `hitTest` maps a window point to the deepest view
    /// there, or nil.
    public init(clock: FrameClock = FrameClock(), hitTest: @escaping (Point) -> TouchTarget?) {
        arena = GestureArena(clock: clock)
        self.hitTest = hitTest
        arena.onRecognition = { [weak self] recognizer in self?.cancelViewTouches(of: recognizer) }
        arena.onDecision = { [weak self] in self?.releaseDelayedDeliveries() }
    }

    /// The touches down now (began, not ended or cancelled), oldest first.
    public var activeTouches: [Touch] {
        records.filter { !$0.touch.isFinished }.map(\.touch)
    }

    /// True while a recognizer is still deciding: it has touches, or waits with none (a tap
    /// waiting for a double tap to fail, a double tap waiting for its second tap).
    public var hasUndecidedRecognizers: Bool { !arena.participants.isEmpty }

    /// When the event being handled happened (`PointerEvent.occurredAt`), in seconds.
    private var eventOccurredAt = 0.0

    /// Handles one pointer event. Timers due before `event.deliveredAt` fire first.
    /// Touch and left-mouse events become touches; scroll events are ignored (ScrollUI handles them).
    public func handle(_ event: PointerEvent) {
        let time = event.deliveredAt
        eventOccurredAt = event.occurredAt
        advance(to: time)
        switch event.kind {
        case let .touch(id, phase, location):
            route(id: id, phase: phase, location: location, time: time, isMouse: false)
        case let .mouse(phase, location, button):
            let mouseIsDown = activeRecord(id: Self.mouseTouchID) != nil
            switch phase {
            case .down where button == 1 && !mouseIsDown:
                route(id: Self.mouseTouchID, phase: .began, location: location, time: time, isMouse: true)
            case .moved where mouseIsDown:
                route(id: Self.mouseTouchID, phase: .moved, location: location, time: time, isMouse: true)
            case .up where button == 1 && mouseIsDown:
                route(id: Self.mouseTouchID, phase: .ended, location: location, time: time, isMouse: true)
            case .down, .moved, .up:
                break
            }
        case .scroll, .scrollEnded:
            break
        }
        finishEvent()
    }

    /// The window lost keyboard / input focus at `time` seconds (that its device saw at
    /// `occurredAt`): every touch is cancelled, the mouse's too (iOS cancels touches when an app
    /// resigns active). Timers due before `time` fire first.
    public func cancelAllTouches(at time: Double, occurredAt: Double? = nil) {
        cancelForPlatform(at: time, occurredAt: occurredAt, reason: "window lost focus") { _ in true }
    }

    /// The touch device went away at `time` seconds: every finger touch is cancelled; the mouse's
    /// emulated touch goes on. Timers due before `time` fire first.
    public func touchDeviceRemoved(at time: Double, occurredAt: Double? = nil) {
        cancelForPlatform(at: time, occurredAt: occurredAt, reason: "touch device removed") { !$0.isMouse }
    }

    private func cancelForPlatform(at time: Double, occurredAt: Double?, reason: String, where affects: (Touch) -> Bool)
    {
        eventOccurredAt = min(occurredAt ?? time, time)
        advance(to: time)
        cancel(records.filter { !$0.touch.isFinished && affects($0.touch) }, reason: reason, time: time)
        finishEvent()
    }

    /// Fires recognizer timers due at or before `time` seconds (long press, tap timeout, a
    /// delayed-content-touches recognizer). The frame loop calls this every frame.
    public func advance(to time: Double) {
        arena.advanceRecognizers(to: time)
        finishEvent()
    }

    /// Cancels the active touches whose hit view satisfies `shouldCancel` (or is gone), e.g.
    /// when the screen they belong to leaves the navigation stack. `time` in seconds.
    public func cancelTouches(at time: Double, where shouldCancel: (TouchTarget) -> Bool) {
        eventOccurredAt = time
        let doomed = records.filter { record in
            !record.touch.isFinished && (record.touch.view.map(shouldCancel) ?? true)
        }
        cancel(doomed, reason: "its view is leaving", time: time)
        finishEvent()
    }

    // MARK: Routing

    /// A location that is not a number (a device glitch) says nothing: such a `began` or
    /// `moved` is dropped, and an `ended` keeps the touch's last location.
    private func route(id: Int, phase: TouchPhase, location: Point, time: Double, isMouse: Bool) {
        switch phase {
        case .began:
            guard location.isFinite else { return }
            if let stale = activeRecord(id: id) { cancel([stale], reason: "id reused by a new touch", time: time) }
            guard isMouse || activeFingerCount < Self.maximumTouches else {
                arena.log("touch \(id) ignored: \(Self.maximumTouches) touches are down already")
                return
            }
            giveUpSurplusWaitingDeliveries()
            begin(id: id, location: location, time: time, isMouse: isMouse)
        case .moved:
            guard let record = activeRecord(id: id), location.isFinite else { return }
            move(record, to: location, time: time)
        case .ended:
            guard let record = activeRecord(id: id) else { return }
            update(
                record.touch, phase: .ended, location: location.isFinite ? location : record.touch.location, time: time)
            end(record, time: time)
        case .cancelled:
            guard let record = activeRecord(id: id) else { return }
            cancel([record], reason: "cancelled by the platform", time: time)
        }
    }

    private func begin(id: Int, location: Point, time: Double, isMouse: Bool) {
        guard let view = hitTest(location) else { return }
        let touch = Touch(
            id: id, location: location, time: time, view: view, isMouse: isMouse,
            stampResolution: stampResolution)
        touch.occurredAt = eventOccurredAt
        arena.beginSequenceIfNeeded()
        arena.recordTouch(touch)
        let recognizers = receivingRecognizers(of: touch, on: view)
        let record = TouchRecord(touch: touch, recognizers: recognizers)
        records.append(record)
        recognizers.forEach(arena.join)
        arena.log(
            "touch \(id) began at \(location.formatted) on \(view.debugName) → "
                + (recognizers.isEmpty ? "no recognizers" : recognizers.map(\.label).joined(separator: ", ")))
        for recognizer in recognizers where recognizer.isReceivingTouches {
            recognizer.deliver(.began, touch, time: time)
        }
        if record.view == .undecided { deliverBegan(record, joined: recognizers, to: view, time: time) }
    }

    /// The recognizers from `view` up to the root that take `touch`: receiving touches, and not
    /// declined by their delegate's `shouldReceive`.
    private func receivingRecognizers(of touch: Touch, on view: TouchTarget) -> [GestureRecognizer] {
        var recognizers: [GestureRecognizer] = []
        for target in view.targetAndAncestors {
            for recognizer in target.gestureRecognizers where recognizer.isReceivingTouches {
                if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) == false {
                    arena.log("\(recognizer.label) declined touch \(touch.id) (shouldReceive returned false)")
                    continue
                }
                recognizers.append(recognizer)
            }
        }
        return recognizers
    }

    /// A new touch's `touchesBegan` to its view: never, when a gesture it `joined` has begun and
    /// takes it; held, while a recognizer delays it; else at once.
    private func deliverBegan(
        _ record: TouchRecord, joined recognizers: [GestureRecognizer], to view: TouchTarget, time: Double
    ) {
        let touch = record.touch
        if let taker = recognizers.first(where: { $0.takesNewTouches && $0.touches.contains { $0 === touch } }) {
            // UIKit: a touch that joins a recognized gesture which cancels touches in its view
            // never reaches the view (a second finger on a dragged list selects no row).
            record.view = .cancelled
            arena.log("touch \(touch.id): never delivered to \(view.debugName) (\(taker.label) has begun and takes it)")
            return
        }
        if record.isBeganDelayed {
            record.view = .held
            arena.log("touch \(touch.id): touchesBegan to \(view.debugName) delayed")
        } else {
            record.view = .delivered
            view.touchesBegan([touch], time: time)
        }
    }

    private func move(_ record: TouchRecord, to location: Point, time: Double) {
        update(record.touch, phase: .moved, location: location, time: time)
        for participant in record.participants
        where participant.isCurrent
            && participant.recognizer.isReceivingTouches
            && participant.recognizer.touches.contains(where: { $0 === record.touch })
        {
            participant.recognizer.deliver(.moved, record.touch, time: time)
        }
        if record.view == .delivered {
            record.touch.view?.touchesMoved([record.touch], time: time)
        }
    }

    private func end(_ record: TouchRecord, time: Double) {
        arena.log("touch \(record.touch.id) \(record.touch.phase) at \(record.touch.location.formatted)")
        for participant in record.participants where participant.isCurrent {
            let recognizer = participant.recognizer
            guard recognizer.touches.contains(where: { $0 === record.touch }) else { continue }
            if recognizer.isReceivingTouches {
                recognizer.deliver(record.touch.phase, record.touch, time: time)
            } else {
                recognizer.touches.removeAll { $0 === record.touch }
            }
        }
        arena.settle()
        switch record.view {
        case .held, .delivered:
            record.heldEnd = record.touch.phase
        case .undecided:
            record.view = .cancelled
        case .cancelled, .finished:
            break
        }
        releaseDelayedDeliveries()
    }

    private func cancel(_ doomed: [TouchRecord], reason: String, time: Double) {
        for record in doomed {
            update(record.touch, phase: .cancelled, location: record.touch.location, time: time)
            arena.log("touch \(record.touch.id): \(reason)")
            if record.view == .delivered {
                record.view = .finished
                record.touch.view?.touchesCancelled([record.touch], time: time)
            } else if record.view != .finished {
                record.view = .cancelled
            }
            end(record, time: time)
        }
    }

    private func update(_ touch: Touch, phase: TouchPhase, location: Point, time: Double) {
        touch.previousLocation = touch.location
        touch.location = location
        touch.phase = phase
        touch.deliveredAt = time
        touch.occurredAt = eventOccurredAt
    }

    /// A touch that ended while a recognizer holds back its delivery to the view (UIKit's
    /// `delaysTouchesEnded`, or a `touchesBegan` still delayed) waits in `records` until that
    /// recognizer decides — which, while another finger rests on the view, may be never. So that
    /// neither memory nor each event's cost grows with the taps beside a resting finger, at most
    /// `maximumTouches` such touches wait: past that the oldest is given up, its view getting
    /// `touchesCancelled` if it had `touchesBegan`, else nothing.
    private func giveUpSurplusWaitingDeliveries() {
        var waiting = records.filter { $0.touch.isFinished && !$0.isDone }
        while waiting.count >= Self.maximumTouches {
            let record = waiting.removeFirst()
            arena.log(
                "touch \(record.touch.id): delayed delivery to \(record.touch.view?.debugName ?? "nil") given up "
                    + "(\(Self.maximumTouches) ended touches were waiting)")
            if record.view == .delivered {
                record.touch.view?.touchesCancelled([record.touch], time: arena.now)
                record.view = .finished
            } else {
                record.view = .cancelled
            }
            record.heldEnd = nil
        }
    }

    /// The finger touches down now (the mouse's emulated touch not counted).
    private var activeFingerCount: Int {
        records.reduce(0) { $0 + ($1.touch.isFinished || $1.touch.isMouse ? 0 : 1) }
    }

    func activeRecord(id: Int) -> TouchRecord? {
        records.first { $0.touch.id == id && !$0.touch.isFinished }
    }

    private func finishEvent() {
        arena.settle()
        releaseDelayedDeliveries()
        arena.resetFinished(touchesDown: records.contains { !$0.touch.isFinished })
        records.removeAll(where: \.isDone)
    }
}
