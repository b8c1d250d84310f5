import Geometry
import Gestures
import ScrollUI

/// `back-gestures`: a canvas with a tap, a double tap, a long press and a pinch of its own
/// (seed 003's web view, whose gestures broke UIKit's back swipe). Each shows what it saw;
/// the edge swipe still goes back, because the back gesture's priority is a relation, not a hack.
public final class ManyGesturesScreen: ViewController {
    let canvas = View(name: "gestures.canvas")
    private let status = Label(
        "Tap, double-tap, long-press or pinch", font: .body, alignment: .center, name: "gestures.status")
    /// What each recognizer has recognized, in order (for tests and the status line).
    public private(set) var recognized: [String] = []

    public init() {
        super.init(title: "Many gestures", name: "gestures.screen")
        canvas.backgroundColor = Color(hex: 0xE8F0FE)
        canvas.cornerRadius = 16
        [canvas, status].forEach(view.addSubview)
        let tap = TapGestureRecognizer(name: "gestures.tap") { [weak self] _ in self?.note("tap") }
        let doubleTap = TapGestureRecognizer(name: "gestures.doubleTap") { [weak self] _ in self?.note("double tap") }
        doubleTap.numberOfTapsRequired = 2
        tap.require(toFail: doubleTap)
        let longPress = LongPressGestureRecognizer(name: "gestures.longPress") { [weak self] recognizer in
            if recognizer.state == .began { self?.note("long press") }
        }
        let pinch = PinchGestureRecognizer(name: "gestures.pinch") { [weak self] recognizer in
            if recognizer.state == .ended, let pinch = recognizer as? PinchGestureRecognizer {
                self?.note(String(format: "pinch ×%.2f", pinch.scale))
            }
        }
        [tap, doubleTap, longPress, pinch].forEach(canvas.addGestureRecognizer)
    }

    private func note(_ gesture: String) {
        recognized.append(gesture)
        status.text = "Recognized: \(gesture)"
    }

    public override func layoutView() {
        status.frame = Rect(x: 16, y: 12, width: view.bounds.width - 32, height: 28)
        canvas.frame = Rect(x: 0, y: 52, width: view.bounds.width, height: max(0, view.bounds.height - 52))
    }
}
