import Geometry
import ScrollUI

/// The touch test as a screen of its own (`touch-test`), as Android's "Pointer location": an empty
/// page that takes every touch and shows, for each contact, its position, path, the velocity at
/// its lift and the time from its device stamp to the frame that showed it, with the device's
/// name (`run --touch-test` puts the same over any screen).
public final class TouchTestScreen: ViewController {
    private let hint = Label(
        "Touch anywhere: each finger's place, path, speed at the lift and latency.", font: .subheadline,
        color: .secondaryLabel, numberOfLines: 0, name: "touch-test.hint")

    public init() {
        super.init(title: "Touch test", name: "touch-test.screen")
        view.addSubview(hint)
    }

    public override var showsTouchTest: Bool { true }

    public override func layoutView() {
        let width = view.bounds.width - 40
        hint.frame = Rect(x: 20, y: 24, width: width, height: hint.sizeThatFits(Size(width: width, height: 0)).height)
    }
}
