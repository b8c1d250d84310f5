import Geometry

/// A page sheet's look over the screen that presents it (iOS 13 and later on iPhone): as the sheet
/// rises from half the window to its large detent, the screen under it shrinks, rounds its corners
/// and moves up under the status bar, so it shows as a card pushed back behind the sheet; the
/// dimming over it darkens with the presentation's progress. A grabber at the sheet's top when the
/// presented screen asks (`sheetPrefersGrabberVisible`).
///
/// UIKit computes the transform in `_UISheetPresentationController` (its presenting view's
/// transform while the sheet is at the large detent); the decompiled folder gives no constants
/// for it that the search tools reach, so these are chosen after iOS 17/18 on iPhone: the screen
/// narrows by 16 pt on each side (390 pt wide: scale 0.918), its top at the safe area's top,
/// its corners rounded by the sheet's radius (10 pt).
extension Presentation {
    /// Points the presenting screen narrows by on each side at the large detent.
    public static let pushBackInset = 16.0

    /// How far a sheet has risen from half the window toward the large detent: 0 at or below half
    /// the window (a medium sheet leaves the screen under it as it is), 1 at the large detent.
    public func pushBackProgress(in size: Size, safeArea: EdgeInsets) -> Double {
        let top = container.frame.minY, large = safeArea.top + SheetDetent.largeGap, half = size.height / 2
        guard half > large else { return 0 }
        return min(max((half - top) / (half - large), 0), 1)
    }

    /// Scales, moves and rounds `under` for the sheet's position, and places the grabber.
    func layOutSheetLook(in size: Size, safeArea: EdgeInsets, under: View) {
        if underState == nil { underState = (under, under.transform, under.alpha, under.cornerRadius) }
        let progress = pushBackProgress(in: size, safeArea: safeArea)
        let fullScale = size.width > 0 ? max(0.5, (size.width - 2 * Self.pushBackInset) / size.width) : 1
        let scale = 1 - (1 - fullScale) * progress
        // Scaled about its centre its top comes down by h(1 − s)/2; move it up to the safe area's top.
        let height = under.bounds.height
        let lift = (safeArea.top - height * (1 - fullScale) / 2) * progress
        under.transform =
            progress > 0
            ? Transform(scale: scale, translation: Point(x: 0, y: lift)) : (underState?.transform ?? .identity)
        under.cornerRadius = progress > 0 ? Self.sheetCornerRadius * progress : (underState?.cornerRadius ?? 0)
        showBackdrop(progress > 0, behind: under)
        grabber.isHidden = !presented.sheetPrefersGrabberVisible
        if grabber.superview !== container { container.addSubview(grabber) }
        grabber.frame = Rect(
            x: (container.bounds.width - GrabberView.size.width) / 2, y: GrabberView.topInset,
            width: GrabberView.size.width, height: GrabberView.size.height)
    }
}

extension Presentation {
    /// Black behind the pushed-back screen, as iOS's window shows around the card; only behind the
    /// navigation stack (the window), not behind a sheet pushed back by another.
    private func showBackdrop(_ shows: Bool, behind under: View) {
        guard let window = under.superview, !(window is PresentationContainerView) else { return }
        if shows, backdropState == nil { backdropState = (window, window.backgroundColor) }
        guard let backdropState else { return }
        backdropState.view.backgroundColor = shows ? .black : backdropState.color
        if !shows { self.backdropState = nil }
    }
}

/// The small bar at a sheet's top that says it can be dragged (UIKit's `_UIGrabber`): 36 × 5 pt,
/// fully rounded, 5 pt below the sheet's top, grey at 30 % (UIKit's `tertiaryLabel`-like fill).
public final class GrabberView: View {
    public static let size = Size(width: 36, height: 5)
    public static let topInset = 5.0

    public init() {
        super.init(name: "presentation.grabber")
        isUserInteractionEnabled = false
        backgroundColor = Color(hex: 0x3C3C43, alpha: 0.3)
        cornerRadius = Self.size.height / 2
    }
}
