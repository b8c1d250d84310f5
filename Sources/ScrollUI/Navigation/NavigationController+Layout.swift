import Geometry

/// Where the bar and the screens go: the bar below the window's safe-area top (the status bar),
/// each screen below the bar, or from the window's top under a translucent bar when it extends
/// under it (`ViewController.edgesForExtendedLayout`), its safe area then inset by the bar.
extension NavigationController {
    /// True when `screen` on top hides the bar (its preference or `isNavigationBarHidden`).
    func hidesBar(_ screen: ViewController) -> Bool { isNavigationBarHidden || screen.prefersNavigationBarHidden }

    /// The bar's bottom, in the stack's view: the safe area's top plus the bar's height.
    var barBottom: Double { view.safeAreaInsets.top + NavigationBar.height }

    /// `screen`'s frame at rest: from the window's top when it extends under the bar or hides it,
    /// else from the bar's bottom; to the window's bottom.
    func contentFrame(_ screen: ViewController) -> Rect {
        let size = view.bounds.size
        let top = screen.edgesForExtendedLayout.contains(.top) || hidesBar(screen) ? 0 : barBottom
        return Rect(x: 0, y: top, width: size.width, height: max(0, size.height - top))
    }

    /// Positions the bar and the screens for the window size and the transition state:
    /// the top screen alone, or during a transition the lower screen, the dimming and the upper one.
    public func layout() {
        let size = view.bounds.size
        for subview in view.subviews { subview.removeFromSuperview() }
        if let transition {
            let push = transition.kind == .push
            let (upper, lower) = push ? (transition.to, transition.from) : (transition.from, transition.to)
            let shown = push ? transition.progress : 1 - transition.progress
            upper.view.frame = contentFrame(upper).offsetBy(Point(x: size.width * (1 - shown), y: 0))
            lower.view.frame = contentFrame(lower).offsetBy(Point(x: -0.3 * size.width * shown, y: 0))
            dimming.frame = contentFrame(lower)
            dimming.alpha = 0.1 * shown
            edgeShadow.frame = Rect(
                x: upper.view.frame.minX - EdgeShadowView.width, y: upper.view.frame.minY,
                width: EdgeShadowView.width, height: upper.view.frame.height)
            // UIKit ignores touches while a screen slides: new touches reach neither screen.
            upper.view.isUserInteractionEnabled = false
            lower.view.isUserInteractionEnabled = false
            view.addSubview(lower.view)
            view.addSubview(dimming)
            view.addSubview(edgeShadow)
            view.addSubview(upper.view)
            [lower, upper].forEach(placeSafeArea)
        } else {
            topViewController.view.frame = contentFrame(topViewController)
            topViewController.view.isUserInteractionEnabled = true
            view.addSubview(topViewController.view)
            placeSafeArea(topViewController)
        }
        layoutBar()
        view.layoutIfNeeded()
    }

    /// Gives `screen` the part of it the bar covers, and notes a change of its safe area.
    private func placeSafeArea(_ screen: ViewController) {
        let covered = hidesBar(screen) ? 0 : max(0, barBottom - contentFrame(screen).minY)
        screen.barSafeAreaInsets = EdgeInsets(top: covered)
        screen.noteSafeAreaInsets()
    }

    private func layoutBar() {
        let size = view.bounds.size
        let statusBar = view.safeAreaInsets.top
        bar.frame = Rect(x: 0, y: 0, width: size.width, height: statusBar + NavigationBar.height)
        bar.isTranslucent = topViewController.edgesForExtendedLayout.contains(.top)
        if !hidesBar(topViewController) { view.addSubview(bar) }
        bar.titleLabel.text = topViewController.title
        bar.backButton.isHidden = stack.count < 2 || topViewController.hidesBackButton
        bar.leftItem = transition == nil ? topViewController.leftBarItem : nil
        if bar.leftItem != nil { bar.backButton.isHidden = true }
        if let transition {
            let push = transition.kind == .push
            let lower = push ? transition.from : transition.to
            bar.titleLabel.text = (push ? transition.to : transition.from).title
            bar.lowerTitleLabel.text = lower.title
            bar.backButton.isHidden = false
            bar.transition = (push ? transition.progress : 1 - transition.progress, stack.firstIndex { $0 === lower } ?? 0 > 0)
        } else {
            bar.transition = nil
        }
    }
}
