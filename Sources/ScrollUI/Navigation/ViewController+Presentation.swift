import Geometry

extension ViewController {
    /// The screen this one presents, while it does (UIKit's `presentedViewController`).
    public var presentedViewController: ViewController? {
        presentationStack?.presentation(presenting: self)?.presented
    }

    /// The screen that presented this one, while it is presented (UIKit's `presentingViewController`).
    public var presentingViewController: ViewController? { presentation?.presenting }

    /// Presents `screen` over the whole app in `style` at `time` (seconds), UIKit's
    /// `present(_:animated:completion:)`: animated, it rises from the bottom of the window (or
    /// follows the custom transition its `transitioningDelegate` gives) and lands with a critically
    /// damped spring; `completion` gets the time it came to rest. Returns false, doing nothing,
    /// when this screen already presents one, `screen` is already shown, or this screen is in no
    /// application yet.
    @discardableResult
    public func present(
        _ screen: ViewController, style: PresentationStyle = .fullScreen, animated: Bool, at time: Double,
        completion: ((Double) -> Void)? = nil
    ) -> Bool {
        guard let stack = presentationStack else { return false }
        return stack.present(screen, from: self, style: style, animated: animated, at: time, completion: completion)
    }

    /// Presents a navigation stack (UIKit: presenting a `UINavigationController`): its screens push
    /// and pop inside the presented screen, with their own bar and back gesture.
    @discardableResult
    public func present(
        _ navigation: NavigationController, style: PresentationStyle = .fullScreen, animated: Bool,
        at time: Double, completion: ((Double) -> Void)? = nil
    ) -> Bool {
        present(
            NavigationContainerController(navigation), style: style, animated: animated, at: time,
            completion: completion)
    }

    /// Dismisses what this screen presents, or this screen if it presents nothing and is presented
    /// (UIKit's `dismiss(animated:completion:)`), at `time` (seconds); presentations above it go
    /// at once. Animated, it sinks off the bottom with the landing spring; `completion` gets the
    /// time it was removed. On a screen that neither presents nor is presented, nothing happens.
    public func dismiss(animated: Bool, at time: Double, completion: ((Double) -> Void)? = nil) {
        let target = presentationStack?.presentation(presenting: self) ?? presentation ?? presentedContainerPresentation
        guard let target, let stack = target.stack else { return }
        stack.dismiss(target, animated: animated, at: time, completion: completion)
    }

    /// For a screen on a presented navigation stack: that stack's presentation.
    private var presentedContainerPresentation: Presentation? {
        navigationController?.container?.presentation
    }
}

extension NavigationController {
    /// Presents `screen` from the top screen (UIKit: the navigation controller presenting).
    @discardableResult
    public func present(
        _ screen: ViewController, style: PresentationStyle = .fullScreen, animated: Bool, at time: Double,
        completion: ((Double) -> Void)? = nil
    ) -> Bool {
        topViewController.present(screen, style: style, animated: animated, at: time, completion: completion)
    }

    /// Presents the navigation stack `navigation` from the top screen.
    @discardableResult
    public func present(
        _ navigation: NavigationController, style: PresentationStyle = .fullScreen, animated: Bool,
        at time: Double, completion: ((Double) -> Void)? = nil
    ) -> Bool {
        topViewController.present(navigation, style: style, animated: animated, at: time, completion: completion)
    }
}
