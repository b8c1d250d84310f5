import Geometry
import ScrollUI

/// Two-finger trackpad gestures as whole gestures, as AppKit treats them: each precise scroll
/// event belongs to the gesture that began with the first one, which is latched to one scroll
/// view (or to the back swipe) and locked to one axis by its start (ScrollUI.docc/InputOnLinux.md,
/// "Trackpad gestures").
extension Application {
    /// A precise (trackpad) scroll event: `delta` in points of content movement, the pointer at
    /// `location` (window points), arriving at `time` and happening at `stamp` seconds.
    ///
    /// The first event of a gesture stops whatever moves under the pointer; the events are held
    /// until their travel passes `TrackpadGesture.startThreshold`, which locks the axis (the
    /// dominant one of the travel) and latches the target: the back swipe when the travel goes
    /// right and nothing under the pointer can scroll left, else the innermost scroll view under
    /// the pointer that can scroll along the axis. The held events then go there in order, and
    /// every later one too, with its component along the axis only.
    func routeTrackpadScroll(_ delta: Point, at location: Point, time: Double, stamp: Double) {
        if let gesture = trackpadGesture, hasEnded(gesture, at: time) { endTrackpadGesture() }
        var gesture =
            trackpadGesture
            ?? TrackpadGesture(
                location: location, time: time,
                source: TrackpadSource(endsAfterIdleGap: !trackpadReportsLifts, stampResolution: stampResolution))
        gesture.lastEventTime = time
        let event = TrackpadGesture.Event(delta: delta, time: time, stamp: stamp)
        guard gesture.axis == nil else {
            trackpadGesture = gesture
            deliver(event, of: gesture)
            return
        }
        gesture.travel += delta
        gesture.pending.append(event)
        guard gesture.travel.length >= TrackpadGesture.startThreshold else {
            if gesture.pending.count == 1 { gesture.caught = catchMotions(under: location, at: time) }
            trackpadGesture = gesture
            return
        }
        let axis = TrackpadGesture.dominantAxis(of: gesture.travel)
        gesture.axis = axis
        gesture.target = latchTarget(of: gesture, axis: axis, at: time)
        let held = gesture.pending
        gesture.pending = []
        trackpadGesture = gesture
        var latched: ScrollView?
        if case .scrollView(let reference) = gesture.target { latched = reference.object }
        release(gesture.caught, except: latched)
        for event in held { deliver(event, of: gesture) }
    }

    /// The fingers lifted at `time` (having left the pad at `stamp`): the gesture ends, and its
    /// target releases with the velocity at the lift. From now on this source is known to report
    /// lifts, so silence no longer ends its gestures.
    func liftTrackpad(at time: Double, stamp: Double) {
        trackpadReportsLifts = true
        guard let gesture = trackpadGesture else { return }
        trackpadGesture = nil
        switch gesture.target {
        case .scrollView(let reference): reference.object?.liftTrackpad(at: time, stamp: stamp)
        case .backSwipe: navigation.liftTrackpadBack(at: time, stamp: stamp)
        case .undecided: release(gesture.caught, except: nil)
        case .nothing: break
        }
    }

    /// The window lost focus at `time`: a gesture waiting for its lift ends as a cancelled touch
    /// does, at rest (no lift comes once the pointer has left the window; one that silence ends
    /// still ends so).
    func cancelTrackpadGesture(at time: Double) {
        guard let gesture = trackpadGesture, !gesture.source.endsAfterIdleGap else { return }
        trackpadGesture = nil
        switch gesture.target {
        case .scrollView(let reference):
            guard let scrollView = reference.object, scrollView.isTrackpadScrolling else { return }
            scrollView.endTrackpadGesture(velocity: .zero, at: scrollView.clock.clamped(time))
        case .backSwipe: navigation.cancelTrackpadBack(at: time)
        case .undecided: release(gesture.caught, except: nil)
        case .nothing: break
        }
    }

    /// Step 2 of a frame: a gesture of a source that reports no lift is over once its target
    /// ended it after its silence (`TrackpadVelocity.endsAfter`; undecided, after the idle gap).
    func advanceTrackpadGesture(to time: Double) {
        if let gesture = trackpadGesture, hasEnded(gesture, at: time) { endTrackpadGesture() }
    }

    // MARK: Helpers

    /// True when the gesture of a source that reports no lift is over at `time`.
    private func hasEnded(_ gesture: TrackpadGesture, at time: Double) -> Bool {
        guard gesture.source.endsAfterIdleGap else { return false }
        switch gesture.target {
        case .scrollView(let reference): return !(reference.object?.isTrackpadScrolling ?? false)
        case .backSwipe: return navigation.trackpadBack == nil
        case .undecided, .nothing: return time - gesture.lastEventTime >= ScrollView.trackpadIdleGap
        }
    }

    /// Forgets the gesture; one that never decided gives back the decelerations it stopped.
    private func endTrackpadGesture() {
        guard let gesture = trackpadGesture else { return }
        trackpadGesture = nil
        if case .undecided = gesture.target { release(gesture.caught, except: nil) }
    }

    /// What the gesture latches to when its travel passes the threshold along `axis`.
    private func latchTarget(of gesture: TrackpadGesture, axis: Axis, at time: Double) -> TrackpadGesture.Target {
        let chain = scrollViews(under: gesture.location)
        if axis == .horizontal, gesture.travel.x < 0, navigation.canBeginTrackpadBack,
            presentations.presentations.isEmpty,
            !chain.contains(where: {
                $0.canScroll(.horizontal) && ($0.isTrackpadScrolling || $0.contentOffset.x > $0.minimumContentOffset.x)
            })
        {
            navigation.beginTrackpadBack(at: time, source: gesture.source)
            return .backSwipe
        }
        return chain.first { $0.canScroll(axis) }.map { .scrollView(Weak($0)) } ?? .nothing
    }

    /// Hands one event to the gesture's target.
    private func deliver(_ event: TrackpadGesture.Event, of gesture: TrackpadGesture) {
        guard let axis = gesture.axis else { return }
        switch gesture.target {
        case .scrollView(let reference):
            reference.object?.continueTrackpadGesture(
                by: TrackpadGesture.component(of: event.delta, along: axis),
                at: event.time, stamp: event.stamp,
                source: gesture.source)
        case .backSwipe:
            navigation.continueTrackpadBack(by: -event.delta.x, at: event.time, stamp: event.stamp)
        case .undecided, .nothing:
            break
        }
    }

    /// Fingers touching down stop momentum: every scroll view under `location` in motion stops
    /// at `time`, a deceleration held (it owes its end) until the gesture decides.
    private func catchMotions(under location: Point, at time: Double) -> [Weak<ScrollView>] {
        scrollViews(under: location).filter(\.isInMotion).map { scrollView in
            scrollView.interruptMotion(at: time, holdingDeceleration: true)
            return Weak(scrollView)
        }
    }

    /// Ends the decelerations the gesture's first event held, except on the view it latched.
    private func release(_ caught: [Weak<ScrollView>], except latched: ScrollView?) {
        for scrollView in caught.compactMap(\.object) where scrollView !== latched && scrollView.isDecelerationHeld {
            scrollView.releaseHeldDeceleration()
        }
    }

    /// The scroll views under `location`, innermost first.
    private func scrollViews(under location: Point) -> [ScrollView] {
        var chain: [ScrollView] = []
        var candidate = window.hitTest(location)?.enclosing(ScrollView.self)
        while let scrollView = candidate {
            chain.append(scrollView)
            candidate = scrollView.superview?.enclosing(ScrollView.self)
        }
        return chain
    }
}
