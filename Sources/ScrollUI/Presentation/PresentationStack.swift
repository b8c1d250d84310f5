import Geometry

/// The screens presented over an application's navigation stack, bottom first (UIKit keeps them
/// in the window's presentation chain). It owns their layer in the window, above the navigation
/// stack, advances their landings and their controllers, and hides what a settled `.fullScreen`
/// presentation covers. Screens reach it through `ViewController.present` and `dismiss`.
public final class PresentationStack {
    /// The presentations, bottom first.
    public private(set) var presentations: [Presentation] = []
    /// Holds the dimming and presented views, over `base`; in the window only while needed.
    let layer = PassThroughView(name: "presentations")
    private unowned let window: View
    /// What the presentations cover: the navigation stack's view.
    private unowned let base: View
    /// Called with a screen joining (its views get time, its scroll views' callbacks are logged).
    package var onAdopt: ((ViewController) -> Void)?
    /// Called with a screen that left at a time, to stop what it still does.
    package var onRemove: ((ViewController, Double) -> Void)?
    /// Called when the layer joins or leaves the window (the key help stays on top).
    package var onLayerChange: (() -> Void)?

    package init(window: View, base: View) {
        self.window = window
        self.base = base
    }

    /// True when no presentation moves (each is at rest, shown) and no presented navigation stack
    /// pushes or pops.
    public var isSettled: Bool {
        presentations.allSatisfy {
            $0.isSettled && ($0.presented as? NavigationContainerController)?.navigation.transition == nil
        }
    }

    /// The presentation showing `controller`, or nil.
    func presentation(presenting controller: ViewController) -> Presentation? {
        presentations.first { $0.presenting === controller }
    }

    /// Presents `presented` over everything from `presenting` at `time` (seconds); false (nothing
    /// happens) when `presenting` already presents a screen, or `presented` is shown somewhere.
    @discardableResult
    func present(
        _ presented: ViewController, from presenting: ViewController, style: PresentationStyle,
        animated: Bool, at time: Double, completion: ((Double) -> Void)?
    ) -> Bool {
        guard presentation(presenting: presenting) == nil, presented.presentation == nil,
            presented.navigationController == nil, presented !== presenting
        else { return false }
        let presentation = Presentation(presenting: presenting, presented: presented, style: style)
        presentation.stack = self
        presented.presentation = presentation
        presentations.append(presentation)
        onAdopt?(presented)
        if layer.superview == nil {
            window.addSubview(layer)
            onLayerChange?()
        }
        layout()
        if animated {
            presentation.offset = presentation.travel
            presentation.didPresent = completion
            presentation.land(dismissing: false, velocity: 0, at: time)
        } else {
            completion?(time)
        }
        return true
    }

    /// Dismisses `presentation` at `time` (seconds), and at once every presentation above it.
    func dismiss(_ presentation: Presentation, animated: Bool, at time: Double, completion: ((Double) -> Void)?) {
        guard let index = presentations.firstIndex(where: { $0 === presentation }) else { return }
        for above in presentations[(index + 1)...].reversed() { remove(above, at: time) }
        presentation.didDismiss = completion
        if animated {
            presentation.cancelInteractiveDismissal(at: time)
            presentation.land(dismissing: true, velocity: 0, at: time)
        } else {
            remove(presentation, at: time)
        }
    }

    /// Advances every landing and every presented controller to `time` (seconds), removing the
    /// presentations whose dismissal landed.
    package func advance(to time: Double) {
        for presentation in presentations where presentation.advance(to: time) { remove(presentation, at: time) }
        for presentation in presentations { presentation.presented.advance(to: time) }
        if !presentations.isEmpty { layout() }
    }

    private func remove(_ presentation: Presentation, at time: Double) {
        presentations.removeAll { $0 === presentation }
        presentation.tearDown()
        presentation.stack = nil
        presentation.presented.presentation = nil
        onRemove?(presentation.presented, time)
        if presentations.isEmpty {
            layer.removeFromSuperview()
            onLayerChange?()
        }
        layout()
        presentation.didDismiss?(time)
    }

    /// Places the presentations for the window's size and safe area, bottom first, and hides what
    /// a settled `.fullScreen` presentation covers.
    package func layout() {
        layer.frame = window.bounds
        for subview in layer.subviews { subview.removeFromSuperview() }
        var under = base
        for presentation in presentations {
            if case .sheet = presentation.style { layer.addSubview(presentation.dimming) }
            layer.addSubview(presentation.container)
            presentation.layout(in: window.bounds.size, safeArea: window.safeAreaInsets, under: under)
            presentation.presented.noteSafeAreaInsets()
            under = presentation.presented.view
        }
        let covering = presentations.lastIndex { $0.hidesWhatIsUnder }
        base.isHidden = covering != nil
        for (index, presentation) in presentations.enumerated() {
            presentation.container.isHidden = covering.map { index < $0 } ?? false
            presentation.dimming.isHidden = presentation.container.isHidden
        }
    }
}

/// A view that holds others but takes no touch itself: touches between its subviews reach what is
/// under it.
final class PassThroughView: View {
    override func hitTest(_ point: Point) -> View? {
        let hit = super.hitTest(point)
        return hit === self ? nil : hit
    }
}
