import Geometry
import Gestures
import ScrollPhysics

/// The keyboard a finger types on (the system keyboard of iOS, English): it rises from the
/// bottom of the window while a text field is edited and falls when editing ends, over
/// `duration` on `curve`. A key types when the finger lifts on it (iOS's keys commit on touch
/// up, so a finger sliding to the next key types that one); shift capitalises the next letter,
/// "123" / "ABC" switch between letters and numbers, delete removes a character and return
/// runs the field's return action.
public final class OnScreenKeyboard: View {
    /// UIKit's keyboard animation: 0.25 s (`UIInputViewAnimationStyle`'s
    /// `animationStyleDefault`, `animationStyleAnimated:duration:0.25`).
    public static let duration = 0.25
    /// The curve it runs on. UIKit hands the keyboard's animation to a factory the decompile does
    /// not name (apps read it as curve 7 in `UIKeyboardAnimationCurveUserInfoKey`); chosen here:
    /// ease-in-out, which starts and lands as the keyboard does on a device.
    public static let curve = TimingCurve.easeInOut

    weak var inputCenter: TextInputCenter?
    /// Whether the keyboard is up or rising (false: down or falling).
    public private(set) var isShown = false
    /// The frame it has once it stops, in the window.
    public private(set) var targetFrame = Rect.zero
    private var motion: (from: Double, to: Double, start: Double)?
    var plane = KeyboardLayout.Plane.letters
    /// Shift is on for the next letter.
    public private(set) var isShifted = false
    /// The key under each finger on the keyboard, by touch id.
    var pressed: [Int: KeyboardLayout.Key] = [:]

    public init() {
        super.init(name: "keyboard")
        backgroundColor = Color(hex: 0xD1D3D9)
        isHidden = true
    }

    /// Starts rising (`shown`) or falling at `time`, from wherever it is now.
    func move(shown: Bool, in window: View, at time: Double) {
        let height = KeyboardLayout.height(for: window.bounds.size, bottomInset: window.safeAreaInsets.bottom)
        let bottom = window.bounds.maxY
        let currentY = isHidden ? bottom : frame.minY
        isShown = shown
        isFollowingFinger = false
        targetFrame = shown ? Rect(x: 0, y: bottom - height, width: window.bounds.width, height: height) : .zero
        frame = Rect(x: 0, y: currentY, width: window.bounds.width, height: height)
        isHidden = false
        motion = (currentY, shown ? bottom - height : bottom, time)
        if !shown { pressed.removeAll() }
        setNeedsAdvance()
    }

    /// Whether a finger pulling the list drags it (`KeyboardDismissMode.interactive`).
    public private(set) var isFollowingFinger = false

    /// Puts its top at `top` (window points), stopping any motion: the finger pulls it.
    func follow(top: Double) {
        motion = nil
        isFollowingFinger = true
        frame = Rect(x: frame.minX, y: top, width: frame.width, height: frame.height)
    }

    /// Whether it is moving.
    public var isMoving: Bool { motion != nil }

    public override var needsAdvance: Bool { motion != nil }

    public override func advance(to time: Double) {
        guard let motion else { return }
        let fraction = min(max((time - motion.start) / Self.duration, 0), 1)
        let y = motion.from + (motion.to - motion.from) * Self.curve.progress(at: fraction)
        frame = Rect(x: frame.minX, y: y, width: frame.width, height: frame.height)
        guard fraction >= 1 else { return }
        self.motion = nil
        if !isShown {
            isHidden = true
            removeFromSuperview()
        }
    }

    /// The keys are drawn at whole points while the keyboard moves (its frame stays where the
    /// curve puts it, for layout and the log): 66 rounded fills that move by fractions of a pixel
    /// every frame are rasterized anew each frame in the software renderer, while at whole pixels
    /// they are copied from `MeshRasterCache`. Half a point at most, for a quarter of a second.
    public override func draw(in list: inout DisplayList) {
        super.draw(in: &list)
        let offset = frame.minY.rounded() - frame.minY
        guard offset != 0 else { return drawKeys(in: &list) }
        list.withSavedState { list in
            list.append(.translate(Point(x: 0, y: offset)))
            drawKeys(in: &list)
        }
    }

    /// The keys and their frames in the keyboard's coordinates.
    package var keys: [(key: KeyboardLayout.Key, frame: Rect)] { KeyboardLayout.keys(plane, width: bounds.width) }

    /// The key at `point` (keyboard coordinates): the one containing it, else the nearest in its row.
    func key(at point: Point) -> KeyboardLayout.Key? {
        let keys = self.keys
        if let hit = keys.first(where: { $0.frame.inset(by: Self.touchSlop).contains(point) }) { return hit.key }
        return nil
    }

    /// A key takes touches in the gaps around it too (half the gap each side, 6 pt above and below).
    static let touchSlop = EdgeInsets(
        top: -6, left: -KeyboardLayout.gap / 2, bottom: -6, right: -KeyboardLayout.gap / 2)

    public override func touchesBegan(_ touches: [Touch], time: Double) {
        for touch in touches { pressed[touch.id] = key(at: touch.location(in: self)) }
    }

    public override func touchesMoved(_ touches: [Touch], time: Double) {
        for touch in touches where pressed[touch.id] != nil || key(at: touch.location(in: self)) != nil {
            pressed[touch.id] = key(at: touch.location(in: self))
        }
    }

    public override func touchesEnded(_ touches: [Touch], time: Double) {
        for touch in touches {
            if let key = pressed.removeValue(forKey: touch.id) { type(key) }
        }
    }

    public override func touchesCancelled(_ touches: [Touch], time: Double) {
        for touch in touches { pressed[touch.id] = nil }
    }

    /// Types `key` into the edited field.
    func type(_ key: KeyboardLayout.Key) {
        guard let inputCenter, let field = inputCenter.firstResponder else { return }
        switch key {
        case .character(let character):
            inputCenter.handle(TextInput(isShifted ? character.uppercased() : character))
            isShifted = false
        case .shift: isShifted.toggle()
        case .delete: field.deleteBackward()
        case .layoutSwitch: plane = plane == .letters ? .numbers : .letters
        case .space: inputCenter.handle(TextInput(" "))
        case .returnKey: field.onReturn?(field)
        }
    }
}
