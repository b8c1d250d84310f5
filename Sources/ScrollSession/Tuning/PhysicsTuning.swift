import Geometry
import ScrollPhysics
import ScrollTrace
import ScrollUI

/// The feel an application's scroll views scroll with, and the tuning panel (F5) that changes it.
///
/// One `PhysicsSettings` for every scroll view, and feels of single scroll views by log id
/// (`ViewController.loggedScrollViews`). `--physics FILE`, a trace header's `physics` and a
/// trace's `physics` events set them (`apply(_:)`); the frame's step 2 after a change, or after a
/// screen joins while anything is tuned, sets the values that changed on each scroll view of the
/// stack over its own feel (a carousel's own rubber band stays when the deceleration is tuned), so
/// a change reaches the screen in the frame that delivered it. Nothing is set in other frames:
/// what a screen sets on its scroll views afterwards stays, and a scroll view a screen makes after
/// it joined gets the feel at the next change.
///
/// The panel never applies a change itself: it hands it to `onChange`, which the window turns
/// into a `physics` event for the next frame, recorded with the input; so the window and the
/// replay of its recording change the feel at the same frame. In a replay `onChange` is nil and
/// the panel's changes come from the trace.
public final class PhysicsTuning {
    /// The feel of every scroll view without one of its own.
    public private(set) var settings = PhysicsSettings.uiKit
    /// Feels of single scroll views, by log id.
    public private(set) var overrides: [String: PhysicsSettings] = [:]
    /// Takes each change the panel makes (the window queues it as an event); nil drops them.
    public var onChange: ((PhysicsChange) -> Void)?
    /// Saves the feel the panel shows (its S key); nil: saving is not offered (a replay).
    public var onSave: ((PhysicsSettings) -> Void)?
    /// The panel, while shown.
    var panel: TuningPanel?
    /// Where the pointer was last seen outside the panel, in window points.
    var pointer: Point?
    /// True when a change has not yet reached the scroll views.
    private var needsApplying = false
    /// Screens that joined since the last frame step while anything was tuned.
    private var joinedScreens: [ViewController] = []
    /// The scroll views reached so far, with the feel each was last given: what the next change
    /// is measured from (UIKit's for one never reached).
    private var reached: [ObjectIdentifier: (scrollView: Weak<ScrollView>, given: PhysicsSettings)] = [:]
    /// The panel's changes handed to `onChange` and not applied yet, oldest first.
    private var proposed: [PhysicsChange] = []

    init() {}

    /// True when every scroll view scrolls with UIKit's feel.
    public var isUIKit: Bool { settings.isUIKit && overrides.isEmpty }

    /// True while the panel is shown.
    public var isShowingPanel: Bool { panel != nil }

    /// The feel of the scroll view with log id `view` (nil: of every scroll view).
    public func settings(for view: String?) -> PhysicsSettings {
        view.flatMap { overrides[$0] } ?? settings
    }

    /// The feel `view` will have once the panel's pending changes are applied (they reach the
    /// scroll views a frame later): what a key pressed before then acts on, and what S saves.
    func proposedSettings(for view: String?) -> PhysicsSettings {
        proposed.last { $0.view == nil || $0.view == view }?.settings ?? settings(for: view)
    }

    /// Takes `change` from the next frame step on: for one scroll view, or for all (which
    /// forgets the feels of single ones).
    public func apply(_ change: PhysicsChange) {
        if let index = proposed.firstIndex(of: change) { proposed.removeSubrange(...index) }
        if let view = change.view {
            overrides[view] = change.settings
        } else {
            settings = change.settings
            overrides.removeAll()
        }
        needsApplying = true
    }

    /// Hands a change the panel made to `onChange`.
    func propose(_ change: PhysicsChange) {
        guard let onChange else { return }
        proposed.append(change)
        onChange(change)
    }

    /// Remembers where the pointer is when it is outside the panel (the "under the pointer" target).
    func notePointer(_ location: Point) {
        guard location.isFinite else { return }
        if let panel, panel.frame.contains(location) { return }
        pointer = location
    }

    /// A key for the panel while it is shown; true when it took the key.
    func handleKey(_ name: String, shift: Bool) -> Bool {
        guard let panel, name != "f5" else { return false }
        return panel.handleKey(name, shift: shift)
    }

    /// A screen joined the stack or was presented: while anything is tuned, the next frame step
    /// gives its scroll views the feel.
    func noteJoined(_ screen: ViewController) {
        if !isUIKit { joinedScreens.append(screen) }
    }

    /// Gives the scroll views of `screens` (every screen after a change, else the ones that
    /// joined) the values of their feel that changed since they were last given one. With no
    /// change and no screen joined it does nothing.
    func applyIfNeeded(to screens: [ViewController]) {
        guard needsApplying || !joinedScreens.isEmpty else { return }
        let targets = needsApplying ? screens : joinedScreens
        if needsApplying { reached = reached.filter { $0.value.scrollView.object != nil } }
        needsApplying = false
        joinedScreens.removeAll()
        for screen in targets {
            let logged = screen.loggedScrollViews
            for scrollView in Self.scrollViews(in: screen.view) {
                let id = logged.first { $0.scrollView === scrollView }?.id
                give(id.flatMap { overrides[$0] } ?? settings, to: scrollView)
            }
        }
    }

    /// Sets on `scrollView` the values of `feel` that differ from the feel it was last given.
    private func give(_ feel: PhysicsSettings, to scrollView: ScrollView) {
        let key = ObjectIdentifier(scrollView)
        let given = reached[key].flatMap { $0.scrollView.object === scrollView ? $0.given : nil } ?? .uiKit
        reached[key] = (Weak(scrollView), feel)
        guard feel != given else { return }
        var physics = scrollView.physics
        for parameter in PhysicsSettings.parameters
        where feel[keyPath: parameter.keyPath] != given[keyPath: parameter.keyPath] {
            physics[keyPath: parameter.keyPath] = feel[keyPath: parameter.keyPath]
        }
        if physics != scrollView.physics { scrollView.physics = physics }
    }

    /// Every scroll view in the tree under `view`.
    private static func scrollViews(in view: View) -> [ScrollView] {
        var found: [ScrollView] = []
        var pending = [view]
        while let next = pending.popLast() {
            if let scrollView = next as? ScrollView { found.append(scrollView) }
            pending += next.subviews
        }
        return found
    }
}
