import Geometry

/// Tabs over navigation stacks (UIKit's `UITabBarController`, each tab a
/// `UINavigationController`): the selected tab's stack fills the screen above a `TabBar`, whose
/// height (49 pt plus the home indicator's inset) is the bottom of its screens' safe area.
/// Tapping another tab shows its stack as it was left; tapping the selected tab pops its stack
/// to the root (`popToRootViewControllerAnimated:`), or, at the root, scrolls the root's list to
/// the top, as iOS does after `-[UITabBarController _tabBarItemClicked:]` on the selected tab. The bar hides while any screen pushed above a root asks for it
/// (`ViewController.hidesBottomBarWhenPushed`), sliding away with the screen it leaves.
open class TabBarController: ViewController {
    public let tabBar = TabBar()
    /// One stack per tab, in the bar's order.
    public let navigations: [NavigationController]
    /// The tab shown.
    public private(set) var selectedIndex = 0
    /// Holds the selected stack and gives it the bar's safe area.
    let content = TabContentView(name: "tabBarController.content")
    /// Clips the bar where a screen slides over it while the bar hides or comes back.
    let barHolder = View(name: "tabBarController.barHolder")
    /// Set by the application: a screen joined or left one of the stacks (to hook its callbacks).
    package var onScreenPushed: ((ViewController) -> Void)?
    package var onScreenRemoved: ((ViewController, Double) -> Void)?

    /// Tabs showing `tabs`' roots, each under its item; the first tab selected.
    public init(tabs: [(root: ViewController, item: TabBarItem)], title: String = "Tabs", name: String = "tabs") {
        navigations = tabs.map { NavigationController(root: $0.root) }
        super.init(title: title, name: name)
        view.backgroundColor = .white
        barHolder.clipsToBounds = true
        view.addSubview(content)
        view.addSubview(barHolder)
        barHolder.addSubview(tabBar)
        tabBar.items = tabs.map(\.item)
        tabBar.onSelect = { [weak self] index, time in self?.tap(index, at: time) }
        tabBar.keepsAdvancing = { [weak self] in self?.selectedNavigation.transition != nil }
        for navigation in navigations {
            navigation.onScreenPushed = { [weak self] screen in self?.onScreenPushed?(screen) }
            navigation.onScreenRemoved = { [weak self] screen, time in self?.onScreenRemoved?(screen, time) }
        }
        if let first = navigations.first { content.addSubview(first.view) }
    }

    /// The stack of the selected tab.
    public var selectedNavigation: NavigationController { navigations[selectedIndex] }

    /// The tab bar controller brings its own bars: the stack it is pushed on hides its own.
    open override var prefersNavigationBarHidden: Bool { true }

    /// The top screen of the selected stack's, so the log and the tests see the screen shown.
    open override var loggedScrollViews: [(id: String, scrollView: ScrollView)] {
        selectedNavigation.topViewController.loggedScrollViews
    }

    open override var keyboardScrollView: ScrollView? { selectedNavigation.topViewController.keyboardScrollView }

    /// Shows tab `index` (UIKit `selectedIndex`); out of range is ignored.
    public func select(_ index: Int) {
        guard navigations.indices.contains(index), index != selectedIndex else { return }
        selectedNavigation.view.removeFromSuperview()
        selectedIndex = index
        tabBar.selectedIndex = index
        content.addSubview(selectedNavigation.view)
        layoutView()
    }

    /// A tap on tab `index` at `time`: another tab is shown; the selected one pops to its root,
    /// or scrolls its list to the top when already there.
    public func tap(_ index: Int, at time: Double) {
        guard index == selectedIndex else { return select(index) }
        let navigation = selectedNavigation
        guard navigation.transition == nil else { return }
        guard navigation.depth > 1 else {
            navigation.scrollTopScreenToTop()
            return
        }
        // Screens between the top and the root leave at once; the top one slides off to the root
        // (UIKit slides the top screen itself over the root; here the second screen shows the slide).
        while navigation.depth > 2 { navigation.pop(animated: false, at: time) }
        navigation.pop(animated: true, at: time)
        tabBar.setNeedsAdvance()
    }

    open override func layoutView() {
        content.frame = view.bounds
        selectedNavigation.view.frame = content.bounds
        layoutBar()
        selectedNavigation.layout()
    }

    open override func advance(to time: Double) {
        for navigation in navigations {
            navigation.advance(to: time)
            for screen in navigation.stack { screen.advance(to: time) }
        }
        if selectedNavigation.transition != nil { tabBar.setNeedsAdvance() }
        layoutBar()
    }

    /// The bar's height with the home indicator's inset under it.
    var barHeight: Double { TabBar.height + view.safeAreaInsets.bottom }
}
