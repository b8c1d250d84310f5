import ScrollUI

/// A list's pull-to-refresh on `nested-refresh`: the toolkit's `RefreshControl` (UIKit's
/// `UIRefreshControl`) and a demo fetch that takes `duration`, then `endRefreshing()`.
final class PullToRefresh {
    /// How long a refresh takes, in seconds (a demo's fetch).
    static let duration = 1.0

    let list: ScrollView
    let control = RefreshControl(name: "refresh")
    /// When the running refresh began, in seconds; nil when none runs.
    private(set) var refreshingSince: Double?
    /// Refreshes begun so far.
    private(set) var count = 0

    init(list: ScrollView) {
        self.list = list
        list.refreshControl = control
        control.addAction(for: .valueChanged) { [unowned self] time in
            refreshingSince = time
            count += 1
        }
    }

    var isRefreshing: Bool { control.isRefreshing }

    /// Ends a refresh that has run its `duration` by `time` (seconds).
    func advance(to time: Double) {
        guard let since = refreshingSince, time - since >= Self.duration else { return }
        refreshingSince = nil
        control.endRefreshing()
    }
}
