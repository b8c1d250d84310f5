import Geometry
import ScrollUI

/// One two-finger trackpad gesture, from its first precise scroll event to the fingers lifting
/// (or, for a source that never reports a lift, to the idle gap): where it began, the axis it
/// locked to and what it is latched to (AppKit's scroll-wheel latching; the rules are in
/// ScrollUI.docc/InputOnLinux.md, "Trackpad gestures").
struct TrackpadGesture {
    /// Travel in points before the gesture picks its axis and its view: the pan's hysteresis
    /// (`PanGestureRecognizer.defaultHysteresis`, 10 pt), as a finger does on a touchscreen.
    static let startThreshold = 10.0

    /// What the gesture's events go to, decided once when it passes `startThreshold`.
    enum Target {
        /// Not decided yet: the events are held in `pending`.
        case undecided
        /// The scroll view latched at the start (held weakly: a screen may leave meanwhile).
        case scrollView(Weak<ScrollView>)
        /// The navigation controller's interactive pop.
        case backSwipe
        /// Nothing under the pointer scrolls on the gesture's axis: its events are dropped.
        case nothing
    }

    /// One event held until the gesture decides where it goes.
    struct Event {
        var delta: Point
        var time: Double
        var stamp: Double
    }

    /// Where the pointer was at the first event, in window points.
    let location: Point
    /// How its source reports: lifts or silence, stamps exact or rounded.
    let source: TrackpadSource
    var target = Target.undecided
    /// The axis the gesture locked to at its start; its events' other component is ignored.
    var axis: Axis?
    /// Movement before the decision, in points.
    var travel = Point.zero
    var pending: [Event] = []
    /// When the latest event arrived, in seconds on the frame clock.
    var lastEventTime: Double
    /// Scroll views under the pointer whose motion the first event stopped before the gesture
    /// knew its axis (fingers touching down stop momentum); the ones it does not latch get
    /// their deceleration's end when it decides.
    var caught: [Weak<ScrollView>] = []

    init(location: Point, time: Double, source: TrackpadSource) {
        self.location = location
        self.lastEventTime = time
        self.source = source
    }

    /// The axis along which `travel` mostly goes (vertical on a tie, as `ScrollView.acceptsScroll`).
    static func dominantAxis(of travel: Point) -> Axis {
        abs(travel.x) > abs(travel.y) ? .horizontal : .vertical
    }

    /// `delta` with only its component along `axis`.
    static func component(of delta: Point, along axis: Axis) -> Point {
        var kept = Point.zero
        kept[axis] = delta[axis]
        return kept
    }
}

/// A weak reference (a latched scroll view may leave the screen during a gesture).
struct Weak<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
}
