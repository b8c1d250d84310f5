import Geometry
import Gestures
import ScrollPhysics

/// The interactive back transition: the finger (or a trackpad swipe) sets the pop's progress
/// to its horizontal travel over the width; at release `BackGesturePolicy.shouldFinish` decides,
/// and a `ReleaseAnimation` carries the progress from there at the release velocity.
extension NavigationController {
    func handleBackGesture(_ recognizer: GestureRecognizer) {
        guard let pan = recognizer as? PanGestureRecognizer else { return }
        switch pan.state {
        case .began:
            beginInteractivePop(at: pan.lastTime)
            setInteractiveProgress(forTravel: pan.translation(in: nil).x)
        case .changed:
            setInteractiveProgress(forTravel: pan.translation(in: nil).x)
        case .ended:
            setInteractiveProgress(forTravel: pan.translation(in: nil).x)
            releaseInteractivePop(velocity: pan.velocity(in: nil).x, at: pan.lastTime)
        case .cancelled:
            releaseInteractivePop(velocity: 0, at: pan.lastTime)
        default: break
        }
    }

    /// Starts the interactive pop of the top screen at `time` (seconds).
    func beginInteractivePop(at time: Double) {
        guard stack.count > 1, transition == nil else { return }
        transition = .interactivePop(from: stack[stack.count - 1], to: stack[stack.count - 2], at: time)
        layout()
    }

    /// Progress = horizontal travel (points, positive to the right) / width, in 0…1.
    func setInteractiveProgress(forTravel travel: Double) {
        guard var running = transition, running.isTracking else { return }
        running.progress = min(max(travel / max(view.bounds.width, 1), 0), 1)
        transition = running
        layout()
    }

    /// The finger lifted at `time` with `velocity` (pt/s, positive to the right).
    func releaseInteractivePop(velocity: Double, at time: Double) {
        guard var running = transition, running.isTracking else { return }
        let width = max(view.bounds.width, 1)
        let finish = backGesturePolicy.shouldFinish(progress: running.progress, velocity: velocity, width: width)
        running.releaseGesture(finish: finish, velocity: velocity / width, at: time)
        transition = running
    }

    // MARK: Trackpad

    /// True when a two-finger trackpad gesture that begins horizontal, to the right, may drive
    /// the back transition now, as browsers go back (the application asks only at the start of a
    /// gesture, and only when no scroll view under the pointer can scroll left).
    package var canBeginTrackpadBack: Bool {
        stack.count > 1 && transition == nil && trackpadBack == nil && backGesturePolicy.refusal(for: nil) == nil
    }

    /// Starts the interactive pop driven by a trackpad gesture from `source` at `time` seconds;
    /// where the source reports no lift, silence ends it (`TrackpadVelocity.endsAfter`), else only the lift.
    package func beginTrackpadBack(at time: Double, source: TrackpadSource) {
        beginInteractivePop(at: time)
        trackpadBack = TrackpadBackSwipe(source: source)
    }

    /// One event of the trackpad back swipe: `movement` in points to the right, arriving at
    /// `time` and happening at `stamp` seconds. Returns false when no back swipe runs.
    @discardableResult
    package func continueTrackpadBack(by movement: Double, at time: Double, stamp: Double) -> Bool {
        guard var swipe = trackpadBack else { return false }
        swipe.add(movement, at: time, stamp: min(stamp, time))
        trackpadBack = swipe
        setInteractiveProgress(forTravel: swipe.travel)
        return true
    }

    /// Ends the trackpad swipe of a source that reports no lift once the silence since its last
    /// event ends it (`TrackpadVelocity.endsAfter`), releasing with the velocity at that event.
    func advanceTrackpadBack(to time: Double) {
        guard let swipe = trackpadBack, swipe.velocity.endsAfter(silence: time - swipe.lastEventTime) else { return }
        trackpadBack = nil
        releaseInteractivePop(velocity: swipe.velocity.velocityAtLastEvent.x, at: time)
    }

    /// Ends the trackpad swipe at `time` as a cancelled touch ends the edge pan: released at rest.
    package func cancelTrackpadBack(at time: Double) {
        guard trackpadBack != nil else { return }
        trackpadBack = nil
        releaseInteractivePop(velocity: 0, at: time)
    }

    /// Ends the trackpad swipe now: the fingers lifted at `time` seconds (having left the pad
    /// at `stamp`, nil: `time`), releasing with the velocity the touch fit gives at the lift.
    public func liftTrackpadBack(at time: Double, stamp: Double? = nil) {
        guard let swipe = trackpadBack else { return }
        trackpadBack = nil
        releaseInteractivePop(velocity: swipe.velocity.velocity(atLift: min(stamp ?? time, time)).x, at: time)
    }
}

/// A trackpad back swipe in progress: its travel to the right (points) and its release velocity's samples.
package struct TrackpadBackSwipe {
    /// When the latest event arrived, in seconds on the frame clock (for the silence that ends it).
    private(set) var lastEventTime = -Double.infinity
    private(set) var velocity: TrackpadVelocity

    init(source: TrackpadSource) {
        velocity = TrackpadVelocity(source: source)
    }

    /// Travel to the right so far, in points.
    var travel: Double { velocity.travel.x }

    mutating func add(_ movement: Double, at time: Double, stamp: Double) {
        lastEventTime = time
        velocity.add(Point(x: movement, y: 0), at: stamp)
    }
}
