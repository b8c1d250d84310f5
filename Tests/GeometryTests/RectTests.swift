import Geometry
import Testing

/// Rects as hit testing and clipping use them: half-open, so a point on the far edge belongs to
/// the next view (UIKit's `CGRect.contains`), and an overlap of no area is none.
@Suite struct RectTests {
    private let rect = Rect(x: 10, y: 20, width: 100, height: 50)

    @Test func aPointOnTheNearEdgeIsInsideAndOneOnTheFarEdgeIsNot() {
        #expect(rect.contains(Point(x: 10, y: 20)))
        #expect(rect.contains(Point(x: 109.999, y: 69.999)))
        #expect(!rect.contains(Point(x: 110, y: 40)))
        #expect(!rect.contains(Point(x: 50, y: 70)))
    }

    @Test func rectsThatOnlyTouchHaveNoIntersection() {
        let beside = Rect(x: 110, y: 20, width: 30, height: 50)
        let overlapping = Rect(x: 100, y: 60, width: 30, height: 30)

        #expect(rect.intersection(beside) == nil)
        #expect(rect.intersection(overlapping) == Rect(x: 100, y: 60, width: 10, height: 10))
    }

    @Test func insetsTakeEachSideFromItsOwnEdge() {
        let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)

        #expect(rect.inset(by: insets) == Rect(x: 12, y: 21, width: 94, height: 46))
        #expect(insets.leading(.vertical) == 1 && insets.trailing(.vertical) == 3)
        #expect(insets.leading(.horizontal) == 2 && insets.trailing(.horizontal) == 4)
    }
}
