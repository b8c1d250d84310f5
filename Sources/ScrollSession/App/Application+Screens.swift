import Geometry
import ScrollUI

/// The screens of an application: the device's safe area, the screen on top, and what happens to
/// a screen that joins (pushed or presented) or leaves.
extension Application {
    /// The device's safe area, in points (status bar, home indicator: `DeviceProfile`); the
    /// window's `safeAreaInsets`. Default zero, a desktop window's; a change lays everything out.
    public var safeAreaInsets: EdgeInsets {
        get { window.safeAreaInsets }
        set {
            guard let windowView = window as? WindowView, newValue != windowView.deviceInsets else { return }
            windowView.deviceInsets = newValue
            navigation.layout()
            presentations.layout()
        }
    }

    /// The screen on top of everything: the top presented screen (the top of a presented
    /// navigation stack), else the navigation stack's top.
    public var topViewController: ViewController {
        guard let top = presentations.presentations.last?.presented else { return navigation.topViewController }
        return (top as? NavigationContainerController)?.navigation.topViewController ?? top
    }

    /// A screen joining the stack or presented: its views get time from this application's
    /// display link, it can present, and its scroll views' callbacks go to the log (a presented
    /// navigation stack's screens each, as they join it).
    func adopt(_ screen: ViewController) {
        screen.view.attach(displayLink)
        screen.imageDecoder = imageDecoder
        screen.presentationStack = presentations
        tuning.noteJoined(screen)
        if let tabs = screen as? TabBarController { return adoptTabs(tabs) }
        guard let container = screen as? NavigationContainerController else { return observeCallbacks(of: screen) }
        container.navigation.onScreenPushed = { [weak self] screen in self?.adopt(screen) }
        container.navigation.onScreenRemoved = { [weak self] screen, time in self?.release(screen, at: time) }
        container.navigation.stack.forEach(adopt)
    }

    /// A screen that left the stack or was dismissed at `time`: its last callbacks come now, and no more.
    func release(_ screen: ViewController, at time: Double) {
        DeparturePolicy.stop(screen, dispatcher: dispatcher, at: time)
        callbackObservations[ObjectIdentifier(screen)] = nil
        if let container = screen as? NavigationContainerController {
            container.navigation.stack.forEach { release($0, at: time) }
        }
        if let tabs = screen as? TabBarController {
            tabs.navigations.flatMap(\.stack).forEach { release($0, at: time) }
        }
    }

    /// A tab bar controller's screens join as each of its stacks' do.
    private func adoptTabs(_ tabs: TabBarController) {
        tabs.onScreenPushed = { [weak self] screen in self?.adopt(screen) }
        tabs.onScreenRemoved = { [weak self] screen, time in self?.release(screen, at: time) }
        tabs.navigations.flatMap(\.stack).forEach(adopt)
    }

    private func observeCallbacks(of screen: ViewController) {
        callbackObservations[ObjectIdentifier(screen)] = screen.loggedScrollViews.map { id, scrollView in
            scrollView.observeEvents { [weak self] event in
                guard let self else { return }
                let callback = ScrollViewCallback(view: id, event: event)
                for (_, observer) in callbackObservers { observer(callback) }
                if recordsCallbacks { pendingCallbacks.append(callback) }
            }
        }
    }

    /// Escape: pops the top screen of the top navigation stack (a tab's, on a tab bar controller),
    /// else dismisses the top presentation.
    func goBack(at time: Double) {
        if presentations.presentations.isEmpty, let tabs = navigation.topViewController as? TabBarController,
            tabs.selectedNavigation.depth > 1
        {
            return tabs.selectedNavigation.pop(animated: true, at: time)
        }
        guard let top = presentations.presentations.last else { return navigation.pop(animated: true, at: time) }
        if let container = top.presented as? NavigationContainerController, container.navigation.depth > 1 {
            container.navigation.pop(animated: true, at: time)
        } else if !top.isDismissing {
            top.presented.dismiss(animated: true, at: time)
        }
    }
}
