import ScrollPhysics

/// A change of the feel scroll views scroll with, made on the tuning panel (F5): a trace's
/// `physics` event, so that a replay changes the feel at the frame the window did.
public struct PhysicsChange: Equatable, Sendable {
    /// The feel from now on (every value; a trace line holds those that are not UIKit's).
    public var settings: PhysicsSettings
    /// The log id of the one scroll view it is for (`ViewController.loggedScrollViews`); nil: every
    /// scroll view of every screen.
    public var view: String?

    public init(settings: PhysicsSettings, view: String? = nil) {
        self.settings = settings
        self.view = view
    }
}
