import Geometry

/// Scroll views that move together (seed 002's linked scrolling: a title strip and its pages, a
/// tab bar and its pager). Each member maps its horizontal offset to a shared position (say, the
/// page) and back; when one moves, the others follow. Call `scrollViewDidScroll(_:)` from the
/// members' delegate. The link owns the two rules the long fuzz runs found:
///
/// - **no feedback**: a follower's offset written by the link does not drive the link again;
/// - **one driver at a time**: a follower still in motion (a fling of its own, a bounce) is
///   stopped where it is before the link writes to it; otherwise its motion carries the writes
///   along and the two push each other ever further past their ends.
///
/// A member that only follows (`drives: false`) never moves the others.
public final class ScrollViewLink {
    /// One scroll view of the link and how its horizontal offset maps to the shared position.
    public struct Member {
        let scrollView: ScrollView
        let position: (Double) -> Double
        let offset: (Double) -> Double
        let drives: Bool

        /// `position(offset)` gives the shared position for an offset; `offset(position)` the
        /// inverse. `drives: false` for a member that only follows.
        public init(
            _ scrollView: ScrollView, drives: Bool = true,
            position: @escaping (Double) -> Double, offset: @escaping (Double) -> Double
        ) {
            self.scrollView = scrollView
            self.drives = drives
            self.position = position
            self.offset = offset
        }
    }

    private let members: [Member]
    /// Called after every follow with the driver's shared position (to move what follows the
    /// link without scrolling: a picture, a page control).
    public var onFollow: ((Double) -> Void)?
    private var isFollowing = false

    public init(_ members: [Member]) {
        self.members = members
    }

    /// Moves every other member to follow `driver` when it is a driving member.
    public func scrollViewDidScroll(_ driver: ScrollView) {
        guard !isFollowing, let source = members.first(where: { $0.scrollView === driver }), source.drives else {
            return
        }
        isFollowing = true
        defer { isFollowing = false }
        let position = source.position(driver.contentOffset.x)
        for member in members where member.scrollView !== driver {
            let follower = member.scrollView
            if follower.isInMotion { follower.setContentOffset(follower.contentOffset, animated: false) }
            follower.contentOffset.x = member.offset(position)
        }
        onFollow?(position)
    }
}
