import Geometry
import ScrollPhysics
import ScrollUI

/// The tuning panel (F5) in the application's window.
extension Application {
    /// Shows the tuning panel over the app (`run --tune` starts with it), or hides it.
    public func toggleTuningPanel() {
        if let panel = tuning.panel {
            panel.removeFromSuperview()
            tuning.panel = nil
        } else {
            let panel = TuningPanel(app: self)
            window.addSubview(panel)
            tuning.panel = panel
            layoutTuningPanel()
        }
    }

    /// The panel along the bottom of the window, as wide as it fits (at most 440 pt).
    func layoutTuningPanel() {
        guard let panel = tuning.panel else { return }
        let width = min(440, size.width - 16)
        let height = min(TuningPanel.preferredHeight, size.height - 16)
        panel.frame = Rect(x: (size.width - width) / 2, y: size.height - height - 8, width: width, height: height)
    }

    /// Every screen whose scroll views the feel reaches: the navigation stack's, then the
    /// presented ones (each screen of a presented navigation stack), bottom to top.
    var tunedScreens: [ViewController] {
        navigation.stack
            + presentations.presentations.flatMap { presentation in
                (presentation.presented as? NavigationContainerController)?.navigation.stack ?? [presentation.presented]
            }
    }

    /// The log id of the innermost logged scroll view under `point` (window points), or of the
    /// nearest logged one around it; nil when there is none.
    func loggedScrollViewID(under point: Point) -> String? {
        let logged = tunedScreens.reversed().flatMap(\.loggedScrollViews)
        var candidate = window.hitTest(point)?.enclosing(ScrollView.self)
        while let scrollView = candidate {
            if let entry = logged.first(where: { $0.scrollView === scrollView }) { return entry.id }
            candidate = scrollView.superview?.enclosing(ScrollView.self)
        }
        return nil
    }
}
