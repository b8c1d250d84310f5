import Geometry

/// A screen that shows a navigation stack, so the stack can be presented (UIKit presents a
/// `UINavigationController` itself): the stack fills the screen, keeps its own bar and back
/// gesture, and gets time from the screen. `ViewController.present(_ navigation:…)` makes one.
public final class NavigationContainerController: ViewController {
    /// The stack shown.
    public let navigation: NavigationController

    public init(_ navigation: NavigationController) {
        self.navigation = navigation
        super.init(title: navigation.topViewController.title, name: "navigationContainer")
        view.backgroundColor = nil
        view.addSubview(navigation.view)
        navigation.container = self
    }

    public override func layoutView() {
        navigation.view.frame = view.bounds
        navigation.layout()
    }

    public override func advance(to time: Double) {
        navigation.advance(to: time)
        for screen in navigation.stack { screen.advance(to: time) }
    }

    /// The top screen's, so the log and the tests see the screen on top.
    public override var loggedScrollViews: [(id: String, scrollView: ScrollView)] {
        navigation.topViewController.loggedScrollViews
    }

    public override var keyboardScrollView: ScrollView? { navigation.topViewController.keyboardScrollView }
}
