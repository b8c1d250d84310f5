import Geometry

/// The top screen's `navigationItem.searchController` in the bar: its search bar under the large
/// title, and search activation — the bar moving up over the title with the screen under it, the
/// results controller shown over the screen while there is text.
extension NavigationController {
    /// The bar's height now: the inline bar, the large-title area, less what search activation took.
    var currentBarHeight: Double { barBottom + (bar.largeTitle?.height ?? 0) - bar.searchShift }

    /// Hands `screen`'s search controller to the bar while it shows a large title.
    func updateSearch(for screen: ViewController, showsLargeTitle large: Bool) {
        let search = large && transition == nil ? screen.navigationItem.searchController : nil
        bar.searchBar = search?.searchBar
        guard let search, bar.largeTitle != nil else {
            bar.searchPresentation = (0, 0, 0)
            return
        }
        search.onWillPresent = { [weak self, weak search] in
            guard let self, let search, let layout = self.bar.largeTitle else { return }
            search.hiddenAbove = NavigationBar.height + layout.titleAreaHeight
            search.revealed = layout.searchBarArea - layout.searchBarShown
            search.collapseAtActivation = layout.collapse
        }
        search.onPresentationChange = { [weak self] in self?.layout() }
        bar.searchPresentation = (search.presentationProgress, search.hiddenAbove, search.revealed)
    }

    /// The top screen moved up with the bar while search is active (its safe area unchanged, so
    /// its list keeps its offset), and the results controller over it while there is text.
    func placeSearchPresentation() {
        guard transition == nil, let search = topViewController.navigationItem.searchController,
            bar.searchBar === search.searchBar
        else { return }
        let shift = bar.searchShift
        if shift != 0 {
            var frame = topViewController.view.frame
            frame.origin.y -= shift
            frame.size.height += shift
            topViewController.view.frame = frame
        }
        guard let results = search.searchResultsController else { return }
        let showsResults = search.isActive && !search.searchBar.text.isEmpty
        results.view.removeFromSuperview()
        guard showsResults else { return }
        let top = currentBarHeight
        results.view.frame = Rect(x: 0, y: top, width: view.bounds.width, height: max(0, view.bounds.height - top))
        view.insertSubview(results.view, at: view.subviews.firstIndex { $0 === bar } ?? view.subviews.count)
    }
}
