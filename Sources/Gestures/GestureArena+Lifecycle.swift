/// Timers, settling and reset at the end of each event, driven by the dispatcher.
extension GestureArena {
    /// Gives every undecided or active participant its `advance(to:)` call, at `time` seconds.
    func advanceRecognizers(to time: Double) {
        for recognizer in participants where recognizer.isReceivingTouches {
            recognizer.advance(to: time)
        }
    }

    /// After touches end: a possible recognizer with no touches left, not waiting for others
    /// and not expecting more touches, fails; an active one with no touches is cancelled.
    func settle() {
        for recognizer in participants where recognizer.touches.isEmpty {
            if recognizer.state == .possible, recognizer.pendingState == nil, !recognizer.isAwaitingMoreTouches {
                fail(recognizer, "its touches ended before it was recognized")
            } else if recognizer.state.isActive {
                recognizer.commit(.cancelled, reason: "it had no touches left but did not end")
            }
        }
    }

    /// Resets every decided participant whose touches have all ended (UIKit resets a
    /// recognizer to possible when its sequence is over), and closes the sequence report once
    /// nothing is left and no touch is down.
    func resetFinished(touchesDown: Bool) {
        let finished = participants.filter { $0.state.isTerminal && $0.touches.isEmpty }
        participants.removeAll { $0.state.isTerminal && $0.touches.isEmpty }
        for recognizer in finished {
            recognizer.performReset()
        }
        if participants.isEmpty && !touchesDown, var report = currentReport {
            report.endTime = now
            lastReport = report
            currentReport = nil
        }
    }
}
