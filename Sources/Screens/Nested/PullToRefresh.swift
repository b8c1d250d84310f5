import Geometry
import ScrollUI

/// A list's pull-to-refresh (UIKit's `UIRefreshControl`): a label above the first row that says
/// what a release will do; released past `threshold`, the list rests `threshold` points into its
/// top inset while it refreshes for `duration`, then scrolls back. As the list's delegate it
/// moves `targetContentOffset` to the refreshing position, so the release lands there.
final class PullToRefresh: ScrollViewDelegate {
    /// How far past its top a release must pull the list, and how far it rests there while
    /// refreshing, in points (UIRefreshControl's spinner area, about 60 pt).
    static let threshold = 60.0
    /// How long a refresh takes, in seconds (a demo's fetch).
    static let duration = 1.0

    let list: ScrollView
    private let label = Label("", font: .subheadline, color: .secondaryLabel, name: "refresh.label")
    /// When the running refresh began, in seconds; nil when none runs.
    private(set) var refreshingSince: Double?
    /// Refreshes begun so far.
    private(set) var count = 0

    init(list: ScrollView) {
        self.list = list
        label.alignment = .center
        list.addSubview(label)
        list.delegate = self
    }

    var isRefreshing: Bool { refreshingSince != nil }

    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {
        guard !isRefreshing, scrollView.contentOffset.y <= -Self.threshold else { return }
        refreshingSince = scrollView.now
        count += 1
        scrollView.contentInset.top = Self.threshold
        targetContentOffset.y = -Self.threshold
    }

    /// Ends a refresh that has run its `duration` by `time` (seconds), unless a finger holds the
    /// list, and updates the label.
    func advance(to time: Double) {
        if let since = refreshingSince, time - since >= Self.duration, !list.isTracking {
            refreshingSince = nil
            list.contentInset.top = 0
            if list.contentOffset.y < 0 { list.setContentOffset(Point(x: list.contentOffset.x, y: 0), animated: true) }
        }
        let text = isRefreshing ? "Refreshing…" : list.contentOffset.y <= -Self.threshold ? "Release to refresh" : "Pull to refresh"
        if label.text != text { label.text = text }
        let frame = Rect(x: 0, y: -Self.threshold, width: list.bounds.width, height: Self.threshold)
        if label.frame != frame { label.frame = frame }
    }
}
