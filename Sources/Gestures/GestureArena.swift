import Geometry

/// Decides which recognizers win a touch sequence (UIKit's private gesture environment).
///
/// Recognizers only report what they see; the arena, consulting simultaneous pairs,
/// require-to-fail edges and the delegate hooks, grants or refuses their requests to begin:
/// - By default one recognizer wins: when a recognizer begins or is recognized, every other
///   possible recognizer sharing a touch with it fails, unless the two may recognize
///   simultaneously (either delegate says yes) or `canPrevent`/`canBePrevented` say no.
/// - A recognizer that must wait for others (`require(toFail:)`, `shouldRequireFailureOf`,
///   the other's `shouldBeRequiredToFailBy`; asked dynamically) stays possible while they are
///   undecided, then fires with what it has seen once they fail, or fails if one is recognized.
/// - `gestureRecognizerShouldBegin` (the view's, then the delegate's) is asked when a
///   recognizer is about to leave possible; no → it fails, and its dependents may proceed.
/// - A cycle of require-to-fail relations is reported as `GestureError.requireToFailCycle`
///   and broken, never waited on.
///
/// A touch sequence (the unit `explain()` describes) runs from the first touch down until no
/// touch is down and every recognizer that took part has been decided and reset.
public final class GestureArena {
    /// The recognizers taking part in the current sequence, in the order they joined
    /// (per touch: from the hit view up to the root).
    public internal(set) var participants: [GestureRecognizer] = []
    /// Every problem reported so far (illegal transitions, require-to-fail cycles), oldest first.
    public private(set) var errors: [GestureError] = []
    /// The newest entry of `errors`.
    public var lastError: GestureError? { errors.last }
    /// The window's size in points, for `ScreenEdgePanGestureRecognizer` (set by the dispatcher).
    public var windowSize: Size?

    /// The sequence in progress, if any.
    public internal(set) var currentReport: ArenaReport?
    /// The last finished sequence.
    public internal(set) var lastReport: ArenaReport?

    /// The session's clock, which the frame loop moves.
    public let clock: FrameClock
    /// The time of the event or frame being processed, in seconds (the clock's).
    var now: Double { clock.now }

    /// Called when a recognizer begins or is recognized (the dispatcher cancels its touches in the view).
    var onRecognition: ((GestureRecognizer) -> Void)?
    /// Called after any decision (the dispatcher releases delayed touch deliveries).
    var onDecision: (() -> Void)?

    private var sequenceCount = 0
    private var isResolving = false
    private var needsResolving = false

    /// Creates an empty arena.
    /// An arena reading `clock` (by default one of its own, for a test to move).
    public init(clock: FrameClock = FrameClock()) {
        self.clock = clock
    }

    /// The explanation of the current sequence, or else of the last one.
    public var explanation: String { explain() }

    /// Who competed, who waited on whom and why, who won and why the others failed, for the
    /// current touch sequence or else the last one.
    public func explain() -> String {
        (currentReport ?? lastReport)?.description ?? "No touch sequence yet."
    }

    // MARK: Joining

    /// Starts a sequence report if none is running.
    func beginSequenceIfNeeded() {
        guard currentReport == nil else { return }
        sequenceCount += 1
        currentReport = ArenaReport(sequence: sequenceCount, startTime: now)
    }

    /// Adds `recognizer` to the sequence (idempotent).
    func join(_ recognizer: GestureRecognizer) {
        recognizer.arena = self
        guard !participants.contains(where: { $0 === recognizer }) else { return }
        participants.append(recognizer)
        currentReport?.append(recognizer.label, to: \.competitors)
    }

    /// Notes a new touch in the current sequence's report.
    func recordTouch(_ touch: Touch) {
        currentReport?.append("touch \(touch.id) on \(touch.view?.debugName ?? "nil")", to: \.touches)
    }

    /// Adds a line to the current sequence's timeline.
    func log(_ line: String) {
        currentReport?.append("\(now.formatted3) \(line)", to: \.timeline)
    }

    /// Records a problem.
    func report(_ error: GestureError) {
        errors.append(error)
        currentReport?.append(error, to: \.errors)
        log("error: \(error)")
    }

    // MARK: Decisions

    /// A possible recognizer asks to begin (`.began`) or to be recognized (`.ended`).
    func requestRecognition(_ recognizer: GestureRecognizer, as target: GestureRecognizerState) {
        guard let waits = failureWaits(of: recognizer) else { return }
        if !waits.isEmpty { return wait(recognizer, as: target, for: waits) }
        if let refusal = refusal(of: recognizer) { return fail(recognizer, refusal) }
        let waited = recognizer.pendingState != nil
        let endsAtOnce = recognizer.pendingEnd
        recognizer.pendingState = nil
        recognizer.pendingEnd = false
        recognizer.commit(target, reason: waited ? "the recognizers it waited for failed" : nil)
        if endsAtOnce && recognizer.state == .began {
            recognizer.commit(.ended, reason: "its touches ended while it waited")
        }
    }

