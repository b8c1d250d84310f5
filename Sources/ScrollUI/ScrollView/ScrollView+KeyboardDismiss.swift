import Geometry

/// How a drag on a scroll view treats the keyboard (UIKit `UIScrollView.KeyboardDismissMode`).
public enum KeyboardDismissMode: Sendable, Equatable {
    /// The keyboard stays (UIKit's default).
    case none
    /// A finger drag that begins on the scroll view ends editing, and the keyboard falls.
    case onDrag
    /// The keyboard follows the dragging finger down once the finger is below its top, and may
    /// be pulled back up; at the release it finishes falling or comes back up by its position
    /// and the finger's speed (``InteractiveKeyboardDismissal``).
    case interactive
}

extension ScrollView {
    /// Ends editing when a finger drag begins and the mode asks for it (UIKit ends it as the drag
    /// is recognized, before `scrollViewWillBeginDragging`).
    func dismissKeyboardIfDragging() {
        guard keyboardDismissMode == .onDrag, let center = timelineCenter, center.firstResponder != nil else { return }
        center.focus(nil)
    }

    /// With `.interactive`, the keyboard follows the finger at `location` (window points).
    func dragKeyboard(fingerAt location: Point) {
        guard keyboardDismissMode == .interactive else { return }
        timelineCenter?.dragKeyboard(fingerY: location.y)
    }

    /// With `.interactive`, a keyboard the finger was pulling finishes falling or comes back up.
    func releaseKeyboard(fingerVelocity: Point) {
        guard keyboardDismissMode == .interactive else { return }
        timelineCenter?.releaseKeyboard(fingerVelocity: fingerVelocity.y)
    }
}

/// The interactive dismissal's release rule. UIKit decides it in the keyboard's own process
/// (`UIInputWindowController` tracks the scroll view's pan, the decision is not in the
/// decompiled folder's readable methods), so ScrollLab takes a sheet's rule, the nearest
/// relative UIKit documents: the release is projected as a flick (`SheetRelease.projection`,
/// 0.099 s × the finger's speed) and the keyboard goes to the end nearer the projection —
/// down when it would be past half its height, else back up.
public enum InteractiveKeyboardDismissal {
    /// Whether a keyboard `height` points tall, pulled `moved` points down from its top at rest,
    /// released with the finger moving at `velocity` pt/s (positive down), falls.
    public static func dismisses(moved: Double, height: Double, velocity: Double) -> Bool {
        moved + SheetRelease.projection(velocity: velocity) > height / 2
    }
}
