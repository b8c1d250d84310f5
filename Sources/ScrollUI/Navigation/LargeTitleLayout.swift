/// The large title's geometry at a scroll offset, from decompiled UIKitCore (iOS 26.1):
/// `_UINavigationBarLargeTitleViewLayout -layoutViewsWithOffset:useRestingTitleHeight:` and
/// `-restingTitleHeightForSize:type:`. Pure values, so tests and the bar share them.
///
/// `collapse` is how far the content has scrolled from its top: `contentOffset.y +
/// adjustedContentInset.top` of the screen's content scroll view (0 at the top, negative when
/// pulled down). The large-title area (below the 44 pt inline bar) is `restingHeight − collapse`
/// tall, never below 0: it follows the content up until it is gone, and stretches with it when
/// pulled down.
public struct LargeTitleLayout: Sendable, Equatable {
    /// The large-title area's height at rest, in points: 52 on iPhone (the bar 44 + 52 = 96 pt).
    /// UIKit measures it from the title's text (`_UINavigationBarLargeTitleViewCalculateRestingHeight`,
    /// whose body the decompiled folder does not include); 52 is the one-line 34 pt title's value
    /// on every iPhone since iOS 11.
    public static let restingHeight = 52.0
    /// The title's baseline sits this far above the area's bottom (`height + -16.0 - scale ×
    /// (lastLineBaseline − labelHeight / 2)` in `layoutViewsWithOffset:`).
    public static let baselineInset = 16.0
    /// The title's leading margin, in points (the bar's layout margins on iPhone: 16).
    public static let leadingMargin = 16.0
    /// The most the title grows when pulled down: `fmin(…, 1.1)` in `layoutViewsWithOffset:`.
    public static let maximumScale = 1.1
    /// Over this many points of the last collapse the inline title fades in (chosen: UIKit
    /// cross-fades the two titles near the end; no number was found).
    public static let inlineFadeDistance = 12.0
    /// Over this many points of content scrolled under the bar the standard appearance replaces
    /// the scroll-edge one (chosen; UIKit drives `backgroundTransitionProgress` from the same
    /// scroll observation).
    public static let appearanceFadeDistance = 8.0

    /// Resting height of the area: the title's plus a search bar's under it, if any.
    public var resting: Double
    /// Whether the search bar under the title collapses with the content, before the title
    /// (`hidesSearchBarWhenScrolling`): UIKit's `_UINavigationBarLayout -setSearchBar:` gives the
    /// search bar's layout item priority 1700 and makes it collapsible, below the large title's
    /// 1800, so it goes first; without it, 1900 and not collapsible: it stays under the bar.
    public var searchBarCollapses = true
    /// The part of `resting` a search bar takes, under the title.
    public var searchBarArea: Double { resting - Self.restingHeight }
    /// How far the content scrolled from its top, in points (see the type's comment).
    public var collapse: Double
    /// The window's height in points and its pixels per point: UIKit scales the title by
    /// `(height − resting) / (displayScale × screenHeight × 0.66) + 1`.
    public var screenHeight: Double
    public var displayScale: Double

    public init(
        searchBarHeight: Double? = nil, searchBarCollapses: Bool = true, collapse: Double, screenHeight: Double,
        displayScale: Double = 3
    ) {
        resting = Self.restingHeight + max(0, searchBarHeight ?? 0)
        self.searchBarCollapses = searchBarCollapses
        self.collapse = collapse.isFinite ? collapse : 0
        self.screenHeight = screenHeight
        self.displayScale = displayScale
    }

    /// The large-title area's height, in points: `resting − collapse`, at least 0 (at least the
    /// search bar's when it does not collapse).
    public var height: Double { max(searchBarCollapses ? 0 : searchBarArea, resting - collapse) }

    /// How far the title itself has collapsed: after the search bar when that goes first.
    var titleCollapse: Double { searchBarCollapses ? collapse - searchBarArea : collapse }

    /// The part of the search bar shown, in points: all of it until the content reaches it, then
    /// less as it collapses (its whole height when it does not collapse).
    public var searchBarShown: Double {
        searchBarCollapses ? min(max(searchBarArea - collapse, 0), searchBarArea) : searchBarArea
    }

    /// The title's part of the area (on top, the search bar's below): what is left of 52 pt,
    /// plus the stretch when pulled down.
    public var titleAreaHeight: Double { max(0, height - searchBarShown) }

    /// The title's scale: 1 at rest and collapsing, up to 1.1 when stretched.
    public var titleScale: Double {
        let span = displayScale * screenHeight * 0.66
        guard span > 0 else { return 1 }
        return min(max((height - resting) / span + 1, 1), Self.maximumScale)
    }

    /// The inline title's opacity: 0 while the large title shows, 1 once it has collapsed.
    public var inlineTitleAlpha: Double {
        min(max((titleCollapse - (Self.restingHeight - Self.inlineFadeDistance)) / Self.inlineFadeDistance, 0), 1)
    }

    /// 0 at the scroll edge (the scroll-edge appearance), 1 once content is under the bar. With a
    /// search bar tucked away the title is still whole: the edge is the title's, as UIKit's
    /// `_UINavigationBarLayout -_updateLayoutOutputs` takes the chromeless progress from the first
    /// collapsible item that has not collapsed, the large title.
    public var standardAppearanceProgress: Double {
        min(max(titleCollapse / Self.appearanceFadeDistance, 0), 1)
    }

    /// Where a release whose natural rest leaves the large title part way collapsed lands instead:
    /// the top (expanded) when less than half of it is collapsed, else where it is just gone — as
    /// UIKit's navigation bar does through the scroll view's target offset
    /// (`_observeScrollView:willEndDraggingWithVelocity:targetContentOffset:unclampedOriginalTarget:`).
    /// Returns the collapse to land at; `target` itself when it rests outside the title.
    public static func snappedCollapse(target: Double, resting: Double) -> Double {
        guard target > 0, target < resting else { return target }
        return target < resting / 2 ? 0 : resting
    }

    /// The collapse a release aimed at `target` lands at: each collapsible part (the search bar,
    /// then the title) is left shown or gone, never part way, split at its half — as UIKit snaps
    /// each collapsible layout item (`_UIBarInsertLayoutData`'s `collapsible`) through the target.
    public func snappedCollapse(target: Double) -> Double {
        let search = searchBarArea
        guard search > 0 else { return Self.snappedCollapse(target: target, resting: resting) }
        guard searchBarCollapses else { return Self.snappedCollapse(target: target, resting: Self.restingHeight) }
        if target > 0, target < search { return target < search / 2 ? 0 : search }
        guard target > search, target < resting else { return target }
        return target < search + Self.restingHeight / 2 ? search : resting
    }
}
