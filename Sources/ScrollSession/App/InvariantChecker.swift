import Geometry
import Gestures
import ScrollUI

/// What must hold after every frame of a running app, checked on request: the fuzz test runs it
/// after each of 10⁵ random events (10⁷ in its long runs), and a prototype's tests can too.
///
/// - the navigation stack is never empty, and the gesture arena reports no error;
/// - every logged scroll view of the top screen: no illegal phase transition, a finite offset,
///   never a whole viewport (or a resize's 1,200 pt) past an edge — rubber-banding stays below
///   that — and tracking only while a finger is down (a trackpad gesture tracks without one);
/// - the delegate callbacks balance, as seed 002 describes them: a drag begins, then ends, never
///   twice in a row; a deceleration ends once after it began, and a new drag during a deceleration
///   may announce `willBeginDecelerating` again before its one `didEndDecelerating`; a zoom
///   (`willBeginZooming`) ends once (`didEndZooming`) before the next begins.
public final class InvariantChecker {
    private let app: Application
    /// "list: dragging", "list: decelerating": what has begun and not ended yet.
    public private(set) var open: Set<String> = []
    /// A callback that broke the balance, kept for the next `check`.
    private var brokenBalance: String?
    /// The latest callbacks, for a failure's message.
    private var recent: [String] = []
    private var observation: Observation?

    /// Starts following `app`'s scroll-view callbacks; call `check` after each frame.
    public init(app: Application) {
        self.app = app
        observation = app.observeCallbacks { [weak self] callback in self?.follow(callback) }
    }

    /// Throws an `InvariantViolation` naming the first rule `app` breaks now (`context` is added
    /// to the message, e.g. a seed and an event number).
    public func check(context: String = "") throws {
        func fail(_ message: String) -> InvariantViolation {
            InvariantViolation(description: context.isEmpty ? message : "\(message) (\(context))")
        }
        if let brokenBalance { throw fail(brokenBalance) }
        let navigation = app.navigation
        guard navigation.depth >= 1 else { throw fail("navigation depth \(navigation.depth)") }
        guard app.dispatcher.arena.errors.isEmpty else { throw fail("gesture errors \(app.dispatcher.arena.errors)") }
        let touching = !app.dispatcher.activeTouches.isEmpty
        for (id, scrollView) in app.topViewController.loggedScrollViews {
            guard scrollView.phaseErrors.isEmpty else { throw fail("\(id): \(scrollView.phaseErrors)") }
            let offset = scrollView.contentOffset
            guard offset.isFinite else { throw fail("\(id) offset \(offset) is not finite") }
            for axis in Axis.allCases {
                let range = scrollView.offsetRange(axis), slack = max(scrollView.bounds.size[axis], 1200) + 1
                guard offset[axis] >= range.lowerBound - slack, offset[axis] <= range.upperBound + slack else {
                    throw fail("\(id) offset \(offset) is beyond its rubber band around \(range)")
                }
            }
            if scrollView.isTracking && !scrollView.isTrackpadScrolling && !touching {
                throw fail("\(id) is tracking with no touch down")
            }
        }
    }

    /// What has begun and not ended on the screens still in the stack (a screen that left may owe
    /// nothing: its scroll views were stopped as it went). Empty once everything has come to rest.
    public var stillOpen: Set<String> {
        let ids = (app.navigation.stack + app.presentations.presentations.map(\.presented)).flatMap {
            $0.loggedScrollViews.map(\.id)
        }
        return open.filter { key in ids.contains { key.hasPrefix("\($0): ") } }
    }

    private func follow(_ callback: ScrollViewCallback) {
        recent = Array((recent + ["\(app.now): \(callback.view) \(callback.callback)"]).suffix(12))
        let pair: (key: String, begins: Bool)? =
            switch callback.event {
            case .willBeginDragging: ("\(callback.view): dragging", true)
            case .didEndDragging: ("\(callback.view): dragging", false)
            case .willBeginDecelerating: ("\(callback.view): decelerating", true)
            case .didEndDecelerating: ("\(callback.view): decelerating", false)
            case .willBeginZooming: ("\(callback.view): zooming", true)
            case .didEndZooming: ("\(callback.view): zooming", false)
            default: nil
            }
        guard let pair, brokenBalance == nil else { return }
        let trail = "; callbacks:\n  " + recent.joined(separator: "\n  ")
        if pair.begins {
            if !open.insert(pair.key).inserted && !pair.key.hasSuffix("decelerating") {
                brokenBalance = "\(callback.callback) twice for \(callback.view)" + trail
            }
        } else if open.remove(pair.key) == nil {
            brokenBalance = "\(callback.callback) for \(callback.view) without a begin" + trail
        }
    }
}

/// A rule `InvariantChecker` found broken, in words.
public struct InvariantViolation: Error, CustomStringConvertible {
    public let description: String
}
