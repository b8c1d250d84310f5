/// Delivery of touches to the hit view: UIKit's `cancelsTouchesInView`, `delaysTouchesBegan`
/// and `delaysTouchesEnded`.
extension TouchDispatcher {
    /// A recognizer began or was recognized: if it `cancelsTouchesInView`, every touch it got
    /// in this gesture is taken from the view — `touchesCancelled` if the view had seen
    /// `touchesBegan`, nothing at all if that was still held back or undecided.
    func cancelViewTouches(of recognizer: GestureRecognizer) {
        guard recognizer.cancelsTouchesInView else { return }
        for record in records where record.involves(recognizer) {
            switch record.view {
            case .delivered:
                record.view = .cancelled
                arena.log(
                    "touch \(record.touch.id): touchesCancelled to \(record.touch.view?.debugName ?? "nil") "
                        + "(\(recognizer.label) cancelsTouchesInView)")
                record.touch.view?.touchesCancelled([record.touch], time: arena.now)
            case .undecided, .held:
                record.view = .cancelled
                arena.log(
                    "touch \(record.touch.id): never delivered to \(record.touch.view?.debugName ?? "nil") "
                        + "(\(recognizer.label) took it)")
            case .cancelled, .finished:
                break
            }
        }
    }

    /// Delivers what was held back once no recognizer delays it any more: a held
    /// `touchesBegan` when every `delaysTouchesBegan` recognizer has failed (late, at the
    /// arena's current time), a held end when every `delaysTouchesEnded` one has decided.
    func releaseDelayedDeliveries() {
        for record in records {
            if record.view == .held, !record.isBeganDelayed {
                record.view = .delivered
                arena.log(
                    "touch \(record.touch.id): delayed touchesBegan delivered to "
                        + (record.touch.view?.debugName ?? "nil"))
                record.touch.view?.touchesBegan([record.touch], time: arena.now)
            }
            if record.view == .delivered, let end = record.heldEnd, !record.isEndDelayed {
                record.view = .finished
                record.heldEnd = nil
                if end == .ended {
                    record.touch.view?.touchesEnded([record.touch], time: arena.now)
                } else {
                    record.touch.view?.touchesCancelled([record.touch], time: arena.now)
                }
            }
        }
    }
}
