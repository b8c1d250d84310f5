/// Where a scroll view is in UIKit's touch → drag → deceleration cycle. UIKit's three flags
/// derive from it (seed 002): `isDragging` stays true through the deceleration after a drag,
/// and a touch or drag that stops a deceleration has dragging and decelerating both true.
enum ScrollPhase: Equatable, CustomStringConvertible {
    /// What drives a drag.
    enum Source: Equatable { case touch, trackpad }

    /// At rest, or moving by a programmatic or wheel animation.
    case idle
    /// A finger is down and no drag has begun. `interrupted`: it stopped a deceleration that
    /// still owes `scrollViewDidEndDecelerating`.
    case touching(interrupted: Bool)
    /// A finger or trackpad drag (`interrupted` as above).
    case dragging(Source, interrupted: Bool)
    /// Moving on after a drag — deceleration or bounce; owes `scrollViewDidEndDecelerating`.
    case decelerating

    /// UIKit `isTracking`: a finger (or trackpad fingers) on the view.
    var isTracking: Bool {
        switch self {
        case .touching, .dragging: true
        case .idle, .decelerating: false
        }
    }

    /// UIKit `isDragging`: from the start of a drag until the deceleration after it ends.
    var isDragging: Bool {
        switch self {
        case .dragging, .decelerating, .touching(interrupted: true): true
        case .idle, .touching(interrupted: false): false
        }
    }

    /// UIKit `isDecelerating`, including a deceleration a touch stopped but did not yet end.
    var isDecelerating: Bool { owesDidEndDecelerating }

    /// True while a deceleration's `scrollViewDidEndDecelerating` is still to come.
    var owesDidEndDecelerating: Bool {
        switch self {
        case .decelerating, .touching(interrupted: true), .dragging(_, interrupted: true): true
        case .idle, .touching(interrupted: false), .dragging(_, interrupted: false): false
        }
    }

    /// The legal transitions:
    /// - idle → touching(false) (a finger lands), dragging(trackpad, false) (smooth scrolling starts);
    /// - touching(i) → dragging(touch, i) (the pan begins), idle (the finger lifts; the owed end
    ///   is delivered), decelerating (it lifts with the content past an edge: bounce back),
    ///   touching(false) (an animation took over and delivered the owed end);
    /// - dragging(s, i) → decelerating (released with momentum or a target to reach),
    ///   idle (released at rest);
    /// - decelerating → idle (at rest, or an animation took over), touching(true) (a finger
    ///   caught it), dragging(trackpad, true) (smooth scrolling caught it), decelerating (rebuilt
    ///   after a resize).
    func canTransition(to next: ScrollPhase) -> Bool {
        switch (self, next) {
        case (.idle, .touching(false)), (.idle, .dragging(.trackpad, false)): true
        case (.touching(let i), .dragging(.touch, let j)): i == j
        case (.touching, .idle), (.touching, .decelerating), (.touching(true), .touching(false)): true
        case (.dragging, .decelerating), (.dragging, .idle): true
        case (.decelerating, .idle), (.decelerating, .touching(true)), (.decelerating, .dragging(.trackpad, true)),
            (.decelerating, .decelerating):
            true
        default: false
        }
    }

    var description: String {
        switch self {
        case .idle: "idle"
        case .touching(let interrupted): "touching\(interrupted ? " (interrupted)" : "")"
        case .dragging(let source, let interrupted): "dragging by \(source)\(interrupted ? " (interrupted)" : "")"
        case .decelerating: "decelerating"
        }
    }
}
