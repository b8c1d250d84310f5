import Geometry

/// A view that hands the touches landing on it — outside its own interactive subviews — to a
/// `target`, so a scroll view narrower than the screen also scrolls from the parts of its
/// neighbouring pages that show beside it (seed 002's `GLTouchDelegateView`).
public final class TouchForwardingView: View {
    /// The view that gets the touches; usually a paging scroll view among this view's subviews.
    public weak var target: View?

    public override func hitTest(_ point: Point) -> View? {
        guard let hit = super.hitTest(point) else { return nil }
        guard hit === self, let target else { return hit }
        let inTarget = target.convertFromWindow(convertToWindow(point))
        return target.hitTest(inTarget) ?? target
    }
}
