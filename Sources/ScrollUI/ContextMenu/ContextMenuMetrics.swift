import Foundation
import Geometry

/// The context menu's numbers, from UIKitCore (iOS 26.1) where it has them; the ContextMenus
/// article gives each one's class and method.
public enum ContextMenuMetrics {
    /// Seconds held before the view starts to shrink: `_UILongPressClickInteractionDriver init`
    /// sets its `_UITouchDurationObservingGestureRecognizer`'s `minimumDurationRequired` to 0.15.
    public static let highlightDelay = 0.15
    /// Seconds held before the menu opens (a phone, "Haptic Touch: Fast", the default):
    /// `_UILongPressClickInteractionDriver clickDownDuration`, 0.4.
    public static let pressDuration = 0.4
    /// Points the finger may move before the menu opens: `_UIClickPresentationAllowableMovementForDriver`
    /// (10 pt for touch), the scroll pan's hysteresis too, so in a scroll view the arena decides.
    public static let allowableMovement = 10.0
    /// How much the pressed view shrinks at the end of the press. Not found in UIKitCore
    /// (the highlight effect's scale is not in the driver); chosen: 5 %, as iOS looks.
    public static let pressedScale = 0.95
    /// The preview grows by at most this factor and at most `maximumLiftPoints` points:
    /// `_UIContextMenuPlatformMetrics init`, `maxLiftScale` 1.15, `maxLiftScaleUpPoints` 26.
    public static let maximumLiftScale = 1.15
    public static let maximumLiftPoints = 26.0
    /// The largest preview: `previewPlatterMaximumSize` 343 × 490, corners `previewPlatterCornerRadius` 13.
    public static let previewMaximumSize = Size(width: 343, height: 490)
    public static let previewCornerRadius = 13.0
    /// The menu: `defaultMenuWidth` 250, `menuCornerRadius` 13, 16 pt leading and trailing padding
    /// (`menuItemInternalPadding`), a row of `itemTopToFirstBaseline` 28 + `itemLastBaselineToBottom`
    /// 15.67 ≈ 44 pt, `minimumContainerInsets` 8 from the safe area.
    public static let menuWidth = 250.0
    public static let menuCornerRadius = 13.0
    public static let itemPadding = 16.0
    public static let itemHeight = 44.0
    public static let containerInset = 8.0
    /// Points between the preview and the menu: `menuGutterWidth`, 12.
    public static let menuGap = 12.0
    /// The dim over the screen behind the menu: `_UIClickPresentationBackgroundColor(1)` on a phone,
    /// RGB (0.086, 0.082, 0.165) at 21 %.
    public static let dimColor = Color(red: 0.0862745098, green: 0.0823529412, blue: 0.164705882, alpha: 0.21)
    /// The blur's radius behind the menu, in points: `_UIClickPresentationBackgroundEffects`
    /// (`UIBlurEffect effectWithBlurRadius:` 10).
    public static let blurRadius = 10.0
    /// During the dismissal the background is clear once the animation's progress falls below
    /// this: `_UIContextMenuBasicMorphPresentationAnimation _presentation_applyBackgroundEffectWithProgress:`, 0.3.
    public static let backgroundDismissalLead = 0.3
    /// The springs that lift and drop the preview (0…1 progress). UIKitCore's animator parameters
    /// were not found (they are built outside the morph animation); chosen: a lift that settles in
    /// about 0.5 s with a little overshoot, a drop without one.
    public static let liftResponse = 0.4
    public static let liftDampingRatio = 0.85
    public static let dropResponse = 0.3
    public static let dropDampingRatio = 1.0

    /// The shrink's progress 0…1 after `held` seconds down: the driver's eased click-down progress
    /// p / ((1 − p)^3.4 + p) (`_UILongPressClickInteractionDriver
    /// _notifyDelegateOfUpdatedClickDownProgress:`), with p counted from `highlightDelay` so the
    /// view starts from its own size.
    public static func pressProgress(held: Double) -> Double {
        let start = highlightDelay / pressDuration
        let p = min(max((held / pressDuration - start) / (1 - start), 0), 1)
        guard p > 0 else { return 0 }
        return min(max(p / (pow(1 - p, 3.4) + p), 0), 1)
    }
}
