import Geometry
import Gestures
import ScrollPhysics
import ScrollUI

/// The feel an application's scroll views scroll with, and the tuning panel (F5) that changes it.
///
/// One `PhysicsSettings` for every scroll view, and feels of single scroll views by log id
/// (`ViewController.loggedScrollViews`). `--physics FILE`, a trace header's `physics` and a
/// trace's `physics` events set them (`apply(_:)`), and the frame's step 2 gives every scroll view
/// of the stack its feel, so a change reaches the screen in the frame that delivered it.
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

    /// Gives every scroll view of `screens` its feel, when something changed or anything is tuned
    /// (scroll views made since, a pushed screen's, get it too). With UIKit's feel and no change
    /// it does nothing, so untuned sessions run exactly as before.
    func applyIfNeeded(to screens: [ViewController]) {
        guard needsApplying || !isUIKit else { return }
        needsApplying = false
        for screen in screens {
            for scrollView in Self.scrollViews(in: screen.view) where scrollView.physics != settings {
                scrollView.physics = settings
            }
            for (id, scrollView) in screen.loggedScrollViews {
                if let own = overrides[id], scrollView.physics != own { scrollView.physics = own }
            }
        }
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
