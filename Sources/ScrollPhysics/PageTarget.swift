/// Chooses the page a paging scroll view settles on after a release (UIScrollView
/// `isPagingEnabled`, ScrollPhysics.docc/Physics.md, "Paging").
///
/// page = offset / pageSize (from `origin`); add ±0.5 in the direction of the release velocity
/// when |v| exceeds `velocityThreshold` (UIKit: 300 pt/s, so a slower release goes to the nearest
/// page); round; then keep it within one page of the page the drag started on (at most one page per
/// flick, as on iOS) and within 0…pageCount−1.
/// Offsets and sizes in points, velocities in pt/s (positive while the offset grows).
public struct PageTarget: Hashable, Sendable {
    /// Release speed (pt/s) above which a flick turns the page even if it moved less than half a page:
    /// UIKit's 0.3 pt/ms, read from its implementation (ScrollPhysics.docc/Physics.md, "Paging"). At
    /// 300 pt/s or slower the page nearest to the release wins.
    public static let defaultVelocityThreshold = 300.0

    /// Distance between page offsets, in points (usually the viewport extent).
    public let pageSize: Double
    /// Number of pages (at least 1).
    public let pageCount: Int
    /// Content offset of page 0, in points.
    public let origin: Double
    /// Release speed in pt/s above which the velocity's direction rounds the page.
    public let velocityThreshold: Double

    /// Paging with pages `pageSize` points apart starting at offset `origin` (points).
    public init(
        pageSize: Double, pageCount: Int, origin: Double = 0,
        velocityThreshold: Double = PageTarget.defaultVelocityThreshold
    ) {
        precondition(pageSize > 0, "pageSize must be positive")
        self.pageSize = pageSize
        self.pageCount = max(pageCount, 1)
        self.origin = origin
        self.velocityThreshold = velocityThreshold
    }

    /// The fractional page at a content offset in points (2.5 = halfway between pages 2 and 3).
    public func page(atOffset offset: Double) -> Double {
        (offset - origin) / pageSize
    }

    /// The page nearest to a content offset in points, within 0…pageCount−1 (e.g. the page a drag starts on).
    public func nearestPage(toOffset offset: Double) -> Int {
        clampedPage(page(atOffset: offset).rounded())
    }

    /// The content offset of `page`, in points.
    public func offset(forPage page: Int) -> Double {
        origin + Double(page) * pageSize
    }

    /// The page to settle on after a release at `offset` (points) with `velocity` (pt/s), for a drag
    /// that began on `startPage`.
    public func targetPage(offset: Double, velocity: Double, startPage: Int) -> Int {
        var page = self.page(atOffset: offset)
        if velocity > velocityThreshold {
            page += 0.5
        } else if velocity < -velocityThreshold {
            page -= 0.5
        }
        let rounded = page.rounded()
        let oneFlick = min(max(rounded, Double(startPage) - 1), Double(startPage) + 1)
        return clampedPage(oneFlick)
    }

    /// The content offset (points) of `targetPage(offset:velocity:startPage:)`: the
    /// `targetContentOffset` of a paging scroll view.
    public func targetOffset(offset: Double, velocity: Double, startPage: Int) -> Double {
        self.offset(forPage: targetPage(offset: offset, velocity: velocity, startPage: startPage))
    }

    private func clampedPage(_ page: Double) -> Int {
        guard page.isFinite else { return 0 }
        return Int(min(max(page, 0), Double(pageCount - 1)))
    }
}
