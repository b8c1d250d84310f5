import Geometry
import Gestures
import ScrollUI

/// `present`: UIKit's presentation styles and the safe area. A list of colored rows extends under
/// a translucent navigation bar (`edgesForExtendedLayout`, the list's inset from the safe area);
/// its buttons present a full-screen card, an over-full-screen card that a pan drags down to
/// dismiss (the presenter stays drawn under it), a large sheet (swipe down) and a medium one that
/// grows to large (swipe up), a custom fade-and-zoom transition and a navigation stack in a
/// sheet; "Bars" hides the bar without moving or resizing the list.
public final class PresentationScreen: ViewController {
    /// The list, inset by the safe area (`present.list`).
    public let list = ScrollView(name: "present.list")
    private let buttons: [Button]
    private let fadeZoom = FadeZoomTransition()
    static let rowHeight = 56.0
    static let colors: [UInt32] = [0xFF9500, 0x34C759, 0x007AFF, 0xAF52DE, 0xFF2D55, 0x5AC8FA]

    public init() {
        buttons = [
            "Full screen", "Over full screen", "Sheet", "Medium sheet", "Custom transition", "Navigation in a sheet",
            "Bars",
        ]
        .enumerated().map {
            Button(title: $0.element, font: .headline, color: .white, name: "present.button.\($0.offset)")
        }
        super.init(title: "Presentation", name: "present.screen")
        list.contentInsetAdjustmentBehavior = .always
        list.alwaysBounceVertical = true
        view.addSubview(list)
        for (index, button) in buttons.enumerated() {
            button.backgroundColor = Color(hex: Self.colors[index % Self.colors.count])
            button.cornerRadius = 12
            button.label.alignment = .center
            list.addSubview(button)
        }
        let actions: [(Double) -> Void] = [
            { [weak self] in self?.showCard(style: .fullScreen, at: $0) },
            { [weak self] in self?.showCard(style: .overFullScreen, at: $0) },
            { [weak self] in self?.showCard(style: .sheet(.large), at: $0) },
            { [weak self] in self?.showCard(style: .sheet(.medium), at: $0) },
            { [weak self] in self?.showFadeZoom(at: $0) },
            { [weak self] in self?.showNavigationSheet(at: $0) },
            { [weak self] _ in self?.toggleBars() },
        ]
        for (button, action) in zip(buttons, actions) { button.action = action }
    }

    public override var edgesForExtendedLayout: RectEdge { .top }

    public override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("present.list", list)] }

    public override func layoutView() {
        list.frame = view.bounds
        for (index, button) in buttons.enumerated() {
            button.frame = Rect(
                x: 16, y: 16 + Double(index) * (Self.rowHeight + 12), width: view.bounds.width - 32,
                height: Self.rowHeight)
        }
        list.contentSize = Size(
            width: view.bounds.width, height: 16 + Double(buttons.count) * (Self.rowHeight + 12) + 4)
        list.keepAtTop()
    }

    /// The medium sheet can be dragged up to large, and either dragged down and away.
    private func showCard(style: PresentationStyle, at time: Double) {
        let card = CardScreen(style: style)
        if style == .sheet(.medium) { card.sheetDetents = [.medium, .large] }
        present(card, style: style, animated: true, at: time)
    }

    private func showFadeZoom(at time: Double) {
        let card = CardScreen(style: .overFullScreen)
        card.transitioningDelegate = fadeZoom
        present(card, style: .overFullScreen, animated: true, at: time)
    }

    private func showNavigationSheet(at time: Double) {
        let navigation = NavigationController(root: CardScreen(style: .sheet(.large), pushes: true))
        present(navigation, style: .sheet(.large), animated: true, at: time)
    }

    /// Photos' tap: the bar goes or comes back; the list keeps its frame and its offset.
    private func toggleBars() {
        guard let navigation = navigationController else { return }
        navigation.isNavigationBarHidden.toggle()
    }
}

/// The custom transition of the demo: the presented card fades in from 80 % of its size while the
/// screen under it fades to half.
final class FadeZoomTransition: TransitioningDelegate, PresentationTransition {
    func transition(forPresented presented: ViewController, presenting: ViewController) -> PresentationTransition? {
        self
    }

    func layout(progress: Double, presented: View, presenting: View, container: Rect) {
        let shown = min(max(progress, 0), 1)
        presented.alpha = shown
        presented.transform = Transform(scale: 0.8 + 0.2 * shown)
        presenting.alpha = 1 - 0.5 * shown
    }
}