    /// The undecided recognizers `recognizer` must wait for to fail (a cycle of requirements
    /// broken), or nil when one it requires to fail was recognized, which fails it.
    private func failureWaits(of recognizer: GestureRecognizer) -> [(other: GestureRecognizer, reason: String)]? {
        var waits: [(other: GestureRecognizer, reason: String)] = []
        for other in participants where other !== recognizer {
            guard let why = failureRequirement(of: recognizer, on: other) else { continue }
            if other.state.isActive || other.state == .ended {
                fail(recognizer, "it required \(other.label) to fail (\(why)), but that was recognized")
                return nil
            }
            if other.state == .possible { waits.append((other, why)) }
        }
        return waits.filter { !closesCycle(recognizer, through: $0.other) }
    }

    /// Keeps `recognizer`'s request for `target` until `waits` fail (noted once, in the report).
    private func wait(
        _ recognizer: GestureRecognizer, as target: GestureRecognizerState,
        for waits: [(other: GestureRecognizer, reason: String)]
    ) {
        guard recognizer.pendingState == nil else { return }
        recognizer.pendingState = target
        for wait in waits {
            currentReport?.append(
                ArenaReport.Wait(waiter: recognizer.label, on: wait.other.label, reason: wait.reason, time: now),
                to: \.waits)
        }
        log(
            "\(recognizer.label) asks to \(target == .began ? "begin" : "be recognized"); waits for "
                + waits.map { "\($0.other.label) (\($0.reason))" }.joined(separator: ", "))
    }

    /// Why `recognizer` may not begin — its view or its delegate says no, or an active
    /// recognizer prevents it — or nil when it may.
    private func refusal(of recognizer: GestureRecognizer) -> String? {
        if let view = recognizer.view, !view.gestureRecognizerShouldBegin(recognizer) {
            return "\(view.debugName).gestureRecognizerShouldBegin returned false"
        }
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) {
            let reason = delegate.reasonForNotBeginning(recognizer).map { " (\($0))" } ?? ""
            return "its delegate's gestureRecognizerShouldBegin returned false" + reason
        }
        let preventer = participants.first { other in
            other !== recognizer && other.state.isActive
                && sharesTouches(other, recognizer) && !canRecognizeSimultaneously(other, recognizer)
                && other.canPrevent(recognizer) && recognizer.canBePrevented(by: other)
        }
        return preventer.map { "prevented by \($0.label), already \($0.state)" }
    }

    /// Fails `recognizer` with a reason for the explanation.
    func fail(_ recognizer: GestureRecognizer, _ reason: String) {
        guard recognizer.state == .possible else { return }
        recognizer.pendingState = nil
        recognizer.pendingEnd = false
        recognizer.commit(.failed, reason: reason)
    }

    /// Every state change of a participant passes here (from `GestureRecognizer.commit`).
    func recognizer(
        _ recognizer: GestureRecognizer, didMoveFrom old: GestureRecognizerState,
        to new: GestureRecognizerState, reason: String?
    ) {
        if new != .changed {
            log("\(recognizer.label): \(old) → \(new)" + (reason.map { " (\($0))" } ?? ""))
        }
        if old == .possible && (new == .began || new == .ended) {
            currentReport?.append(recognizer.label, to: \.winners)
            onRecognition?(recognizer)
            excludeOthers(winner: recognizer)
        } else if new == .failed {
            currentReport?.append(
                ArenaReport.Failure(
                    recognizer: recognizer.label,
                    reason: reason ?? "\(recognizer.kind) gave up", time: now), to: \.failures)
            resolvePending()
        }
        onDecision?()
    }

    /// The default exclusion: the winner makes the other possible recognizers fail.
    private func excludeOthers(winner: GestureRecognizer) {
        for other in participants where other !== winner && other.state == .possible {
            if let why = failureRequirement(of: other, on: winner) {
                fail(other, "it required \(winner.label) to fail (\(why)), but that was recognized")
            } else if sharesTouches(winner, other), !canRecognizeSimultaneously(winner, other),
                winner.canPrevent(other), other.canBePrevented(by: winner)
            {
                fail(other, "prevented by \(winner.label), which was recognized first")
            }
        }
    }

    /// Re-asks every pending recognizer after a failure (iteratively, never recursively deep).
    func resolvePending() {
        if isResolving {
            needsResolving = true
            return
        }
        isResolving = true
        defer { isResolving = false }
        repeat {
            needsResolving = false
            for pending in participants where pending.state == .possible {
                if let target = pending.pendingState { requestRecognition(pending, as: target) }
            }
        } while needsResolving
    }

    /// `isEnabled` was set to false: UIKit fails a possible recognizer and cancels an active one.
    func recognizerWasDisabled(_ recognizer: GestureRecognizer) {
        guard participants.contains(where: { $0 === recognizer }) else { return }
        if recognizer.state == .possible {
            fail(recognizer, "it was disabled")
        } else if recognizer.state.isActive {
            recognizer.commit(.cancelled, reason: "it was disabled")
        }
    }
}
