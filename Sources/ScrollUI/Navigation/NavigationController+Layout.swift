import Geometry

/// Where the bar and the screens go: the bar below the window's safe-area top (the status bar),
/// each screen below the bar, or from the window's top under a translucent bar when it extends
/// under it (`ViewController.edgesForExtendedLayout`) or shows a large title, its safe area then
/// inset by the bar (with a large title, by the expanded bar, so the content's inset stays as the
/// title collapses, as UIKit's does).
extension NavigationController {
    /// True when `screen` on top hides the bar (its preference or `isNavigationBarHidden`).
    func hidesBar(_ screen: ViewController) -> Bool { isNavigationBarHidden || screen.prefersNavigationBarHidden }

    /// The bar's bottom, in the stack's view: the safe area's top plus the bar's height.
    var barBottom: Double { view.safeAreaInsets.top + NavigationBar.height }

    /// The expanded bar's bottom for `screen`: with its large title at rest when it shows one.
    func barBottom(for screen: ViewController) -> Double {
        barBottom + (showsLargeTitle(screen) ? restingLargeTitleHeight(screen) : 0)
    }

    /// The toolbar's height over the window's bottom safe area while it shows, else 0.
    var toolbarCover: Double { showsToolbar ? Toolbar.height + view.safeAreaInsets.bottom : 0 }

    /// `screen`'s frame at rest: from the window's top when it extends under the bar, hides it or
    /// shows a large title, else from the bar's bottom; to the window's bottom, or to the
    /// toolbar's top when it shows and the screen does not extend under it.
    func contentFrame(_ screen: ViewController) -> Rect {
        let size = view.bounds.size
        let under = screen.edgesForExtendedLayout.contains(.top) || hidesBar(screen) || showsLargeTitle(screen)
        let top = under ? 0 : barBottom
        let bottom = screen.edgesForExtendedLayout.contains(.bottom) ? 0 : toolbarCover
        return Rect(x: 0, y: top, width: size.width, height: max(0, size.height - top - bottom))
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
            topViewController.contentScrollView?.scrollObserver = self
        }
        layoutBar()
        placeSearchPresentation()
        layoutToolbar()
        layoutStatusBar()
        view.layoutIfNeeded()
    }

    /// Gives `screen` the part of it the bars cover, and notes a change of its safe area.
    private func placeSafeArea(_ screen: ViewController) {
        let frame = contentFrame(screen)
        let covered = hidesBar(screen) ? 0 : max(0, barBottom(for: screen) - frame.minY)
        let bottom = max(0, frame.maxY - (view.bounds.height - toolbarCover))
        screen.barSafeAreaInsets = EdgeInsets(top: covered, bottom: bottom)
        screen.noteSafeAreaInsets()
    }

    private func layoutBar() {
        let size = view.bounds.size
        bar.isTranslucent =
            topViewController.edgesForExtendedLayout.contains(.top) || showsLargeTitle(topViewController)
        if !hidesBar(topViewController) { view.addSubview(bar) }
        bar.titleLabel.text = topViewController.title
        bar.backButton.isHidden = stack.count < 2 || topViewController.hidesBackButton
        bar.leftItem = transition == nil ? topViewController.leftBarItem : nil
        let item = transition == nil ? topViewController.navigationItem : nil
        bar.leftItems = item?.leftBarButtonItems ?? []
        bar.rightItems = item?.rightBarButtonItems ?? []
        bar.titleView = item?.titleView
        if bar.leftItem != nil || !bar.leftItems.isEmpty { bar.backButton.isHidden = true }
        var shownScreen = topViewController
        if let transition {
            let push = transition.kind == .push
            let lower = push ? transition.from : transition.to
            let upper = push ? transition.to : transition.from
            let shown = push ? transition.progress : 1 - transition.progress
            bar.titleLabel.text = upper.title
            bar.lowerTitleLabel.text = lower.title
            bar.backButton.isHidden = false
            bar.transition = (shown, stack.firstIndex { $0 === lower } ?? 0 > 0)
            shownScreen = shown >= 0.5 ? upper : lower
            setBackTitle(below: upper)
        } else {
            bar.transition = nil
            setBackTitle(below: topViewController)
        }
        updateLargeTitle(for: shownScreen)
        bar.frame = Rect(x: 0, y: 0, width: size.width, height: currentBarHeight)
    }

    /// The back button's title on `screen`: the screen below's `backButtonTitle` or title, or
    /// "Back" when that is empty or too long for the button (UIKit's rule; its button grows with
    /// the space the title leaves, ScrollLab's keeps today's 90 pt).
    private func setBackTitle(below screen: ViewController) {
        guard let index = stack.firstIndex(where: { $0 === screen }), index > 0 else { return }
        bar.backButton.label.text = Self.backTitle(for: stack[index - 1], width: bar.backButton.bounds.width)
    }

    /// The back button's text for going back to `previous` in a button `width` points wide.
    static func backTitle(for previous: ViewController, width: Double) -> String {
        let title = previous.navigationItem.backButtonTitle ?? previous.title
        let full = "‹ " + title
        let fits = TextWrap.width(full, font: .body) <= (width > 0 ? width : 90)
        return title.isEmpty || !fits ? "‹ Back" : full
    }
}
