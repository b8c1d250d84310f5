/// The dispatcher's bookkeeping for one touch: which recognizers got it at `began`, and how
/// far its delivery to the hit view has gone (held, delivered, cancelled…).
final class TouchRecord {
    /// Where the touch stands with its hit view.
    enum ViewDelivery {
        /// Recognizers are seeing `began`; the view has not been decided yet.
        case undecided
        /// `touchesBegan` is held back by a recognizer with `delaysTouchesBegan`.
        case held
        /// The view got `touchesBegan` (and moves since).
        case delivered
        /// The view will get nothing more (a recognizer took the touch, or it was dropped).
        case cancelled
        /// The view got the touch's end.
        case finished
    }

    /// A recognizer together with its `generation` when it got the touch.
    struct Participation {
        let recognizer: GestureRecognizer
        let generation: Int

        /// True while the recognizer has not decided this gesture (still possible, same gesture).
        var isUndecided: Bool {
            recognizer.generation == generation && recognizer.state == .possible
        }

        /// True while the recognizer is still in the gesture that got this touch.
        var isCurrent: Bool { recognizer.generation == generation }
    }

    let touch: Touch
    let participants: [Participation]
    var view: ViewDelivery = .undecided
    /// The end phase (`ended`/`cancelled`) not yet delivered to the view.
    var heldEnd: TouchPhase?

    init(touch: Touch, recognizers: [GestureRecognizer]) {
        self.touch = touch
        self.participants = recognizers.map { Participation(recognizer: $0, generation: $0.generation) }
    }

    /// True when a recognizer that delays `touchesBegan` has not failed yet.
    var isBeganDelayed: Bool {
        participants.contains { $0.recognizer.delaysTouchesBegan && $0.isUndecided }
    }

    /// True when a recognizer that delays `touchesEnded` has not decided yet.
    var isEndDelayed: Bool {
        participants.contains { $0.recognizer.delaysTouchesEnded && $0.isUndecided }
    }

    /// True when `recognizer` got this touch in its current gesture.
    func involves(_ recognizer: GestureRecognizer) -> Bool {
        participants.contains { $0.recognizer === recognizer && $0.isCurrent }
    }

    /// True once nothing more will happen for this touch.
    var isDone: Bool {
        touch.isFinished && (view == .finished || view == .cancelled)
    }
}
