import Geometry
import Gestures
import ScrollUI

/// What `present` shows: a colored card with its style's name and a Close button. Over full
/// screen, the card's own pan drives an interactive dismissal (a photo dragged down over its
/// grid): down past half the travel or on a downward fling it goes, else it springs back. In a
/// presented navigation stack, Push shows the next card.
final class CardScreen: ViewController {
    private let heading: Label
    private let closeButton = Button(title: "Close", font: .headline, color: .white, name: "card.close")
    private let pushButton = Button(title: "Push", font: .headline, color: .white, name: "card.push")
    private let pushes: Bool
    /// The pan of an over-full-screen card (`card.dismissPan`).
    let dismissPan = PanGestureRecognizer(name: "card.dismissPan")

    init(style: PresentationStyle, pushes: Bool = false, depth: Int = 1) {
        self.pushes = pushes
        heading = Label(Self.name(of: style), font: .largeTitle, color: .white, name: "card.title")
        super.init(title: pushes ? "Card \(depth)" : "Card", name: "card.screen")
        view.backgroundColor = Color(
            hex: PresentationScreen.colors[(depth + 1) % PresentationScreen.colors.count],
            alpha: style == .overFullScreen ? 0.85 : 1)
        [heading, closeButton].forEach(view.addSubview)
        closeButton.action = { [weak self] time in self?.dismiss(animated: true, at: time) }
        if pushes {
            view.addSubview(pushButton)
            pushButton.action = { [weak self] time in
                self?.navigationController?.push(
                    CardScreen(style: style, pushes: true, depth: depth + 1), animated: true, at: time)
            }
        }
        if style == .overFullScreen {
            dismissPan.addAction { [weak self] in self?.dragged($0) }
            view.addGestureRecognizer(dismissPan)
        }
    }

    private static func name(of style: PresentationStyle) -> String {
        switch style {
        case .fullScreen: "Full screen"
        case .overFullScreen: "Over full screen"
        case .sheet(.medium): "Medium sheet"
        case .sheet: "Sheet"
        }
    }

    override func layoutView() {
        let top = safeAreaInsets.top
        closeButton.frame = Rect(x: 20, y: top + 12, width: 100, height: 36)
        pushButton.frame = Rect(x: view.bounds.width - 100, y: top + 12, width: 80, height: 36)
        heading.frame = Rect(x: 20, y: top + 60, width: view.bounds.width - 40, height: 44)
    }

    /// The presented screen driving its own dismissal with the recognizer's time.
    private func dragged(_ pan: GestureRecognizer) {
        guard let pan = pan as? PanGestureRecognizer, let presentation else { return }
        switch pan.state {
        case .began: presentation.beginInteractiveDismissal(at: pan.eventTime)
        case .changed: presentation.updateInteractiveDismissal(translation: pan.translation(in: nil).y)
        case .ended: presentation.finishInteractiveDismissal(velocity: pan.velocity(in: nil).y, at: pan.eventTime)
        case .cancelled: presentation.cancelInteractiveDismissal(at: pan.eventTime)
        default: break
        }
    }
}
