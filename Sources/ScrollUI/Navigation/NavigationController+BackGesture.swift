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

    /// A horizontal two-finger trackpad swipe to the right where nothing can scroll further left
    /// drives the back transition, as browsers go back (`delta` in points of content movement,
    /// so a rightward swipe has `delta.x < 0`). `scrollView` is the one the event would scroll.
    /// Returns whether the back swipe took the event.
    public func handleTrackpadScroll(delta: Point, precise: Bool, over scrollView: ScrollView?, at time: Double) -> Bool {
        if var swipe = trackpadBack {
            swipe.add(-delta.x, at: time)
            trackpadBack = swipe
            setInteractiveProgress(forTravel: swipe.travel)
            return true
        }
        guard precise, delta.x < 0, abs(delta.x) > abs(delta.y), backGesturePolicy.refusal(for: nil) == nil else { return false }
        if let scrollView, scrollView.trackpad != nil || scrollView.contentOffset.x > scrollView.minimumContentOffset.x {
            return false  // it can still scroll left, or is in its own gesture
        }
        beginInteractivePop(at: time)
        trackpadBack = TrackpadBackSwipe(start: time)
        trackpadBack?.add(-delta.x, at: time)
        setInteractiveProgress(forTravel: trackpadBack?.travel ?? 0)
        return true
    }

    /// Ends the trackpad swipe after the idle gap, releasing with its recent velocity.
    func advanceTrackpadBack(to time: Double) {
        guard let swipe = trackpadBack, time - swipe.lastEventTime >= ScrollView.trackpadIdleGap else { return }
        liftTrackpadBack(at: time)
    }

    /// Ends the trackpad swipe now (the fingers lifted, or the idle gap passed), releasing with
    /// the velocity of its last movement.
    public func liftTrackpadBack(at time: Double) {
        guard let swipe = trackpadBack else { return }
        trackpadBack = nil
        releaseInteractivePop(velocity: swipe.tracker.velocity(at: swipe.lastEventTime).x, at: time)
    }
}

/// A trackpad back swipe in progress: its travel to the right (points) and recent samples.
struct TrackpadBackSwipe {
    private(set) var travel = 0.0
    private(set) var lastEventTime: Double
    /// A linear fit, as for trackpad scrolling (whole-millisecond stamps).
    private(set) var tracker = VelocityTracker(horizon: ScrollView.trackpadVelocityWindow, fit: .linear)

    init(start: Double) {
        lastEventTime = start
        tracker.addSample(.zero, at: start)
    }

    mutating func add(_ movement: Double, at time: Double) {
        travel += movement
        lastEventTime = time
        tracker.addSample(Point(x: travel, y: 0), at: time)
    }
}
