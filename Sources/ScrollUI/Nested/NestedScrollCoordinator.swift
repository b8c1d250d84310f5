import Geometry

/// The nested-scrolling rules in one place (seed 004's executor): an `outer` scroll view whose
/// vertical offset is how far a header has collapsed, over lists of which one is current. The
/// outer view and the current list move as one scroll view whose offset is the sum of theirs;
/// every change of that sum is split between them:
/// - pulling up (the sum grows): the header collapses to its minimum first, then the list scrolls;
/// - pulling down: the list scrolls back to its top first, then the header expands, and past its
///   maximum it stretches (the outer offset goes below its minimum).
///
/// Drags, momentum, trackpad gestures and animations of either view act on the sum
/// (`ScrollView.position`), so the header plus the list always move by exactly what the finger,
/// the deceleration curve or the animation says, and momentum crosses the boundary on one
/// curve: nothing is handed over, because there is one motion (seed 001, without its seam).
public final class NestedScrollCoordinator: NestedScrollCoordinating {
    /// The scroll view whose vertical offset is the header's collapse, `0…collapse range`.
    public let outer: ScrollView
    /// The inner lists, one per page.
    public let lists: [ScrollView]
    /// The list that moves with the header (the page shown); change it with `showList(_:at:)`.
    public private(set) var currentIndex = 0

    /// What a pull past the top (header fully open, list at its top) moves.
    public enum TopOverscroll: Sendable {
        /// The header stretches (the outer offset goes below its minimum).
        case outer
        /// The list rubber-bands under a header that stays at its maximum, so its own
        /// pull-to-refresh shows there (seed 004's MONestedScrollView: `bounces = false` on the
        /// main view).
        case list
    }

    /// What a pull past the top moves; `.outer` by default.
    public var topOverscroll = TopOverscroll.outer

    /// Takes over the vertical axis of `outer` and every list of `lists` (which must not be empty).
    public init(outer: ScrollView, lists: [ScrollView]) {
        precondition(!lists.isEmpty, "a nested scroll coordinator needs at least one list")
        self.outer = outer
        self.lists = lists
        outer.nestedCoordinator = self
        for list in lists { list.nestedCoordinator = self }
    }

    /// The current list.
    public var currentList: ScrollView { lists[currentIndex] }

    /// Every scroll view this coordinator moves.
    var members: [ScrollView] { [outer] + lists }

    /// The list that moves together with `scrollView`: the current list for `outer` and itself;
    /// nil for a list that is not current (it scrolls alone).
    private func partner(of scrollView: ScrollView) -> ScrollView? {
        scrollView === outer || scrollView === currentList ? currentList : nil
    }

    // MARK: NestedScrollCoordinating

    public func combinedOffset(for scrollView: ScrollView) -> Double? {
        partner(of: scrollView).map { outer.contentOffset.y + $0.contentOffset.y }
    }

    public func combinedRange(for scrollView: ScrollView) -> ClosedRange<Double> {
        let list = partner(of: scrollView) ?? currentList
        return outer.offsetRange(.vertical).lowerBound + list.offsetRange(.vertical).lowerBound...outer.offsetRange(
            .vertical
        ).upperBound
            + list.offsetRange(.vertical).upperBound
    }

    public func setCombinedOffset(_ offset: Double, for scrollView: ScrollView) {
        guard let list = partner(of: scrollView), offset.isFinite else { return }
        let (header, inner) = split(to: offset, list: list)
        // The views move as one: when `scrollView` scrolls, so does its partner (indicators and all).
        let scrolling = scrollView.isScrollingForIndicators
        for (member, value) in [(outer, header), (list, inner)] {
            if scrolling {
                member.asScrolling { member.contentOffset.y = value }
            } else {
                member.contentOffset.y = value
            }
        }
    }

    public func ownOffset(of scrollView: ScrollView, atCombined offset: Double) -> Double {
        guard let list = partner(of: scrollView) else { return scrollView.contentOffset.y }
        let (header, inner) = split(to: offset, list: list)
        return scrollView === outer ? header : inner
    }

    public func stopOtherMotions(than scrollView: ScrollView, at time: Double, holdingDecelerations: Bool) -> Bool {
        var stopped = false
        for member in members where member !== scrollView {
            if member.interruptMotion(at: time, holdingDeceleration: holdingDecelerations) { stopped = true }
        }
        return stopped
    }

    public func releaseDecelerations(heldBy scrollView: ScrollView) {
        for member in members where member !== scrollView && member.isDecelerationHeld {
            member.releaseHeldDeceleration()
        }
    }

    public func isMovingOther(than scrollView: ScrollView) -> Bool {
        members.contains { $0 !== scrollView && (($0.isDragging && !$0.isDecelerationHeld) || $0.motion != nil) }
    }

    /// Makes list `index` the one that moves with the header (a tab switch). A change stops any
    /// vertical motion at `time` (seconds) first, so no motion carries over to another list.
    public func showList(_ index: Int, at time: Double) {
        let index = min(max(index, 0), lists.count - 1)
        guard index != currentIndex else { return }
        stopAllMotions(at: time)
        currentIndex = index
    }

    /// Stops every motion at `time` (seconds): a tab switch, a page drag. Returns whether any ran.
    @discardableResult
    public func stopAllMotions(at time: Double) -> Bool {
        members.reduce(false) { $1.interruptMotion(at: time) || $0 }
    }

    // MARK: The rules

    /// The outer and `list` offsets once their sum is `combined` points: growing, the header
    /// collapses first; shrinking, the list returns to its top first. Each offset is either kept,
    /// set to a bound, or `combined` minus the other, never moved by a difference: a sum that
    /// comes to rest on a bound leaves both offsets exactly on theirs (0, not 4.4e-16).
    /// With `topOverscroll = .list`, a list pulled past its top takes the pull, and gives it
    /// back first.
    func split(to combined: Double, list: ScrollView) -> (header: Double, list: Double) {
        let header = outer.contentOffset.y
        var inner = list.contentOffset.y
        let listTop = list.offsetRange(.vertical).lowerBound
        if combined > header + inner {
            if topOverscroll == .list, inner < listTop {
                if combined - header <= listTop { return (header, combined - header) }
                inner = listTop
            }
            let collapsed = max(header, outer.offsetRange(.vertical).upperBound)
            return combined - inner <= collapsed ? (combined - inner, inner) : (collapsed, combined - collapsed)
        } else if combined < header + inner {
            let top = min(inner, listTop)
            if combined - header >= top { return (header, combined - header) }
            guard topOverscroll == .list else { return (combined - top, top) }
            let open = min(header, outer.offsetRange(.vertical).lowerBound)
            return combined - top >= open ? (combined - top, top) : (open, combined - open)
        }
        return (header, inner)
    }
}
