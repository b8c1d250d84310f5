import Gestures

/// The views that need time, and the time of the latest frame or event, for one application
/// (Core Animation's display link, in miniature). A frame advances only the views scheduled
/// here, not the whole tree: an idle screen costs nothing per frame.
public final class DisplayLink {
    /// The session's clock, which the frame loop moves (`FrameLoop`).
    public let clock: FrameClock
    /// Time of the latest frame or event, in seconds.
    private var now: Double { clock.now }
    private var scheduled: [View] = []
    /// The application's text field being edited, its keyboard and clipboard.
    public let textInput = TextInputCenter()

    /// A timeline on `clock` (by default one of its own, for a test to move).
    public init(clock: FrameClock = FrameClock()) {
        self.clock = clock
    }

    /// Number of views that will be advanced next frame.
    public var scheduledCount: Int { scheduled.count }

    /// Advances every scheduled view to `now`, the frame's time (its `View.animate` animations
    /// first, then its own `advance(to:)`), then drops those that came to rest.
    public func advanceScheduledViews() {
        for view in scheduled {
            view.advanceAnimations(to: now)
            view.advance(to: now)
        }
        scheduled.removeAll { view in
            guard !view.needsAdvance, view.runningAnimations.isEmpty else { return false }
            view.isScheduledForAdvance = false
            return true
        }
    }

    func schedule(_ view: View) { scheduled.append(view) }
}

extension View {
    /// Asks for `advance(to:)` every frame from now until `needsAdvance` turns false (UIKit: an
    /// animation added to a layer). A view outside any timeline waits until its subtree joins one.
    public func setNeedsAdvance() {
        guard !isScheduledForAdvance else { return }
        isScheduledForAdvance = true
        let root = timelineRoot
        if let timeline = root.timeline {
            timeline.schedule(self)
        } else {
            root.waitingForTimeline.append(self)
        }
    }

    /// The clock of the timeline this view is in (nil outside one).
    var timelineClock: FrameClock? { timelineRoot.timeline?.clock }

    /// The timeline this view is in (nil outside one).
    var timelineOwner: DisplayLink? { timelineRoot.timeline }

    /// The time of the latest frame or event of the display link this view is in (nil outside one).
    var timelineTime: Double? { timelineClock?.now }

    /// Makes this view a root that drives time for its subtree, and schedules what waited.
    public func attach(_ timeline: DisplayLink) {
        self.timeline = timeline
        joinTimelineIfWaiting()
    }

    /// The nearest ancestor (or self) with a timeline, else the top of the tree.
    private var timelineRoot: View {
        var current = self
        while current.timeline == nil, let parent = current.superview { current = parent }
        return current
    }

    /// Hands the views that waited in this (formerly detached) subtree to its new root.
    func joinTimelineIfWaiting() {
        guard !waitingForTimeline.isEmpty else { return }
        let waiting = waitingForTimeline
        waitingForTimeline = []
        for view in waiting {
            view.isScheduledForAdvance = false
            view.setNeedsAdvance()
        }
    }
}
