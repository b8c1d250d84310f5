import Geometry

/// A custom presentation transition (UIKit's `UIViewControllerAnimatedTransitioning` and
/// `UIViewControllerInteractiveTransitioning` in one): given the progress, position the two views.
/// The presentation owns time — its landing spring, or the finger during an interactive
/// dismissal — and calls `layout` every frame with the progress it reached, so one transition
/// serves presenting, dismissing and interactive dismissal alike.
public protocol PresentationTransition: AnyObject {
    /// Places `presented` and `presenting` for `progress` (0: only the presenting screen shows,
    /// 1: the presented screen at rest; the spring does not pass 1). `container` is the presented
    /// view's resting frame, in the coordinates of its superview (the window's, for the
    /// full-screen styles); `presented` has that frame, no transform and alpha 1 before each call.
    /// When the presentation ends, the presenting view gets back the transform and alpha it had.
    func layout(progress: Double, presented: View, presenting: View, container: Rect)
}

/// Supplies the custom transition of a presented screen (UIKit's
/// `UIViewControllerTransitioningDelegate`); set it as the presented controller's
/// `transitioningDelegate` before presenting.
public protocol TransitioningDelegate: AnyObject {
    /// The transition for `presented` shown by `presenting`; nil: the style's own (a slide up from
    /// the bottom of the window, UIKit's `.coverVertical`).
    func transition(forPresented presented: ViewController, presenting: ViewController) -> PresentationTransition?
}
