import Geometry
import ScrollUI

/// The `outer` scroll view of `nested` (seed 004's drawer): its vertical offset is how far the
/// header has collapsed, from 0 (header at `maximumHeaderHeight`) to the difference of the two
/// heights. Its content is the header, the tab bar pinned under it and the pager, which has the
/// height left when the header is at its minimum, so the lists keep one size. An offset below 0
/// stretches the header (`.stretchHeader`) or moves the whole content down (`.bounceContent`).
public final class CollapsingHeaderScrollView: ScrollView {
    /// What pulling down past the header's maximum shows.
    public enum OverscrollStyle: Sendable {
        /// The header grows and its picture zooms (Twitter, Spotify).
        case stretchHeader
        /// Everything moves down with the scroll view's own rubber band (a plain UIScrollView).
        case bounceContent
    }

    static let maximumHeaderHeight = 260.0
    package static let minimumHeaderHeight = 88.0
    static let tabBarHeight = 44.0

    let header = HeaderView()
    let tabBar: TabBarView
    package let pager: ScrollView
    var overscrollStyle = OverscrollStyle.stretchHeader {
        didSet { setNeedsLayout() }
    }

    init(tabBar: TabBarView, pager: ScrollView) {
        self.tabBar = tabBar
        self.pager = pager
        super.init(name: "outer")
        backgroundColor = .groupedBackground
        showsVerticalScrollIndicator = false
        [pager, header, tabBar].forEach(addSubview)
    }

    /// How far the header can collapse, in points.
    var collapseRange: Double { Self.maximumHeaderHeight - Self.minimumHeaderHeight }

    /// The header's height now, in points: below the minimum never; above the maximum while stretched.
    var headerHeight: Double {
        let offset = contentOffset.y
        let stretch = overscrollStyle == .stretchHeader ? offset : max(offset, 0)
        return Self.maximumHeaderHeight - min(stretch, collapseRange)
    }

    /// The pager's height: what is left under the tab bar when the header is at its minimum.
    var pagerHeight: Double { max(0, bounds.height - Self.minimumHeaderHeight - Self.tabBarHeight) }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let size = Size(width: bounds.width, height: bounds.height + collapseRange)
        if contentSize != size { contentSize = size }
        // The header is pinned to the top of the visible area and shrinks (or stretches) there.
        let top = overscrollStyle == .stretchHeader ? contentOffset.y : max(contentOffset.y, 0)
        header.frame = Rect(x: 0, y: min(top, collapseRange), width: bounds.width, height: headerHeight)
        tabBar.frame = Rect(x: 0, y: Self.maximumHeaderHeight, width: bounds.width, height: Self.tabBarHeight)
        pager.frame = Rect(
            x: 0, y: Self.maximumHeaderHeight + Self.tabBarHeight, width: bounds.width, height: pagerHeight)
    }
}
