import Geometry

/// Where UIKit puts a scroll view's content: its offset rounded to the screen's pixels.
///
/// iOS 26.1's UIKitCore (`UIScrollView.m`): `-setContentOffset:` passes the offset it is given
/// through `-_roundedProposedContentOffset:` and sets the bounds to the result, keeping the
/// unrounded value in `_lastSetContentOffsetUnrounded`. That method rounds each axis to
/// `_accuracy`, which `-initWithFrame:` and `-_didMoveFromWindow:toWindow:` set to
/// `-[UIView _currentScreenScale]`: `round(x)` at scale 1, else
/// `floor(x) + round((x − floor(x)) · scale) / scale` (`vrndmq_f64`, `vrndaq_f64`: rounding
/// half away from zero), unless `_setContentOffsetRoundingEnabled:NO`. A drag
/// (`-_updatePanGesture`), its rubber band (`-_rubberBandContentOffsetForOffset:outsideX:outsideY:`
/// rounds too) and the deceleration and bounce (`-_smoothScrollSyncWithUpdateTime:` steps the
/// unrounded `_lastUpdateOffsetX/Y`, then calls `-setContentOffset:`) all go through it, so the
/// content moves by whole pixels while the motion itself stays unrounded.
///
/// ScrollLab's model and its state log keep the unrounded offset (the motion UIKit integrates);
/// the renderers round where they draw (`DisplayItem.contentOffset`), which gives the picture
/// UIKit shows and lets rasters kept of rows and cards be copied on every frame of a scroll.
public enum ContentOffsetRounding {
    /// `offset` rounded on each axis to 1 / `scale` points, as `_roundedProposedContentOffset:`
    /// rounds it; unchanged for a scale that is not finite and positive.
    public static func rounded(_ offset: Point, scale: Double) -> Point {
        Point(x: rounded(offset.x, scale: scale), y: rounded(offset.y, scale: scale))
    }

    /// One axis of `rounded(_:scale:)`.
    public static func rounded(_ value: Double, scale: Double) -> Double {
        guard scale.isFinite, scale > 0, value.isFinite else { return value }
        if scale == 1 { return value.rounded() }
        let whole = value.rounded(.down)
        return whole + ((value - whole) * scale).rounded() / scale
    }
}
