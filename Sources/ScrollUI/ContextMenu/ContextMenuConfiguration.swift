import Geometry

/// What a context menu shows (UIKit's `UIContextMenuConfiguration`): a preview (a screen of its
/// own, or by default the pressed view itself, lifted) and a menu, made when the press is held
/// long enough, not before.
public final class ContextMenuConfiguration {
    /// Any value the app uses to tell its menus apart (UIKit's `identifier`).
    public let identifier: String?
    /// Makes the screen shown as the preview; nil, or a provider that returns nil, lifts the
    /// pressed view itself.
    public let previewProvider: (() -> ViewController?)?
    /// Makes the menu from the suggested actions (none here); nil shows no menu.
    public let actionProvider: (([MenuElement]) -> Menu?)?

    public init(
        identifier: String? = nil, previewProvider: (() -> ViewController?)? = nil,
        actionProvider: (([MenuElement]) -> Menu?)? = nil
    ) {
        self.identifier = identifier
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}

/// How a committed preview leaves (UIKit's `UIContextMenuInteractionCommitStyle`).
public enum ContextMenuCommitStyle: Hashable, Sendable {
    /// The menu closes back into the view; the app's completion then shows what it shows.
    case dismiss
    /// The preview grows into what the app shows next (here: the menu fades while it opens).
    case pop
}

/// Given to the delegate when the preview is tapped (UIKit's
/// `UIContextMenuInteractionCommitAnimating`): add a completion that pushes or presents the
/// preview; it runs, with the time, once the menu has closed.
public final class ContextMenuCommitAnimator {
    /// The preview screen, when the configuration made one.
    public let previewViewController: ViewController?
    /// `.pop` by default, as UIKit.
    public var preferredCommitStyle: ContextMenuCommitStyle = .pop
    var completions: [(Double) -> Void] = []

    init(previewViewController: ViewController?) {
        self.previewViewController = previewViewController
    }

    /// Runs `completion` with the time (seconds) once the menu is gone.
    public func addCompletion(_ completion: @escaping (Double) -> Void) {
        completions.append(completion)
    }
}

/// The app's side of a ``ContextMenuInteraction`` (UIKit's `UIContextMenuInteractionDelegate`).
public protocol ContextMenuInteractionDelegate: AnyObject {
    /// The menu for a press at `location` (the view's bounds coordinates), or nil for none: the
    /// press then does nothing. Asked when the press is held long enough to open it.
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: Point
    )
        -> ContextMenuConfiguration?
    /// The preview was tapped: add a completion to the animator that pushes or presents it.
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: ContextMenuCommitAnimator)
    /// The menu is about to close (chosen, dismissed or committed), at `time` seconds.
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration, at time: Double)
}

extension ContextMenuInteractionDelegate {
    public func contextMenuInteraction(
        _ interaction: ContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: ContextMenuCommitAnimator
    ) {}
    public func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration, at time: Double
    ) {}
}
