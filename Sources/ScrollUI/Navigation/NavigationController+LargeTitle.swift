import Geometry

/// The large title and the bar's appearance follow the top screen's content scroll view, which
/// the navigation controller observes as UIKit's does (`ScrollObserving`): every offset change
/// moves the title, and a release that would leave it part way collapsed lands expanded or
/// collapsed instead, by moving the release's target (the scroll view keeps its own motion).
extension NavigationController: ScrollObserving {
    /// Whether `screen` shows a large title: the bar prefers them and its item's mode says so
    /// (`.automatic`: as the screen below it; the root shows one).
    public func showsLargeTitle(_ screen: ViewController) -> Bool {
        guard bar.prefersLargeTitles, !hidesBar(screen) else { return false }
        var index = stack.firstIndex { $0 === screen }
        while let current = index {
            switch stack[current].navigationItem.largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: index = current > 0 ? current - 1 : nil
            }
        }
        return true
    }

    /// The large-title area's resting height for `screen`: the title's and its search bar's.
    func restingLargeTitleHeight(_ screen: ViewController) -> Double {
        LargeTitleLayout(searchBarHeight: screen.navigationItem.effectiveSearchBarHeight, collapse: 0, screenHeight: 0)
            .resting
    }

    /// How far `screen`'s content has scrolled from its top, in points (0 without a scroll view).
    func collapse(of screen: ViewController) -> Double {
        guard let scrollView = screen.contentScrollView else { return 0 }
        return scrollView.contentOffset.y + scrollView.adjustedContentInset.top
    }

    /// Sets the bar's large title and appearance for `screen` at its scroll position.
    func updateLargeTitle(for screen: ViewController) {
        let search = screen.navigationItem.searchController
        let presenting = transition == nil && (search?.presentationProgress ?? 0) > 0
        let collapse = presenting ? search?.collapseAtActivation ?? 0 : collapse(of: screen)
        let large = showsLargeTitle(screen)
        bar.largeTitle =
            large
            ? LargeTitleLayout(
                searchBarHeight: screen.navigationItem.effectiveSearchBarHeight,
                searchBarCollapses: screen.navigationItem.hidesSearchBarWhenScrolling, collapse: collapse,
                screenHeight: view.bounds.height)
            : nil
        updateSearch(for: screen, showsLargeTitle: large)
        bar.largeTitleLabel.text = large ? screen.title : ""
        let item = screen.navigationItem
        let standard = item.standardAppearance ?? bar.standardAppearance
        let edge = item.scrollEdgeAppearance ?? bar.scrollEdgeAppearance ?? (large ? .transparent : standard)
        let progress =
            bar.largeTitle?.standardAppearanceProgress
            ?? min(max(collapse / LargeTitleLayout.appearanceFadeDistance, 0), 1)
        bar.appearance = edge.blended(to: standard, progress)
    }

    func observeScrollViewDidScroll(_ scrollView: ScrollView) {
        guard transition == nil, scrollView === topViewController.contentScrollView, scrollView.scrollObserver === self
        else { return }
        updateLargeTitle(for: topViewController)
        bar.frame.size.height = currentBarHeight
    }

    func observeScrollView(
        _ scrollView: ScrollView, willEndDraggingWithVelocity velocity: Point, targetContentOffset: inout Point
    ) {
        guard scrollView === topViewController.contentScrollView, showsLargeTitle(topViewController),
            topViewController.navigationItem.searchController?.isActive != true, let layout = bar.largeTitle
        else { return }
        let inset = scrollView.adjustedContentInset.top
        targetContentOffset.y = layout.snappedCollapse(target: targetContentOffset.y + inset) - inset
    }

    // MARK: Toolbar and status bar

    /// True while the toolbar shows (`isToolbarHidden` false), with or without items, as UIKit's.
    var showsToolbar: Bool { !isToolbarHidden }

    func layoutToolbar() {
        guard showsToolbar else { return }
        let size = view.bounds.size
        toolbar.frame = Rect(x: 0, y: size.height - toolbarCover, width: size.width, height: toolbarCover)
        toolbar.items = transition == nil ? topViewController.toolbarItems : []
        toolbar.isTranslucent = topViewController.edgesForExtendedLayout.contains(.bottom)
        view.addSubview(toolbar)
    }

    func layoutStatusBar() {
        guard showsStatusBar, !topViewController.prefersStatusBarHidden, view.safeAreaInsets.top > 0 else { return }
        statusBar.frame = Rect(x: 0, y: 0, width: view.bounds.width, height: view.safeAreaInsets.top)
        statusBar.style = topViewController.preferredStatusBarStyle
        view.addSubview(statusBar)
    }
}
