import Geometry
import Gestures

/// A context menu on any view (UIKit's `UIContextMenuInteraction`):
/// `view.addInteraction(ContextMenuInteraction(delegate: self))`.
///
/// Held still, the view shrinks a little from 0.15 s; at 0.4 s the delegate is asked for a
/// ``ContextMenuConfiguration`` and the view lifts into a preview over the blurred, dimmed screen
/// with the menu beside it (``ContextMenuPresentationView``). The finger can slide onto an item
/// and lift to choose it; a tap outside closes the menu; a tap on the preview commits it. A drag
/// that passes the scroll view's hysteresis first scrolls instead: the press loses in the arena.
/// Numbers and their sources: ``ContextMenuMetrics`` and the ContextMenus article.
public final class ContextMenuInteraction {
    /// Asked for the menu (held weakly, as UIKit).
    public weak var delegate: ContextMenuInteractionDelegate?
    /// The view it is attached to (`View.addInteraction(_:)`).
    public private(set) weak var view: View?
    /// The press it listens to, in the view's recognizers (named `contextMenu.press`). The view
    /// keeps the recognizer and the recognizer keeps the interaction, so they go with the view.
    public unowned let pressRecognizer: ContextMenuPressRecognizer
    /// Holds the recognizer until a view does.
    private var unattachedRecognizer: ContextMenuPressRecognizer?
    /// The menu on screen (from the lift until it has closed), if any.
    public private(set) var presentation: ContextMenuPresentationView?
    /// A closure standing in for the delegate (`init(configurationProvider:)`).
    private var provider: ((Point) -> ContextMenuConfiguration?)?
    /// Runs the shrink while the finger is held.
    private lazy var pressFeedback = PressFeedback(interaction: self)

    /// An interaction that asks `delegate` for its menus.
    public init(delegate: ContextMenuInteractionDelegate) {
        let recognizer = ContextMenuPressRecognizer(name: "contextMenu.press")
        pressRecognizer = recognizer
        unattachedRecognizer = recognizer
        self.delegate = delegate
        configureRecognizer()
    }

    /// An interaction that makes its menus with `provider` (a press location in the view's
    /// bounds coordinates → a configuration, or nil for none); `onCommit` shows a tapped preview.
    public init(
        configurationProvider provider: @escaping (Point) -> ContextMenuConfiguration?,
        onCommit: ((ContextMenuCommitAnimator) -> Void)? = nil
    ) {
        let recognizer = ContextMenuPressRecognizer(name: "contextMenu.press")
        pressRecognizer = recognizer
        unattachedRecognizer = recognizer
        self.provider = provider
        self.onCommit = onCommit
        configureRecognizer()
    }

    /// Called when the preview is tapped, after the delegate (for `init(configurationProvider:)`).
    public var onCommit: ((ContextMenuCommitAnimator) -> Void)?

    func didMove(to view: View) {
        self.view = view
        view.addGestureRecognizer(pressRecognizer)
        pressRecognizer.interaction = self
        unattachedRecognizer = nil
    }

    private func configureRecognizer() {
        pressRecognizer.cancelsTouchesInView = true
        pressRecognizer.onPress = { [unowned self] _ in pressFeedback.start() }
        pressRecognizer.addAction { [unowned self] recognizer in handle(recognizer) }
    }

    private func handle(_ recognizer: GestureRecognizer) {
        let location = recognizer.location(in: nil)
        switch recognizer.state {
        case .began: present(at: recognizer.eventTime)
        case .changed: presentation?.fingerMoved(to: location)
        case .ended: presentation?.fingerLifted(at: location, time: recognizer.eventTime)
        default: break
        }
    }

    /// Asks for the configuration and lifts the view into the menu.
    private func present(at time: Double) {
        guard let view, presentation == nil, let root = Self.root(of: view) else { return }
        let location = pressRecognizer.location(in: view)
        guard
            let configuration = delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: location)
                ?? provider?(location)
        else { return }
        let overlay = ContextMenuPresentationView(
            interaction: self, configuration: configuration, source: view, root: root, time: time)
        presentation = overlay
        overlay.show(at: time)
    }

    /// Closes the menu on screen with its animation (UIKit's `dismissMenu()`), at `time` seconds.
    public func dismissMenu(at time: Double) {
        presentation?.dismiss(.dismissed, at: time)
    }

    func willEnd(_ configuration: ContextMenuConfiguration, at time: Double) {
        delegate?.contextMenuInteraction(self, willEndFor: configuration, at: time)
    }

    func willCommit(_ configuration: ContextMenuConfiguration, animator: ContextMenuCommitAnimator) {
        delegate?.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        onCommit?(animator)
    }

    func presentationDidEnd() { presentation = nil }

    /// The top of `view`'s tree: the window, where the menu goes over everything.
    static func root(of view: View) -> View? {
        var current = view
        while let parent = current.superview { current = parent }
        return current.timeline == nil ? nil : current
    }
}

extension View {
    /// Attaches `interaction` to this view (UIKit's `addInteraction(_:)`); the view keeps it.
    public func addInteraction(_ interaction: ContextMenuInteraction) {
        interaction.didMove(to: self)
    }

    /// The context-menu interactions attached to this view.
    public var contextMenuInteractions: [ContextMenuInteraction] {
        gestureRecognizers.compactMap { ($0 as? ContextMenuPressRecognizer)?.interaction }
    }
}
