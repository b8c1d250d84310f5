import Geometry

/// A scroll view's delegate callbacks as values, for any number of observers beside the one
/// delegate (UIKit's `UIScrollViewDelegate` order and rules; `scrollViewDidScroll` is not one of
/// them: read `contentOffset`). The state log writes each as a `callback` line.
public enum ScrollViewEvent: Equatable, Sendable {
    case willBeginDragging
    /// `velocity` in points per second of content offset; `targetContentOffset` where the
    /// content will rest, after any change the delegate made.
    case willEndDragging(velocity: Point, targetContentOffset: Point)
    case didEndDragging(willDecelerate: Bool)
    case willBeginDecelerating
    case didEndDecelerating
    case didEndScrollingAnimation
    case didScrollToTop
    /// A pinch began or an animated zoom started (`scrollViewWillBeginZooming`).
    case willBeginZooming
    /// The zoom came to rest at `scale` (`scrollViewDidEndZooming`).
    case didEndZooming(scale: Double)

    /// The delegate method's name, as the log writes it (`scrollViewWillBeginDragging`).
    public var callbackName: String {
        switch self {
        case .willBeginDragging: "scrollViewWillBeginDragging"
        case .willEndDragging: "scrollViewWillEndDragging"
        case .didEndDragging: "scrollViewDidEndDragging"
        case .willBeginDecelerating: "scrollViewWillBeginDecelerating"
        case .didEndDecelerating: "scrollViewDidEndDecelerating"
        case .didEndScrollingAnimation: "scrollViewDidEndScrollingAnimation"
        case .didScrollToTop: "scrollViewDidScrollToTop"
        case .willBeginZooming: "scrollViewWillBeginZooming"
        case .didEndZooming: "scrollViewDidEndZooming"
        }
    }
}

/// An event of one of the scroll views a screen logs (`ViewController.loggedScrollViews`), by
/// its id: what the state log writes as a `callback` line.
public struct ScrollViewCallback: Equatable, Sendable {
    /// The scroll view's stable id, e.g. `list`.
    public var view: String
    public var event: ScrollViewEvent

    public init(view: String, event: ScrollViewEvent) {
        self.view = view
        self.event = event
    }

    /// The UIScrollViewDelegate method name, e.g. `scrollViewWillEndDragging`.
    public var callback: String { event.callbackName }
}

/// Keeps an observer registered (`ScrollView.observeEvents`, `Application.observeCallbacks`);
/// `cancel()`, or letting it go, removes it.
public final class Observation {
    private var remove: (() -> Void)?

    package init(remove: @escaping () -> Void) {
        self.remove = remove
    }

    deinit { cancel() }

    /// Stops the observer from being called.
    public func cancel() {
        remove?()
        remove = nil
    }
}

extension ScrollView {
    /// Calls `observer` with each event, after the delegate has been told; keep the returned
    /// observation for as long as you want them.
    public func observeEvents(_ observer: @escaping (ScrollViewEvent) -> Void) -> Observation {
        nextObserverID += 1
        let id = nextObserverID
        eventObservers.append((id, observer))
        return Observation { [weak self] in self?.eventObservers.removeAll { $0.id == id } }
    }

    /// Tells the delegate (through `delegateCall`), then every observer, about `event`. Observers
    /// see events in the order the delegate was called: a delegate that stops a deceleration in
    /// `scrollViewWillBeginDecelerating` has its `didEndDecelerating` told to observers after the
    /// `willBeginDecelerating`. Tests call it to report an event out of turn (an invariant
    /// checker must catch it).
    @_spi(Testing) public func report(_ event: ScrollViewEvent, delegateCall: (ScrollViewDelegate) -> Void) {
        unobservedEvents.append(event)
        delegateCallDepth += 1
        if let delegate { delegateCall(delegate) }
        delegateCallDepth -= 1
        tellObservers()
    }

    /// Tells every observer about `event` (the delegate has been told), after any event the
    /// delegate was told before it.
    func notify(_ event: ScrollViewEvent) {
        unobservedEvents.append(event)
        tellObservers()
    }

    /// Once out of every delegate call, tells the observers the events waiting, oldest first.
    private func tellObservers() {
        while delegateCallDepth == 0, !unobservedEvents.isEmpty {
            let event = unobservedEvents.removeFirst()
            for (_, observer) in eventObservers { observer(event) }
        }
    }
}
