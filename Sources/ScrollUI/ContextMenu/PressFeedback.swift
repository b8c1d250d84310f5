import Geometry

/// Shrinks the pressed view while the finger is held, frame by frame, and puts it back at once
/// when the press fails (a scroll won) or ends. A view outside the tree that runs on the
/// window's timeline: it draws nothing and is never hit-tested.
final class PressFeedback: View {
    /// Weak: the timeline may still hold this after the interaction's view went away.
    weak var interaction: ContextMenuInteraction?
    private var isActive = false

    init(interaction: ContextMenuInteraction) {
        self.interaction = interaction
        super.init(name: "contextMenu.pressFeedback")
    }

    /// Starts following the press (again), on the timeline of the interaction's window.
    func start() {
        guard !isActive, let interaction, let view = interaction.view, let root = ContextMenuInteraction.root(of: view),
            let timeline = root.timeline
        else { return }
        if self.timeline !== timeline { attach(timeline) }
        isActive = true
        setNeedsAdvance()
    }

    override func advance(to time: Double) {
        guard let interaction, let view = interaction.view else { return stop() }
        let recognizer = interaction.pressRecognizer
        if recognizer.state == .possible, let start = recognizer.pressStart {
            let progress = ContextMenuMetrics.pressProgress(held: time - start)
            view.transform = Transform(scale: 1 - (1 - ContextMenuMetrics.pressedScale) * progress)
        } else {
            view.transform = .identity
            stop()
        }
    }

    private func stop() { isActive = false }

    override var needsAdvance: Bool { isActive }
}
